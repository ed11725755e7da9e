import {
  type AdminCampaign,
  type AdminCategory,
  type AdminCategoryFieldList,
  type AdminCategoryList,
  type AdminCombo,
  type AdminSeoTag,
  type AuditLogPage,
  backofficeCatalogueApi,
  backofficeCombosApi,
  type CategoryWithChildren,
  formatMessage,
} from '@bazar/contracts';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminTagged, expectRefusedToNonOperators } from '../../test/admin-access';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { callerOf, testAppForFile, uploadFile } from '../../test/test-app';
import { categories, products } from './catalog.tables';

const ctx = testAppForFile();
let tokens: DemoTokens;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = callerOf(() => ctx);
const staff = (method: Method, url: string, payload?: object, lang?: string) =>
  call(method, url, { token: tokens.staff, payload, lang });

async function ok<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const tree = () => staff('GET', 'Admin/Categories').then(ok<AdminCategoryList>);
const menu = (lang: string) =>
  call('GET', `Category/GetParentCategory?lang=${lang}`, { lang }).then(ok<CategoryWithChildren[]>);
const menuIds = async () => (await menu('az')).flatMap((top) => [top.id, ...top.children.map((c) => c.id)]);
const lastAudit = async (action: string) =>
  (await staff('GET', `Admin/AuditLog?action=${action}`).then(ok<AuditLogPage>)).items[0];

let counter = 0;
const names = () => {
  counter += 1;
  return { az: `Bölmə ${counter}`, en: `Section ${counter}`, ru: `Раздел ${counter}` };
};
const newCategory = (parentId: number | null, slug = `test-section-${Date.now()}-${counter + 1}`) =>
  staff('POST', 'Admin/Categories', { name: names(), slug, icon: 'sparkles', parentId }).then((r) =>
    ok<AdminCategory>(r, 201),
  );

beforeAll(async () => {
  tokens = await signInDemoPeople(ctx);
}, 120_000);

describe('catalogue calls: who may call them [ACC-19]', () => {
  it('[ACC-19] every call: signed out 401, Customer 403, Seller 403, Staff and Admin reach it', async () => {
    const campaign = {
      slug: 'x',
      title: { az: 'x' },
      discountPercent: 10,
      startsAt: '2026-01-01T10:00:00+04:00',
      endsAt: '2026-02-01T10:00:00+04:00',
      banner: 'campaigns/none.webp',
    };
    const calls: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: 'Admin/Categories' },
      { method: 'GET', url: 'Admin/Categories/999999' },
      {
        method: 'POST',
        url: 'Admin/Categories',
        payload: { name: names(), slug: 'x', icon: 'tv', parentId: 999999 },
      },
      { method: 'PUT', url: 'Admin/Categories/999999', payload: { name: names(), slug: 'x', icon: 'tv' } },
      { method: 'POST', url: 'Admin/Categories/999999/Move', payload: { parentId: null, position: 0 } },
      { method: 'POST', url: 'Admin/Categories/999999/Visibility', payload: { hidden: true } },
      { method: 'DELETE', url: 'Admin/Categories/999999' },
      { method: 'GET', url: 'Admin/Categories/999999/Fields' },
      {
        method: 'POST',
        url: 'Admin/Categories/999999/Fields',
        payload: { name: 'Rəng', label: names(), kind: 'text' },
      },
      {
        method: 'PUT',
        url: 'Admin/CategoryFields/999999',
        payload: { name: 'Rəng', label: names(), kind: 'text' },
      },
      { method: 'POST', url: 'Admin/CategoryFields/999999/Move', payload: { position: 0 } },
      { method: 'DELETE', url: 'Admin/CategoryFields/999999' },
      { method: 'GET', url: 'Admin/SeoTags' },
      { method: 'GET', url: 'Admin/SeoTags/999999' },
      { method: 'POST', url: 'Admin/SeoTags', payload: { slug: 'x', title: { az: 'x' }, filter: {} } },
      { method: 'PUT', url: 'Admin/SeoTags/999999', payload: { slug: 'x', title: { az: 'x' }, filter: {} } },
      { method: 'DELETE', url: 'Admin/SeoTags/999999' },
      { method: 'GET', url: 'Admin/Campaigns' },
      { method: 'GET', url: 'Admin/Campaigns/999999' },
      { method: 'POST', url: 'Admin/Campaigns/Banner' },
      { method: 'POST', url: 'Admin/Campaigns', payload: campaign },
      { method: 'PUT', url: 'Admin/Campaigns/999999', payload: campaign },
      { method: 'DELETE', url: 'Admin/Campaigns/999999' },
    ];
    expect(calls).toHaveLength(Object.keys(backofficeCatalogueApi).length);
    for (const { method, url, payload } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      for (const token of [tokens.staff, tokens.admin]) {
        const answered = await call(method, url, { token, payload });
        // An operator reaches the call: a list, a missing id, or a body the call then refuses.
        expect([200, 201, 400, 404, 409, 415, 422], `${url}: ${answered.body}`).toContain(
          answered.statusCode,
        );
      }
    }
  });

  it('the calls are in OpenAPI under the Admin tag', async () => {
    await expectAdminTagged(ctx, backofficeCatalogueApi);
  });
});

