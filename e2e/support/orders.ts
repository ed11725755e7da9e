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
      paymentType,
      buyNow: { productId, count: 1 },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { ...((await placed.json()) as { id: number; number: string; paymentUrl: string | null }), headers };
}

/** The demo buyer buys one of a product now. */
export async function demoBuyerBuysNow(
  request: APIRequestContext,
  productId: number,
  paymentType: 'cash' | 'card',
) {
  return buyNow(request, await tokenOf(request, demoBuyer.phone, demoBuyer.password), productId, paymentType);
}
