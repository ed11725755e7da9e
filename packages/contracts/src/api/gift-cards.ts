import { IdParams } from '../common';
import {
  BuyGiftCardBody,
  GiftCardBalance,
  GiftCardCredentials,
  GiftCardPurchase,
  GiftCardPurchaseStart,
  MyGiftCard,
  MyGiftCards,
} from '../gift-cards';
import { defineRoute } from './route';

const tags = ['giftCards'];

/** Gift cards (PAY-07): buying one for someone, a member's cards, adding and checking one. */
export const giftCardsApi = {
  buy: defineRoute({
    operationId: 'buyGiftCard',
    method: 'POST',
    path: '/GiftCard/Buy',
    tags,
    access: 'member',
    summary:
      "Buys a gift card for a phone: paid from the wallet at once, or by card on the bank's page; once paid, the number and code are texted to the recipient",
    description:
      "409 `spending.held` when the member's gift cards of the last 24 hours with this one would cross the daily limit (GIFT_CARD_DAILY_LIMIT_AZN): no card is made, nothing is paid, and the purchase waits for an operator's decision in the back office.",
    body: BuyGiftCardBody,
    answer: GiftCardPurchaseStart,
    errors: [400, 401, 409, 422, 429, 503],
  }),
  purchase: defineRoute({
    operationId: 'getGiftCardPurchase',
    method: 'GET',
    path: '/GiftCard/Purchase/:id',
    tags,
    access: 'member',
    summary: "One of the member's purchases, asked of the bank while it waits",
    params: IdParams,
    answer: GiftCardPurchase,
    errors: [400, 401, 404],
  }),
  mine: defineRoute({
    operationId: 'listMyGiftCards',
    method: 'GET',
    path: '/GiftCard',
    tags,
    access: 'member',
    summary: "The member's gift cards: active ones with their remainder, and used ones",
    answer: MyGiftCards,
    errors: [401],
  }),
  add: defineRoute({
    operationId: 'addGiftCard',
    method: 'POST',
    path: '/GiftCard/Add',
    tags,
    access: 'member',
    summary:
      'Adds a card the member was sent, by its number and code; 404 for a wrong pair, 409 for a card another account holds; tries are limited',
    body: GiftCardCredentials,
    status: 201,
    answer: MyGiftCard,
    errors: [400, 401, 404, 409, 429],
  }),
  check: defineRoute({
    operationId: 'checkGiftCard',
    method: 'POST',
    path: '/GiftCard/Check',
    tags,
    access: 'public',
    summary: "A card's value and remainder, by its number and code; 404 for a wrong pair; tries are limited",
    body: GiftCardCredentials,
    answer: GiftCardBalance,
    errors: [400, 404, 429],
  }),
} as const;
