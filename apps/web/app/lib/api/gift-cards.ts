import { type BuyGiftCardBody, type GiftCardCredentials, giftCardsApi } from '@bazar/contracts';
import type { Call } from './call';

/** Gift cards: buying one, a purchase's state, the member's cards, adding and checking one. */
export function giftCardsCalls(call: Call) {
  return {
    buyGiftCard: (body: BuyGiftCardBody) => call(giftCardsApi.buy, { body }),
    giftCardPurchase: (id: number) => call(giftCardsApi.purchase, { params: { id } }),
    myGiftCards: () => call(giftCardsApi.mine, {}),
    addGiftCard: (body: GiftCardCredentials) => call(giftCardsApi.add, { body }),
  };
}
