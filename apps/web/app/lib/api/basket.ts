import { basketApi, type CreateBasketDto, type GuestBasketItem } from '@bazar/contracts';
import type { Call } from './call';

/** A member's basket, a guest's priced from the browser, and the merge at sign-in. */
export function basketCalls(call: Call) {
  return {
    basket: () => call(basketApi.view, { query: {} }),
    basketCount: () => call(basketApi.count, {}),
    chosenBasket: (basketItemIds: number[]) => call(basketApi.chosen, { body: { basketItemIds } }),
    addToBasket: (createBasketDtos: Partial<CreateBasketDto>[]) =>
      call(basketApi.add, { body: { createBasketDtos } }),
    changeBasketCount: (id: number, count: number) => call(basketApi.changeCount, { body: { id, count } }),
    removeFromBasket: (ids: number[]) => call(basketApi.remove, { body: { ids } }),
    mergeBasket: (productStorage: GuestBasketItem[], guestBasketId: string | null) =>
      call(basketApi.merge, { body: { productStorage, ...(guestBasketId ? { guestBasketId } : {}) } }),
    guestBasket: (productStorage: GuestBasketItem[], createBasketDtos: Partial<CreateBasketDto>[] = []) =>
      call(basketApi.guest, { body: { productStorage, createBasketDtos } }),
  };
}
