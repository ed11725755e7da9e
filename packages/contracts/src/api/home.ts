import { Campaign } from '../catalog';
import { LangQuery } from '../common';
import {
  HomeCounts,
  HomePage,
  HomeScrollQuery,
  Layout,
  ProductPage,
  SeoTagListing,
  SeoTagQuery,
} from '../home';
import { defineRoute } from './route';

/** The spec's Home calls (section 7) and the storefront layout. */
export const homeApi = {
  layout: defineRoute({
    method: 'GET',
    path: '/Home/GetLayout',
    tags: ['home'],
    access: 'public',
    summary: 'Header menu, footer shortcuts and what the marketplace can do now (features)',
    query: LangQuery,
    answer: Layout,
    errors: [],
  }),
  page: defineRoute({
    method: 'GET',
    path: '/Home',
    tags: ['home'],
    access: 'public',
    summary:
      'Everything the home page shows: campaigns, discounted, new and top-rated shelves, sellers, blog, counts and the first feed page',
    query: LangQuery,
    answer: HomePage,
    errors: [],
  }),
  counts: defineRoute({
    method: 'GET',
    path: '/Home/GetCounts',
    tags: ['home'],
    access: 'public',
    summary: 'How many products, shops and categories the marketplace has',
    answer: HomeCounts,
    errors: [],
  }),
  campaignBanner: defineRoute({
    method: 'GET',
    path: '/home/GetHomeCampaignBanner',
    tags: ['home'],
    access: 'public',
    summary: 'The running campaign the home banner shows (the one ending soonest), or null',
    query: LangQuery,
    answer: Campaign.nullable(),
    errors: [],
  }),
  scroll: defineRoute({
    method: 'GET',
    path: '/Home/HomeScroll',
    tags: ['home'],
    access: 'public',
    summary: 'One page of the endless home feed, in stock first, in a stable order',
    query: HomeScrollQuery,
    answer: ProductPage,
    errors: [400],
  }),
  seoTag: defineRoute({
    method: 'GET',
    path: '/Home/GetProductListBySeoTag',
    tags: ['home'],
    access: 'public',
    summary: "An SEO landing page: its title, description and keywords, and its category's filtered listing",
    query: SeoTagQuery,
    answer: SeoTagListing,
    errors: [400, 404],
  }),
} as const;
