import { z } from 'zod';
import { Campaign } from '../catalog';
import { LangQuery } from '../common';
import { MyPromoCodes } from '../promo-codes';
import { defineRoute } from './route';

const tags = ['promotions'];

export const CampaignSlugQuery = LangQuery.extend({
  slug: z.string().trim().min(1, 'validation.required').max(100),
});

/** The campaigns running now. */
export const promotionsApi = {
  campaigns: defineRoute({
    method: 'GET',
    path: '/Campaign',
    tags,
    access: 'public',
    summary: 'Campaigns running now',
    query: LangQuery,
    answer: z.array(Campaign),
    errors: [],
  }),
  campaign: defineRoute({
    method: 'GET',
    path: '/Campaign/GetBySlug',
    tags,
    access: 'public',
    summary: 'A running campaign (its products: Product/GetList?campaign=slug)',
    query: CampaignSlugQuery,
    answer: Campaign,
    errors: [400, 404],
  }),
  myPromoCodes: defineRoute({
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
