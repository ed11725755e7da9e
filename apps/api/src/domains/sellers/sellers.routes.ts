import { MyShop, Problem, Role, ShopByNameQuery, ShopProfile } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';

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

  app.get(
    '/Shop/MyShop',
    {
      preHandler: app.requireUser(Role.Seller),
      schema: {
        tags: ['sellers'],
        summary: "The signed-in seller's own shop and its approval status",
        security: [{ bearerAuth: [] }],
        response: { 200: MyShop, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    (request) => sellers.myShop(callerOf(request).userId),
  );
};
