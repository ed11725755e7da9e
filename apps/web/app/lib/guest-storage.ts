import { readCookieJson } from './cookies';

/**
 * A guest's basket and favourites live in the browser (spec: productStorage, favItems), mirrored
 * in cookies so that the server can render their counts. Anything unreadable counts as empty.
 */
export interface GuestBasketItem {
  productId: number;
  count: number;
  productOfferFields?: { offerFieldId: number }[];
}

export function guestBasket(cookieHeader: string | null): GuestBasketItem[] {
  const value = readCookieJson(cookieHeader, 'productStorage');
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is GuestBasketItem =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger(item.productId) &&
      Number.isInteger(item.count) &&
      item.count > 0,
  );
}

export function guestFavourites(cookieHeader: string | null): number[] {
  const value = readCookieJson(cookieHeader, 'favItems');
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}
