import {
  type AdminOrder,
  type AdminOrderPage,
  type AuditLogPage,
  adminOrdersCountCap,
  backofficeOrdersApi,
  formatMessage,
  type OrderDetail,
  type PaymentType,
} from '@bazar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '../../audit';
import { expectRefusedToNonOperators } from '../../test/admin-access';
import { type DemoTokens, demoPhones, productsOfTwoShops, signInDemoPeople } from '../../test/demo-data';
import { basketOrder, checkout } from '../../test/payments-support';
import { type ApiMethod, callerOf, createTestApp, type TestContext } from '../../test/test-app';
import { products } from '../catalog/catalog.tables';
import { doorRefusals } from './orders.tables';

let ctx: TestContext;

let tokens: DemoTokens;
let shopId = 0;
let mine = 0;
let theirs = 0;

const call = callerOf(() => ctx);

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const list = (query: string) =>
  call('GET', `Admin/Orders?${query}`, { token: tokens.staff }).then(ok<AdminOrderPage>);
const adminOrder = (id: number) =>
  call('GET', `Admin/Orders/${id}`, { token: tokens.staff }).then(ok<AdminOrder>);
const move = (partId: number, payload: object, token = tokens.staff, lang?: string) =>
  call('POST', `Admin/OrderParts/${partId}/Move`, { token, payload, lang });
const sellerMove = (partId: number, status: string) =>
  call('POST', `OrderPart/${partId}/Status`, {
    token: tokens.seller,
    payload: { status, ...(status === 'shipped' ? { note: 'Courier 12' } : {}) },
  }).then(ok);

const stockOf = async (id: number) =>
  (await ctx.db.select({ stock: products.stockCount }).from(products).where(eq(products.id, id)))[0]?.stock;

let serial = 0;
/** The demo buyer orders 2 of the demo seller's product and, when `twoShops`, 1 of another shop's. */
async function placeOrder(twoShops = true, paymentType: PaymentType = 'cash') {
  await call('POST', 'Basket', {
    token: tokens.buyer,
    payload: {
      createBasketDtos: [
        { productId: mine, count: 2 },
        ...(twoShops ? [{ productId: theirs, count: 1 }] : []),
      ],
    },
  });
  const member = await basketOrder(ctx, tokens.buyer, paymentType);
  const body = { ...member, name: 'Aygün', surname: 'Məmmədova', deliveryType: 'standard' };
  const response = await checkout(ctx, tokens.buyer, body, `admin-orders-${++serial}-${Date.now()}`);
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json() as OrderDetail;
  const own = (await adminOrder(order.id)).parts.find((part) => part.shop.id === shopId);
  if (!own) throw new Error('the order has no part of the demo shop');
  return { ...order, own: own.id };
}

/** An order whose demo-shop part the seller confirmed and shipped. */
async function shippedOrder() {
  const order = await placeOrder(false);
  await sellerMove(order.own, 'confirmed');
  await sellerMove(order.own, 'shipped');
  return order;
}

const refusals = async () =>
  (await ctx.db.select().from(doorRefusals).where(eq(doorRefusals.phone, demoPhones.buyer)))[0]?.inARow ?? 0;

