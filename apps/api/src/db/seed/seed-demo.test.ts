import { and, eq, gt, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  categories,
  comboItems,
  combos,
  productOfferFields,
  products,
  productVariants,
  seoTags,
} from '../schema';
import { demoPages } from './demo-pages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const effectivePrice = sql<number>`coalesce(${products.discountedPrice}, ${products.price})`;

describe('demo seed', () => {
  it("[CAT-08] the demo has products with one and two offer fields, and each such product's stock is the sum of its variants' stock", async () => {
    const fieldCounts = await ctx.db
      .select({ productId: productOfferFields.productId, fields: sql<number>`count(*)::int` })
      .from(productOfferFields)
      .groupBy(productOfferFields.productId);
    expect(fieldCounts.length).toBeGreaterThanOrEqual(30);
    expect(fieldCounts.some((row) => row.fields === 1)).toBe(true);
    expect(fieldCounts.some((row) => row.fields === 2)).toBe(true);

    const totals = await ctx.db
      .select({
        stockCount: products.stockCount,
        variantStock: sql<number>`sum(${productVariants.stockCount})::int`,
        soldOut: sql<number>`count(*) filter (where ${productVariants.stockCount} = 0)::int`,
        discounted: sql<number>`count(${productVariants.discountedPrice})::int`,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .groupBy(products.id);
    expect(totals.length).toBe(fieldCounts.length);
    for (const row of totals) expect(row.stockCount).toBe(row.variantStock);
    expect(totals.some((row) => row.soldOut > 0 && row.stockCount > 0)).toBe(true);
    expect(totals.some((row) => row.discounted > 0)).toBe(true);
  });

  it('[CAT-09] the demo has combos of in-stock products of one shop, cheaper than the products apart', async () => {
    const rows = await ctx.db
      .select({
        code: combos.code,
        price: combos.price,
        shopId: combos.shopId,
        items: sql<number>`count(*)::int`,
        total: sql<number>`sum(${effectivePrice})::int`,
        otherShops: sql<number>`count(*) filter (where ${products.shopId} <> ${combos.shopId})::int`,
        unavailable: sql<number>`count(*) filter (where ${products.stockCount} = 0 or ${products.status} <> 'published')::int`,
      })
      .from(combos)
      .innerJoin(comboItems, eq(comboItems.comboId, combos.id))
      .innerJoin(products, eq(products.id, comboItems.productId))
      .groupBy(combos.id);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const combo of rows) {
      expect(combo.code).toMatch(/^CMB-\d{4}$/);
      expect(combo.items).toBeGreaterThanOrEqual(2);
      expect(combo.otherShops).toBe(0);
      expect(combo.unavailable).toBe(0);
      expect(combo.price).toBeLessThan(combo.total);
      expect(combo.price % 100).toBe(0);
    }
  });

  it('[CAT-07] the demo has SEO landing pages, each listing at least two published products', async () => {
    const tags = await ctx.db.select().from(seoTags);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const tree = await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const branch = (id: number): number[] => [
      id,
      ...tree.filter((node) => node.parentId === id).flatMap((node) => branch(node.id)),
    ];
    for (const tag of tags) {
      const { brands, discounted, inStock, minPrice, maxPrice } = tag.filter;
      const conditions: (SQL | undefined)[] = [
        eq(products.status, 'published'),
        tag.categoryId === null ? undefined : inArray(products.categoryId, branch(tag.categoryId)),
        brands?.length ? inArray(products.manufacturer, brands) : undefined,
        discounted ? isNotNull(products.discountedPrice) : undefined,
        inStock ? gt(products.stockCount, 0) : undefined,
        minPrice === undefined ? undefined : gte(effectivePrice, minPrice),
        maxPrice === undefined ? undefined : lte(effectivePrice, maxPrice),
      ];
      const matching = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions));
      expect(matching.length, tag.slug).toBeGreaterThanOrEqual(2);
      for (const text of [tag.title, tag.description, tag.keywords]) {
        expect(text.az && text.en && text.ru, tag.slug).toBeTruthy();
      }
    }
  });
});

describe('demo legal pages', () => {
  it('[CNT-07] promise no mobile app, which Bazar does not have, in any language', () => {
    const texts = demoPages.flatMap((page) => [...Object.values(page.title), ...Object.values(page.body)]);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/mobile app|mobil tətbiq|мобильн\S* приложени/i);
  });
});
