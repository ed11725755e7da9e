import { basketLimits, GuestBasketItem, VisitorId, type WishlistRef } from '@bazar/contracts';
import { readCookie, readCookieJson } from './cookies';

/**
 * A guest's basket and favourites live in the browser (spec: productStorage, favItems), kept in
 * cookies so the server renders their counts and pages, and mirrored to localStorage for scripts.
 * Anything unreadable counts as empty.
 */
export const productStorageKey = 'productStorage';
export const favItemsKey = 'favItems';
/** Names this guest basket, so that merging it twice at sign-in adds nothing twice. */
export const guestBasketIdKey = 'guestBasketId';
/** A guest's random id, under which the API records their cookie choices (a member's go under the account). */
export const visitorCookie = 'visitorId';

/** The guest's basket items; an item that is not readable is left out, the others stay. */
export function guestBasket(cookieHeader: string | null): GuestBasketItem[] {
  const value = readCookieJson(cookieHeader, productStorageKey);
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item) => {
      const parsed = GuestBasketItem.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, basketLimits.lines);
}

/** The browser's visitor id, when it has made a cookie choice as a guest. */
export function guestVisitorId(cookieHeader: string | null): string | null {
  const parsed = VisitorId.safeParse(readCookie(cookieHeader, visitorCookie));
  return parsed.success ? parsed.data : null;
}

export function guestBasketId(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, guestBasketIdKey);
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

export function guestFavourites(cookieHeader: string | null): WishlistRef[] {
  const value = readCookieJson(cookieHeader, favItemsKey);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): WishlistRef[] => {
    if (Number.isInteger(item) && item > 0) return [{ id: item, isCombo: false }];
    if (typeof item === 'object' && item !== null && Number.isInteger(item.id) && item.id > 0)
      return [{ id: item.id, isCombo: item.isCombo === true }];
    return [];
  });
}

/** How the store names a favourite in lists of keys: `p12` for a product, `c3` for a combo. */
export const favouriteKey = (ref: WishlistRef) => `${ref.isCombo ? 'c' : 'p'}${ref.id}`;
