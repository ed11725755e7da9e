import { type WishlistRef, wishlistApi } from '@bazar/contracts';
import type { Call } from './call';

/** A member's favourites, a guest's described, and the merge at sign-in. */
export function wishlistCalls(call: Call) {
  return {
    wishlist: () => call(wishlistApi.list, {}),
    addToWishlist: (ref: WishlistRef) => call(wishlistApi.add, { body: ref }),
    removeFromWishlist: (ref: WishlistRef) =>
      call(wishlistApi.remove, { query: { Id: ref.id, isCombo: ref.isCombo } }),
    mergeWishlist: (items: WishlistRef[]) => call(wishlistApi.merge, { body: { items } }),
    guestWishlist: (items: WishlistRef[]) => call(wishlistApi.guest, { body: { items } }),
  };
}
