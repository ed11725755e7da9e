import { promotionsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

export const promotionsRoutes: FastifyPluginAsync = async (app) => {
  const { promotions } = app.services;

  serve(app, promotionsApi.campaigns, (request) => promotions.activeCampaigns(request.lang));

  serve(app, promotionsApi.campaign, (request) =>
    promotions.runningCampaign(request.query.slug, request.lang),
  );

  serve(app, promotionsApi.myPromoCodes, (request) => promotions.myPromoCodes(callerOf(request).userId));
};
