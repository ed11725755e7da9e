import { stockRequestsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** "Notify me when it's back": a member's requests about sold-out products. */
export const stockRequestsRoutes: FastifyPluginAsync = async (app) => {
  const { stockRequests } = app.services;

  serve(app, stockRequestsApi.mine, (request) =>
    stockRequests.state(callerOf(request).userId, request.query.productId),
  );

  serve(app, stockRequestsApi.ask, (request) => stockRequests.ask(callerOf(request).userId, request.body));

  serve(app, stockRequestsApi.cancel, (request) =>
    stockRequests.cancel(callerOf(request).userId, request.query),
  );
};
