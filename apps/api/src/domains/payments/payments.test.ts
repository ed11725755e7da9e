import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/test-app';
import { products } from '../catalog/catalog.tables';
import type { PaymentGateway } from './payments.service';

function caller(ctx: TestContext) {
  return (url: string, options: { token?: string; payload?: object; key?: string } = {}) =>
    ctx.app.inject({
      method: options.payload ? 'POST' : 'GET',
      url: `/api/v1/${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
}

/** The demo buyer fills the basket with one product and orders it with the given payment type. */
async function order(ctx: TestContext, paymentType: string, key: string) {
  const call = caller(ctx);
  const token = await signIn(ctx, '994500000003');
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'published'), gt(products.stockCount, 20)))
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error('the demo needs a product in stock');
  await call('Basket', { token, payload: { createBasketDtos: [{ productId: product.id, count: 1 }] } });
  const me = (await call('Checkout/Me', { token })).json();
  const [address] = (await call('Address', { token })).json();
  return call('Checkout', {
    token,
    key,
    payload: {
      name: me.name,
      surname: me.surname,
      phone: me.phone,
      email: me.email,
      addressId: address.id,
      paymentType,
    },
  });
}

describe('payment types without a gateway', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('[PAY-03] cash at the door is offered; card and wallet are listed but not taken without a gateway', async () => {
    const call = caller(ctx);
    expect((await call('Payment/Methods')).json()).toEqual([
      { type: 'cash', available: true },
      { type: 'card', available: false },
      { type: 'wallet', available: false },
    ]);
    const card = await order(ctx, 'card', 'no-gateway-card');
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.paymentType).toEqual([
      'Bu ödəniş üsulu hazırda əlçatan deyil, başqa üsul seçin',
    ]);
    const cash = await order(ctx, 'cash', 'no-gateway-cash');
    expect(cash.statusCode).toBe(200);
    expect(cash.json().paymentUrl).toBeNull();
  });
});

describe('payment types through a gateway', () => {
  let ctx: TestContext;
  const begun: { id: number; number: string; total: number }[] = [];
  const gateway: PaymentGateway = {
    begin: async (placed) => {
      begun.push(placed);
      return { redirectUrl: `https://pay.example.az/orders/${placed.number}` };
    },
  };
  beforeAll(async () => {
    ctx = await createTestApp({}, { paymentGateways: { card: gateway, wallet: gateway } });
  });
  afterAll(() => ctx.close());

  it('[PAY-01] [PAY-02] with a gateway plugged in, card and wallet orders go to its payment page; a retry does not place twice', async () => {
    const call = caller(ctx);
    expect(
      (await call('Payment/Methods')).json().every((method: { available: boolean }) => method.available),
    ).toBe(true);
    const placed = await order(ctx, 'card', 'card-order-1');
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    expect(body.paymentType).toBe('card');
    expect(body.paymentUrl).toBe(`https://pay.example.az/orders/${body.number}`);
    expect(begun.at(-1)).toEqual({ id: body.id, number: body.number, total: body.total });

    const retried = await order(ctx, 'card', 'card-order-1');
    expect(retried.json()).toMatchObject({ id: body.id, paymentUrl: body.paymentUrl });
    const wallet = await order(ctx, 'wallet', 'wallet-order-1');
    expect(wallet.json().paymentUrl).toBe(`https://pay.example.az/orders/${wallet.json().number}`);
  });
});
