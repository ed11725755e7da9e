import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfTwoShops } from '../../test/demo-data';
import { basketOrder, checkout } from '../../test/payments-support';
import { callerOf, createTestApp, registerAccount, signIn, type TestContext } from '../../test/test-app';
import { products } from '../catalog/catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);

const demoSeller = '994500000002';
const demoBuyer = '994500000003';

let orderSerial = 0;
/** The demo buyer orders one of the demo seller's products and one of another shop. */
async function placeOrder(buyer: string) {
  const { mine, theirs } = await productsOfTwoShops(ctx, 20);
  await call('POST', 'Basket', {
    token: buyer,
    payload: {
      createBasketDtos: [
        { productId: mine, count: 2 },
        { productId: theirs.id, count: 1 },
      ],
    },
  });
  const member = await basketOrder(ctx, buyer, 'cash');
  const body = { ...member, name: 'Aygün', surname: 'Məmmədova', deliveryType: 'standard' };
  const response = await checkout(ctx, buyer, body, `seller-orders-${++orderSerial}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; number: string; parts: { id: number; shop: { slug: string } }[] };
}

describe('seller orders (Shop/Orders, OrderPart/{id}/Status)', () => {
  it("[CHK-09] the seller sees only their own part of a buyer's order, new first, with buyer, address and items", async () => {
    const buyer = await signIn(ctx, demoBuyer);
    const seller = await signIn(ctx, demoSeller);
    const order = await placeOrder(buyer);
    const page = await call('GET', 'Shop/Orders?tab=placed', { token: seller });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    const first = body.items[0];
    expect(first.number).toBe(order.number);
    expect(first.status).toBe('placed');
    expect(first.buyer).toMatchObject({ name: 'Aygün', surname: 'Məmmədova' });
    expect(first.items).toHaveLength(1);
    expect(first.items[0].count).toBe(2);
    expect(first.moves.sort()).toEqual(['cancelled', 'confirmed']);
    expect(body.counts.placed).toBeGreaterThanOrEqual(1);
    expect(body.counts.all).toBeGreaterThanOrEqual(body.counts.placed);
    // The other shop's part of the same order is not in this shop's list.
    const otherPart = order.parts.find((part) => part.id !== first.id);
    expect(body.items.some((item: { id: number }) => item.id === otherPart?.id)).toBe(false);
    expect((await call('GET', `Shop/Orders/${otherPart?.id}`, { token: seller })).statusCode).toBe(404);
    const byNumber = await call('GET', `Shop/Orders?q=${order.number.slice(3)}`, { token: seller });
    expect(byNumber.json().items.map((item: { id: number }) => item.id)).toEqual([first.id]);
  });

  it('[CHK-12] the seller confirms, ships with a tracking note and delivers; the buyer sees the timeline; the seller reads the feedback', async () => {
    const buyer = await signIn(ctx, demoBuyer);
    const seller = await signIn(ctx, demoSeller);
    const order = await placeOrder(buyer);
    const { items } = (await call('GET', `Shop/Orders?q=${order.number}`, { token: seller })).json();
    const part = items[0];
    const move = (status: string, extra: object = {}) =>
      call('POST', `OrderPart/${part.id}/Status`, { token: seller, payload: { status, ...extra } });

    expect((await move('shipped')).statusCode).toBe(422);
    expect((await move('confirmed')).json().moves.sort()).toEqual(['cancelled', 'shipped']);
    const shipped = await move('shipped', { note: 'AzərPoçt RR123456789AZ' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().events.at(-1)).toMatchObject({
      status: 'shipped',
      by: 'seller',
      note: 'AzərPoçt RR123456789AZ',
    });
    expect((await move('delivered')).statusCode).toBe(200);

    const mine = (await call('GET', `Order/${order.id}`, { token: buyer })).json();
    const seen = mine.parts.find((p: { id: number }) => p.id === part.id);
    expect(seen.events.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(
      (
        await call('POST', `Order/${order.id}/Feedback`, {
          token: buyer,
          payload: { partId: part.id, rating: 4, reason: 'courierLate', comment: 'Bir gün gec gəldi' },
        })
      ).statusCode,
    ).toBe(200);
    const read = (await call('GET', `Shop/Orders/${part.id}`, { token: seller })).json();
    expect(read.feedback).toMatchObject({ rating: 4, reason: 'courierLate', comment: 'Bir gün gec gəldi' });
    expect(read.moves).toEqual(['returned']);
  });

  it('[CHK-12] cancelling needs a reason, puts the stock back and closes the part', async () => {
    const buyer = await signIn(ctx, demoBuyer);
    const seller = await signIn(ctx, demoSeller);
    const { mine } = await productsOfTwoShops(ctx, 20);
    const [before] = await ctx.db
      .select({ stock: products.stockCount })
      .from(products)
      .where(eq(products.id, mine));
    const order = await placeOrder(buyer);
    const { items } = (await call('GET', `Shop/Orders?q=${order.number}`, { token: seller })).json();
    const noReason = await call('POST', `OrderPart/${items[0].id}/Status`, {
      token: seller,
      payload: { status: 'cancelled' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.note).toEqual(['Ləğv etmə səbəbini yazın']);
    const cancelled = await call('POST', `OrderPart/${items[0].id}/Status`, {
      token: seller,
      payload: { status: 'cancelled', note: 'Anbarda zədələnib' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().moves).toEqual([]);
    const [after] = await ctx.db
      .select({ stock: products.stockCount })
      .from(products)
      .where(eq(products.id, mine));
    expect(after?.stock).toBe(before?.stock);
    const closed = (await call('GET', 'Shop/Orders?tab=closed', { token: seller })).json();
    expect(closed.items.some((item: { id: number }) => item.id === items[0].id)).toBe(true);
  });

  it("[CHK-09] another shop's seller gets 404 for this shop's part; buyers 403; staff act for a named shop", async () => {
    const buyer = await signIn(ctx, demoBuyer);
    const seller = await signIn(ctx, demoSeller);
    const order = await placeOrder(buyer);
    const { shopId } = await productsOfTwoShops(ctx, 20);
    const { items } = (await call('GET', `Shop/Orders?q=${order.number}`, { token: seller })).json();

    const serial = Date.now() % 10_000_000;
    const registered = await registerAccount(ctx.app, {
      accountType: 1,
      firstName: 'Rəşad',
      lastName: 'Əliyev',
      phone: `99477${String(serial).padStart(7, '0')}`,
      email: `resad.${serial}@example.az`,
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
      shopName: `Rəşad Elektronika ${serial}`,
    });
    expect(registered.statusCode).toBe(201);
    const stranger = await signIn(ctx, `99477${String(serial).padStart(7, '0')}`, 'secret12');
    expect((await call('GET', `Shop/Orders/${items[0].id}`, { token: stranger })).statusCode).toBe(404);
    const strangerMove = await call('POST', `OrderPart/${items[0].id}/Status`, {
      token: stranger,
      payload: { status: 'confirmed' },
    });
    expect(strangerMove.statusCode).toBe(404);
    expect((await call('GET', 'Shop/Orders', { token: stranger })).json().total).toBe(0);
    // A seller naming another shop still sees only their own.
    expect((await call('GET', `Shop/Orders?shopId=${shopId}`, { token: stranger })).json().total).toBe(0);

    expect((await call('GET', 'Shop/Orders', { token: buyer })).statusCode).toBe(403);
    expect((await call('GET', 'Shop/Orders')).statusCode).toBe(401);
    expect(
      (
        await call('POST', `OrderPart/${items[0].id}/Status`, {
          token: buyer,
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(404);

    const admin = await signIn(ctx, '994500000001');
    expect((await call('GET', 'Shop/Orders', { token: admin })).statusCode).toBe(404);
    const forShop = await call('GET', `Shop/Orders?shopId=${shopId}&q=${order.number}`, { token: admin });
    expect(forShop.json().items.map((item: { id: number }) => item.id)).toEqual([items[0].id]);
  });
});
