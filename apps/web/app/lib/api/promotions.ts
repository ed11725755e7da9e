import { promotionsApi } from '@bazar/contracts';
import type { Call } from './call';

/** The campaigns running now (all, or those a shop takes part in), and a member's promo codes. */
export function promotionsCalls(call: Call) {
  return {
    campaigns: (shop?: string) =>
      call(promotionsApi.campaigns, { query: shop === undefined ? {} : { shop } }),
    campaign: (slug: string) => call(promotionsApi.campaign, { query: { slug } }),
    myPromoCodes: () => call(promotionsApi.myPromoCodes, {}),
  };
}
