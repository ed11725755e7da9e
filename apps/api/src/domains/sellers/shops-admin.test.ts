import {
  type AdminShopDetail,
  type AdminShopPage,
  backofficeShopsApi,
  type CommissionAnswer,
  type SellerInfo,
  type ShopStatusAnswer,
} from '@bazar/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { expectAdminTagged, expectRefusedToNonOperators } from '../../test/admin-access';
import { type DemoTokens, demoPhones, demoSellersShop, signInDemoPeople } from '../../test/demo-data';
import { callerOf, createTestApp, registerAccount, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { categories, products } from '../catalog/catalog.tables';
import { shops } from './sellers.tables';

let ctx: TestContext;

let tokens: DemoTokens;
let demoShop = { id: 0, slug: '', name: '' };

type Method = 'GET' | 'POST' | 'PUT';
const call = callerOf(() => ctx);

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

let registered = 0;
/** A seller registered as a person does: a fresh account with a pending shop. */
async function newShop(name: string): Promise<{ id: number; token: string; phone: string }> {
  registered += 1;
  const phone = `99470${String(registered).padStart(7, '0')}`;
  const response = await registerAccount(ctx.app, {
    accountType: 1,
    firstName: 'Leyla',
    lastName: 'Məmmədova',
    phone,
    email: `shop-${phone}@example.az`,
    password: 'start123',
    confirmPassword: 'start123',
    acceptTerms: true,
    shopName: name,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  const [shop] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.ownerId, owner?.id ?? 0));
  return { id: shop?.id ?? 0, token: response.json().token, phone };
}

const shopAudit = (id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'shop'), eq(auditLog.subjectId, id)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
  demoShop = await demoSellersShop(ctx);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('shops: access [ACC-19]', () => {
  it('[ACC-19] every shops call: signed out 401, Customer and Seller 403, Staff allowed but for commission (403), Admin allowed', async () => {
    const calls: { method: Method; url: string; payload?: object; adminOnly?: true }[] = [
      { method: 'GET', url: 'Admin/Shops' },
      { method: 'GET', url: 'Admin/Shops/999999' },
      { method: 'POST', url: 'Admin/Shops/999999/Approve', payload: {} },
      { method: 'POST', url: 'Admin/Shops/999999/Refuse', payload: { note: 'x' } },
      { method: 'POST', url: 'Admin/Shops/999999/RequestDocuments', payload: { note: 'x' } },
      { method: 'POST', url: 'Admin/Shops/999999/Suspend', payload: { note: 'x' } },
      { method: 'POST', url: 'Admin/Shops/999999/Reinstate', payload: {} },
      { method: 'PUT', url: 'Admin/Shops/999999/Commission', payload: { percent: 10 }, adminOnly: true },
      { method: 'PUT', url: 'Admin/Categories/999999/Commission', payload: { percent: 10 }, adminOnly: true },
    ];
    expect(calls).toHaveLength(Object.keys(backofficeShopsApi).length);
    for (const { method, url, payload, adminOnly } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      const staff = await call(method, url, { token: tokens.staff, payload, lang: 'en' });
      if (adminOnly) {
        expect(staff.statusCode, url).toBe(403);
        expect(staff.json().detail).toBe('You do not have permission to do this');
      } else expect([200, 404], `${url}: ${staff.body}`).toContain(staff.statusCode);
      const admin = await call(method, url, { token: tokens.admin, payload });
      expect([200, 404], `${url}: ${admin.body}`).toContain(admin.statusCode);
    }
  });

  it('the calls are in OpenAPI under the Admin tag', async () => {
    await expectAdminTagged(ctx, backofficeShopsApi);
  });
});

describe('shops: the list and a shop', () => {
  it('[SEL-01] registrations waiting come oldest first; search by name, page name and phone; figures per row; paged', async () => {
    const first = await newShop('Gül Çiçək Evi');
    const second = await newShop('Qızılgül Kitab Evi');
    await ctx.db
      .update(shops)
      .set({ createdAt: new Date(Date.now() - 3 * 86400_000) })
      .where(eq(shops.id, first.id));
    const waiting = await call('GET', 'Admin/Shops?status=waiting&pageSize=100', {
      token: tokens.staff,
    }).then(ok<AdminShopPage>);
    const ids = waiting.items.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(waiting.items.every((row) => ['pending', 'documents'].includes(row.status))).toBe(true);
    const times = waiting.items.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());

    const byName = await call('GET', `Admin/Shops?q=${encodeURIComponent('qızılgül')}`, {
      token: tokens.staff,
    }).then(ok<AdminShopPage>);
    expect(byName.items.map((row) => row.id)).toEqual([second.id]);
    expect(byName.items[0]).toMatchObject({
      name: 'Qızılgül Kitab Evi',
      status: 'pending',
      owner: { name: 'Leyla Məmmədova', phone: second.phone },
      figures: { productsPublished: 0, ordersThisMonth: 0, revenueThisMonth: 0 },
      commissionPercent: null,
    });
    const byPhone = await call('GET', `Admin/Shops?q=${encodeURIComponent(`+${first.phone}`)}`, {
      token: tokens.staff,
    }).then(ok<AdminShopPage>);
    expect(byPhone.items.map((row) => row.id)).toEqual([first.id]);
    const bySlug = await call('GET', `Admin/Shops?q=${demoShop.slug}`, { token: tokens.staff }).then(
      ok<AdminShopPage>,
    );
    expect(bySlug.items.map((row) => row.id)).toContain(demoShop.id);

    const approved = await call('GET', 'Admin/Shops?status=approved&sort=revenue&pageSize=100', {
      token: tokens.admin,
    }).then(ok<AdminShopPage>);
    expect(approved.items.every((row) => row.status === 'approved')).toBe(true);
    const revenues = approved.items.map((row) => row.figures.revenueThisMonth);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const demoRow = approved.items.find((row) => row.id === demoShop.id);
    expect(demoRow?.figures.productsPublished).toBe(
      await ctx.db.$count(products, and(eq(products.shopId, demoShop.id), eq(products.status, 'published'))),
    );

    const paged = await call('GET', 'Admin/Shops?pageSize=1&page=2', { token: tokens.staff }).then(
      ok<AdminShopPage>,
    );
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(await ctx.db.$count(shops));
    for (const bad of ['status=open', 'sort=size', 'pageSize=101', 'page=0'])
      expect((await call('GET', `Admin/Shops?${bad}`, { token: tokens.staff })).statusCode, bad).toBe(400);
  });

  it("a shop's page: the registration, addresses, figures and the commission per category", async () => {
    const detail = await call('GET', `Admin/Shops/${demoShop.id}`, { token: tokens.staff, lang: 'en' }).then(
      ok<AdminShopDetail>,
    );
    const [stored] = await ctx.db.select().from(shops).where(eq(shops.id, demoShop.id));
    expect(detail).toMatchObject({
      id: demoShop.id,
      name: stored?.name,
      slug: stored?.slug,
      taxId: stored?.taxId,
      city: stored?.city,
      coordinator: { name: stored?.coordinatorName, phone: stored?.coordinatorPhone },
      owner: { phone: demoPhones.seller, email: 'seller@demo.bazar.az' },
      status: 'approved',
      commission: { shopPercent: null, defaultPercent: 10 },
    });
    expect(detail.commission.categories.length).toBeGreaterThan(0);
    expect(detail.commission.categories.every((row) => row.percent === 10 && row.source === 'default')).toBe(
      true,
    );
    expect((await call('GET', 'Admin/Shops/999999', { token: tokens.staff })).statusCode).toBe(404);
  });
});

