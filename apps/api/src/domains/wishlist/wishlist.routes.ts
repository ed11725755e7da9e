import { wishlistApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The spec's Wishlist calls (section 7), plus the guest's favourites and their merge at sign-in. */
export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const { wishlist } = app.services;

  serve(app, wishlistApi.list, (request) => wishlist.list(callerOf(request).userId));

  serve(app, wishlistApi.add, (request) => wishlist.add(callerOf(request).userId, request.body));

  serve(app, wishlistApi.remove, (request) =>
    wishlist.remove(callerOf(request).userId, { id: request.query.Id, isCombo: request.query.isCombo }),
  );

  serve(app, wishlistApi.merge, (request) => wishlist.merge(callerOf(request).userId, request.body.items));

  serve(app, wishlistApi.guest, (request) => wishlist.describe(request.body.items));
};
