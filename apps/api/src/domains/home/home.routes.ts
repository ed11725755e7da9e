import { LangQuery, Layout } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Home controller calls; the home page's own calls arrive with the catalogue. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, sellers } = app.services;

  app.get(
    '/Home/GetLayout',
    {
      schema: {
        tags: ['home'],
        summary: 'Header menu and footer shortcuts',
        querystring: LangQuery,
        response: { 200: Layout },
      },
    },
    async (request) => {
      const [categories, footerShops] = await Promise.all([
        catalog.parentCategories(request.lang),
        sellers.footerShops(),
      ]);
      return { categories, footerCategories: categories.slice(0, 4), footerShops };
    },
  );
};
