import { Campaign, LangQuery, Problem } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;

  app.get(
    '/Campaign',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Campaigns running now',
        querystring: LangQuery,
        response: { 200: z.array(Campaign) },
      },
    },
    (request) => promotions.activeCampaigns(request.lang),
  );

  app.get(
    '/Campaign/GetBySlug',
    {
      schema: {
        tags: ['promotions'],
        summary: 'A running campaign (its products: Product/GetList?campaign=slug)',
        querystring: LangQuery.extend({ slug: z.string().trim().min(1, 'validation.required').max(100) }),
        response: { 200: Campaign, 400: Problem, 404: Problem },
      },
    },
    (request) => promotions.runningCampaign(request.query.slug, request.lang),
  );
};
