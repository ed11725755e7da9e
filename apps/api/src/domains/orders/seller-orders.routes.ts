import { sellerOrdersApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The seller cabinet's orders: a shop's parts, and moving them along the order's status machine. */
export const sellerOrdersRoutes: FastifyPluginAsync = async (app) => {
  const { orders, sellerOrders } = app.services;

  serve(app, sellerOrdersApi.list, (request) => sellerOrders.list(callerOf(request), request.query));

  serve(app, sellerOrdersApi.part, (request) => sellerOrders.part(callerOf(request), request.params.id));

  serve(app, sellerOrdersApi.move, async (request) => {
    const caller = callerOf(request);
    await orders.transition(caller, request.params.id, request.body);
    return sellerOrders.part(caller, request.params.id);
  });
};
