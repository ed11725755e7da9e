import type { ApiClient } from './api-client';
import { guestBasket, guestBasketId, guestFavourites, guestVisitorId } from './guest-storage';
import { clearedGuestCookies } from './guest-storage.server';

/**
 * Runs after every sign-in (password, registration, social), with a client acting for the new
 * session and the request that still carries the guest cookies: moves the guest's basket
 * (productStorage) and favourites (favItems) into the account and answers the cookies that forget
 * them. A merge the API refuses keeps the guest cookies, so nothing is lost. The cookie choices
 * the browser made as a guest become the member's record too (the browser keeps its own).
 */
export async function mergeGuestData(account: ApiClient, request: Request): Promise<string[]> {
  const cookies = request.headers.get('cookie');
  const basket = guestBasket(cookies);
  const favourites = guestFavourites(cookies);
  const visitorId = guestVisitorId(cookies);
  const [basketResult, wishlistResult] = await Promise.all([
    basket.length > 0
      ? account.basket.merge({
          body: { productStorage: basket, guestBasketId: guestBasketId(cookies) || undefined },
        })
      : null,
    favourites.length > 0 ? account.wishlist.merge({ body: { items: favourites } }) : null,
    visitorId ? account.privacy.adoptConsents({ body: { visitorId } }) : null,
  ]);
  if (basket.length === 0 && favourites.length === 0) return [];
  if (basketResult?.ok === false || wishlistResult?.ok === false) return [];
  return clearedGuestCookies(request);
}