const auditOf = (orderId: number) =>
  call('GET', `Admin/AuditLog?subjectType=order&subjectId=${orderId}`, { token: tokens.staff }).then(
    ok<AuditLogPage>,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
  const two = await productsOfTwoShops(ctx, 40);
  shopId = two.shopId;
  mine = two.mine;
  theirs = two.theirs.id;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('back-office orders: access [ACC-19]', () => {
  it('[ACC-19] every orders call: signed out 401, Customer 403, Seller 403, Staff and Admin allowed', async () => {
    const calls: { method: ApiMethod; url: string; payload?: object }[] = [
      { method: 'GET', url: 'Admin/Orders' },
      { method: 'GET', url: 'Admin/Orders/999999' },
      { method: 'POST', url: 'Admin/OrderParts/999999/Move', payload: { to: 'delivered' } },
      { method: 'POST', url: 'Admin/Orders/999999/Cancel', payload: { reason: 'Buyer asked' } },
      { method: 'POST', url: 'Admin/Refunds/999999/Retry' },
      { method: 'POST', url: 'Admin/Refunds/999999/ToWallet' },
    ];
    expect(calls).toHaveLength(Object.keys(backofficeOrdersApi).length);
    for (const { method, url, payload } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      for (const token of [tokens.staff, tokens.admin]) {
        const allowed = await call(method, url, { token, payload });
        // The list answers; the others name an order (or a refund) that does not exist.
        expect(allowed.statusCode, url).toBe(url === 'Admin/Orders' ? 200 : 404);
      }
    }
  });
});

describe('back-office orders: the list', () => {
  it('finds an order by number (as typed) and by phone, and filters by status, shop, payment and Baku days', async () => {
    const order = await placeOrder();
    await sellerMove(order.own, 'confirmed');

    const byNumber = await list(`number=${order.number.toLowerCase()}`);
    expect(byNumber.items.map((row) => row.number)).toEqual([order.number]);
    expect(byNumber.total).toBe(1);
    expect(byNumber.totalCapped).toBe(false);
    const row = byNumber.items[0];
    expect(row?.buyer).toMatchObject({ name: 'Aygün', surname: 'Məmmədova', phone: demoPhones.buyer });
    expect(row?.parts).toHaveLength(2);
    expect(row?.parts.find((part) => part.id === order.own)).toMatchObject({
      shop: { id: shopId },
      status: 'confirmed',
    });
    // The digits alone name the same order.
    expect((await list(`number=${order.number.slice(3)}`)).items[0]?.id).toBe(order.id);

    const byPhone = await list(`phone=${encodeURIComponent('+994 50 000 00 03')}&pageSize=100`);
    expect(byPhone.items.map((item) => item.id)).toContain(order.id);
    expect(byPhone.items.every((item) => item.buyer.phone === demoPhones.buyer)).toBe(true);
    expect((await list('phone=0500000003')).items[0]?.buyer.phone).toBe(demoPhones.buyer);

    // Status and shop together: the shop's own part in that status.
    const confirmedHere = await list(`status=confirmed&shopId=${shopId}&pageSize=100`);
    expect(confirmedHere.items.map((item) => item.id)).toContain(order.id);
    for (const item of confirmedHere.items)
      expect(item.parts.some((part) => part.shop.id === shopId && part.status === 'confirmed')).toBe(true);
    // The other shop's part of the same order is still placed.
    const otherShop = row?.parts.find((part) => part.id !== order.own)?.shop.id;
    const confirmedThere = await list(`status=confirmed&shopId=${otherShop}&pageSize=100`);
    expect(confirmedThere.items.map((item) => item.id)).not.toContain(order.id);
    const placed = await list('status=placed&pageSize=100');
    expect(placed.items.map((item) => item.id)).toContain(order.id);
    expect((await list('status=delivered&pageSize=100')).items.map((item) => item.id)).not.toContain(
      order.id,
    );

    expect((await list(`payment=cash&number=${order.number}`)).total).toBe(1);
    expect((await list(`payment=card&number=${order.number}`)).total).toBe(0);
    const cash = await list('payment=cash&pageSize=100');
    expect(cash.items.every((item) => item.paymentType === 'cash')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect((await list(`from=${today}&to=${today}&number=${order.number}`)).total).toBe(1);
    expect((await list(`from=${tomorrow}&number=${order.number}`)).total).toBe(0);
    expect((await list(`to=2020-01-01&number=${order.number}`)).total).toBe(0);
  });

  it('pages newest first and sorts by date and by total', async () => {
    await placeOrder(false);
    const newest = await list('pageSize=5');
    const times = newest.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const second = await list('pageSize=1&page=2');
    expect(second.items[0]?.id).toBe(newest.items[1]?.id);
    const oldest = await list('sort=oldest&pageSize=5');
    const oldTimes = oldest.items.map((item) => item.createdAt);
    expect(oldTimes).toEqual([...oldTimes].sort());
    const byTotal = await list('sort=totalDesc&pageSize=100');
    const totals = byTotal.items.map((item) => item.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const cheapest = await list('sort=totalAsc&pageSize=100');
    expect(cheapest.items.map((item) => item.total)).toEqual([...totals].sort((a, b) => a - b));
  });

  it('answers bad filters with 400 (or 422 for reversed days) in the caller’s language', async () => {
    const status = await call('GET', 'Admin/Orders?status=lost', { token: tokens.staff, lang: 'en' });
    expect(status.statusCode).toBe(400);
    const phone = await call('GET', 'Admin/Orders?phone=12ab', { token: tokens.staff, lang: 'en' });
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain(formatMessage('en', 'validation.phoneFormat'));
    const sort = await call('GET', 'Admin/Orders?sort=cheapest', { token: tokens.staff });
    expect(sort.statusCode).toBe(400);
    const day = await call('GET', 'Admin/Orders?from=2026-13-01', { token: tokens.staff });
    expect(day.statusCode).toBe(400);
    const reversed = await call('GET', 'Admin/Orders?from=2026-05-02&to=2026-05-01', {
      token: tokens.staff,
      lang: 'ru',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body).toContain(formatMessage('ru', 'validation.dateRangeReversed'));
  });
});

describe('back-office orders: an order and the courier’s moves', () => {
  it("shows an order's whole history: buyer, address, amounts, parts with items, events and moves", async () => {
    const order = await placeOrder();
    const view = await adminOrder(order.id);
    expect(view).toMatchObject({
      number: order.number,
      name: 'Aygün',
      phone: demoPhones.buyer,
      paymentType: 'cash',
      cancellable: true,
      refusalsInARow: expect.any(Number),
    });
    expect(view.userId).toEqual(expect.any(Number));
    expect(view.parts).toHaveLength(2);
    const own = view.parts.find((part) => part.id === order.own);
    expect(own?.items[0]?.count).toBe(2);
    expect(own?.events).toEqual([expect.objectContaining({ status: 'placed', by: 'buyer' })]);
    expect(own?.moves).toEqual(['cancelled']);
    expect((await call('GET', 'Admin/Orders/abc', { token: tokens.staff })).statusCode).toBe(400);
  });

  it('marks a shipped part delivered with the staff actor, an audit row, and the buyer and seller see it; a second move from the wrong status is 409', async () => {
    await ctx.db.delete(doorRefusals).where(eq(doorRefusals.phone, demoPhones.buyer));
    await ctx.db.insert(doorRefusals).values({ phone: demoPhones.buyer, inARow: 2 });
    const order = await shippedOrder();
    expect((await adminOrder(order.id)).parts[0]?.moves.sort()).toEqual([
      'cancelled',
      'delivered',
      'refused',
    ]);
    const view = await move(order.own, { to: 'delivered', note: 'Handed over at 14:10' }).then(
      ok<AdminOrder>,
    );
    const part = view.parts[0];
    expect(part?.status).toBe('delivered');
    expect(part?.events.at(-1)).toMatchObject({
      status: 'delivered',
      by: 'staff',
      note: 'Handed over at 14:10',
    });
    expect(part?.moves).toEqual(['returned']);
    // A delivery clears the phone's refusals in a row.
    expect(await refusals()).toBe(0);

    const buyerView = await call('GET', `Order/${order.id}`, { token: tokens.buyer }).then(ok<OrderDetail>);
    expect(buyerView.parts[0]?.status).toBe('delivered');
    expect(buyerView.parts[0]?.events.at(-1)).toMatchObject({ by: 'staff', note: 'Handed over at 14:10' });
    const sellerView = await call('GET', `Shop/Orders/${order.own}`, { token: tokens.seller }).then(
      ok<{ status: string; events: { by: string }[] }>,
    );
    expect(sellerView.status).toBe('delivered');
    expect(sellerView.events.at(-1)?.by).toBe('staff');

    const again = await move(order.own, { to: 'delivered' }, tokens.staff, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(formatMessage('en', 'order.wrongStatus'));
    const refused = await move(order.own, { to: 'refused' }, tokens.admin, 'az');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(formatMessage('az', 'order.wrongStatus'));

    const audit = await auditOf(order.id);
    expect(audit.items[0]).toMatchObject({
      action: 'order.deliver',
      subjectType: 'order',
      subjectId: order.id,
      before: { partId: order.own, status: 'shipped' },
      after: { partId: order.own, status: 'delivered' },
      note: 'Handed over at 14:10',
    });
  });

  it('a return after delivery gives the stock back; returns from placed are 409', async () => {
    const order = await shippedOrder();
    const before = await stockOf(mine);
    await move(order.own, { to: 'delivered' }).then(ok);
    const returned = await move(order.own, { to: 'returned', note: 'Wrong size' }).then(ok<AdminOrder>);
    expect(returned.parts[0]?.status).toBe('returned');
    expect(await stockOf(mine)).toBe((before ?? 0) + 2);
    const fresh = await placeOrder(false);
    expect((await move(fresh.own, { to: 'returned' })).statusCode).toBe(409);
    expect((await move(fresh.own, { to: 'delivered' })).statusCode).toBe(409);
    expect((await auditOf(order.id)).items.map((item) => item.action)).toEqual([
      'order.return',
      'order.deliver',
    ]);
  });

  it('[CHK-12] a justified refusal at the door does not count against the buyer; an unjustified one does; a refused part returned takes no stock back twice', async () => {
    await ctx.db.delete(doorRefusals).where(eq(doorRefusals.phone, demoPhones.buyer));
    const first = await shippedOrder();
    const missing = await move(first.own, { to: 'refused', justified: true }, tokens.staff, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(formatMessage('en', 'admin.orders.justificationRequired'));
    const stock = await stockOf(mine);
    const justified = await move(first.own, {
      to: 'refused',
      justified: true,
      note: 'The parcel arrived damaged',
    }).then(ok<AdminOrder>);
    expect(justified.parts[0]?.status).toBe('refused');
    expect(justified.parts[0]?.moves).toEqual(['returned']);
    expect(justified.refusalsInARow).toBe(0);
    expect(await refusals()).toBe(0);
    expect(await stockOf(mine)).toBe((stock ?? 0) + 2);

    const second = await shippedOrder();
    const unjustified = await move(second.own, { to: 'refused', note: 'Not at home' }).then(ok<AdminOrder>);
    expect(unjustified.refusalsInARow).toBe(1);
    expect(await refusals()).toBe(1);

    const afterRefusals = await stockOf(mine);
    await move(first.own, { to: 'returned', note: 'Back at the shop' }).then(ok);
    expect(await stockOf(mine)).toBe(afterRefusals);

    const audit = await auditOf(first.id);
    expect(audit.items.map((item) => [item.action, item.after])).toEqual([
      ['order.return', { partId: first.own, status: 'returned' }],
      ['order.refuse', { partId: first.own, status: 'refused', justified: true }],
    ]);
    expect((await auditOf(second.id)).items[0]?.after).toMatchObject({ justified: false });
  });
});

describe('back-office orders: cancelling', () => {
  it('cancels a part with a reason (required, 400 without) and gives its stock back', async () => {
    const stock = await stockOf(mine);
    const order = await placeOrder(false);
    expect(await stockOf(mine)).toBe((stock ?? 0) - 2);
    const noReason = await move(order.own, { to: 'cancelled' }, tokens.staff, 'ru');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(formatMessage('ru', 'order.cancelReasonRequired'));
    const blank = await move(order.own, { to: 'cancelled', note: '   ' });
    expect(blank.statusCode).toBe(400);
    const cancelled = await move(order.own, { to: 'cancelled', note: 'Buyer called to cancel' }).then(
      ok<AdminOrder>,
    );
    expect(cancelled.parts[0]?.status).toBe('cancelled');
    expect(cancelled.parts[0]?.events.at(-1)).toMatchObject({ by: 'staff', note: 'Buyer called to cancel' });
    expect(cancelled.cancellable).toBe(false);
    expect(await stockOf(mine)).toBe(stock);
    expect((await move(order.own, { to: 'cancelled', note: 'Again' })).statusCode).toBe(409);
    const audit = await auditOf(order.id);
    expect(audit.items[0]).toMatchObject({
      action: 'order.cancel',
      before: { partId: order.own, status: 'placed' },
      note: 'Buyer called to cancel',
    });
  });

  it('cancels a whole order, a shipped part too, for one reason; nothing left to cancel is 409', async () => {
    const stock = await stockOf(mine);
    const order = await placeOrder();
    await sellerMove(order.own, 'confirmed');
    await sellerMove(order.own, 'shipped');
    const noReason = await call('POST', `Admin/Orders/${order.id}/Cancel`, {
      token: tokens.staff,
      payload: { reason: '' },
      lang: 'en',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(formatMessage('en', 'order.cancelReasonRequired'));
    const extra = await call('POST', `Admin/Orders/${order.id}/Cancel`, {
      token: tokens.staff,
      payload: { reason: 'Fraud check', refund: true },
    });
    expect(extra.statusCode).toBe(400);
    const view = await call('POST', `Admin/Orders/${order.id}/Cancel`, {
      token: tokens.admin,
      payload: { reason: 'Fraud check failed' },
    }).then(ok<AdminOrder>);
    expect(view.parts.map((part) => part.status)).toEqual(['cancelled', 'cancelled']);
    expect(view.status).toBe('cancelled');
    expect(view.parts.every((part) => part.events.at(-1)?.note === 'Fraud check failed')).toBe(true);
    expect(await stockOf(mine)).toBe(stock);
    const again = await call('POST', `Admin/Orders/${order.id}/Cancel`, {
      token: tokens.staff,
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    const [audit] = (await auditOf(order.id)).items;
    expect(audit).toMatchObject({ action: 'order.cancel', note: 'Fraud check failed' });
    expect(audit?.before).toEqual({
      parts: expect.arrayContaining([{ partId: order.own, status: 'shipped' }]),
    });
  });

  it('a move whose audit row cannot be written is not made: the move, its event, its stock and its row commit together', async () => {
    const stock = await stockOf(mine);
    const order = await placeOrder(false);
    const failing = vi.spyOn(AuditLog, 'record').mockRejectedValueOnce(new Error('audit_log is down'));
    try {
      const response = await move(order.own, { to: 'cancelled', note: 'Buyer called' });
      expect(response.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    const view = await adminOrder(order.id);
    expect(view.parts[0]?.status).toBe('placed');
    expect(view.parts[0]?.events).toHaveLength(1);
    expect(await stockOf(mine)).toBe((stock ?? 0) - 2);
    expect((await auditOf(order.id)).items).toHaveLength(0);
  });
});

describe('back-office orders: counting a broad filter', () => {
  it('stops counting at 10,000 matches and says there are more, through the orders and through the parts', async () => {
    const phone = '994559990000';
    await ctx.db.execute(sql`
      insert into orders (number, code, name, surname, phone, email, city, district, address_text,
        address_type, delivery_type, payment_type, subtotal, delivery_fee, discount, total, created_at)
      select 'BZ-CAP' || g, '0000', 'Cap', 'Test', ${phone}, 'cap@example.az', 'Bakı', 'Nəsimi', 'x',
        'home', 'standard', 'wallet', 100, 0, 0, 100, timestamp '2020-01-01' + make_interval(mins => g)
      from generate_series(1, ${adminOrdersCountCap + 5}) as g`);
    await ctx.db.execute(sql`
      insert into order_parts (order_id, shop_id, status, subtotal, delivery_fee)
      select id, ${shopId}, 'returned', 100, 0 from orders where phone = ${phone}`);
    try {
      const byPhone = await list(`phone=${phone}&pageSize=1`);
      expect(byPhone).toMatchObject({ total: adminOrdersCountCap, totalCapped: true });
      expect(byPhone.items[0]?.number).toBe(`BZ-CAP${adminOrdersCountCap + 5}`);
      const byParts = await list(`status=returned&shopId=${shopId}&pageSize=1`);
      expect(byParts).toMatchObject({ total: adminOrdersCountCap, totalCapped: true });
      const oldest = await list(`phone=${phone}&sort=oldest&pageSize=1&page=3`);
      expect(oldest.items[0]?.number).toBe('BZ-CAP3');
      const oneDay = await list(`phone=${phone}&from=2020-01-01&to=2020-01-01`);
      // Baku is UTC+4: the first day holds the orders placed before 20:00 UTC.
      expect(oneDay).toMatchObject({ total: 20 * 60 - 1, totalCapped: false });
    } finally {
      await ctx.db.execute(sql`delete from orders where phone = ${phone}`);
    }
  });
});

describe('operators move parts only through the back office [SEC-35.12]', () => {
  it("[SEC-35.12] the seller's route answers 403 to Staff and Admin (localized), and moves nothing; the shop's own seller still moves its parts", async () => {
    const order = await placeOrder(false);
    for (const token of [tokens.staff, tokens.admin]) {
      const refused = await call('POST', `OrderPart/${order.own}/Status`, {
        token,
        payload: { status: 'confirmed' },
        lang: 'en',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'order.backOfficeOnly',
        detail: 'Operators move order parts from the back office only',
      });
    }
    expect((await adminOrder(order.id)).parts.find((part) => part.id === order.own)?.status).toBe('placed');
    await sellerMove(order.own, 'confirmed');
    // Every move operators make (delivered, refused, returned, cancelled) is offered by the back office, audited.
    await sellerMove(order.own, 'shipped');
    const delivered = await move(order.own, { to: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await auditOf(order.id)).items.map((row) => row.action)).toContain('order.deliver');
  });

  it('[SEC-35.12] an operator who bought cannot mark their own delivered part returned (403, audited try); another operator can', async () => {
    // The staff member shops like anyone: an address, the demo seller's product, cash at the door.
    const [city] = (await call('GET', 'Address', { token: tokens.buyer })).json();
    const address = await call('POST', 'Address', {
      token: tokens.staff,
      payload: { cityId: city.cityId, districtId: city.districtId, text: 'Nizami küçəsi 5', type: 'home' },
    });
    expect(address.statusCode, address.body).toBe(200);
    const me = (await call('GET', 'Checkout/Me', { token: tokens.staff })).json();
    const placed = await call('POST', 'Checkout', {
      token: tokens.staff,
      key: `own-order-${Date.now()}`,
      payload: {
        name: me.name || 'Staff',
        surname: me.surname || 'Demo',
        phone: me.phone,
        email: me.email,
        addressId: address.json().id,
        deliveryType: 'standard',
        paymentType: 'cash',
        buyNow: { productId: mine, count: 1 },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as OrderDetail;
    const partId = order.parts[0]?.id ?? 0;
    await sellerMove(partId, 'confirmed');
    await sellerMove(partId, 'shipped');
    await sellerMove(partId, 'delivered');

    const own = await move(partId, { to: 'returned' }, tokens.staff, 'ru');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'order.ownOrder',
      detail: 'Нельзя менять или отменять собственный заказ: это должен сделать другой оператор',
    });
    expect((await adminOrder(order.id)).parts[0]?.status).toBe('delivered');
    const cancelOwn = await call('POST', `Admin/Orders/${order.id}/Cancel`, {
      token: tokens.staff,
      payload: { reason: 'x' },
    });
    expect(cancelOwn.statusCode).toBe(403);
    const tries = (await auditOf(order.id)).items.filter((row) => row.action === 'order.ownOrderRefused');
    expect(tries).toHaveLength(2);
    expect(tries.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ partId, status: 'returned' }, { status: 'cancelled' }]),
    );

    const returned = await move(partId, { to: 'returned' }, tokens.admin);
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await auditOf(order.id)).items.map((row) => row.action)).toContain('order.return');
  });
});
