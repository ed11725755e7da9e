import {
  FeedbackBody,
  IdParams,
  OrderDetail,
  OrderLookupQuery,
  OrderSummary,
  PageQuery,
  Problem,
  pageOf,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** My orders, a guest's lookup, cancelling, delivery feedback and the sellers' status moves. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const member = app.requireUser();

  app.get(
    '/Order',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "The member's orders, newest first",
        querystring: PageQuery,
        response: { 200: pageOf(OrderSummary), 401: Problem },
      },
    },
    (request) => orders.mine(callerOf(request).userId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/Order/Lookup',
    {
      schema: {
        tags,
        summary: 'A guest finds an order by its number and the phone it was placed with',
        querystring: OrderLookupQuery,
        response: { 200: OrderDetail, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      await app.limits.consume('orderLookupPerIp', request.ip);
      return orders.lookup(request.query.number, request.query.phone);
    },
  );

  app.get(
    '/Order/:id',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "One of the member's orders: parts per seller, items, timeline, feedback",
        params: IdParams,
        response: { 200: OrderDetail, 401: Problem, 404: Problem },
      },
    },
    (request) => orders.detail(callerOf(request).userId, request.params.id),
  );

  app.post(
    '/Order/:id/Cancel',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Cancels the whole order while no part has shipped; the stock goes back',
        params: IdParams,
        response: { 200: OrderDetail, 401: Problem, 404: Problem, 422: Problem },
      },
    },
    (request) => orders.cancel(callerOf(request), request.params.id),
  );

  app.post(
    '/Order/:id/Feedback',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Delivery feedback on a delivered part (a rating must be chosen); its seller reads it',
        params: IdParams,
        body: FeedbackBody,
        response: { 200: OrderDetail, 400: Problem, 401: Problem, 404: Problem, 409: Problem, 422: Problem },
      },
    },
    (request) => orders.feedback(callerOf(request).userId, request.params.id, request.body),
  );
};
