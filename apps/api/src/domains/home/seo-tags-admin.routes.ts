import { backofficeCatalogueApi as api } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's SEO tag pages (issue 17), for Staff and Admin. */
export const seoTagsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { seoTagsAdmin: seoTags } = app.services;

  serve(app, api.seoTags, (request) => seoTags.seoTags(request.query, request.lang));
  serve(app, api.seoTag, (request) => seoTags.seoTag(request.params.id, request.lang));
  serve(app, api.createSeoTag, (request) =>
    seoTags.createSeoTag(callerOf(request), request.body, request.lang),
  );
  serve(app, api.editSeoTag, (request) =>
    seoTags.editSeoTag(callerOf(request), request.params.id, request.body, request.lang),
  );
  serve(app, api.deleteSeoTag, async (request) => {
    await seoTags.deleteSeoTag(callerOf(request), request.params.id);
    return null;
  });
};
