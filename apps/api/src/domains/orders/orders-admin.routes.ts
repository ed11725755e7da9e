import { backofficeOrdersApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's orders (issue 17), for Staff and Admin: the list, an order, moves, cancelling and refused refunds. */
export const ordersAdminRoutes: FastifyPluginAsync = async (app) => {
  const { backofficeOrders } = app.services;

  serve(app, backofficeOrdersApi.list, (request) => backofficeOrders.list(request.query));

  serve(app, backofficeOrdersApi.order, (request) => backofficeOrders.order(request.params.id));

  serve(app, backofficeOrdersApi.move, (request) =>
    backofficeOrders.move(callerOf(request), request.params.id, request.body),
  );

  serve(app, backofficeOrdersApi.cancel, (request) =>
    backofficeOrders.cancel(callerOf(request), request.params.id, request.body),
  );

  serve(app, backofficeOrdersApi.retryRefund, (request) =>
    backofficeOrders.retryRefund(callerOf(request), request.params.id),
  );

  serve(app, backofficeOrdersApi.refundToWallet, (request) =>
    backofficeOrders.refundToWallet(callerOf(request), request.params.id),
  );
};
