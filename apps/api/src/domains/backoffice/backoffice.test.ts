import {
  type AdminDashboard,
  type AuditLogPage,
  addDays,
  backofficeApi,
  formatMessage,
  type ModerationOutcomes,
  marketDay,
  type PendingProductPage,
  Role,
  type SellerProductPage,
} from '@bazar/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { expectAdminTagged, expectRefusedToNonOperators } from '../../test/admin-access';
import { type DemoTokens, demoPhones, demoSellersShop, signInDemoPeople } from '../../test/demo-data';
import { callerOf, createTestApp, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { categories, products } from '../catalog/catalog.tables';
import { ModerationService } from '../listings/moderation-admin.service';
import { orderItems, orderParts, orders } from '../orders/orders.tables';

let ctx: TestContext;

let tokens: DemoTokens;
let shop = { id: 0, slug: '', name: '' };

const call = callerOf(() => ctx);

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const pendingQueue = (query = '', token = tokens.staff, lang?: string) =>
  call('GET', `Admin/Products/Pending?${query}`, { token, lang }).then(ok<PendingProductPage>);

const auditPage = (query = '', token = tokens.staff) =>
  call('GET', `Admin/AuditLog?${query}`, { token }).then(ok<AuditLogPage>);

/**
 * Sends published products of the demo seller's shop to moderation as if the seller had,
 * `hoursAgo` apart (the first the longest waiting), and gives their ids.
 */
const taken = new Set<number>();
async function sendToModeration(count: number, hoursAgo = 48): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shop.id), eq(products.status, 'published')))
    .orderBy(products.id);
  const ids = rows
    .map((row) => row.id)
    .filter((id) => !taken.has(id))
    .slice(0, count);
  if (ids.length < count) throw new Error('not enough published products in the demo shop');
  for (const [index, id] of ids.entries()) {
    taken.add(id);
    await ctx.db
      .update(products)
      .set({ status: 'pending', updatedAt: sql`now() - make_interval(hours => ${hoursAgo - index})` })
      .where(eq(products.id, id));
  }
  return ids;
}

const productOf = async (id: number) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
  shop = await demoSellersShop(ctx);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('back-office access [ACC-19]', () => {
  it('[ACC-19] every Admin call: signed out 401, Customer 403, Seller 403, Staff and Admin allowed', async () => {
    const calls: { url: string; method: 'GET' | 'POST'; payload?: object }[] = [
      { method: 'GET', url: 'Admin/Dashboard' },
      { method: 'GET', url: 'Admin/AuditLog' },
      { method: 'GET', url: 'Admin/Products/Pending' },
      { method: 'GET', url: 'Admin/Products/999999/Preview' },
      { method: 'POST', url: 'Admin/Products/999999/Approve' },
      { method: 'POST', url: 'Admin/Products/999999/Reject', payload: { reason: 'photos' } },
      { method: 'POST', url: 'Admin/Products/Moderate', payload: { ids: [999999], decision: 'approve' } },
    ];
    // Each route of the table is called here.
    expect(calls).toHaveLength(Object.keys(backofficeApi).length);
    for (const { method, url, payload } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      for (const token of [tokens.staff, tokens.admin]) {
        const answered = await call(method, url, { token, payload });
        // An operator reaches the call: a list, or the product that does not exist.
        expect([200, 404], `${url}: ${answered.body}`).toContain(answered.statusCode);
      }
    }
  });

  it('the calls are in OpenAPI under the Admin tag', async () => {
    await expectAdminTagged(ctx, backofficeApi);
  });
});

