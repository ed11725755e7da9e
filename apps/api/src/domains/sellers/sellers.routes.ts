import { sellersApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** A shop's public page, and the signed-in seller's own shop. */
export const sellersRoutes: FastifyPluginAsync = async (app) => {
  const { sellers } = app.services;

  serve(app, sellersApi.profile, (request) => sellers.shopProfile(request.query.name, request.lang));

  serve(app, sellersApi.myShop, (request) => sellers.myShop(callerOf(request).userId));
};
