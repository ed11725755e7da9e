import { Problem, Wishlist, WishlistDeleteQuery, WishlistItemsBody, WishlistRef } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];

/** The spec's Wishlist calls (section 7), plus the guest's favourites and their merge at sign-in. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wishlist } = app.services;
  const member = app.requireUser();

  app.get(
    '/wishlist',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "The signed-in buyer's favourites, newest first (loaded at start)",
        response: { 200: Wishlist, 401: Problem },
      },
    },
    (request) => wishlist.list(callerOf(request).userId),
  );

  app.post(
    '/Wishlist',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Favourites a product or a combo ({ id, isCombo }); doing it twice keeps one',
        body: WishlistRef,
        response: { 200: Wishlist, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    (request) => wishlist.add(callerOf(request).userId, request.body),
  );

  app.delete(
    '/wishlist',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Removes a favourite (query Id and isCombo)',
        querystring: WishlistDeleteQuery,
        response: { 200: Wishlist, 400: Problem, 401: Problem },
      },
    },
    (request) =>
      wishlist.remove(callerOf(request).userId, { id: request.query.Id, isCombo: request.query.isCombo }),
  );

  app.post(
    '/Wishlist/CreateForLogin',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "Merges a guest's favourites (favItems) into the account at sign-in",
        body: WishlistItemsBody,
        response: { 200: Wishlist, 400: Problem, 401: Problem },
      },
    },
    (request) => wishlist.merge(callerOf(request).userId, request.body.items),
  );

  app.post(
    '/Wishlist/UnauthenticatedUserWishlist',
    {
      schema: {
        tags,
        summary: "A guest's favourites kept in the browser (favItems), with their cards",
        body: WishlistItemsBody,
        response: { 200: Wishlist, 400: Problem },
      },
    },
    (request) => wishlist.describe(request.body.items),
  );
};
