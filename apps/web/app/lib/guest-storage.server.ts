import { randomUUID } from 'node:crypto';
import type { GuestBasketItem, WishlistRef } from '@bazar/contracts';
import { isHttps, serializeCookie } from './cookies';
import { favItemsKey, guestBasketIdKey, productStorageKey } from './guest-storage';

const year = 365 * 24 * 60 * 60;
/** Browsers keep about 4 KB per cookie; a guest basket that would not fit is refused, not cut. */
export const guestCookieLimit = 3800;

export function guestBasketCookies(
  items: GuestBasketItem[],
  basketId: string | null,
  request: Request,
): string[] {
  const secure = isHttps(request);
  return [
    serializeCookie(productStorageKey, JSON.stringify(items), { maxAge: year, secure }),
    ...(basketId ? [] : [serializeCookie(guestBasketIdKey, randomUUID(), { maxAge: year, secure })]),
  ];
}

export function fitsInCookie(items: GuestBasketItem[]): boolean {
  return encodeURIComponent(JSON.stringify(items)).length <= guestCookieLimit;
}

export function favouritesCookie(items: WishlistRef[], request: Request): string {
  return serializeCookie(favItemsKey, JSON.stringify(items), { maxAge: year, secure: isHttps(request) });
}

/** After a merge into the account: the guest's copies go, so nothing is merged twice. */
export function clearedGuestCookies(request: Request): string[] {
  const secure = isHttps(request);
  return [productStorageKey, guestBasketIdKey, favItemsKey].map((name) =>
    serializeCookie(name, '', { maxAge: 0, secure }),
  );
}