describe('dashboard', () => {
  it("shows today's and the week's shop orders and sales (Baku days), newcomers, what waits, and 30 days by day", async () => {
    const before = await call('GET', 'Admin/Dashboard', { token: tokens.staff }).then(ok<AdminDashboard>);
    await sendToModeration(1);
    const dashboard = await call('GET', 'Admin/Dashboard', { token: tokens.admin }).then(ok<AdminDashboard>);
    expect(dashboard.waiting.products).toBe(before.waiting.products + 1);
    const [pending] = await ctx.db
      .select({ value: count() })
      .from(products)
      .where(eq(products.status, 'pending'));
    expect(dashboard.waiting.products).toBe(pending?.value);

    const today = marketDay(new Date());
    expect(dashboard.chart.rows).toHaveLength(30);
    expect(dashboard.chart.rows.at(-1)?.period).toBe(today);
    expect(dashboard.chart.rows[0]?.period).toBe(addDays(today, -29));
    // The same figures counted straight from the tables: parts and the goods of parts not lost.
    const since = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;
    const figures = async (day: string) => {
      const [row] = await ctx.db
        .select({
          parts: sql<number>`count(distinct ${orderParts.id})`.mapWith(Number),
          revenue:
            sql<number>`coalesce(sum(${orderItems.unitPrice} * ${orderItems.count}) filter (where ${orderParts.status} not in ('cancelled', 'refused', 'returned')), 0)`.mapWith(
              Number,
            ),
        })
        .from(orderParts)
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .innerJoin(orderItems, eq(orderItems.partId, orderParts.id))
        .where(sql`${orders.createdAt} >= ${since(day)}`);
      return { orders: Number(row?.parts ?? 0), revenue: Number(row?.revenue ?? 0) / 100 };
    };
    expect(dashboard.today).toMatchObject(await figures(today));
    expect(dashboard.week).toMatchObject(await figures(addDays(today, -6)));
    const [buyers] = await ctx.db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, Role.Customer), sql`${users.createdAt} >= ${since(addDays(today, -6))}`));
    expect(dashboard.week.newBuyers).toBe(buyers?.value);
  });
});

describe('moderation queue', () => {
  it('lists pending products oldest first, with shop, category in the caller language, price, photo and history; filters by shop and category', async () => {
    const [oldest, newer] = await sendToModeration(2, 1000);
    const page = await pendingQueue('pageSize=100', tokens.staff, 'en');
    const times = page.items.map((row) => row.submittedAt);
    expect(times).toEqual([...times].sort());
    expect(page.items[0]?.id).toBe(oldest);
    expect(page.items[1]?.id).toBe(newer);
    expect(page.total).toBe(await ctx.db.$count(products, eq(products.status, 'pending')));

    const stored = await productOf(oldest as number);
    const [category] = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.id, stored?.categoryId ?? 0));
    expect(page.items[0]).toMatchObject({
      title: stored?.title,
      code: stored?.code,
      shop: { id: shop.id, name: shop.name },
      category: { id: category?.id, name: category?.name.en },
      price: (stored?.price ?? 0) / 100,
      publishedBefore: true,
    });
    expect(page.items[0]?.image).toMatch(/^\/media\//);
    // The seller's drafts waiting for their first moderation were never on sale.
    expect(page.items.some((row) => !row.publishedBefore)).toBe(true);

    const inAz = await pendingQueue('pageSize=100', tokens.admin, 'az');
    expect(inAz.items.find((row) => row.id === oldest)?.category.name).toBe(category?.name.az);

    const ofShop = await pendingQueue(`shopId=${shop.id}&pageSize=100`);
    expect(ofShop.items.length).toBeGreaterThan(0);
    expect(ofShop.items.every((row) => row.shop.id === shop.id)).toBe(true);
    const ofCategory = await pendingQueue(`categoryId=${category?.id}&pageSize=100`);
    expect(ofCategory.items.map((row) => row.id)).toContain(oldest);
    expect(ofCategory.items.every((row) => row.category.id === category?.id)).toBe(true);

    const second = await pendingQueue('pageSize=1&page=2');
    expect(second.items.map((row) => row.id)).toEqual([newer]);
    expect(
      (await call('GET', 'Admin/Products/Pending?pageSize=101', { token: tokens.staff })).statusCode,
    ).toBe(400);
  });
});

const listed = async (slug: string, categoryId: number) => {
  const page = await call(
    'GET',
    `Product/GetList?categoryId=${categoryId}&shop=${shop.slug}&pageSize=96`,
  ).then(ok<{ items: { slug: string }[] }>);
  return page.items.some((item) => item.slug === slug);
};
const found = async (title: string, slug: string) => {
  const results = await call('GET', `Home/searchall?keyword=${encodeURIComponent(title)}&pageSize=96`).then(
    ok<{ products: { items: { slug: string }[] } }>,
  );
  return results.products.items.some((item) => item.slug === slug);
};

/** The audit rows about a product, newest first. */
const auditOf = (id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'product'), eq(auditLog.subjectId, id)))
    .orderBy(desc(auditLog.id));

const staffId = async () =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoPhones.staff)))[0]?.id;

