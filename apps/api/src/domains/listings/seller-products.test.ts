import {
  productGroupStatuses,
  productGroups,
  Role,
  type SellerProductPage,
  type SellerProductRow,
} from '@bazar/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { productRequests, products } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

let ctx: TestContext;

const call = callerOf(() => ctx);

type Row = SellerProductRow;
type ProductPage = SellerProductPage;

const tokens = { seller: '', otherSeller: '', admin: '', staff: '', buyer: '' };
let shopId = 0;
let otherShopId = 0;

async function list(query: string, token = tokens.seller): Promise<ProductPage> {
  const response = await call('GET', `Shop/Products?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const move = (id: number, payload: object, token = tokens.seller, query = '', lang?: string) =>
  call('POST', `Product/${id}/Status${query}`, { token, payload, lang });

/** The shop's first product (by id) in this status, leaving out those in `skip`. */
async function productIn(shop: number, status: Row['status'], skip: number[] = []) {
  const rows = await ctx.db
    .select({ id: products.id, slug: products.slug, status: products.status })
    .from(products)
    .where(and(eq(products.shopId, shop), eq(products.status, status)))
    .orderBy(products.id);
  const row = rows.find((candidate) => !skip.includes(candidate.id));
  if (!row) throw new Error(`no ${status} product in shop ${shop}`);
  return row;
}

const statusOf = async (id: number) =>
  (await ctx.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

beforeAll(async () => {
  ctx = await createTestApp();
  tokens.seller = await signIn(ctx, '994500000002');
  tokens.otherSeller = await signIn(ctx, '994500100001');
  tokens.admin = await signIn(ctx, '994500000001');
  tokens.buyer = await signIn(ctx, '994500000003');
  // A Staff account of the test's own, with the demo password.
  const [admin] = await ctx.db.select().from(users).where(eq(users.role, Role.Admin));
  await ctx.db.insert(users).values({
    role: Role.Staff,
    firstName: 'Kamran',
    lastName: 'Operator',
    email: 'staff@test.bazar.az',
    phone: '994500000009',
    passwordHash: admin?.passwordHash ?? null,
  });
  tokens.staff = await signIn(ctx, '994500000009');
  shopId = (await call('GET', 'Shop/MyShop', { token: tokens.seller })).json().id;
  const [other] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.phone, '994500100001'));
  otherShopId = other?.id ?? 0;
  expect(otherShopId).toBeGreaterThan(0);
});
afterAll(() => ctx.close());

describe('seller product groups [SEL-02]', () => {
  it('[SEL-02] every group lists only its statuses of the own shop, with the count of every group for the tabs', async () => {
    const all = await list('');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(20);
    // The demo seller has products in every group: published ones and the seeded drafts.
    expect(all.counts['pending-products']).toBe(2);
    expect(all.counts['rejected-products']).toBe(1);
    expect(all.counts['archived-products']).toBe(2);
    expect(all.counts['published-products']).toBeGreaterThan(20);
    expect(all.counts['all-products']).toBe(
      all.counts['published-products'] +
        all.counts['archived-products'] +
        all.counts['pending-products'] +
        all.counts['rejected-products'],
    );
    const own = await ctx.db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId));
    expect(all.total).toBe(own.length);

    for (const group of productGroups) {
      const page = await list(`group=${group}&pageSize=100`);
      expect(page.total, group).toBe(all.counts[group]);
      expect(page.counts).toEqual(all.counts);
      expect(page.items.length).toBe(Math.min(100, page.total));
      for (const row of page.items) expect(productGroupStatuses[group]).toContain(row.status);
      const ids = page.items.map((row) => row.id);
      const foreign = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), ne(products.shopId, shopId)));
      expect(foreign).toEqual([]);
    }
    // Unpublished products are off sale: they show under archived-products beside archived ones.
    const archived = await list('group=archived-products');
    expect(archived.items.map((row) => row.status).sort()).toEqual(['archived', 'unpublished']);
  });

  it('[SEL-02] a row carries code, main photo, title, stock code and count, prices in AZN, status and the rejection reason', async () => {
    const [rejected] = (await list('group=rejected-products')).items;
    expect(rejected).toMatchObject({
      status: 'rejected',
      title: 'Simsiz qulaqlıq Apple AirPods Pro 2 Lightning',
      price: 399,
      discountedPrice: null,
      stockCount: 5,
    });
    expect(rejected?.rejectionReason).toMatch(/şəkil/i);
    // Each row shows its own main photo.
    expect(rejected?.image).toBe(`/media/products/${rejected?.id}-1.webp`);
    expect(rejected?.code).toMatch(/^BZ\d{6}$/);
    expect(Number.isNaN(Date.parse(rejected?.updatedAt ?? ''))).toBe(false);

    const discounted = (await list(`q=${encodeURIComponent('Galaxy A55 8/128')}`)).items[0];
    expect(discounted).toMatchObject({ status: 'pending', price: 749, discountedPrice: 689.9 });
    const [stored] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, discounted?.id ?? 0));
    expect(discounted?.stockCode).toBe(stored?.stockCode);
    expect(discounted?.slug).toBe(stored?.slug);
    const published = (await list('group=published-products&pageSize=100')).items;
    expect(published.every((row) => row.rejectionReason === null)).toBe(true);
    expect(published.every((row) => row.image === `/media/products/${row.id}-1.webp`)).toBe(true);
  });

  it('[SEL-02] pages from 1, the latest change first; a page past the end is empty; bad paging is a 400', async () => {
    const first = await list('group=published-products&pageSize=10');
    const second = await list('group=published-products&pageSize=10&page=2');
    expect(first.items).toHaveLength(10);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.items.map((row) => row.id));
    expect(second.items.some((row) => firstIds.has(row.id))).toBe(false);
    const times = [...first.items, ...second.items].map((row) => Date.parse(row.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const past = await list('group=published-products&pageSize=10&page=999');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);

    for (const query of ['page=0', 'pageSize=500', 'group=sold-products', 'group=']) {
      const bad = await call('GET', `Shop/Products?${query}`, { token: tokens.seller });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().code).toBe('error.validation');
    }
  });

  it('[SEL-02] search finds by title (folded, any order of words), by code and by stock code, within the group; tab counts stay whole', async () => {
    const all = await list('');
    const byTitle = await list(`q=${encodeURIComponent('qulaqliq LIGHTNING')}`);
    expect(byTitle.items.map((row) => row.title)).toEqual(['Simsiz qulaqlıq Apple AirPods Pro 2 Lightning']);
    expect(byTitle.total).toBe(1);
    expect(byTitle.counts).toEqual(all.counts);
    // The same search in another group finds nothing there.
    expect((await list(`group=published-products&q=${encodeURIComponent('qulaqlıq lightning')}`)).total).toBe(
      0,
    );

    const [target] = (await list('group=published-products&pageSize=1&page=3')).items;
    if (!target) throw new Error('no published product');
    const byCode = await list(`q=${target.code.toLowerCase()}`);
    expect(byCode.items.map((row) => row.id)).toEqual([target.id]);
    const byStockCode = await list(`q=${encodeURIComponent(target.stockCode)}`);
    expect(byStockCode.items.map((row) => row.id)).toContain(target.id);

    // LIKE wildcards are plain characters; an empty box is no search.
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=%20%20')).total).toBe(all.total);
    expect((await list('q=no-such-product-anywhere')).items).toEqual([]);
  });
});

describe('seller product status moves [SEL-03]', () => {
  it('[SEL-03] the seller archives a published product: it leaves the buyers at once and shows under archived, then goes to pending', async () => {
    const product = await productIn(shopId, 'published');
    expect((await call('GET', `Product/GetBySlug?slug=${product.slug}`)).statusCode).toBe(200);

    const archived = await move(product.id, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ id: product.id, status: 'archived' });
    expect((await call('GET', `Product/GetBySlug?slug=${product.slug}`)).statusCode).toBe(404);
    const listing = (await call('GET', 'Product/GetList?pageSize=96&shop=texno-merkez')).json();
    expect(listing.items.some((card: { id: number }) => card.id === product.id)).toBe(false);
    expect((await list('group=archived-products')).items.map((row) => row.id)).toContain(product.id);
    // The latest change comes first in all-products.
    expect((await list('')).items[0]?.id).toBe(product.id);

    const pending = await move(product.id, { status: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'pending', rejectionReason: null });
    expect((await list('group=pending-products')).items.map((row) => row.id)).toContain(product.id);
    expect((await list('group=archived-products')).items.map((row) => row.id)).not.toContain(product.id);
  });

  it('[SEL-03] the seller unpublishes a published product, then archives it or sends it to pending', async () => {
    const first = await productIn(shopId, 'published');
    const unpublished = await move(first.id, { status: 'unpublished' });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().status).toBe('unpublished');
    expect((await call('GET', `Product/GetBySlug?slug=${first.slug}`)).statusCode).toBe(404);
    expect((await move(first.id, { status: 'archived' })).json().status).toBe('archived');

    const second = await productIn(shopId, 'published', [first.id]);
    await move(second.id, { status: 'unpublished' });
    const before = (await ctx.db.select().from(products).where(eq(products.id, second.id)))[0];
    const pending = await move(second.id, { status: 'pending' });
    expect(pending.json().status).toBe('pending');
    const after = (await ctx.db.select().from(products).where(eq(products.id, second.id)))[0];
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
  });

  it('[SEL-03] sending a rejected product to pending clears the reason; a rejected one can also be archived', async () => {
    const rejected = await productIn(shopId, 'rejected');
    const pending = await move(rejected.id, { status: 'pending', reason: 'ignored unless rejecting' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'pending', rejectionReason: null });
    const [stored] = await ctx.db.select().from(products).where(eq(products.id, rejected.id));
    expect(stored?.rejectionReason).toBeNull();

    await ctx.db
      .update(products)
      .set({ status: 'rejected', rejectionReason: 'Qiymət düzgün deyil' })
      .where(eq(products.id, rejected.id));
    const archived = await move(rejected.id, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', rejectionReason: 'Qiymət düzgün deyil' });
  });

  it('[SEL-03] each row names the moves it offers (archive, send to pending, unpublish), and the API takes them', async () => {
    const rows = (await list('pageSize=100')).items;
    const offered: Record<Row['status'], Row['status'][]> = {
      pending: [],
      published: ['archived', 'unpublished'],
      unpublished: ['archived', 'pending'],
      archived: ['pending'],
      rejected: ['archived', 'pending'],
    };
    expect(rows.some((row) => row.status === 'pending')).toBe(true);
    for (const row of rows) expect(row.moves.toSorted(), row.status).toEqual(offered[row.status]);
    const published = rows.find((row) => row.status === 'published');
    if (!published) throw new Error('the demo shop has no published product');
    const moved = await move(published.id, { status: published.moves[0] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: published.moves[0] });
    // The answer is a row too: what it offers now, from its new status.
    expect(moved.json().moves).toContain('pending');
  });

  it("[SEL-03] moves the machine does not have are refused with 422 and a message in the caller's language", async () => {
    const archived = await productIn(shopId, 'archived');
    const published = await productIn(shopId, 'published');
    const pending = await productIn(shopId, 'pending');
    const refused: [number, string][] = [
      [archived.id, 'published'],
      [archived.id, 'unpublished'],
      [archived.id, 'archived'],
      [published.id, 'published'],
      [published.id, 'pending'],
      [pending.id, 'archived'],
      [pending.id, 'unpublished'],
    ];
    for (const [id, status] of refused) {
      const response = await move(id, { status }, tokens.seller, '', 'en');
      expect(response.statusCode, `${id} → ${status}`).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        code: 'product.illegalMove',
        detail: "The product's status cannot change this way",
      });
    }
    const az = await move(archived.id, { status: 'published' });
    expect(az.json().detail).toBe('Məhsulun statusunu belə dəyişmək olmaz');
    // Staff are held to the machine as well.
    const staff = await move(archived.id, { status: 'published' }, tokens.staff, `?shopId=${shopId}`);
    expect(staff.statusCode).toBe(422);
    expect(await statusOf(archived.id)).toBe('archived');

    const unknown = await move(archived.id, { status: 'sold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.status).toBeDefined();
    const extra = await move(archived.id, { status: 'pending', note: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('[SEL-03] a seller cannot moderate: publishing or rejecting a pending product is for the marketplace (403)', async () => {
    const pending = await productIn(shopId, 'pending');
    for (const payload of [{ status: 'published' }, { status: 'rejected', reason: 'Özümü rədd edirəm' }]) {
      const response = await move(pending.id, payload, tokens.seller, '', 'en');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'product.moderationOnly',
        detail: "Only the marketplace's moderators can publish or reject a product",
      });
    }
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('[SEL-03] staff and admin act for a shop they name: they publish (buyers see it at once) or reject with a reason', async () => {
    const [first, second] = (await list('group=pending-products')).items;
    if (!first || !second) throw new Error('two pending products expected');

    const published = await move(first.id, { status: 'published' }, tokens.staff, `?shopId=${shopId}`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe('published');
    const [stored] = await ctx.db.select().from(products).where(eq(products.id, first.id));
    expect(Date.now() - (stored?.publishedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await call('GET', `Product/GetBySlug?slug=${first.slug}`)).statusCode).toBe(200);

    const noReason = await move(
      second.id,
      { status: 'rejected', reason: '  ' },
      tokens.admin,
      `?shopId=${shopId}`,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Rədd etmə səbəbini yazın']);
    const rejected = await move(
      second.id,
      { status: 'rejected', reason: 'Təsvir başqa məhsula aiddir' },
      tokens.admin,
      `?shopId=${shopId}`,
    );
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Təsvir başqa məhsula aiddir',
    });

    // Staff also make the seller's moves for the shop, and list it by its id.
    const archived = await move(first.id, { status: 'archived' }, tokens.staff, `?shopId=${shopId}`);
    expect(archived.json().status).toBe('archived');
    const asStaff = await list(`shopId=${shopId}&group=rejected-products`, tokens.staff);
    expect(asStaff.items.map((row) => row.id)).toContain(second.id);
    const otherAsStaff = await list(`shopId=${otherShopId}`, tokens.staff);
    expect(otherAsStaff.total).toBeGreaterThan(0);
    expect(otherAsStaff.items.map((row) => row.id)).not.toContain(second.id);

    // Without a shop, or naming a shop that does not exist, there is nothing to act on.
    expect((await call('GET', 'Shop/Products', { token: tokens.staff })).statusCode).toBe(404);
    expect((await call('GET', 'Shop/Products?shopId=999999', { token: tokens.admin })).statusCode).toBe(404);
    expect((await move(second.id, { status: 'pending' }, tokens.staff)).statusCode).toBe(404);
  });

  it("[SEL-03] another shop's product is a 404 on every call, whatever shop the seller names", async () => {
    const foreign = await productIn(otherShopId, 'published');
    for (const query of ['', `?shopId=${otherShopId}`]) {
      const response = await move(foreign.id, { status: 'archived' }, tokens.seller, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('error.productNotFound');
    }
    // Staff naming the wrong shop for the product do not reach it either.
    expect(
      (await move(foreign.id, { status: 'archived' }, tokens.staff, `?shopId=${shopId}`)).statusCode,
    ).toBe(404);
    expect((await move(999999, { status: 'archived' })).statusCode).toBe(404);
    expect(await statusOf(foreign.id)).toBe('published');

    // A seller naming another shop still lists their own.
    const own = await list('pageSize=100');
    const named = await list(`pageSize=100&shopId=${otherShopId}`);
    expect(named.items.map((row) => row.id)).toEqual(own.items.map((row) => row.id));
    expect(named.items.some((row) => row.id === foreign.id)).toBe(false);
    const requests = await call('GET', `Shop/ProductRequests?shopId=${otherShopId}`, {
      token: tokens.seller,
    });
    const ownRequests = await call('GET', 'Shop/ProductRequests', { token: tokens.seller });
    expect(requests.json()).toEqual(ownRequests.json());
  });

  it('[SEL-02] [SEL-03] signed-out callers get 401, buyers 403, on every cabinet call', async () => {
    const product = await productIn(shopId, 'published');
    const calls = [
      (token?: string) => call('GET', 'Shop/Products', { token }),
      (token?: string) =>
        call('POST', `Product/${product.id}/Status`, { token, payload: { status: 'archived' } }),
      (token?: string) => call('GET', 'Shop/ProductRequests', { token }),
    ];
    for (const send of calls) {
      const anonymous = await send();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('error.unauthorized');
      const buyer = await send(tokens.buyer);
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json().code).toBe('error.forbidden');
    }
    expect(await statusOf(product.id)).toBe('published');
  });
});

describe("buyers' requests in the cabinet", () => {
  it('[SEL-02] the seller reads the requests about their own products: who, phone, message, product, variant, newest first', async () => {
    const before = (await call('GET', 'Shop/ProductRequests', { token: tokens.seller })).json();
    expect(before.total).toBe(3);
    expect(before.items.some((item: { variant: string | null }) => item.variant !== null)).toBe(true);
    for (const item of before.items) {
      expect(item.phone).toMatch(/^994\d{9}$/);
      expect(item.product.code).toMatch(/^BZ\d{6}$/);
    }

    // A buyer asks about a sold-out product of this shop and one of another shop.
    const [soldOut] = await ctx.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.status, 'published'), eq(products.stockCount, 0)));
    const [foreign] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.shopId, otherShopId), eq(products.status, 'published'), eq(products.stockCount, 0)),
      );
    if (!soldOut) throw new Error('the demo seller has no sold-out product');
    const message = 'Bu məhsul nə vaxt gələcək?';
    for (const product of [soldOut, foreign].filter(Boolean))
      expect(
        (
          await call('POST', 'Product/SendRequest', {
            payload: { productId: product?.id, name: 'Aysel', phone: '994501112233', message },
          })
        ).statusCode,
      ).toBe(201);

    const after = (await call('GET', 'Shop/ProductRequests', { token: tokens.seller })).json();
    expect(after.total).toBe(4);
    expect(after.items[0]).toMatchObject({
      name: 'Aysel',
      phone: '994501112233',
      message,
      variant: null,
      product: { id: soldOut.id, title: soldOut.title, stockCount: 0, status: 'published' },
    });
    const shopOf = await ctx.db
      .select({ productId: productRequests.productId, shopId: products.shopId })
      .from(productRequests)
      .innerJoin(products, eq(products.id, productRequests.productId))
      .where(
        inArray(
          productRequests.id,
          after.items.map((item: { id: number }) => item.id),
        ),
      );
    expect(shopOf.every((row) => row.shopId === shopId)).toBe(true);

    const paged = (
      await call('GET', 'Shop/ProductRequests?pageSize=2&page=2', { token: tokens.seller })
    ).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(paged.items.map((item: { id: number }) => item.id)).toEqual(
      after.items.slice(2, 4).map((item: { id: number }) => item.id),
    );
    const staff = await call('GET', `Shop/ProductRequests?shopId=${shopId}`, { token: tokens.staff });
    expect(staff.json().total).toBe(4);
  });

  it('[SEL-02] the calls are documented in OpenAPI under the seller tag', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/Shop/Products'].get.tags).toEqual(['seller']);
    expect(spec.paths['/api/v1/Product/{id}/Status'].post.tags).toEqual(['seller']);
    expect(spec.paths['/api/v1/Shop/ProductRequests'].get.tags).toEqual(['seller']);
  });
});
