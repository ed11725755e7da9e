import { backofficePromotionsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's promo codes (issue 17), for Staff and Admin. */
export const promoCodesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { promoCodesAdmin: promoCodes } = app.services;
  const api = backofficePromotionsApi;

  serve(app, api.promoCodes, (request) => promoCodes.list(request.query));
  serve(app, api.promoCode, (request) => promoCodes.one(request.params.id));
  serve(app, api.createPromoCode, (request) => promoCodes.create(callerOf(request), request.body));
  serve(app, api.updatePromoCode, (request) =>
    promoCodes.update(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.deletePromoCode, (request) => promoCodes.remove(callerOf(request), request.params.id));
};