describe('shops: decisions', () => {
  it('[SEL-01] ask for documents, approve: status, note, time and an audit row each; the seller reads the note in the cabinet', async () => {
    const shop = await newShop('Sənəd Mağazası');
    const noNote = await call('POST', `Admin/Shops/${shop.id}/RequestDocuments`, {
      token: tokens.staff,
      payload: { note: '  ' },
      lang: 'en',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toEqual(['This field is required']);
    expect(await shopAudit(shop.id)).toHaveLength(0);

    const note = 'VÖEN şəhadətnaməsinin surətini göndərin';
    const asked = await call('POST', `Admin/Shops/${shop.id}/RequestDocuments`, {
      token: tokens.staff,
      payload: { note },
    }).then(ok<ShopStatusAnswer>);
    expect(asked).toMatchObject({ id: shop.id, status: 'documents', statusNote: note });
    expect(asked.statusChangedAt).not.toBeNull();
    const info = await call('GET', 'Shop/SellerInfo', { token: shop.token }).then(ok<SellerInfo>);
    expect(info).toMatchObject({ shopStatus: 'documents', statusNote: note });

    const approved = await call('POST', `Admin/Shops/${shop.id}/Approve`, {
      token: tokens.staff,
      payload: {},
    }).then(ok<ShopStatusAnswer>);
    expect(approved).toMatchObject({ status: 'approved', statusNote: null });
    const rows = await shopAudit(shop.id);
    expect(rows.map((row) => row.action)).toEqual(['shop.approve', 'shop.requestDocuments']);
    expect(rows[1]).toMatchObject({
      actorRole: 2,
      before: { status: 'pending', statusNote: null },
      after: { status: 'documents', statusNote: note },
      note,
    });

    const detail = await call('GET', `Admin/Shops/${shop.id}`, { token: tokens.admin }).then(
      ok<AdminShopDetail>,
    );
    expect(detail.history.map((event) => [event.action, event.from, event.to])).toEqual([
      ['shop.approve', 'documents', 'approved'],
      ['shop.requestDocuments', 'pending', 'documents'],
    ]);
    expect(detail.history[1]?.note).toBe(note);
  });

  it('a decision from the wrong status is a 409 in the caller language and changes nothing; refusing needs a reason', async () => {
    const shop = await newShop('Rədd Mağazası');
    for (const [path, payload] of [
      ['Suspend', { note: 'x' }],
      ['Reinstate', {}],
    ] as const) {
      const wrong = await call('POST', `Admin/Shops/${shop.id}/${path}`, {
        token: tokens.staff,
        payload,
        lang: 'ru',
      });
      expect(wrong.statusCode, path).toBe(409);
      expect(wrong.json().detail).toBe(
        'При текущем статусе магазина это решение невозможно. Обновите страницу.',
      );
    }
    expect(
      (await call('POST', `Admin/Shops/${shop.id}/Refuse`, { token: tokens.staff, payload: {} })).statusCode,
    ).toBe(400);
    const refused = await call('POST', `Admin/Shops/${shop.id}/Refuse`, {
      token: tokens.admin,
      payload: { note: 'Mağaza adı başqa brendə aiddir' },
    }).then(ok<ShopStatusAnswer>);
    expect(refused.status).toBe('rejected');
    const again = await call('POST', `Admin/Shops/${shop.id}/RequestDocuments`, {
      token: tokens.staff,
      payload: { note: 'x' },
      lang: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      "This decision does not apply to the shop's current status. Reload the page.",
    );
    expect((await shopAudit(shop.id)).map((row) => row.action)).toEqual(['shop.refuse']);
    // A refused shop can still be approved later.
    await ok(await call('POST', `Admin/Shops/${shop.id}/Approve`, { token: tokens.staff, payload: {} }));
  });

  it('suspending hides the shop products at once from the product page, the listing and search; reinstating brings them back', async () => {
    const [product] = await ctx.db
      .select({ slug: products.slug, title: products.title, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.shopId, demoShop.id), eq(products.status, 'published')))
      .orderBy(products.id)
      .limit(1);
    if (!product) throw new Error('the demo shop has no published product');
    const page = () => call('GET', `Product/GetBySlug?slug=${product.slug}`);
    const listed = async () => {
      const list = await call('GET', `Product/GetList?categoryId=${product.categoryId}&pageSize=96`).then(
        ok<{ items: { slug: string }[] }>,
      );
      return list.items.some((item) => item.slug === product.slug);
    };
    const found = async () => {
      const results = await call(
        'GET',
        `Home/searchall?keyword=${encodeURIComponent(product.title)}&pageSize=96`,
      ).then(ok<{ products: { items: { slug: string }[] } }>);
      return results.products.items.some((item) => item.slug === product.slug);
    };
    expect((await page()).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect(await found()).toBe(true);

    const note = 'Alıcıların şikayətləri yoxlanılır';
    const suspended = await call('POST', `Admin/Shops/${demoShop.id}/Suspend`, {
      token: tokens.staff,
      payload: { note },
    }).then(ok<ShopStatusAnswer>);
    expect(suspended).toMatchObject({ status: 'suspended', statusNote: note });
    expect((await page()).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    expect(await found()).toBe(false);
    expect((await call('GET', `Shop/GetByName?name=${demoShop.slug}`)).statusCode).toBe(404);
    const info = await call('GET', 'Shop/SellerInfo', { token: tokens.seller }).then(ok<SellerInfo>);
    expect(info).toMatchObject({ shopStatus: 'suspended', statusNote: note });

    await ok(
      await call('POST', `Admin/Shops/${demoShop.id}/Reinstate`, { token: tokens.staff, payload: {} }),
    );
    expect((await page()).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect(await found()).toBe(true);
    const [suspendRow] = (await shopAudit(demoShop.id)).filter((row) => row.action === 'shop.suspend');
    expect(suspendRow).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'suspended', statusNote: note },
      note,
    });
  });
});

describe('shops: view as seller', () => {
  it("an operator reads a named shop's cabinet products and orders, as its seller sees them; buyers cannot", async () => {
    const own = await call('GET', 'Shop/Products?group=all-products&pageSize=5', {
      token: tokens.seller,
    }).then(ok<{ total: number; items: { id: number }[] }>);
    for (const token of [tokens.staff, tokens.admin]) {
      const seen = await call('GET', `Shop/Products?group=all-products&pageSize=5&shopId=${demoShop.id}`, {
        token,
      }).then(ok<{ total: number; items: { id: number }[] }>);
      expect(seen.total).toBe(own.total);
      expect(seen.items.map((row) => row.id)).toEqual(own.items.map((row) => row.id));
      const orders = await call('GET', `Shop/Orders?tab=all&shopId=${demoShop.id}`, { token });
      expect(orders.statusCode, orders.body).toBe(200);
    }
    expect(
      (await call('GET', `Shop/Products?shopId=${demoShop.id}`, { token: tokens.buyer })).statusCode,
    ).toBe(403);
  });
});

describe('shops: commission (Admin only)', () => {
  it("an Admin sets a shop's rate in percent, stored in basis points; bad rates are a 400; null follows the categories", async () => {
    const staff = await call('PUT', `Admin/Shops/${demoShop.id}/Commission`, {
      token: tokens.staff,
      payload: { percent: 5 },
    });
    expect(staff.statusCode).toBe(403);
    for (const percent of [50.01, -1, 12.345, 'ten'])
      expect(
        (
          await call('PUT', `Admin/Shops/${demoShop.id}/Commission`, {
            token: tokens.admin,
            payload: { percent },
          })
        ).statusCode,
        String(percent),
      ).toBe(400);
    const bad = await call('PUT', `Admin/Shops/${demoShop.id}/Commission`, {
      token: tokens.admin,
      payload: { percent: 60 },
      lang: 'en',
    });
    expect(bad.json().errors.percent).toEqual([
      'The commission must be a percentage from 0 to 50 with at most two decimals',
    ]);

    const set = await call('PUT', `Admin/Shops/${demoShop.id}/Commission`, {
      token: tokens.admin,
      payload: { percent: 12.5 },
    }).then(ok<CommissionAnswer>);
    expect(set).toMatchObject({ percent: 12.5, effectivePercent: 12.5, source: 'shop' });
    const [stored] = await ctx.db
      .select({ bp: shops.commissionBp })
      .from(shops)
      .where(eq(shops.id, demoShop.id));
    expect(stored?.bp).toBe(1250);
    const detail = await call('GET', `Admin/Shops/${demoShop.id}`, { token: tokens.staff }).then(
      ok<AdminShopDetail>,
    );
    expect(detail.commissionPercent).toBe(12.5);
    expect(detail.commission.categories.every((row) => row.percent === 12.5 && row.source === 'shop')).toBe(
      true,
    );
    const [row] = await shopAudit(demoShop.id);
    expect(row).toMatchObject({
      action: 'shop.commission',
      before: { commissionBp: null },
      after: { commissionBp: 1250 },
    });

    await ok(
      await call('PUT', `Admin/Shops/${demoShop.id}/Commission`, {
        token: tokens.admin,
        payload: { percent: null },
      }),
    );
    const [cleared] = await ctx.db
      .select({ bp: shops.commissionBp })
      .from(shops)
      .where(eq(shops.id, demoShop.id));
    expect(cleared?.bp).toBeNull();
  });

  it("a category's rate applies to its subcategories unless they have their own; the shop page shows the rate in force", async () => {
    const [own] = await ctx.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.shopId, demoShop.id))
      .limit(1);
    const [leaf] = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.id, own?.categoryId ?? 0));
    if (!leaf?.parentId) throw new Error('the demo product is not in a subcategory');
    const staff = await call('PUT', `Admin/Categories/${leaf.parentId}/Commission`, {
      token: tokens.staff,
      payload: { percent: 7 },
    });
    expect(staff.statusCode).toBe(403);

    const parent = await call('PUT', `Admin/Categories/${leaf.parentId}/Commission`, {
      token: tokens.admin,
      payload: { percent: 7.25 },
    }).then(ok<CommissionAnswer>);
    expect(parent).toMatchObject({ percent: 7.25, effectivePercent: 7.25, source: 'category' });
    const leafRate = () =>
      call('GET', `Admin/Shops/${demoShop.id}`, { token: tokens.staff })
        .then(ok<AdminShopDetail>)
        .then((detail) => detail.commission.categories.find((row) => row.id === leaf.id));
    expect(await leafRate()).toMatchObject({ percent: 7.25, source: 'category' });

    await ok(
      await call('PUT', `Admin/Categories/${leaf.id}/Commission`, {
        token: tokens.admin,
        payload: { percent: 3 },
      }),
    );
    expect(await leafRate()).toMatchObject({ percent: 3, source: 'category' });
    const followsParent = await call('PUT', `Admin/Categories/${leaf.id}/Commission`, {
      token: tokens.admin,
      payload: { percent: null },
    }).then(ok<CommissionAnswer>);
    expect(followsParent).toMatchObject({ percent: null, effectivePercent: 7.25, source: 'category' });
    await ok(
      await call('PUT', `Admin/Categories/${leaf.parentId}/Commission`, {
        token: tokens.admin,
        payload: { percent: null },
      }),
    );
    expect(await leafRate()).toMatchObject({ percent: 10, source: 'default' });
    expect(
      await ctx.db.$count(
        auditLog,
        and(eq(auditLog.subjectType, 'category'), eq(auditLog.action, 'category.commission')),
      ),
    ).toBe(4);
    expect(
      (
        await call('PUT', 'Admin/Categories/999999/Commission', {
          token: tokens.admin,
          payload: { percent: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(await ctx.db.$count(categories, isNull(categories.commissionBp))).toBe(
      await ctx.db.$count(categories),
    );
  });
});
