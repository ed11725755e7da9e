import { backofficeCatalogueApi as api, backofficeCombosApi as combosApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's catalogue structure and campaigns (issue 17), for Staff and Admin. */
export const backofficeCatalogueRoutes: FastifyPluginAsync = async (app) => {
  const { adminCategories: categories, adminCampaigns: campaigns, adminCombos: combos } = app.services;

  serve(app, api.categories, () => categories.list());
  serve(app, api.category, (request) => categories.get(request.params.id));
  serve(app, api.createCategory, (request) => categories.create(callerOf(request), request.body));
  serve(app, api.editCategory, (request) =>
    categories.edit(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.moveCategory, (request) =>
    categories.move(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.categoryVisibility, (request) =>
    categories.setVisibility(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteCategory, async (request) => {
    await categories.remove(callerOf(request), request.params.id);
    return null;
  });

  serve(app, api.categoryFields, (request) => categories.fields(request.params.id));
  serve(app, api.addCategoryField, (request) =>
    categories.addField(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.editCategoryField, (request) =>
    categories.editField(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.moveCategoryField, (request) =>
    categories.moveField(callerOf(request), request.params.id, request.body.position),
  );
  serve(app, api.deleteCategoryField, async (request) => {
    await categories.removeField(callerOf(request), request.params.id);
    return null;
  });

  serve(app, api.seoTags, (request) => campaigns.seoTags(request.query, request.lang));
  serve(app, api.seoTag, (request) => campaigns.seoTag(request.params.id, request.lang));
  serve(app, api.createSeoTag, (request) =>
    campaigns.createSeoTag(callerOf(request), request.body, request.lang),
  );
  serve(app, api.editSeoTag, (request) =>
    campaigns.editSeoTag(callerOf(request), request.params.id, request.body, request.lang),
  );
  serve(app, api.deleteSeoTag, async (request) => {
    await campaigns.deleteSeoTag(callerOf(request), request.params.id);
    return null;
  });

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

  serve(app, combosApi.combos, (request) => combos.list(request.query));
  serve(app, combosApi.combo, (request) => combos.get(request.params.id));
  serve(app, combosApi.createCombo, (request) => combos.create(callerOf(request), request.body));
  serve(app, combosApi.editCombo, (request) =>
    combos.edit(callerOf(request), request.params.id, request.body),
  );
  serve(app, combosApi.deleteCombo, async (request) => {
    await combos.remove(callerOf(request), request.params.id);
    return null;
  });
};
