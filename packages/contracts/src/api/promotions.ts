import { z } from 'zod';
import { Campaign } from '../catalog';
import { LangQuery } from '../common';
import { MyPromoCodes } from '../promo-codes';
import { defineRoute } from './route';

const tags = ['promotions'];

export const CampaignSlugQuery = LangQuery.extend({
  slug: z.string().trim().min(1, 'validation.required').max(100),
});

/** `GET Campaign`: all campaigns running now, or those one shop takes part in (its page name). */
export const CampaignsQuery = LangQuery.extend({
  shop: z.string().trim().min(1, 'validation.required').max(100).optional(),
});

/** The campaigns running now. */
export const promotionsApi = {
  campaigns: defineRoute({
    operationId: 'listCampaigns',
    method: 'GET',
    path: '/Campaign',
    tags,
    access: 'public',
    cache: 'etag',
    summary:
      "Campaigns running now; with shop (a shop's page name), those it takes part in: it has discounted products on sale in their categories (the seller page's campaigns)",
    query: CampaignsQuery,
    answer: z.array(Campaign),
    errors: [400],
  }),
  campaign: defineRoute({
    operationId: 'getCampaignBySlug',
    method: 'GET',
    path: '/Campaign/GetBySlug',
    tags,
    access: 'public',
    cache: 'etag',
    summary: 'A running campaign (its products: Product/GetList?campaign=slug)',
    query: CampaignSlugQuery,
    answer: Campaign,
    errors: [400, 404],
  }),
  myPromoCodes: defineRoute({
    operationId: 'listMyPromoCodes',
    method: 'GET',
    path: '/PromoCode',
    tags,
    access: 'member',
    summary:
      "The member's promo codes: those given to them or to everyone that they can still use, and those they used",
    answer: MyPromoCodes,
    errors: [401],
  }),
} as const;
