import { promotionsApi } from '@bazar/contracts';
import type { Call } from './call';

/** The campaigns running now, and a member's promo codes. */
export function promotionsCalls(call: Call) {
  return {
    campaigns: () => call(promotionsApi.campaigns, { query: {} }),
    campaign: (slug: string) => call(promotionsApi.campaign, { query: { slug } }),
    myPromoCodes: () => call(promotionsApi.myPromoCodes, {}),
  };
}
