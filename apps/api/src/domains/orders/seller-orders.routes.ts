import {
  IdParams,
  Problem,
  Role,
  SellerOrderPage,
  SellerOrderPart,
  SellerOrdersQuery,
  TransitionBody,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** The seller cabinet's orders: a shop's parts, and moving them along the order's status machine. */
export const sellerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, sellerOrders } = app.services;
  const cabinet = app.requireUser(Role.Seller, Role.Staff, Role.Admin);

  app.get(
    '/Shop/Orders',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "The shop's parts of orders, newest first, by tab (placed, confirmed, shipped, delivered, closed), " +
          'with the buyer, address, items, timeline, delivery feedback and the moves allowed now',
        querystring: SellerOrdersQuery,
        response: { 200: SellerOrderPage, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    (request) => sellerOrders.list(callerOf(request), request.query),
  );

  app.get(
    '/Shop/Orders/:id',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: "One part of an order, for its shop's seller (or staff)",
        params: IdParams,
        response: { 200: SellerOrderPart, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    (request) => sellerOrders.part(callerOf(request), request.params.id),
  );

  app.post(
    '/OrderPart/:id/Status',
    {
      preHandler: app.requireUser(),
      schema: {
        tags,
        security,
        summary:
          "Moves a seller's part along placed → confirmed → shipped → delivered (or cancelled, refused, " +
          'returned); sellers only their own parts, staff any; illegal moves are refused. `note`: the ' +
          'tracking note when shipping, the reason (required) when cancelling',
        params: IdParams,
        body: TransitionBody,
        response: {
          200: SellerOrderPart,
          400: Problem,
          401: Problem,
          404: Problem,
          409: Problem,
          422: Problem,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await orders.transition(caller, request.params.id, request.body);
      return sellerOrders.part(caller, request.params.id);
    },
  );
};
