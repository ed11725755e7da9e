import type { NotificationPage, NotificationSettings } from '@bazar/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, placeOrder, productInStock } from '../../test/payments-support';
import { callApi, createTestApp, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { products } from '../catalog/catalog.tables';
import { placedNoticesQueue } from '../orders/order-notices';
import { shops } from '../sellers/sellers.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const buyerPhone = '994500000003';
const buyerEmail = 'buyer@demo.bazar.az';
const sellerPhone = '994500000002';

/** Signs in with a language: the member's texts and e-mails are written in it from then on. */
async function signIn(phone: string, lang = 'az'): Promise<string> {
  const response = await callApi(ctx, 'POST', 'auth', {
    payload: { phoneOrEmail: phone, password: 'demo1234' },
    lang,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

const notificationsOf = async (token: string, lang = 'en') =>
  (await callApi(ctx, 'GET', 'Notifications', { token, lang })).json() as NotificationPage;
const texts = async (phone: string) =>
  (await ctx.app.services.notifications.outbox(phone)).map((message) => message.text);
const emails = (to: string) => ctx.app.services.notifications.emailOutbox(to);

/** An in-stock product of the demo seller's shop. */
async function sellersProduct(): Promise<number> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(
      and(
        eq(users.phone, sellerPhone),
        eq(products.status, 'published'),
        gt(products.stockCount, 20),
        isNull(products.discountedPrice),
      ),
    )
    .limit(1);
  if (!row) throw new Error('the demo seller needs a product in stock');
  return row.id;
}

async function cashOrder(token: string, productId: number) {
  const order = await placeOrder(ctx, token, 'cash', { productId });
  // A new order is told by a job written with it: wait until the buyer has heard.
  const told = await eventually(
    () => notificationsOf(token),
    (page) => page.items.some((item) => item.link === `/user/profile/my-orders/${order.id}`),
  );
  expect(told.items[0]).toMatchObject({ kind: 'orderPlaced', link: `/user/profile/my-orders/${order.id}` });
  return order;
}

describe('notifications [CNT-08]', () => {
  it('[CNT-08] a buyer who turned SMS off for "shipped" hears of the shipping on the site and by e-mail, in their language, but gets no text for it', async () => {
    const buyer = await signIn(buyerPhone, 'en');
    const seller = await signIn(sellerPhone);
    const saved = await callApi(ctx, 'PUT', 'Notifications/Settings', {
      token: buyer,
      payload: { items: [{ kind: 'orderShipped', site: true, sms: false, email: true }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as NotificationSettings).items.find((item) => item.kind === 'orderShipped')).toEqual(
      {
        kind: 'orderShipped',
        site: true,
        sms: false,
        email: true,
      },
    );

    const order = await cashOrder(buyer, await sellersProduct());
    const [part] = order.parts;
    const move = (status: string) =>
      callApi(ctx, 'POST', `OrderPart/${part?.id}/Status`, { token: seller, payload: { status } });
    expect((await move('confirmed')).statusCode).toBe(200);
    expect((await move('shipped')).statusCode).toBe(200);

    const mine = await notificationsOf(buyer);
    expect(mine.items.slice(0, 3).map((item) => [item.kind, item.link])).toEqual([
      ['orderShipped', `/user/profile/my-orders/${order.id}`],
      ['orderConfirmed', `/user/profile/my-orders/${order.id}`],
      ['orderPlaced', `/user/profile/my-orders/${order.id}`],
    ]);
    expect(mine.items[0]).toMatchObject({
      title: 'Order shipped',
      text: `Texno Mərkəz has shipped your order ${order.number}. The courier will call before delivering.`,
      readAt: null,
    });
    // The same list read in Azerbaijani is worded in Azerbaijani.
    expect((await notificationsOf(buyer, 'az')).items[0]?.title).toBe('Sifariş yola düşdü');

    const sent = await eventually(
      () => emails(buyerEmail),
      (list) =>
        list.filter((email) => email.status === 'sent' && email.text.includes(order.number)).length === 3,
    );
    const shippedEmail = sent.find((email) => email.subject === 'Order shipped — Bazar');
    expect(shippedEmail?.text).toContain(`Texno Mərkəz has shipped your order ${order.number}.`);
    expect(shippedEmail?.text).toContain(
      `View on Bazar: http://bazar.test/en/user/profile/my-orders/${order.id}`,
    );
    expect(shippedEmail?.html).toContain(`href="http://bazar.test/en/user/profile/my-orders/${order.id}"`);
    expect(shippedEmail?.html).toContain('<html lang="en">');
    expect(shippedEmail?.html).toContain('href="http://bazar.test/en/user/profile/notification-settings"');

    const toBuyer = await eventually(
      () => texts(buyerPhone),
      (list) => list.some((text) => text.includes(`confirmed your order ${order.number}`)),
    );
    expect(toBuyer).toContain(
      `Bazar: Texno Mərkəz has confirmed your order ${order.number} and is preparing it.`,
    );
    expect(toBuyer.some((text) => text.includes(`shipped your order ${order.number}`))).toBe(false);
  });

  it('[CNT-08] a shop hears of its part of a new order; a buyer does not hear of their own cancelling', async () => {
    const buyer = await signIn(buyerPhone);
    const seller = await signIn(sellerPhone, 'ru');
    const order = await cashOrder(buyer, await sellersProduct());
    const shop = await eventually(
      () => notificationsOf(seller, 'ru'),
      (page) => page.items[0]?.text.includes(order.number) ?? false,
    );
    expect(shop.items[0]).toMatchObject({ kind: 'newOrderPart', link: '/shop/orders' });
    expect(shop.items[0]?.text).toContain(`В ваш магазин поступил новый заказ: ${order.number}`);

    // The placed notices' job sent again (a retry after it committed) tells no one twice.
    await ctx.app.jobs.send(placedNoticesQueue, { orderId: order.id });
    const jobs = () => ctx.app.jobs.find(placedNoticesQueue, { orderId: order.id });
    await eventually(jobs, (found) => found.every((job) => job.state === 'completed'));
    const placedNotices = (await notificationsOf(buyer)).items.filter(
      (item) => item.kind === 'orderPlaced' && item.link === `/user/profile/my-orders/${order.id}`,
    );
    expect(placedNotices).toHaveLength(1);

    expect((await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, { token: buyer })).statusCode).toBe(200);
    const after = await notificationsOf(buyer);
    expect(after.items[0]).toMatchObject({
      kind: 'orderPlaced',
      link: `/user/profile/my-orders/${order.id}`,
    });
  });

  it('[CNT-08] unread count, reading one, reading all, and nobody reads another member’s', async () => {
    const buyer = await signIn(buyerPhone);
    const seller = await signIn(sellerPhone);
    await cashOrder(buyer, (await productInStock(ctx)).id);
    const before = await notificationsOf(buyer);
    expect(before.unread).toBeGreaterThan(0);
    const unread = async () =>
      (await callApi(ctx, 'GET', 'Notifications/Unread', { token: buyer })).json().unread;
    expect(await unread()).toBe(before.unread);

    const newest = before.items[0];
    expect(
      (await callApi(ctx, 'POST', `Notifications/${newest?.id}/Read`, { token: seller })).statusCode,
    ).toBe(404);
    const read = await callApi(ctx, 'POST', `Notifications/${newest?.id}/Read`, { token: buyer });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(await unread()).toBe(before.unread - 1);

    expect((await callApi(ctx, 'POST', 'Notifications/ReadAll', { token: buyer })).json()).toEqual({
      unread: 0,
    });
    expect(await unread()).toBe(0);
    expect((await notificationsOf(buyer)).items.every((item) => item.readAt !== null)).toBe(true);

    const paged = await callApi(ctx, 'GET', 'Notifications?page=1&pageSize=1', { token: buyer });
    expect(paged.json()).toMatchObject({ page: 1, pageSize: 1, total: before.total });
    expect(paged.json().items).toHaveLength(1);
  });

  it('[CNT-08] settings list the kinds that concern the caller; bad settings are refused with a reason', async () => {
    const buyer = await signIn(buyerPhone);
    const seller = await signIn(sellerPhone);
    const kinds = async (token: string) =>
      (
        (await callApi(ctx, 'GET', 'Notifications/Settings', { token })).json() as NotificationSettings
      ).items.map((item) => item.kind);
    expect(await kinds(buyer)).not.toContain('lowStock');
    expect(await kinds(seller)).toEqual(expect.arrayContaining(['orderShipped', 'newOrderPart', 'lowStock']));
    const promotions = (
      (await callApi(ctx, 'GET', 'Notifications/Settings', { token: seller })).json() as NotificationSettings
    ).items.find((item) => item.kind === 'promotions');
    // Offers are not texted until asked for.
    expect(promotions).toEqual({ kind: 'promotions', site: true, sms: false, email: true });

    const notYours = await callApi(ctx, 'PUT', 'Notifications/Settings', {
      token: buyer,
      lang: 'en',
      payload: { items: [{ kind: 'lowStock', site: false, sms: false, email: false }] },
    });
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().detail).toBe('This kind of notification does not concern you');
    for (const payload of [
      { items: [] },
      { items: [{ kind: 'nonsense', site: true, sms: true, email: true }] },
      { items: [{ kind: 'orderPlaced', site: 'yes', sms: true, email: true }] },
      {
        items: [
          { kind: 'orderPlaced', site: true, sms: true, email: true },
          { kind: 'orderPlaced', site: false, sms: true, email: true },
        ],
      },
    ])
      expect(
        (await callApi(ctx, 'PUT', 'Notifications/Settings', { token: buyer, payload })).statusCode,
      ).toBe(400);
    expect((await callApi(ctx, 'GET', 'Notifications')).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'Notifications?page=0', { token: buyer })).statusCode).toBe(400);
    expect((await callApi(ctx, 'POST', 'Notifications/abc/Read', { token: buyer })).statusCode).toBe(400);
  });
});
