import {
  BasketQuery,
  BasketView,
  ChangeCountBody,
  CreateBasketBody,
  DeleteBasketBody,
  GuestBasketBody,
  GuestBasketView,
  MergeBasketBody,
  Problem,
  SelectBasketBody,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';

const tags = ['basket'];
const security = [{ bearerAuth: [] }];
const errors = { 400: Problem, 401: Problem, 404: Problem, 422: Problem };

/** The spec's Basket calls (section 7): a member's basket, a guest's priced, and the merge at sign-in. */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { basket } = app.services;
  const member = app.requireUser();

  app.get(
    '/basket',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "The signed-in buyer's basket, priced now and grouped by seller",
        querystring: BasketQuery,
        response: { 200: BasketView, 401: Problem },
      },
    },
    (request) => basket.view(callerOf(request).userId),
  );

  app.get(
    '/Basket/Count',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'How many items the basket holds (the header badge)',
        response: { 200: z.object({ count: z.number().int() }), 401: Problem },
      },
    },
    async (request) => ({ count: await basket.itemCount(callerOf(request).userId) }),
  );

  app.post(
    '/Basket',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary:
          'Adds products (with their offer values), combos and buy-with extras; a count above the stock is cut to it, with a notice',
        body: CreateBasketBody,
        response: { 200: BasketView, ...errors },
      },
    },
    (request) => basket.add(callerOf(request).userId, request.body.createBasketDtos),
  );

  app.post(
    '/Basket/GetBasket',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'The basket, or only the chosen lines of it (buy together)',
        body: SelectBasketBody,
        response: { 200: BasketView, ...errors },
      },
    },
    (request) => basket.view(callerOf(request).userId, request.body.basketItemIds),
  );

  app.post(
    '/basket/changeCount',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "Sets a line's count, at most what is in stock",
        body: ChangeCountBody,
        response: { 200: BasketView, ...errors },
      },
    },
    (request) => basket.changeCount(callerOf(request).userId, request.body.id, request.body.count),
  );

  app.post(
    '/Basket/Delete',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Removes lines (one, or the selected ones)',
        body: DeleteBasketBody,
        response: { 200: BasketView, ...errors },
      },
    },
    (request) => basket.remove(callerOf(request).userId, request.body.ids),
  );

  app.post(
    '/Basket/CreateForLogin',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "Merges a guest's basket (productStorage) into the account at sign-in",
        body: MergeBasketBody,
        response: { 200: BasketView, ...errors },
      },
    },
    (request) => basket.merge(callerOf(request).userId, request.body),
  );

  app.post(
    '/Basket/UnauthenticatedUserBasket',
    {
      schema: {
        tags,
        summary:
          "Prices a guest's basket kept in the browser, optionally adding items, and answers what the browser should keep",
        body: GuestBasketBody,
        response: { 200: GuestBasketView, 400: Problem, 422: Problem },
      },
    },
    (request) => basket.priceGuest(request.body),
  );
};
