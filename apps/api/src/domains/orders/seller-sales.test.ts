import { and, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerMovesPart } from '../../test/orders-support';
import { callerOf, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { products, productVariants } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';
import { orders } from './orders.tables';

let ctx: TestContext;

const call = callerOf(() => ctx);

const demo = { admin: '994500000001', seller: '994500000002', buyer: '994500000003' };

interface PlacedOrder {
  id: number;
  number: string;
  parts: { id: number; shop: { slug: string }; items: { unitPrice: number; count: number }[] }[];
}

/**
 * Four orders of the demo buyer, each with two units of one of the demo seller's products and one
 * of another shop's, placed at fixed instants (moved back in time after checkout) and moved to
 * different statuses by staff. Baku is UTC+4: order B is placed on 4 March UTC but 5 March in Baku.
 */
const plan = [
  { name: 'A', at: '2024-03-04T08:00:00Z', moves: ['confirmed', 'shipped', 'delivered'] },
  { name: 'B', at: '2024-03-04T21:30:00Z', moves: ['confirmed'] },
  { name: 'C', at: '2024-03-06T10:00:00Z', moves: ['cancelled'] },
  { name: 'D', at: '2024-04-15T10:00:00Z', moves: ['confirmed', 'shipped', 'refused'] },
] as const;

let tokens: { admin: string; seller: string; buyer: string };
let own: { shopId: number; slug: string };
let other: { shopId: number; productId: number };
let placed: Record<(typeof plan)[number]['name'], PlacedOrder>;
/** The sale price of the demo seller's product, in qəpik. */
let price = 0;

async function plainProduct(shopCondition: ReturnType<typeof eq>) {
  const [row] = await ctx.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(
      and(
        shopCondition,
        eq(products.status, 'published'),
        gt(products.stockCount, 20),
        isNull(products.discountedPrice),
        notExists(ctx.db.select().from(productVariants).where(eq(productVariants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('the demo needs a plain in-stock product');
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = {
    admin: await signIn(ctx, demo.admin),
    seller: await signIn(ctx, demo.seller),
    buyer: await signIn(ctx, demo.buyer),
  };
  const [shop] = await ctx.db
    .select({ shopId: shops.id, slug: shops.slug })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.phone, demo.seller));
  if (!shop) throw new Error('the demo seller has no shop');
  own = shop;
  const mine = await plainProduct(eq(products.shopId, own.shopId));
  const theirs = await plainProduct(ne(products.shopId, own.shopId));
  other = { shopId: theirs.shopId, productId: theirs.id };
  const [address] = (await call('GET', 'Address', { token: tokens.buyer })).json();

  const result: Partial<typeof placed> = {};
  for (const step of plan) {
    const response = await call('POST', 'Checkout', {
      token: tokens.buyer,
      key: `seller-sales-${step.name}`,
      payload: {
        name: 'Aygün',
        surname: 'Məmmədova',
        phone: demo.buyer,
        email: 'buyer@bazar.az',
        addressId: address.id,
        deliveryType: 'standard',
        paymentType: 'cash',
        ...(await basketWith(mine.id, theirs.id)),
      },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json() as PlacedOrder;
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(step.at) })
      .where(eq(orders.id, order.id));
    const part = order.parts.find((entry) => entry.shop.slug === own.slug);
    if (!part) throw new Error('the order has no part of the demo shop');
    for (const status of step.moves) {
      const moved = await sellerMovesPart(ctx, part.id, {
        status,
        justified: true,
        ...(status === 'cancelled' ? { note: 'Stokda qalmadı' } : {}),
      });
      expect(moved.statusCode).toBeLessThan(300);
    }
    price = Math.round((part.items[0]?.unitPrice ?? 0) * 100);
    result[step.name] = order;
  }
  placed = result as typeof placed;
});
afterAll(() => ctx.close());

/** Puts the two products in the buyer's basket and names those lines for checkout. */
async function basketWith(mine: number, theirs: number) {
  const response = await call('POST', 'Basket', {
    token: tokens.buyer,
    payload: {
      createBasketDtos: [
        { productId: mine, count: 2 },
        { productId: theirs, count: 1 },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const lines = response.json().baskets as { id: number; productId: number | null }[];
  return {
    basketItemIds: lines
      .filter((line) => line.productId === mine || line.productId === theirs)
      .map((line) => line.id),
  };
}

interface Row {
  orderNumber: string;
  count: number;
  unitPrice: number;
  total: number;
  status: string;
  outcome: string;
}

const sales = async (query: string, token = tokens.seller) => {
  const response = await call('GET', `Shop/Sales?${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Row[]; total: number; page: number; pageSize: number };
};

const azn = (qepik: number) => qepik / 100;

describe('seller sales (GET Shop/Sales)', () => {
  it('[SEL-06] one row per order item of the shop: sale price, line total and whether it sold, newest first', async () => {
    const page = await sales('filter=all&from=2024-03-01&to=2024-04-30');
    expect(page.total).toBe(4);
    expect(page.items.map((row) => row.orderNumber)).toEqual(
      [placed.D, placed.C, placed.B, placed.A].map((order) => order.number),
    );
    expect(page.items.map((row) => [row.status, row.outcome])).toEqual([
      ['refused', 'notSold'],
      ['cancelled', 'notSold'],
      ['confirmed', 'inProgress'],
      ['delivered', 'sold'],
    ]);
    for (const row of page.items) {
      expect(row.count).toBe(2);
      expect(row.unitPrice).toBe(azn(price));
      expect(row.total).toBe(azn(price * 2));
    }
  });

  it('[SEL-06] selling holds sold and in-progress rows, not-selling the cancelled, refused and returned ones; paged', async () => {
    const range = 'from=2024-03-01&to=2024-04-30';
    const selling = await sales(`filter=selling&${range}`);
    expect(selling.items.map((row) => row.orderNumber)).toEqual([placed.B.number, placed.A.number]);
    const notSelling = await sales(`filter=not-selling&${range}`);
    expect(notSelling.items.map((row) => row.orderNumber)).toEqual([placed.D.number, placed.C.number]);
    const second = await sales(`filter=all&${range}&page=2&pageSize=1`);
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 4 });
    expect(second.items.map((row) => row.orderNumber)).toEqual([placed.C.number]);
    const unknown = await call('GET', 'Shop/Sales?filter=sold', { token: tokens.seller });
    expect(unknown.statusCode).toBe(400);
  });

  it('[SEL-06] a date range counts Baku days: an order at 01:30 in Baku belongs to that day, not the UTC one', async () => {
    const fifth = await sales('from=2024-03-05&to=2024-03-05');
    expect(fifth.items.map((row) => row.orderNumber)).toEqual([placed.B.number]);
    const fourth = await sales('from=2024-03-04&to=2024-03-04');
    expect(fourth.items.map((row) => row.orderNumber)).toEqual([placed.A.number]);
    const open = await sales('to=2024-03-04');
    expect(open.total).toBe(1);
  });

  it('[SEL-06] a reversed range is a 422 beside "to", an impossible date a 400, in the caller\'s language', async () => {
    const reversed = await call('GET', 'Shop/Sales?from=2024-03-10&to=2024-03-01', { token: tokens.seller });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Son tarix başlanğıc tarixindən əvvəl ola bilməz']);
    const english = await call('GET', 'Shop/Sales?from=2024-03-10&to=2024-03-01', {
      token: tokens.seller,
      lang: 'en',
    });
    expect(english.json().errors.to).toEqual(['The end date cannot be before the start date']);
    const impossible = await call('GET', 'Shop/Sales?from=2024-02-30', { token: tokens.seller, lang: 'ru' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors.from).toEqual(['Неверная дата']);
  });

  it("[SEL-06] a shop never sees another shop's rows; staff name the shop; a buyer gets 403, a visitor 401", async () => {
    const range = 'from=2024-03-01&to=2024-04-30';
    // A seller naming another shop still gets their own.
    const named = await sales(`${range}&shopId=${other.shopId}`);
    expect(named.items.every((row) => row.unitPrice === azn(price))).toBe(true);
    expect(named.total).toBe(4);
    const theirs = await sales(`${range}&shopId=${other.shopId}`, tokens.admin);
    expect(theirs.total).toBe(4);
    expect(theirs.items.every((row) => row.count === 1 && row.status === 'placed')).toBe(true);
    const ours = await sales(`${range}&shopId=${own.shopId}`, tokens.admin);
    expect(ours.items.map((row) => row.orderNumber)).toEqual(
      [placed.D, placed.C, placed.B, placed.A].map((order) => order.number),
    );
    expect((await call('GET', 'Shop/Sales', { token: tokens.admin })).statusCode).toBe(404);
    expect((await call('GET', 'Shop/Sales', { token: tokens.buyer })).statusCode).toBe(403);
    expect((await call('GET', 'Shop/Sales')).statusCode).toBe(401);
  });
});

interface Figures {
  revenue: number;
  orders: number;
  items: number;
  averageOrder: number;
  cancellationRate: number;
}
interface Stats {
  from: string;
  to: string;
  by: string;
  rows: (Figures & { period: string })[];
  totals: Figures;
  topProducts: { productId: number; title: string; items: number; revenue: number }[];
}

const statistics = async (query: string, token = tokens.seller) => {
  const response = await call('GET', `Shop/Statistics?${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json() as Stats;
};
const zero: Figures = { revenue: 0, orders: 0, items: 0, averageOrder: 0, cancellationRate: 0 };

describe('seller statistics (GET Shop/Statistics)', () => {
  it('[SEL-09] by day: every Baku day of the range, zeros included; revenue leaves cancelled goods out', async () => {
    const stats = await statistics('from=2024-03-03&to=2024-03-08&by=day');
    expect(stats.rows.map((row) => row.period)).toEqual([
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
    ]);
    const two = azn(price * 2);
    expect(stats.rows[0]).toEqual({ period: '2024-03-03', ...zero });
    expect(stats.rows[1]).toEqual({
      period: '2024-03-04',
      revenue: two,
      orders: 1,
      items: 2,
      averageOrder: two,
      cancellationRate: 0,
    });
    expect(stats.rows[2]).toMatchObject({ period: '2024-03-05', revenue: two, orders: 1, items: 2 });
    expect(stats.rows[3]).toEqual({ period: '2024-03-06', ...zero, orders: 1, cancellationRate: 1 });
    expect(stats.rows[5]).toEqual({ period: '2024-03-08', ...zero });
    expect(stats.totals).toEqual({
      revenue: azn(price * 4),
      orders: 3,
      items: 4,
      averageOrder: two,
      cancellationRate: 0.3333,
    });
  });

  it('[SEL-09] by week (Monday first) and by month, with the empty periods between', async () => {
    const weeks = await statistics('from=2024-03-01&to=2024-04-30&by=week');
    expect(weeks.rows.map((row) => row.period)).toEqual([
      '2024-02-26',
      '2024-03-04',
      '2024-03-11',
      '2024-03-18',
      '2024-03-25',
      '2024-04-01',
      '2024-04-08',
      '2024-04-15',
      '2024-04-22',
      '2024-04-29',
    ]);
    expect(weeks.rows[1]).toMatchObject({ orders: 3, items: 4, revenue: azn(price * 4) });
    expect(weeks.rows[7]).toEqual({ period: '2024-04-15', ...zero, orders: 1, cancellationRate: 1 });
    expect(weeks.rows[2]).toEqual({ period: '2024-03-11', ...zero });

    const months = await statistics('from=2024-01-01&to=2024-06-30&by=month');
    expect(months.rows.map((row) => row.period)).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
      '2024-05-01',
      '2024-06-01',
    ]);
    expect(months.rows[2]).toMatchObject({ orders: 3, revenue: azn(price * 4), cancellationRate: 0.3333 });
    expect(months.rows[3]).toMatchObject({ orders: 1, revenue: 0, cancellationRate: 1 });
    expect(months.totals).toMatchObject({ orders: 4, items: 4, cancellationRate: 0.5 });
    expect(months.topProducts).toHaveLength(1);
    expect(months.topProducts[0]).toMatchObject({ items: 4, revenue: azn(price * 4) });
  });

  it('[SEL-09] the last 30 days by default; reversed and too long ranges are localized 422s', async () => {
    const recent = await statistics('');
    expect(recent.rows).toHaveLength(30);
    expect(recent.rows.at(-1)?.period).toBe(recent.to);
    expect(recent.by).toBe('day');
    const reversed = await call('GET', 'Shop/Statistics?from=2024-03-10&to=2024-03-01', {
      token: tokens.seller,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Son tarix başlanğıc tarixindən əvvəl ola bilməz']);
    const long = await call('GET', 'Shop/Statistics?from=2023-01-01&to=2024-03-01&by=day', {
      token: tokens.seller,
      lang: 'en',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from).toEqual(['By days you can choose at most 366 days']);
    expect((await statistics('from=2023-01-01&to=2024-03-01&by=week')).rows.length).toBe(62);
    expect((await call('GET', 'Shop/Statistics?by=year', { token: tokens.seller })).statusCode).toBe(400);
  });

  it("[SEL-09] another shop's figures stay apart; buyer 403, visitor 401", async () => {
    const theirs = await statistics(
      `from=2024-03-01&to=2024-04-30&by=month&shopId=${other.shopId}`,
      tokens.admin,
    );
    expect(theirs.totals).toMatchObject({ orders: 4, items: 4, cancellationRate: 0 });
    expect(theirs.topProducts.map((product) => product.productId)).toEqual([other.productId]);
    expect((await call('GET', 'Shop/Statistics', { token: tokens.buyer })).statusCode).toBe(403);
    expect((await call('GET', 'Shop/Statistics')).statusCode).toBe(401);
    expect((await call('GET', 'Shop/Statistics/Export', { token: tokens.buyer })).statusCode).toBe(403);
    expect((await call('GET', 'Shop/Statistics/Export')).statusCode).toBe(401);
  });

  it('[SEL-09] the export is an .xlsx of the same periods with totals, and the best sellers on a second sheet', async () => {
    const response = await call('GET', 'Shop/Statistics/Export?from=2024-01-01&to=2024-06-30&by=month', {
      token: tokens.seller,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bazar-statistics-2024-01-01_2024-06-30-month.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [periods, top] = workbook.worksheets;
    if (!periods || !top) throw new Error('the workbook needs two sheets');
    expect(periods.name).toBe('Statistika');
    const values = (row: number) => (periods.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Dövr',
      'Gəlir (AZN)',
      'Sifarişlər',
      'Satılan məhsullar',
      'Orta sifariş (AZN)',
      'Ləğv faizi',
    ]);
    expect(values(2)).toEqual(['01/2024', 0, 0, 0, 0, 0]);
    expect(values(4)).toEqual(['03/2024', azn(price * 4), 3, 4, azn(price * 2), 0.3333]);
    expect(values(8)).toEqual(['Cəmi', azn(price * 4), 4, 4, azn(price * 2), 0.5]);
    expect(periods.getCell('B4').numFmt).toBe('#,##0.00');
    expect(top.name).toBe('Ən çox satılanlar');
    expect((top.getRow(2).values as unknown[]).slice(1)).toMatchObject([
      1,
      expect.any(String),
      expect.any(String),
      4,
      azn(price * 4),
    ]);

    const english = await call('GET', 'Shop/Statistics/Export?from=2024-03-01&to=2024-03-31&by=week', {
      token: tokens.seller,
      lang: 'en',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Statistics');
    // The first week is cut to the range: it starts on Monday 26 February.
    expect(sheet?.getCell('A2').value).toBe('01/03/2024 – 03/03/2024');
  });
});