describe('moderation decisions', () => {
  it('approving puts the product on sale at once, in the listing and in search, with an audit row; approving again is a 409', async () => {
    const [id] = (await sendToModeration(1)) as [number];
    const product = await productOf(id);
    if (!product) throw new Error('no product');
    expect(await listed(product.slug, product.categoryId)).toBe(false);
    expect(await found(product.title, product.slug)).toBe(false);

    const approved = await ok<{ status: string }>(
      await call('POST', `Admin/Products/${id}/Approve`, { token: tokens.staff }),
    );
    expect(approved.status).toBe('published');
    expect(await listed(product.slug, product.categoryId)).toBe(true);
    expect(await found(product.title, product.slug)).toBe(true);

    const [row, ...others] = await auditOf(id);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      actorId: await staffId(),
      actorRole: 2,
      action: 'product.approve',
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'published', rejectionReason: null },
    });

    const again = await call('POST', `Admin/Products/${id}/Approve`, { token: tokens.admin, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This product is no longer waiting for moderation');
    expect(await auditOf(id)).toHaveLength(1);
    expect((await call('POST', 'Admin/Products/999999/Approve', { token: tokens.admin })).statusCode).toBe(
      404,
    );
  });

  it("[SEL-02] rejecting with a reason and a note: the seller reads the reason's label and the note in the cabinet; the audit keeps both", async () => {
    const [id] = (await sendToModeration(1)) as [number];
    const note = 'Arxa fonda başqa məhsul görünür';
    const rejected = await call('POST', `Admin/Products/${id}/Reject`, {
      token: tokens.admin,
      payload: { reason: 'photos', note },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const expected = `${formatMessage('az', 'moderation.reason.photos')}. ${note}`;
    expect(expected).toBe(`Şəkillər tələblərə uyğun deyil. ${note}`);

    const cabinet = await call('GET', 'Shop/Products?group=rejected-products&pageSize=100', {
      token: tokens.seller,
    }).then(ok<SellerProductPage>);
    expect(cabinet.items.find((row) => row.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: expected,
    });

    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'product.reject',
      actorRole: 3,
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'rejected', rejectionReason: expected, reason: 'photos' },
      note,
    });

    // The label alone, in the operator's language, when there is no note.
    const [other] = (await sendToModeration(1)) as [number];
    await ok(
      await call('POST', `Admin/Products/${other}/Reject`, {
        token: tokens.staff,
        payload: { reason: 'price' },
        lang: 'ru',
      }),
    );
    expect((await productOf(other))?.rejectionReason).toBe('Некорректная цена');
  });

  it("'other' without a note, an unknown reason or no reason is a 400 and changes nothing", async () => {
    const [id] = (await sendToModeration(1)) as [number];
    const noNote = await call('POST', `Admin/Products/${id}/Reject`, {
      token: tokens.staff,
      payload: { reason: 'other', note: '  ' },
      lang: 'en',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toEqual(['Write the reason in the note']);
    for (const payload of [{ reason: 'ugly' }, {}, { reason: 'photos', note: 'x'.repeat(401) }])
      expect(
        (await call('POST', `Admin/Products/${id}/Reject`, { token: tokens.staff, payload })).statusCode,
      ).toBe(400);
    expect((await productOf(id))?.status).toBe('pending');
    expect(await auditOf(id)).toHaveLength(0);

    const withNote = await call('POST', `Admin/Products/${id}/Reject`, {
      token: tokens.staff,
      payload: { reason: 'other', note: 'Satıcının sənədləri yoxdur' },
    });
    expect(withNote.json().rejectionReason).toBe('Digər səbəb. Satıcının sənədləri yoxdur');
  });

  it('in bulk, each product is decided on its own: the pending ones move, one already moved is a 409, a missing one a 404', async () => {
    const [first, second, third] = (await sendToModeration(3)) as [number, number, number];
    await ok(await call('POST', `Admin/Products/${second}/Approve`, { token: tokens.admin }));

    const outcome = await ok<ModerationOutcomes>(
      await call('POST', 'Admin/Products/Moderate', {
        token: tokens.staff,
        lang: 'en',
        payload: { ids: [first, second, 999999, third], decision: 'reject', reason: 'duplicate' },
      }),
    );
    expect(outcome.items).toEqual([
      { id: first, ok: true },
      {
        id: second,
        ok: false,
        status: 409,
        code: 'moderation.notPending',
        detail: 'This product is no longer waiting for moderation',
      },
      { id: 999999, ok: false, status: 404, code: 'error.productNotFound', detail: 'Product not found' },
      { id: third, ok: true },
    ]);
    const stored = await ctx.db
      .select({ id: products.id, status: products.status, rejectionReason: products.rejectionReason })
      .from(products)
      .where(inArray(products.id, [first, second, third]))
      .orderBy(products.id);
    expect(stored).toEqual(
      [
        { id: first, status: 'rejected', rejectionReason: 'This product is already on sale (a duplicate)' },
        { id: second, status: 'published', rejectionReason: null },
        { id: third, status: 'rejected', rejectionReason: 'This product is already on sale (a duplicate)' },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await auditOf(first)).map((row) => row.action)).toEqual(['product.reject']);
    expect((await auditOf(second)).map((row) => row.action)).toEqual(['product.approve']);

    const [fourth] = (await sendToModeration(1)) as [number];
    const approved = await ok<ModerationOutcomes>(
      await call('POST', 'Admin/Products/Moderate', {
        token: tokens.admin,
        payload: { ids: [fourth], decision: 'approve' },
      }),
    );
    expect(approved.items).toEqual([{ id: fourth, ok: true }]);
    expect((await productOf(fourth))?.status).toBe('published');

    const refused = [
      { ids: [fourth], decision: 'reject' },
      { ids: [fourth], decision: 'reject', reason: 'other' },
      { ids: [], decision: 'approve' },
      { ids: [fourth, fourth], decision: 'approve' },
      { ids: Array.from({ length: 101 }, (_, index) => index + 1), decision: 'approve' },
    ];
    for (const payload of refused)
      expect(
        (await call('POST', 'Admin/Products/Moderate', { token: tokens.staff, payload })).statusCode,
      ).toBe(400);
  });

  it('a decision whose audit row cannot be written is not made: the move and its row commit together', async () => {
    const [id] = (await sendToModeration(1)) as [number];
    // An actor the audit log cannot name (no such user) fails the row after the move was made.
    const ghost = { userId: 999_999, role: Role.Staff, sessionId: 'none' };
    await expect(
      new ModerationService(ctx.db, ctx.app.services.catalog, ctx.app.services.notifications).approve(
        ghost,
        id,
        'az',
      ),
    ).rejects.toThrow(/audit_log/);
    expect((await productOf(id))?.status).toBe('pending');
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe('audit log', () => {
  it('lists actions newest first with the actor, filtered by actor, action, subject and days, paged', async () => {
    const [a, b] = (await sendToModeration(2)) as [number, number];
    await ok(await call('POST', `Admin/Products/${a}/Approve`, { token: tokens.staff }));
    await ok(
      await call('POST', `Admin/Products/${b}/Reject`, {
        token: tokens.admin,
        payload: { reason: 'category' },
      }),
    );

    const all = await auditPage('pageSize=100');
    expect(all.total).toBe(await ctx.db.$count(auditLog));
    const ids = all.items.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(all.items[0]).toMatchObject({
      action: 'product.reject',
      subjectType: 'product',
      subjectId: b,
      actor: { role: 3, name: 'Aydın Məmmədov' },
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });

    const byStaff = await auditPage(`actor=${await staffId()}&pageSize=100`);
    expect(byStaff.total).toBeGreaterThan(0);
    expect(byStaff.items.every((row) => row.actor.role === 2 && row.actor.name === 'Nigar Qasımova')).toBe(
      true,
    );
    const approvals = await auditPage('action=product.approve&pageSize=100');
    expect(approvals.items.every((row) => row.action === 'product.approve')).toBe(true);
    expect(approvals.items.map((row) => row.subjectId)).toContain(a);
    const ofB = await auditPage(`subjectType=product&subjectId=${b}`);
    expect(ofB.items.map((row) => row.subjectId)).toEqual([b]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await auditPage(`from=${today}&to=${today}&pageSize=100`)).total).toBe(all.total);
    expect((await auditPage('to=2020-01-01')).total).toBe(0);
    expect((await auditPage('from=2099-01-01')).total).toBe(0);
    const second = await auditPage('pageSize=1&page=2');
    expect(second.items.map((row) => row.id)).toEqual([ids[1]]);
    expect((await call('GET', 'Admin/AuditLog?from=yesterday', { token: tokens.staff })).statusCode).toBe(
      400,
    );
  });

  it('no call changes or deletes an audit row, not even an Admin', async () => {
    const {
      items: [row],
    } = await auditPage();
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      for (const url of ['Admin/AuditLog', `Admin/AuditLog/${row?.id}`])
        expect(
          (await call(method, url, { token: tokens.admin, payload: {} })).statusCode,
          `${method} ${url}`,
        ).toBe(404);
    const routes = Object.values(backofficeApi).filter((route) => route.path.startsWith('/Admin/AuditLog'));
    expect(routes.map((route) => route.method)).toEqual(['GET']);
  });
});
