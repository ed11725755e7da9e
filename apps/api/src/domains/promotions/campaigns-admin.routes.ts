import { backofficeCatalogueApi as api } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's campaigns (issue 17), for Staff and Admin. */
export const campaignsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { campaignsAdmin: campaigns } = app.services;

  serve(app, api.campaigns, (request) => campaigns.campaigns(request.query));
  serve(app, api.campaign, (request) => campaigns.campaign(request.params.id));
  serve(app, api.uploadCampaignBanner, async (request) =>
    campaigns.uploadBanner(await uploadedImage(request)),
  );
  serve(app, api.createCampaign, (request) => campaigns.createCampaign(callerOf(request), request.body));
  serve(app, api.editCampaign, (request) =>
    campaigns.editCampaign(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteCampaign, async (request) => {
    await campaigns.deleteCampaign(callerOf(request), request.params.id);
    return null;
  });
};
