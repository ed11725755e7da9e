import {
  ApplyPromoCodeBody,
  CheckoutBody,
  CheckoutMe,
  ConfirmPhoneBody,
  ConfirmPhoneResult,
  PlacedOrder,
  PromoCodeResult,
  SendCodeBody,
  SendCodeResult,
} from '../checkout';
import { IdempotencyHeaders } from '../common';
import { defineRoute } from './route';

const tags = ['checkout'];

/** Checkout for members and guests: phone confirmation, promo codes and placing the order. */
export const checkoutApi = {
  me: defineRoute({
    operationId: 'getCheckoutDetails',
    method: 'GET',
    path: '/Checkout/Me',
    tags,
    access: 'member',
    summary: "What checkout fills in for a member, and whether the member's phone is confirmed",
    answer: CheckoutMe,
    errors: [401],
  }),
  sendCode: defineRoute({
    operationId: 'sendCheckoutCode',
    method: 'POST',
    path: '/Checkout/SendCode',
    tags,
    access: 'public',
    summary: 'Texts a 6-digit code to confirm the phone; again only after resendAfterSeconds',
    body: SendCodeBody,
    answer: SendCodeResult,
    errors: [400, 429],
  }),
  confirmPhone: defineRoute({
    operationId: 'confirmCheckoutPhone',
    method: 'POST',
    path: '/Checkout/ConfirmPhone',
    tags,
    access: 'optional',
    summary: 'Checks the code and answers a phoneToken for POST Checkout',
    body: ConfirmPhoneBody,
    answer: ConfirmPhoneResult,
    errors: [400, 401, 422, 429],
  }),
  applyPromoCode: defineRoute({
    operationId: 'applyPromoCode',
    method: 'POST',
    path: '/Checkout/ApplyPromoCode',
    tags,
    access: 'optional',
    summary:
      'What a promo code takes off (AZN), or why it is refused (unknown, used, expired, below minimum)',
    body: ApplyPromoCodeBody,
    answer: PromoCodeResult,
    errors: [400, 401, 422],
  }),
  place: defineRoute({
    operationId: 'placeOrder',
    method: 'POST',
    path: '/Checkout',
    tags,
    access: 'optional',
    summary:
      'Places the order: one part per seller, stock taken, bought lines emptied; with buyNow, that one line ' +
      'alone and the basket left as it is. The same Idempotency-Key ' +
      'with the same body answers the first order; with another body, 422.',
    headers: IdempotencyHeaders,
    body: CheckoutBody,
    answer: PlacedOrder,
    errors: [400, 401, 404, 409, 422, 429],
  }),
} as const;
