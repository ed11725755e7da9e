import { backofficeShopsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/**
 * The back office's shops (issue 17): lists and a shop's page (composed here), decisions (operators)
 * and commissions (Admin), which the sellers domain and the catalogue keep.
 */
export const shopsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { shopsOverview, shopsAdmin: shops, categoriesAdmin } = app.services;
  const api = backofficeShopsApi;

  serve(app, api.list, (request) => shopsOverview.list(request.query));
  serve(app, api.detail, (request) => shopsOverview.detail(request.params.id, request.lang));
  serve(app, api.approve, (request) =>
    shops.decide(callerOf(request), request.params.id, 'approve', request.body),
  );
  serve(app, api.refuse, (request) =>
    shops.decide(callerOf(request), request.params.id, 'refuse', request.body),
  );
  serve(app, api.requestDocuments, (request) =>
    shops.decide(callerOf(request), request.params.id, 'requestDocuments', request.body),
  );
  serve(app, api.suspend, (request) =>
    shops.decide(callerOf(request), request.params.id, 'suspend', request.body),
  );
  serve(app, api.reinstate, (request) =>
    shops.decide(callerOf(request), request.params.id, 'reinstate', request.body),
  );
  serve(app, api.shopCommission, (request) =>
    shops.setShopCommission(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.categoryCommission, (request) =>
    categoriesAdmin.setCommission(callerOf(request), request.params.id, request.body),
  );
};
