import { basketApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The spec's Basket calls (section 7): a member's basket, a guest's priced, and the merge at sign-in. */
export const basketRoutes: FastifyPluginAsync = async (app) => {
  const { basket } = app.services;

  serve(app, basketApi.view, (request) => basket.view(callerOf(request).userId));

  serve(app, basketApi.count, async (request) => ({
    count: await basket.itemCount(callerOf(request).userId),
  }));

  serve(app, basketApi.add, (request) => basket.add(callerOf(request).userId, request.body.createBasketDtos));

  serve(app, basketApi.chosen, (request) =>
    basket.view(callerOf(request).userId, request.body.basketItemIds),
  );

  serve(app, basketApi.changeCount, (request) =>
    basket.changeCount(callerOf(request).userId, request.body.id, request.body.count),
  );

  serve(app, basketApi.remove, (request) => basket.remove(callerOf(request).userId, request.body.ids));

  serve(app, basketApi.merge, (request) => basket.merge(callerOf(request).userId, request.body));

  serve(app, basketApi.guest, (request) => basket.priceGuest(request.body));
};
