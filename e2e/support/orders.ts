import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { tokenOf } from './sign-in';

export const demoBuyer = { phone: '994500000003', email: 'buyer@demo.bazar.az', password: 'demo1234' };
export const demoSeller = { phone: '994500000002', password: 'demo1234' };

interface Card {
  id: number;
  hasVariants: boolean;
  shop: { slug: string };
}

/**
 * A plain product of the demo seller in stock: the `pick`-th by rating, or the `-pick`-th from the
 * end when `pick` is negative (journeys that run side by side take different ones).
 */
export async function demoSellersProduct(request: APIRequestContext, pick: number): Promise<number> {
  const headers = {
    authorization: `Bearer ${await tokenOf(request, demoSeller.phone, demoSeller.password)}`,
  };
  const shop = (await (await request.get('/api/v1/Shop/MyShop', { headers })).json()) as { slug: string };
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const card = ((await list.json()).items as Card[])
    .filter((item) => item.shop.slug === shop.slug && !item.hasVariants)
    .at(pick);
  if (!card) throw new Error('the demo seller has too few plain products in stock');
  return card.id;
}

/** Saves a deliverable address for a member who has none (a buyer registered by the journey). */
export async function addDeliverableAddress(request: APIRequestContext, token: string): Promise<void> {
  const regions = (await (await request.get('/api/v1/Address/Regions')).json()) as {
    id: number;
    deliverable: boolean;
    districts: { id: number; deliverable: boolean }[];
  }[];
  const city = regions.find((region) => region.deliverable);
  const district = city?.districts.find((entry) => entry.deliverable);
  const saved = await request.post('/api/v1/Address', {
    headers: { authorization: `Bearer ${token}` },
    data: { cityId: city?.id, districtId: district?.id, text: 'Füzuli küçəsi 5', type: 'home' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A member buys one of a product now ("buy now": no basket is shared) to their first address. */
export async function buyNow(
  request: APIRequestContext,
  token: string,
  productId: number,
  paymentType: 'cash' | 'card',
) {
  const headers = { authorization: `Bearer ${token}` };
  const placed = await placeOrder(request, headers, { paymentType, buyNow: { productId, count: 1 } });
  return { ...placed, headers };
}

/**
 * The member's order, by standard delivery to their first address with the names and phone the
 * checkout knows them by; `purchase` says how it is paid and what is bought (buy now, or basket lines).
 */
async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  purchase: { paymentType: 'cash' | 'card' } & (
    | { buyNow: { productId: number; count: number } }
    | { basketItemIds: (number | undefined)[] }
  ),
) {
  const me = (await (await request.get('/api/v1/Checkout/Me', { headers })).json()) as Record<string, string>;
  const [address] = (await (await request.get('/api/v1/Address', { headers })).json()) as { id: number }[];
  const placed = await request.post('/api/v1/Checkout', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      name: me.name,
      surname: me.surname,
      phone: me.phone,
      email: me.email,
      addressId: address?.id,
      deliveryType: 'standard',
      ...purchase,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { id: number; number: string; paymentUrl: string | null };
}

/**
 * The demo buyer orders one of the demo seller's plain products (the `pick`-th, as
 * demoSellersProduct) in cash through the basket: only that basket line is bought, so journeys
 * running side by side, each with its own product, never share a line.
 */
export async function demoBuyerOrdersFromBasket(request: APIRequestContext, pick: number) {
  const productId = await demoSellersProduct(request, pick);
  const headers = { authorization: `Bearer ${await tokenOf(request, demoBuyer.phone, demoBuyer.password)}` };
  const basket = await request.post('/api/v1/Basket', {
    headers,
    data: { createBasketDtos: [{ productId, count: 1 }] },
  });
  const line = ((await basket.json()).baskets as { id: number; productId: number }[]).find(
    (entry) => entry.productId === productId,
  );
  return placeOrder(request, headers, { paymentType: 'cash', basketItemIds: [line?.id] });
}

/** The demo buyer buys one of a product now. */
export async function demoBuyerBuysNow(
  request: APIRequestContext,
  productId: number,
  paymentType: 'cash' | 'card',
) {
  return buyNow(request, await tokenOf(request, demoBuyer.phone, demoBuyer.password), productId, paymentType);
}
