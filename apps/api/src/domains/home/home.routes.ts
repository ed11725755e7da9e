import {
  Campaign,
  HomeCounts,
  HomePage,
  HomeScrollQuery,
  LangQuery,
  Layout,
  Problem,
  ProductPage,
  SeoTagListing,
  SeoTagQuery,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableFeatures } from '../../features';

const tags = ['home'];

/** The spec's Home calls (section 7) and the storefront layout. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, sellers, payments } = app.services;
  const { home } = app.services;

  app.get(
    '/Home/GetLayout',
    {
      schema: {
        tags,
        summary: 'Header menu, footer shortcuts and what the marketplace can do now (features)',
        querystring: LangQuery,
        response: { 200: Layout },
      },
    },
    async (request) => {
      const [categories, footerShops] = await Promise.all([
        catalog.parentCategories(request.lang),
        sellers.footerShops(),
      ]);
      return {
        categories,
        footerCategories: categories.slice(0, 4),
        footerShops,
        features: availableFeatures(payments),
      };
    },
  );

  app.get(
    '/Home',
    {
      schema: {
        tags,
        summary:
          'Everything the home page shows: campaigns, discounted, new and top-rated shelves, sellers, blog, counts and the first feed page',
        querystring: LangQuery,
        response: { 200: HomePage },
      },
    },
    (request) => home.page(request.lang),
  );

  app.get(
    '/Home/GetCounts',
    {
      schema: {
        tags,
        summary: 'How many products, shops and categories the marketplace has',
        response: { 200: HomeCounts },
      },
    },
    () => home.counts(),
  );

  app.get(
    '/home/GetHomeCampaignBanner',
    {
      schema: {
        tags,
        summary: 'The running campaign the home banner shows (the one ending soonest), or null',
        querystring: LangQuery,
        response: { 200: Campaign.nullable() },
      },
    },
    (request) => home.campaignBanner(request.lang),
  );

  app.get(
    '/Home/HomeScroll',
    {
      schema: {
        tags,
        summary: 'One page of the endless home feed, in stock first, in a stable order',
        querystring: HomeScrollQuery,
        response: { 200: ProductPage, 400: Problem },
      },
    },
    (request) => home.feed(request.query.page, request.query.pageSize),
  );

  app.get(
    '/Home/GetProductListBySeoTag',
    {
      schema: {
        tags,
        summary:
          "An SEO landing page: its title, description and keywords, and its category's filtered listing",
        querystring: SeoTagQuery,
        response: { 200: SeoTagListing, 400: Problem, 404: Problem },
      },
    },
    (request) => home.seoTagListing(request.query, request.lang),
  );
};
