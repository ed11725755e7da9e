import { ShopByNameQuery, ShopProfile } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers } = app.services;

  app.get(
    '/Shop/GetBySlug',
    {
      schema: {
        tags: ['sellers'],
        summary: "A shop's public profile (the seller page)",
        querystring: ShopByNameQuery,
        response: { 200: ShopProfile },
      },
    },
    (request) => sellers.shopProfile(request.query.name, request.lang),
  );
};
