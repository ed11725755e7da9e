import type { AdminBrandPage } from '@bazar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { callerOf, createTestApp, type TestContext } from '../../test/test-app';
import { seoTags } from '../home/home.tables';
import { products } from './catalog.tables';

let ctx: TestContext;
let tokens: DemoTokens;

const call = callerOf(() => ctx);

/** Gives `count` published products of the demo catalogue the brand `name`, answering their ids. */
/** Each call names products no earlier call named, so two brands never share one. */
let nextOffset = 40;
async function brandProducts(name: string, count: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(products.id)
    .limit(count)
    .offset(nextOffset);
  nextOffset += count;
  for (const row of rows)
    await ctx.db.update(products).set({ manufacturer: name }).where(eq(products.id, row.id));
  return rows.map((row) => row.id);
}

const staffRenames = (from: string, to: string, lang?: string) =>
  call('POST', 'Admin/Brands/Rename', { token: tokens.staff, payload: { from, to }, lang });

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
});
afterAll(() => ctx.close());

describe('brands in the back office', () => {
  it('[ACC-19] signed out 401, Customer and Seller 403, Staff and Admin allowed', async () => {
    expect((await call('GET', 'Admin/Brands')).statusCode).toBe(401);
    for (const token of [tokens.buyer, tokens.seller]) {
      expect((await call('GET', 'Admin/Brands', { token })).statusCode).toBe(403);
      const rename = await call('POST', 'Admin/Brands/Rename', { token, payload: { from: 'A', to: 'B' } });
      expect(rename.statusCode).toBe(403);
    }
    for (const token of [tokens.staff, tokens.admin])
      expect((await call('GET', 'Admin/Brands', { token })).statusCode).toBe(200);
  });

  it('lists brands A to Z with their products and those on sale, found by part of the name', async () => {
    await brandProducts('Zorvex', 2);
    const page = (await call('GET', 'Admin/Brands?q=orve', { token: tokens.staff })).json() as AdminBrandPage;
    expect(page.items).toEqual([{ name: 'Zorvex', products: 2, onSale: 2 }]);
    const all = (
      await call('GET', 'Admin/Brands?pageSize=100', { token: tokens.staff })
    ).json() as AdminBrandPage;
    const names = all.items.map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.total).toBeGreaterThan(5);
  });

  it('renaming changes the brand on every product, in the brand filter, search and SEO pages at once, with an audit row', async () => {
    const ids = await brandProducts('KORVALO', 3);
    const [tag] = await ctx.db.select().from(seoTags).limit(1);
    if (!tag) throw new Error('the demo has no SEO page');
    await ctx.db
      .update(seoTags)
      .set({ filter: { ...tag.filter, brands: ['KORVALO', 'Apple'] } })
      .where(eq(seoTags.id, tag.id));

    const renamed = await staffRenames('KORVALO', 'Trenvik');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ name: 'Trenvik', products: 3, onSale: 3 });
    const rows = await ctx.db
      .select({ manufacturer: products.manufacturer })
      .from(products)
      .where(eq(products.id, ids[0] ?? 0));
    expect(rows).toEqual([{ manufacturer: 'Trenvik' }]);
    const listing = (await call('GET', 'Product/GetList?brand=Trenvik&pageSize=50')).json();
    expect(listing.items.map((item: { id: number }) => item.id).sort()).toEqual([...ids].sort());
    expect((await call('GET', 'Product/GetList?brand=KORVALO')).json().items).toEqual([]);
    const found = (await call('GET', 'Home/searchall?keyword=trenvik')).json();
    expect(JSON.stringify(found)).toContain(String(ids[0]));
    const [after] = await ctx.db.select().from(seoTags).where(eq(seoTags.id, tag.id));
    expect(after?.filter.brands).toEqual(['Trenvik', 'Apple']);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.rename'), eq(auditLog.subjectType, 'brand')));
    expect(audit).toMatchObject({
      before: { name: 'KORVALO', products: 3 },
      after: { name: 'Trenvik', products: 3 },
    });
  });

  it('renaming to an existing brand merges the two', async () => {
    await brandProducts('Merxa', 2);
    await brandProducts('MERXA Inc', 1);
    const merged = await call('POST', 'Admin/Brands/Rename', {
      token: tokens.admin,
      payload: { from: 'MERXA Inc', to: 'Merxa' },
    });
    expect(merged.json()).toEqual({ name: 'Merxa', products: 3, onSale: 3 });
    const page = (
      await call('GET', 'Admin/Brands?q=merxa', { token: tokens.staff })
    ).json() as AdminBrandPage;
    expect(page.items.map((brand) => brand.name)).toEqual(['Merxa']);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'brand.merge'));
    expect(audit?.after).toEqual({ name: 'Merxa', products: 3 });
  });

  it('refuses an empty or unchanged name (400) and a brand no product names (404), in the caller language', async () => {
    const empty = await staffRenames('Merxa', '  ', 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.to).toEqual(['This field is required']);
    const same = await staffRenames('Merxa', 'Merxa', 'ru');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.to).toEqual(['Новое имя совпадает со старым']);
    const missing = await staffRenames('Nobrand', 'Other', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No product names this brand');
  });
});
