import { promotionsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

export const promotionsRoutes: FastifyPluginAsync = async (app) => {
  const { promotions, catalog } = app.services;

  // A shop's campaigns are found in the catalogue, which knows whose products each campaign lists.
  serve(app, promotionsApi.campaigns, (request) =>
    request.query.shop === undefined
      ? promotions.activeCampaigns(request.lang)
      : catalog.shopCampaigns(request.query.shop, request.lang),
  );

  serve(app, promotionsApi.campaign, (request) =>
    promotions.runningCampaign(request.query.slug, request.lang),
  );

  // A code used by the member's proved phone as a guest counts as used by the member.
  serve(app, promotionsApi.myPromoCodes, async (request) => {
    const { userId } = callerOf(request);
    const buyer = await app.services.accounts.buyerOf(userId);
    return promotions.myPromoCodes(userId, buyer.phoneConfirmed && buyer.phone ? buyer.phone : null);
  });
};
