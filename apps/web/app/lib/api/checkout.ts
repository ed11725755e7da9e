import { type AnswerOf, type CheckoutBody, checkoutApi } from '@bazar/contracts';
import type { Call } from './call';

/** What `GET Checkout/Me` tells a member's checkout: the general info to prefill, and whether the phone is confirmed. */
export type CheckoutMe = AnswerOf<typeof checkoutApi.me>;

/** Checkout for members and guests: prefill, phone confirmation, promo codes and placing the order. */
export function checkoutCalls(call: Call) {
  return {
    checkoutMe: () => call(checkoutApi.me, {}),
    sendPhoneCode: (phone: string) => call(checkoutApi.sendCode, { body: { phone } }),
    confirmPhone: (phone: string, code: string) => call(checkoutApi.confirmPhone, { body: { phone, code } }),
    applyPromoCode: (body: { promoCode: string; amount: number; phone?: string }) =>
      call(checkoutApi.applyPromoCode, { body }),
    /** Places the order; the same key again (a double submit) answers the same order. */
    checkout: (body: CheckoutBody, idempotencyKey: string) =>
      call(checkoutApi.place, { body }, { 'idempotency-key': idempotencyKey }),
  };
}
