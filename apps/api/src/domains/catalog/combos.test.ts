import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { comboItems, combos, products } from './catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Two in-stock products of one shop, made into a combo that costs less than both apart. */
async function makeCombo(code: string) {
  const [first] = await ctx.db.select().from(products).where(gt(products.stockCount, 5)).limit(1);
  if (!first) throw new Error('no demo product');
  const [second] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, first.shopId), gt(products.stockCount, 5)))
    .offset(1)
    .limit(1);
  if (!second) throw new Error('no second product');
  const apart = (first.discountedPrice ?? first.price) + (second.discountedPrice ?? second.price) * 2;
  const [combo] = await ctx.db
    .insert(combos)
    .values({ shopId: first.shopId, code, title: `Dəst ${code}`, price: Math.round(apart * 0.9) })
    .returning();
  if (!combo) throw new Error('insert failed');
  await ctx.db.insert(comboItems).values([
    { comboId: combo.id, productId: first.id, count: 1 },
    { comboId: combo.id, productId: second.id, count: 2 },
  ]);
  return { combo, first, second, apart };
}

describe('combos', () => {
  it('[CAT-09] the combo page shows its code, products, price against buying apart, and other combos', async () => {
    const { combo, first, second, apart } = await makeCombo('CMB-T1');
    await makeCombo('CMB-T2');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/Combo/GetByCode?code=cmb-t1' });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      code: 'CMB-T1',
      title: 'Dəst CMB-T1',
      price: combo.price / 100,
      priceApart: apart / 100,
      inStock: true,
    });
    expect(detail.price).toBeLessThan(detail.priceApart);
    expect(
      detail.items.map((item: { product: { id: number }; count: number }) => [item.product.id, item.count]),
    ).toEqual(
      [
        [first.id, 1],
        [second.id, 2],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect(detail.otherCombos.map((other: { code: string }) => other.code)).toContain('CMB-T2');
    expect(detail.otherCombos.map((other: { code: string }) => other.code)).not.toContain('CMB-T1');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/Combo/GetList' });
    expect(list.json().map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['CMB-T1', 'CMB-T2']),
    );
  });

  it('[CAT-09] a combo with a product gone from sale, or unpublished, is not offered', async () => {
    const { first } = await makeCombo('CMB-T3');
    await ctx.db.update(products).set({ status: 'archived' }).where(eq(products.id, first.id));
    const gone = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Combo/GetByCode?code=CMB-T3',
      headers: { 'accept-language': 'en' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Combo not found');
    await ctx.db.update(products).set({ status: 'published' }).where(eq(products.id, first.id));

    await ctx.db.update(combos).set({ status: 'unpublished' }).where(eq(combos.code, 'CMB-T3'));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/Combo/GetByCode?code=CMB-T3' })).statusCode,
    ).toBe(404);
  });

  it('[CAT-09] a combo says when one of its products is short of stock', async () => {
    const { second } = await makeCombo('CMB-T4');
    await ctx.db.update(products).set({ stockCount: 1 }).where(eq(products.id, second.id));
    const detail = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/Combo/GetByCode?code=CMB-T4' })
    ).json();
    expect(detail.inStock).toBe(false);
  });
});
