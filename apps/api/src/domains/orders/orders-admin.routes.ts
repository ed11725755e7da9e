import { backofficeOrdersApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's orders (issue 17), for Staff and Admin: the list, an order, moves, cancelling and refused refunds. */
export const ordersAdminRoutes: FastifyPluginAsync = async (app) => {
  const { ordersAdmin: orders } = app.services;

  serve(app, backofficeOrdersApi.list, (request) => orders.list(request.query));

  serve(app, backofficeOrdersApi.order, (request) => orders.order(request.params.id));

  serve(app, backofficeOrdersApi.move, (request) =>
    orders.move(callerOf(request), request.params.id, request.body),
  );

  serve(app, backofficeOrdersApi.cancel, (request) =>
    orders.cancel(callerOf(request), request.params.id, request.body),
  );

  serve(app, backofficeOrdersApi.retryRefund, (request) =>
    orders.retryRefund(callerOf(request), request.params.id),
  );

  serve(app, backofficeOrdersApi.refundToWallet, (request) =>
    orders.refundToWallet(callerOf(request), request.params.id),
  );
};
