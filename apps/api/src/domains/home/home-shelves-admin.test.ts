import type { AdminHomeShelf, HomePage } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { callerOf, createTestApp, type TestContext } from '../../test/test-app';
import { categories } from '../catalog/catalog.tables';

let ctx: TestContext;
let tokens: DemoTokens;

const call = callerOf(() => ctx);

const home = async (lang = 'az') => (await call('GET', 'Home', { lang })).json() as HomePage;
const shelves = async () =>
  (await call('GET', 'Admin/HomeShelves', { token: tokens.staff })).json() as AdminHomeShelf[];
const noTitle = { az: '', en: '', ru: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
});
afterAll(() => ctx.close());

describe('home page shelves in the back office', () => {
  it('[ACC-19] signed out 401, Customer and Seller 403, Staff and Admin allowed', async () => {
    expect((await call('GET', 'Admin/HomeShelves')).statusCode).toBe(401);
    for (const token of [tokens.buyer, tokens.seller])
      expect((await call('GET', 'Admin/HomeShelves', { token })).statusCode).toBe(403);
    for (const token of [tokens.staff, tokens.admin])
      expect((await call('GET', 'Admin/HomeShelves', { token })).statusCode).toBe(200);
  });

  it('[CAT-14] the home page shows the three shelves of old, in order, with their titles and cards', async () => {
    const page = await home('en');
    expect(page.shelves.map((shelf) => [shelf.kind, shelf.title, shelf.seeAll])).toEqual([
      ['discounted', 'Discounted products', '/discounts'],
      ['new', 'New products', '/new-products'],
      ['rating', 'Top rated', null],
    ]);
    expect(page.discounted).toEqual(page.shelves[0]?.products);
    expect(page.topRated.length).toBeGreaterThan(0);
  });

  it('a category shelf with its own titles shows that branch on the home page, moved up, hidden, back, removed; each audited', async () => {
    const [phones] = await ctx.db.select().from(categories).where(eq(categories.slug, 'smartphones'));
    if (!phones) throw new Error('the demo has no smartphones category');
    const created = await call('POST', 'Admin/HomeShelves', {
      token: tokens.staff,
      payload: {
        kind: 'category',
        categoryId: phones.id,
        title: { az: 'Yeni telefonlar', en: 'New phones', ru: '' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shelf = created.json() as AdminHomeShelf;
    expect(shelf).toMatchObject({ kind: 'category', category: { id: phones.id }, hidden: false });

    const shown = (await home('en')).shelves.at(-1);
    expect(shown).toMatchObject({
      id: shelf.id,
      title: 'New phones',
      seeAll: `/category/${phones.id}-smartphones`,
    });
    expect(shown?.products.length).toBeGreaterThan(0);
    // Russian has no title of its own: the category's name.
    expect((await home('ru')).shelves.at(-1)?.title).toBe(phones.name.ru);

    const moved = await call('POST', `Admin/HomeShelves/${shelf.id}/Move`, {
      token: tokens.staff,
      payload: { direction: 'up' },
    });
    expect((moved.json() as AdminHomeShelf[]).map((row) => row.kind)).toEqual([
      'discounted',
      'new',
      'category',
      'rating',
    ]);
    expect((await home()).shelves.map((row) => row.kind)).toEqual([
      'discounted',
      'new',
      'category',
      'rating',
    ]);

    await call('POST', `Admin/HomeShelves/${shelf.id}/Visibility`, {
      token: tokens.staff,
      payload: { hidden: true },
    });
    expect((await home()).shelves.map((row) => row.id)).not.toContain(shelf.id);
    expect((await shelves()).find((row) => row.id === shelf.id)?.hidden).toBe(true);
    await call('POST', `Admin/HomeShelves/${shelf.id}/Visibility`, {
      token: tokens.staff,
      payload: { hidden: false },
    });
    expect((await home()).shelves.map((row) => row.id)).toContain(shelf.id);

    expect((await call('DELETE', `Admin/HomeShelves/${shelf.id}`, { token: tokens.staff })).statusCode).toBe(
      204,
    );
    expect((await home()).shelves.map((row) => row.kind)).toEqual(['discounted', 'new', 'rating']);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, shelf.id))
      .orderBy(auditLog.id);
    expect(rows.filter((row) => row.subjectType === 'homeShelf').map((row) => row.action)).toEqual([
      'homeShelf.create',
      'homeShelf.move',
      'homeShelf.hide',
      'homeShelf.show',
      'homeShelf.delete',
    ]);
  });

  it('hiding the top-rated shelf takes it off the home page and empties its field; renaming a kind shows the title', async () => {
    const rating = (await shelves()).find((row) => row.kind === 'rating');
    if (!rating) throw new Error('no top-rated shelf');
    await call('POST', `Admin/HomeShelves/${rating.id}/Visibility`, {
      token: tokens.admin,
      payload: { hidden: true },
    });
    const page = await home();
    expect(page.shelves.map((row) => row.kind)).toEqual(['discounted', 'new']);
    expect(page.topRated).toEqual([]);
    await call('POST', `Admin/HomeShelves/${rating.id}/Visibility`, {
      token: tokens.admin,
      payload: { hidden: false },
    });
    await call('PUT', `Admin/HomeShelves/${rating.id}`, {
      token: tokens.admin,
      payload: { kind: 'rating', title: { az: 'Alıcıların seçimi', en: '', ru: '' } },
    });
    expect((await home()).shelves.at(-1)?.title).toBe('Alıcıların seçimi');
    await call('PUT', `Admin/HomeShelves/${rating.id}`, {
      token: tokens.admin,
      payload: { kind: 'rating', title: noTitle },
    });
    expect((await home('en')).shelves.at(-1)?.title).toBe('Top rated');
  });

  it('refuses a category shelf without its category (400), an unknown category or shelf (404), in the caller language', async () => {
    const missing = await call('POST', 'Admin/HomeShelves', {
      token: tokens.staff,
      payload: { kind: 'category' },
      lang: 'en',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.categoryId).toEqual(['Choose the category the shelf shows']);
    const unknown = await call('POST', 'Admin/HomeShelves', {
      token: tokens.staff,
      payload: { kind: 'category', categoryId: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const badKind = await call('POST', 'Admin/HomeShelves', {
      token: tokens.staff,
      payload: { kind: 'random' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(
      (await call('DELETE', 'Admin/HomeShelves/999999', { token: tokens.staff, lang: 'en' })).json().detail,
    ).toBe('Shelf not found');
  });
});
