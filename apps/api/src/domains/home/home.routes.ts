import { homeApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { availableFeatures } from '../../features';
import { serve } from '../../plugins/contract';

/** The spec's Home calls (section 7) and the storefront layout. */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  const { catalog, sellers, payments } = app.services;
  const { home } = app.services;

  serve(app, homeApi.layout, async (request) => {
    const [categories, footerShops] = await Promise.all([
      catalog.parentCategories(request.lang),
      sellers.footerShops(),
    ]);
    return {
      categories,
      footerCategories: categories.slice(0, 4),
      footerShops,
      features: availableFeatures(payments.methods),
    };
  });

  serve(app, homeApi.page, (request) => home.page(request.lang));

  serve(app, homeApi.counts, () => home.counts());

  serve(app, homeApi.campaignBanner, (request) => home.campaignBanner(request.lang));

  serve(app, homeApi.scroll, (request) => home.feed(request.query.page, request.query.pageSize));

  serve(app, homeApi.seoTag, (request) => home.seoTagListing(request.query, request.lang));
};
