import { backofficePromotionsApi, type PromoCodeBody, type PromoCodesQuery } from '@bazar/contracts';
import type { Call } from './call';

/** The back office's promo codes. */
export function backofficePromotionsCalls(call: Call) {
  return {
    adminPromoCodes: (query: PromoCodesQuery) => call(backofficePromotionsApi.promoCodes, { query }),
    adminPromoCode: (id: number) => call(backofficePromotionsApi.promoCode, { params: { id } }),
    createPromoCode: (body: PromoCodeBody) => call(backofficePromotionsApi.createPromoCode, { body }),
    updatePromoCode: (id: number, body: PromoCodeBody) =>
      call(backofficePromotionsApi.updatePromoCode, { params: { id }, body }),
    deletePromoCode: (id: number) => call(backofficePromotionsApi.deletePromoCode, { params: { id } }),
  };
}
