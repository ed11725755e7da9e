import type { MyPromoCode, MyPromoCodes } from '@bazar/contracts';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { sellerMovesPart } from '../../test/orders-support';
import { buyNowOrder, checkout, placeOrder } from '../../test/payments-support';
import { callApi, createTestApp, registerAccount, smsCodeTo, type TestContext } from '../../test/test-app';
import { products, productVariants } from '../catalog/catalog.tables';

let ctx: TestContext;
let tokens: DemoTokens;
beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
});
afterAll(() => ctx.close());

/** A published product without variants costing at least `price` qəpik, with a few in stock. */
async function simpleProductFrom(price: number) {
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.status, 'published'),
        gte(products.price, price),
        gte(products.stockCount, 5),
        isNull(productVariants.id),
      ),
    )
    .limit(1);
  return product;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function givePromoCode(code: string, phones: string[], expiresAt: string) {
  const created = await callApi(ctx, 'POST', 'Admin/PromoCodes', {
    token: tokens.staff,
    payload: { code, discount: 3, minOrder: 0, expiresAt, phones },
  });
  expect(created.statusCode, created.body).toBe(201);
}

const codesOf = async (token: string) => {
  const answer = await callApi(ctx, 'GET', 'PromoCode', { token });
  expect(answer.statusCode).toBe(200);
  return answer.json() as MyPromoCodes;
};
const names = (codes: MyPromoCode[]) => codes.map((code) => code.code);

describe('a member’s promo codes', () => {
  it('[PAY-06] GET PromoCode lists the codes a member may use (theirs and everyone’s, soonest to expire first) and, once used, moves one to the used list with its order', async () => {
    await givePromoCode('MINE-SOON', ['994500000003'], inDays(3));
    await givePromoCode('NOT-MINE', ['994500000001'], inDays(3));

    const before = await codesOf(tokens.buyer);
    // The demo's codes for everyone run a year; the member's own code ends in 3 days. EXPIRED1 has ended.
    expect(names(before.active)).toEqual(['MINE-SOON', 'BAZAR5', 'WELCOME10']);
    expect(before.used).toEqual([]);
    expect(before.active[0]).toMatchObject({ discount: 3, minOrder: 0, personal: true, status: 'active' });
    expect(before.active[1]).toMatchObject({
      code: 'BAZAR5',
      discount: 5,
      minOrder: 20,
      personal: false,
      status: 'active',
      usedAt: null,
      orderId: null,
    });
    // A code given to someone else by name is theirs alone.
    expect(names((await codesOf(tokens.admin)).active)).toContain('NOT-MINE');

    // The member orders with BAZAR5 (a product of at least 20 ₼ in stock, bought at once).
    const product = await simpleProductFrom(2500);
    if (!product) throw new Error('the demo needs a product of 25 ₼ without variants');
    const order = await buyNowOrder(ctx, tokens.buyer, 'cash', product.id);
    const placed = await checkout(ctx, tokens.buyer, { ...order, promoCode: 'bazar5' }, 'promo-profile-1');
    expect(placed.statusCode, placed.body).toBe(200);

    const after = await codesOf(tokens.buyer);
    expect(names(after.active)).toEqual(['MINE-SOON', 'WELCOME10']);
    expect(after.used).toHaveLength(1);
    expect(after.used[0]).toMatchObject({ code: 'BAZAR5', status: 'used', orderId: placed.json().id });
    expect(Date.now() - Date.parse(after.used[0]?.usedAt ?? '')).toBeLessThan(60_000);
  });

  it('[PAY-06] [SEC-35.16] a code used as a guest before registering shows as used, not active, once the phone has an account', async () => {
    const phone = `99470${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    // A guest proves the phone at checkout and orders with WELCOME10.
    expect((await callApi(ctx, 'POST', 'Checkout/SendCode', { payload: { phone } })).statusCode).toBe(200);
    const code = await smsCodeTo(ctx.app, phone);
    const confirmed = await callApi(ctx, 'POST', 'Checkout/ConfirmPhone', { payload: { phone, code } });
    const regions = (await callApi(ctx, 'GET', 'Address/Regions')).json() as {
      id: number;
      deliverable: boolean;
      districts: { id: number; deliverable: boolean }[];
    }[];
    const city = regions.find((region) => region.deliverable);
    const district = city?.districts.find((each) => each.deliverable);
    const product = await simpleProductFrom(5000);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Checkout',
      headers: { 'idempotency-key': `guest-promo-${phone}` },
      payload: {
        name: 'Aygün',
        surname: 'Məmmədova',
        email: `aygun.${phone}@example.az`,
        phone,
        phoneToken: confirmed.json().phoneToken,
        address: { cityId: city?.id, districtId: district?.id, text: 'Nizami küçəsi 10', type: 'home' },
        deliveryType: 'standard',
        paymentType: 'cash',
        promoCode: 'WELCOME10',
        buyNow: { productId: product?.id, count: 1 },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    // Later the same person registers with that phone.
    await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '5 minutes'`);
    const password = 'Lənkəran-çay-9';
    const registered = await registerAccount(ctx.app, {
      accountType: 4,
      firstName: 'Aygün',
      lastName: 'Məmmədova',
      phone,
      email: `aygun.member.${phone}@example.az`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const mine = await codesOf(registered.json().token);
    expect(names(mine.active)).not.toContain('WELCOME10');
    expect(mine.used).toEqual([
      expect.objectContaining({ code: 'WELCOME10', status: 'used', orderId: placed.json().id }),
    ]);
    // Checkout refuses it too, so the list and the basket agree.
    const applied = await callApi(ctx, 'POST', 'Checkout/ApplyPromoCode', {
      token: registered.json().token,
      payload: { promoCode: 'WELCOME10', amount: 100, phone },
    });
    expect(applied.statusCode).toBe(422);
  });

  it('[PAY-06] a code given by name that has ended is no longer offered; signed out, the call answers 401', async () => {
    await givePromoCode('MINE-ENDED', ['994500000003'], inDays(-1));
    expect(names((await codesOf(tokens.buyer)).active)).not.toContain('MINE-ENDED');
    expect((await callApi(ctx, 'GET', 'PromoCode')).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'PromoCode', { token: 'forged.token.value' })).statusCode).toBe(401);
  });

  it('[PAY-06] a member’s first delivered order gives them a code of their own for the next one, once', async () => {
    const deliver = async () => {
      const order = await placeOrder(ctx, tokens.buyer, 'cash');
      const detail = (await callApi(ctx, 'GET', `Order/${order.id}`, { token: tokens.buyer })).json();
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const moved = await sellerMovesPart(ctx, detail.parts[0].id, { status });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    };
    const firstCodes = async (token: string) =>
      (await codesOf(token)).active.filter((code) => code.code.startsWith('FIRST-'));
    expect(await firstCodes(tokens.buyer)).toEqual([]);
    await deliver();
    const [thanks, ...more] = await firstCodes(tokens.buyer);
    expect(more).toEqual([]);
    expect(thanks).toMatchObject({ discount: 5, minOrder: 30, personal: true, status: 'active' });
    expect(Date.parse(thanks?.expiresAt ?? '') - Date.now()).toBeGreaterThan(59 * 86_400_000);
    await deliver();
    expect(await firstCodes(tokens.buyer)).toHaveLength(1);
    expect(await firstCodes(tokens.admin)).toEqual([]);
  });
});
