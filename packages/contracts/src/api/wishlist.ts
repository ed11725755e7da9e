import { Wishlist, WishlistDeleteQuery, WishlistItemsBody, WishlistRef } from '../wishlist';
import { defineRoute } from './route';

const tags = ['wishlist'];

/** The spec's Wishlist calls (section 7), plus the guest's favourites and their merge at sign-in. */
export const wishlistApi = {
  list: defineRoute({
    operationId: 'getWishlist',
    method: 'GET',
    path: '/wishlist',
    tags,
    access: 'member',
    summary: "The signed-in buyer's favourites, newest first (loaded at start)",
    answer: Wishlist,
    errors: [401],
  }),
  add: defineRoute({
    operationId: 'addToWishlist',
    method: 'POST',
    path: '/Wishlist',
    tags,
    access: 'member',
    summary: 'Favourites a product or a combo ({ id, isCombo }); doing it twice keeps one',
    body: WishlistRef,
    answer: Wishlist,
    errors: [400, 401, 404],
  }),
  remove: defineRoute({
    operationId: 'removeFromWishlist',
    method: 'DELETE',
    path: '/wishlist',
    tags,
    access: 'member',
    summary: 'Removes a favourite (query Id and isCombo)',
    query: WishlistDeleteQuery,
    answer: Wishlist,
    errors: [400, 401],
  }),
  merge: defineRoute({
    operationId: 'mergeGuestWishlist',
    method: 'POST',
    path: '/Wishlist/CreateForLogin',
    tags,
    access: 'member',
    summary: "Merges a guest's favourites (favItems) into the account at sign-in",
    body: WishlistItemsBody,
    answer: Wishlist,
    errors: [400, 401],
  }),
  guest: defineRoute({
    operationId: 'getGuestWishlist',
    method: 'POST',
    path: '/Wishlist/UnauthenticatedUserWishlist',
    tags,
    access: 'public',
    summary: "A guest's favourites kept in the browser (favItems), with their cards",
    body: WishlistItemsBody,
    answer: Wishlist,
    errors: [400],
  }),
} as const;
