import { Campaign, LangQuery } from '@bazar/contracts';
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
};
