import { ordersApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** My orders, a guest's lookup, cancelling and delivery feedback. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { orders } = app.services;

  serve(app, ordersApi.mine, (request) =>
    orders.mine(callerOf(request).userId, request.query.page, request.query.pageSize),
  );

  serve(app, ordersApi.lookup, async (request) => {
    await app.limits.consume(request, 'orderLookupPerIp', request.ip);
    return orders.lookup(request.query.number, request.query.phone);
  });

  serve(app, ordersApi.detail, (request) => orders.detail(callerOf(request).userId, request.params.id));

  serve(app, ordersApi.cancel, (request) =>
    orders.cancel(callerOf(request), request.params.id, request.body.refundTo),
  );

  serve(app, ordersApi.feedback, (request) =>
    orders.feedback(callerOf(request).userId, request.params.id, request.body),
  );
};