describe('the category tree', () => {
  it('lists the whole tree depth first, three levels, with counts', async () => {
    const { items } = await tree();
    expect(items.length).toBeGreaterThan(20);
    expect(Math.max(...items.map((c) => c.depth))).toBe(3);
    // Each category comes after its parent.
    const seen = new Set<number>();
    for (const category of items) {
      if (category.parentId !== null) expect(seen.has(category.parentId)).toBe(true);
      seen.add(category.id);
    }
    expect(items.some((c) => c.products > 0)).toBe(true);
  });

  it('slugs: lower-case latin, digits and hyphens (400 localized), unique (409)', async () => {
    for (const slug of ['Telefonlar', 'şəhər', 'two  words', '-edge', 'a--b', '']) {
      const refused = await staff(
        'POST',
        'Admin/Categories',
        { name: names(), slug, icon: 'tv', parentId: null },
        'en',
      );
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().errors.slug).toBeDefined();
    }
    const bad = await staff(
      'POST',
      'Admin/Categories',
      { name: names(), slug: 'Bad', icon: 'tv', parentId: null },
      'ru',
    );
    expect(bad.json().errors.slug).toEqual([formatMessage('ru', 'admin.catalogue.slugFormat')]);
    const icon = await staff(
      'POST',
      'Admin/Categories',
      { name: names(), slug: 'ok-slug', icon: 'no-such-icon', parentId: null },
      'az',
    );
    expect(icon.statusCode).toBe(400);
    expect(icon.json().errors.icon).toEqual([formatMessage('az', 'admin.catalogue.iconUnknown')]);
    const missingName = await staff(
      'POST',
      'Admin/Categories',
      { name: { az: 'Ad', en: '', ru: 'Имя' }, slug: 'ok-slug', icon: 'tv', parentId: null },
      'en',
    );
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errors['name.en']).toEqual([formatMessage('en', 'validation.required')]);

    const [existing] = (await tree()).items;
    const taken = await staff(
      'POST',
      'Admin/Categories',
      { name: names(), slug: existing?.slug, icon: 'tv', parentId: null },
      'en',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(formatMessage('en', 'admin.catalogue.slugTaken'));
  });

  it('creates at each level, never a fourth, and never under a category with products', async () => {
    const top = await newCategory(null);
    expect(top.depth).toBe(1);
    const middle = await newCategory(top.id);
    const leaf = await newCategory(middle.id);
    expect([middle.depth, leaf.depth]).toEqual([2, 3]);
    const tooDeep = await staff(
      'POST',
      'Admin/Categories',
      { name: names(), slug: 'fourth-level', icon: 'tv', parentId: leaf.id },
      'az',
    );
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json().detail).toBe(formatMessage('az', 'admin.catalogue.tooDeep'));

    const withProducts = (await tree()).items.find((c) => c.products > 0 && c.depth < 3);
    if (withProducts) {
      const refused = await staff('POST', 'Admin/Categories', {
        name: names(),
        slug: 'under-products',
        icon: 'tv',
        parentId: withProducts.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('admin.catalogue.parentHasProducts');
    }
    const audit = await lastAudit('category.create');
    expect(audit?.subjectId).toBe(leaf.id);
    expect(audit?.after).toMatchObject({ parentId: middle.id, depth: 3 });
  });

  it('moves a branch: depths follow, never under itself or its descendant, never deeper than 3 levels', async () => {
    const a = await newCategory(null);
    const a1 = await newCategory(a.id);
    const a11 = await newCategory(a1.id);
    const b = await newCategory(null);

    const underOwn = await staff(
      'POST',
      `Admin/Categories/${a.id}/Move`,
      { parentId: a11.id, position: 0 },
      'en',
    );
    expect(underOwn.statusCode).toBe(409);
    expect(underOwn.json().detail).toBe(formatMessage('en', 'admin.catalogue.underItself'));
    expect(
      (await staff('POST', `Admin/Categories/${a.id}/Move`, { parentId: a.id, position: 0 })).statusCode,
    ).toBe(409);

    // a (3 levels tall) under b would reach a fourth level.
    const deep = await staff('POST', `Admin/Categories/${a.id}/Move`, { parentId: b.id, position: 0 }, 'ru');
    expect(deep.statusCode).toBe(409);
    expect(deep.json().detail).toBe(formatMessage('ru', 'admin.catalogue.tooDeep'));

    // a1 (2 tall) under b: a1 at level 2, a11 at level 3.
    const moved = await staff('POST', `Admin/Categories/${a1.id}/Move`, { parentId: b.id, position: 0 }).then(
      ok<AdminCategory>,
    );
    expect(moved).toMatchObject({ parentId: b.id, depth: 2 });
    const after = (await tree()).items;
    expect(after.find((c) => c.id === a11.id)?.depth).toBe(3);
    // And to the top level: a1 becomes 1, a11 becomes 2.
    await staff('POST', `Admin/Categories/${a1.id}/Move`, { parentId: null, position: 0 }).then(
      ok<AdminCategory>,
    );
    const top = (await tree()).items;
    expect(top.find((c) => c.id === a1.id)?.depth).toBe(1);
    expect(top.find((c) => c.id === a11.id)?.depth).toBe(2);
    expect(top.filter((c) => c.parentId === null)[0]?.id).toBe(a1.id);
    const audit = await lastAudit('category.move');
    expect(audit?.before).toMatchObject({ parentId: b.id, depth: 2 });
    expect(audit?.after).toMatchObject({ parentId: null, depth: 1 });
  });

  it('reorders siblings: positions renumbered, the menu follows', async () => {
    const parent = await newCategory(null);
    const first = await newCategory(parent.id);
    const second = await newCategory(parent.id);
    const third = await newCategory(parent.id);
    await staff('POST', `Admin/Categories/${third.id}/Move`, { parentId: parent.id, position: 0 }).then(
      ok<AdminCategory>,
    );
    const children = (await tree()).items.filter((c) => c.parentId === parent.id);
    expect(children.map((c) => [c.id, c.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    const inMenu = (await menu('en')).find((c) => c.id === parent.id);
    expect(inMenu?.children.map((c) => c.id)).toEqual([third.id, first.id, second.id]);
  });

  it('[CAT-06] hiding takes a branch out of the menu, its page and listings at once; showing brings it back', async () => {
    const [withProducts] = (await tree()).items.filter(
      (c) => c.depth === 1 && c.children > 0 && !c.slug.startsWith('test-section'),
    );
    if (!withProducts) throw new Error('no top-level category with children');
    const branch = (await tree()).items.filter((c) => c.parentId === withProducts.id).map((c) => c.id);
    const child = branch[0] as number;
    const listing = (id?: number) =>
      call('GET', `Product/GetList?pageSize=1${id ? `&categoryId=${id}` : ''}`).then(ok<{ total: number }>);
    const before = await listing();
    const inBranch = await listing(withProducts.id);
    const [product] = (
      await call('GET', `Product/GetList?pageSize=1&categoryId=${withProducts.id}`).then(
        ok<{ items: { slug: string }[] }>,
      )
    ).items;
    const productPage = () => call('GET', `Product/GetBySlug?slug=${product?.slug}`);
    expect((await productPage()).statusCode).toBe(200);
    expect((await menuIds()).includes(withProducts.id)).toBe(true);

    await staff('POST', `Admin/Categories/${withProducts.id}/Visibility`, { hidden: true }).then(
      ok<AdminCategory>,
    );
    const ids = await menuIds();
    expect(ids.includes(withProducts.id)).toBe(false);
    expect(ids.includes(child)).toBe(false);
    expect((await call('GET', `Category/${withProducts.id}`)).statusCode).toBe(404);
    expect((await call('GET', `Category/${child}`)).statusCode).toBe(404);
    expect((await call('GET', `Product/GetList?categoryId=${child}`)).statusCode).toBe(404);
    expect((await listing()).total).toBe(before.total - inBranch.total);
    expect((await productPage()).statusCode).toBe(404);
    expect((await tree()).items.find((c) => c.id === child)).toMatchObject({
      hidden: false,
      hiddenInStore: true,
    });
    expect((await lastAudit('category.hide'))?.after).toEqual({ hidden: true });

    await staff('POST', `Admin/Categories/${withProducts.id}/Visibility`, { hidden: false }).then(
      ok<AdminCategory>,
    );
    expect((await menuIds()).includes(child)).toBe(true);
    expect((await listing()).total).toBe(before.total);
    expect((await productPage()).statusCode).toBe(200);
    expect((await lastAudit('category.show'))?.before).toEqual({ hidden: true });
  });

  it('[CAT-06] renaming shows in the menu in all three languages at once, audited before and after', async () => {
    const [top] = await menu('az');
    if (!top) throw new Error('no menu');
    const current = (await tree()).items.find((c) => c.id === top.id) as AdminCategory;
    const name = { az: 'Yeni ad', en: 'New name', ru: 'Новое имя' };
    await staff('PUT', `Admin/Categories/${top.id}`, { name, slug: current.slug, icon: 'smartphone' }).then(
      ok<AdminCategory>,
    );
    for (const lang of ['az', 'en', 'ru'] as const)
      expect((await menu(lang)).find((c) => c.id === top.id)?.name).toBe(name[lang]);
    const audit = await lastAudit('category.edit');
    expect(audit?.before).toMatchObject({ name: current.name });
    expect(audit?.after).toMatchObject({ name });
    expect(audit?.after).not.toHaveProperty('slug');
  });

  it('deletes only an empty leaf (409 otherwise), audited', async () => {
    const parent = await newCategory(null);
    const leaf = await newCategory(parent.id);
    const notLeaf = await staff('DELETE', `Admin/Categories/${parent.id}`, undefined, 'en');
    expect(notLeaf.statusCode).toBe(409);
    expect(notLeaf.json().detail).toBe(formatMessage('en', 'admin.catalogue.notEmpty'));
    const [product] = await ctx.db.select({ categoryId: products.categoryId }).from(products).limit(1);
    expect((await staff('DELETE', `Admin/Categories/${product?.categoryId}`)).statusCode).toBe(409);
    expect((await staff('DELETE', `Admin/Categories/${leaf.id}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `Admin/Categories/${parent.id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, parent.id))).toEqual([]);
    expect((await lastAudit('category.delete'))?.before).toMatchObject({ slug: parent.slug });
  });
});

describe("the category's fields", () => {
  it("adds, edits, reorders and removes fields; the seller's fields call follows; audited", async () => {
    const top = await newCategory(null);
    const leaf = await newCategory(top.id);
    const sellerFields = (lang: string) =>
      call('GET', `Category/${leaf.id}/Fields`, { lang }).then(
        ok<{ name: string; label: string; kind: string }[]>,
      );
    const add = (body: object) => staff('POST', `Admin/Categories/${leaf.id}/Fields`, body);

    const noOptions = await add({ name: 'Rəng', label: names(), kind: 'select', options: [] });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().code).toBeDefined();
    const colour = await ok<{ id: number }>(
      await add({
        name: 'Rəng',
        label: { az: 'Rəng', en: 'Colour', ru: 'Цвет' },
        kind: 'select',
        options: ['Qara', 'Ağ'],
        required: true,
      }),
      201,
    );
    const size = await ok<{ id: number }>(
      await add({ name: 'Ölçü', label: { az: 'Ölçü', en: 'Size', ru: 'Размер' }, kind: 'number' }),
      201,
    );
    expect((await add({ name: 'rəng', label: names(), kind: 'text' })).statusCode).toBe(409);
    expect((await sellerFields('en')).map((f) => f.label)).toEqual(['Colour', 'Size']);

    await staff('PUT', `Admin/CategoryFields/${size.id}`, {
      name: 'Ölçü',
      label: { az: 'Ölçüsü', en: 'Dimension', ru: 'Габарит' },
      kind: 'text',
    }).then(ok);
    expect((await sellerFields('ru')).find((f) => f.name === 'Ölçü')).toMatchObject({
      label: 'Габарит',
      kind: 'text',
    });
    expect((await lastAudit('categoryField.edit'))?.after).toMatchObject({ kind: 'text' });

    const moved = await staff('POST', `Admin/CategoryFields/${size.id}/Move`, { position: 0 }).then(
      ok<AdminCategoryFieldList>,
    );
    expect(moved.items.map((f) => f.id)).toEqual([size.id, colour.id]);
    expect((await sellerFields('az')).map((f) => f.name)).toEqual(['Ölçü', 'Rəng']);

    expect((await staff('DELETE', `Admin/CategoryFields/${colour.id}`)).statusCode).toBe(204);
    expect((await sellerFields('az')).map((f) => f.name)).toEqual(['Ölçü']);
    expect((await lastAudit('categoryField.delete'))?.before).toMatchObject({ name: 'Rəng' });
    expect(
      (await staff('GET', `Admin/Categories/${leaf.id}/Fields`).then(ok<AdminCategoryFieldList>)).items,
    ).toHaveLength(1);
  });
});

describe('SEO tag pages', () => {
  it('creates, edits and deletes a page; the storefront call follows; prices in AZN', async () => {
    const [category] = (await tree()).items.filter((c) => c.depth === 1);
    const body = {
      slug: 'ucuz-telefonlar',
      title: { az: 'Ucuz telefonlar', en: 'Cheap phones', ru: 'Дешёвые телефоны' },
      description: { az: 'Təsvir', en: 'Description', ru: 'Описание' },
      keywords: { az: 'telefon', en: 'phone', ru: 'телефон' },
      categoryId: category?.id,
      filter: { brands: [], discounted: true, inStock: true, minPrice: 10, maxPrice: 499.99 },
    };
    const reversed = await staff(
      'POST',
      'Admin/SeoTags',
      { ...body, filter: { minPrice: 50, maxPrice: 10 } },
      'en',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors['filter.maxPrice']).toEqual([
      formatMessage('en', 'admin.catalogue.priceRange'),
    ]);
    const tag = await staff('POST', 'Admin/SeoTags', body).then((r) => ok<AdminSeoTag>(r, 201));
    expect(tag.filter).toEqual({
      brands: [],
      discounted: true,
      inStock: true,
      minPrice: 10,
      maxPrice: 499.99,
    });
    const page = await call('GET', 'Home/GetProductListBySeoTag?slug=ucuz-telefonlar', { lang: 'en' }).then(
      ok<{ title: string }>,
    );
    expect(page.title).toBe('Cheap phones');
    expect((await staff('POST', 'Admin/SeoTags', body)).statusCode).toBe(409);

    await staff('PUT', `Admin/SeoTags/${tag.id}`, {
      ...body,
      title: { ...body.title, en: 'Phones for less' },
    }).then(ok);
    expect(
      (
        await call('GET', 'Home/GetProductListBySeoTag?slug=ucuz-telefonlar', { lang: 'en' }).then(
          ok<{ title: string }>,
        )
      ).title,
    ).toBe('Phones for less');
    expect((await lastAudit('seoTag.edit'))?.after).toEqual({
      title: { ...body.title, en: 'Phones for less' },
    });

    expect((await staff('DELETE', `Admin/SeoTags/${tag.id}`)).statusCode).toBe(204);
    expect((await call('GET', 'Home/GetProductListBySeoTag?slug=ucuz-telefonlar')).statusCode).toBe(404);
    expect((await lastAudit('seoTag.delete'))?.subjectId).toBe(tag.id);
  });
});

describe('campaigns', () => {
  it('[CAT-10] uploads a banner, creates a campaign that the home banner then shows, edits and deletes it', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#d9285b' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(
      ctx,
      'Admin/Campaigns/Banner',
      { content: png, name: 'b.png', type: 'image/png' },
      { token: tokens.staff },
    );
    const banner = await ok<{ path: string; url: string }>(upload, 201);
    expect(banner.path).toMatch(/^campaigns\/.+\.webp$/);

    const now = Date.now();
    const body = {
      slug: 'qis-endirimi',
      title: { az: 'Qış endirimi', en: 'Winter sale', ru: 'Зимняя распродажа' },
      description: { az: 'Hər şey ucuz', en: 'Everything cheaper', ru: 'Всё дешевле' },
      discountPercent: 30,
      startsAt: new Date(now - 3600_000).toISOString(),
      // Ends before any seeded campaign: the home banner shows it.
      endsAt: new Date(now + 600_000).toISOString().replace('Z', '+00:00'),
      categoryIds: [],
      banner: banner.path,
    };
    const reversed = await staff('POST', 'Admin/Campaigns', { ...body, endsAt: body.startsAt }, 'az');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.endsAt).toEqual([formatMessage('az', 'admin.catalogue.endsBeforeStart')]);
    const foreign = await staff('POST', 'Admin/Campaigns', { ...body, banner: 'products/s1/x.webp' }, 'en');
    expect(foreign.statusCode).toBe(422);

    const created = await staff('POST', 'Admin/Campaigns', body).then((r) => ok<AdminCampaign>(r, 201));
    expect(created).toMatchObject({ state: 'running', onHomeBanner: true, banner: banner.url });
    const home = await call('GET', 'home/GetHomeCampaignBanner', { lang: 'ru' }).then(
      ok<{ slug: string; title: string }>,
    );
    expect(home).toMatchObject({ slug: 'qis-endirimi', title: 'Зимняя распродажа' });
    expect((await lastAudit('campaign.create'))?.after).toMatchObject({
      slug: 'qis-endirimi',
      discountPercent: 30,
    });

    await staff('PUT', `Admin/Campaigns/${created.id}`, { ...body, discountPercent: 40 }).then(
      ok<AdminCampaign>,
    );
    expect((await lastAudit('campaign.edit'))?.after).toEqual({ discountPercent: 40 });
    const page = await call('GET', 'Campaign/GetBySlug?slug=qis-endirimi').then(
      ok<{ discountPercent: number }>,
    );
    expect(page.discountPercent).toBe(40);

    // Two operators saving the same new slug at once: one campaign, one 409 (never a 500).
    const twice = await Promise.all(
      [1, 2].map(() => staff('POST', 'Admin/Campaigns', { ...body, slug: 'eyni-anda' })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    expect((await staff('DELETE', `Admin/Campaigns/${created.id}`)).statusCode).toBe(204);
    const after = await call('GET', 'home/GetHomeCampaignBanner').then((r) => r.json());
    expect(after?.slug).not.toBe('qis-endirimi');
  });
});

describe('combos', () => {
  it('[ACC-19] every combo call: signed out 401, Customer and Seller 403, Staff and Admin reach it', async () => {
    const body = { code: 'CMB-X1', title: 'x', price: 1, items: [{ code: 'NONE-1' }, { code: 'NONE-2' }] };
    const calls: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: 'Admin/Combos' },
      { method: 'GET', url: 'Admin/Combos/999999' },
      { method: 'POST', url: 'Admin/Combos', payload: body },
      { method: 'PUT', url: 'Admin/Combos/999999', payload: body },
      { method: 'DELETE', url: 'Admin/Combos/999999' },
    ];
    expect(calls).toHaveLength(Object.keys(backofficeCombosApi).length);
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, { payload })).statusCode, url).toBe(401);
      for (const token of [tokens.buyer, tokens.seller])
        expect((await call(method, url, { token, payload })).statusCode, url).toBe(403);
      for (const token of [tokens.staff, tokens.admin])
        expect([200, 400, 404, 422], url).toContain((await call(method, url, { token, payload })).statusCode);
    }
  });

  it('[CAT-09] creates a combo from product codes of one shop, below their price apart; edits and deletes it; the combo page follows', async () => {
    const published = await ctx.db
      .select({ code: products.code, shopId: products.shopId })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(products.id)
      .limit(50);
    const first = published[0];
    const second = published.find((row) => row !== first && row.shopId === first?.shopId);
    if (!first || !second || first.shopId !== second.shopId) throw new Error('no two products of one shop');
    const [stranger] = await ctx.db
      .select({ code: products.code })
      .from(products)
      .where(and(ne(products.shopId, first.shopId), eq(products.status, 'published')))
      .limit(1);
    const body = {
      code: 'cmb-test-1',
      title: 'Dəst',
      price: 1,
      status: 'published',
      items: [
        { code: first.code.toLowerCase(), count: 1 },
        { code: second.code, count: 2 },
      ],
    };
    const bad = await staff(
      'POST',
      'Admin/Combos',
      { ...body, items: [{ code: first.code, count: 1 }] },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.items).toEqual([formatMessage('en', 'admin.catalogue.comboTooFew')]);
    const mixed = await staff(
      'POST',
      'Admin/Combos',
      {
        ...body,
        items: [
          { code: first.code, count: 1 },
          { code: stranger?.code, count: 1 },
        ],
      },
      'ru',
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.items).toEqual([formatMessage('ru', 'admin.catalogue.comboOtherShop')]);
    const dear = await staff('POST', 'Admin/Combos', { ...body, price: 1_000_000 }, 'az');
    expect(dear.statusCode).toBe(422);
    expect(dear.json().errors.price).toEqual([formatMessage('az', 'admin.catalogue.comboNotCheaper')]);

    const created = await staff('POST', 'Admin/Combos', body).then((r) => ok<AdminCombo>(r, 201));
    expect(created).toMatchObject({ code: 'CMB-TEST-1', price: 1, shop: { id: first.shopId } });
    expect(created.items.map((item) => item.count)).toEqual([1, 2]);
    expect((await call('GET', 'Combo/GetByCode?code=CMB-TEST-1')).statusCode).toBe(200);
    expect((await staff('POST', 'Admin/Combos', body)).statusCode).toBe(409);
    expect((await lastAudit('combo.create'))?.after).toMatchObject({ code: 'CMB-TEST-1', price: 100 });

    await staff('PUT', `Admin/Combos/${created.id}`, { ...body, status: 'unpublished' }).then(ok<AdminCombo>);
    expect((await call('GET', 'Combo/GetByCode?code=CMB-TEST-1')).statusCode).toBe(404);
    expect((await lastAudit('combo.edit'))?.after).toEqual({ status: 'unpublished' });

    expect((await staff('DELETE', `Admin/Combos/${created.id}`)).statusCode).toBe(204);
    expect((await staff('GET', `Admin/Combos/${created.id}`)).statusCode).toBe(404);
    expect((await lastAudit('combo.delete'))?.before).toMatchObject({ code: 'CMB-TEST-1' });
  });
});
