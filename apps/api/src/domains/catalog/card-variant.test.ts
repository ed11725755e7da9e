import type { ProductCard, ProductDetail, SearchSuggestions } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { InventoryRepo } from '../inventory/inventory.repo';
import { productOfferFields, productOfferValues, products, productVariants } from './catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

/** The product's card as its category's listing shows it (one page of that category). */
async function cardOf(product: { id: number; categoryId: number }, query = '') {
  const list = await get<{ items: ProductCard[] }>(
    `Product/GetList?categoryId=${product.categoryId}&pageSize=96${query}`,
  );
  return list.items.find((card) => card.id === product.id);
}

/**
 * A demo product turned into one sold in three memory sizes, in qəpik: 128 GB in stock at 2 459,
 * 256 GB in stock at 2 899 discounted to 2 116,27, 512 GB cheapest of all at 1 999 but sold out.
 * The product row keeps the 256 GB's prices, as the seller's form would have written them.
 */
async function phoneWithVariants() {
  const [product] = await ctx.db.select().from(products).where(eq(products.status, 'published')).limit(1);
  if (!product) throw new Error('no demo product');
  await ctx.db.delete(productOfferFields).where(eq(productOfferFields.productId, product.id));
  const [memory] = await ctx.db
    .insert(productOfferFields)
    .values({ productId: product.id, position: 0, name: 'Yaddaş' })
    .returning();
  if (!memory) throw new Error('insert failed');
  const [small, medium, large] = await ctx.db
    .insert(productOfferValues)
    .values([
      { fieldId: memory.id, position: 0, value: '128 GB' },
      { fieldId: memory.id, position: 1, value: '256 GB' },
      { fieldId: memory.id, position: 2, value: '512 GB' },
    ])
    .returning();
  if (!small || !medium || !large) throw new Error('insert failed');
  const [v128, v256, v512] = await ctx.db
    .insert(productVariants)
    .values([
      { productId: product.id, valueId: small.id, stockCount: 4, price: 245_900 },
      { productId: product.id, valueId: medium.id, stockCount: 1, price: 289_900, discountedPrice: 211_627 },
      { productId: product.id, valueId: large.id, stockCount: 0, price: 199_900 },
    ])
    .returning();
  if (!v128 || !v256 || !v512) throw new Error('insert failed');
  await ctx.db
    .update(products)
    .set({ stockCount: 5, price: 289_900, discountedPrice: 211_627 })
    .where(eq(products.id, product.id));
  return { product, v128, v256, v512 };
}

describe('the variant a card stands for', () => {
  it('[CAT-08] [CAT-14] a card shows the cheapest variant in stock, names it as a "from" price, and the product page opens on it', async () => {
    const { product, v256 } = await phoneWithVariants();
    const card = await cardOf(product);
    expect(card).toMatchObject({
      price: 2899,
      discountedPrice: 2116.27,
      discountPercent: 27,
      hasVariants: true,
      variant: { id: v256.id, label: '256 GB', priceFrom: true },
    });

    const detail = await get<ProductDetail>(`Product/GetBySlug?slug=${product.slug}`);
    expect(detail.variant).toEqual(card?.variant);
    expect(detail.variants.find((variant) => variant.id === detail.variant?.id)).toMatchObject({
      price: 2899,
      discountedPrice: 2116.27,
      inStock: true,
    });
    expect(detail).toMatchObject({ price: 2899, discountedPrice: 2116.27 });

    const suggestions = await get<SearchSuggestions>(`Home/search?q=${encodeURIComponent(product.title)}`);
    expect(suggestions.products.find((entry) => entry.slug === product.slug)).toMatchObject({
      price: 2116.27,
      variantId: v256.id,
      priceFrom: true,
    });
  });

  it('[CAT-05] [CAT-08] when that variant sells out the card, the price sort and the price filter move to the next one, and back when it returns', async () => {
    const { product, v128, v256 } = await phoneWithVariants();
    const repo = new InventoryRepo(ctx.db);
    expect(await repo.takeStock({ productId: product.id, variantId: v256.id }, 1)).toBe(0);

    expect(await cardOf(product)).toMatchObject({
      price: 2459,
      discountedPrice: null,
      variant: { id: v128.id, label: '128 GB', priceFrom: true },
    });
    // The listing's price filter reads the same price the card shows.
    expect(await cardOf(product, '&minPrice=2400&maxPrice=2500')).toBeDefined();
    expect(await cardOf(product, '&maxPrice=2200')).toBeUndefined();

    await repo.returnStock({ productId: product.id, variantId: v256.id }, 1);
    expect((await cardOf(product))?.variant?.id).toBe(v256.id);
    expect(await cardOf(product, '&maxPrice=2200')).toBeDefined();
  });

  it('[CAT-08] [CAT-13] with every variant sold out the card stands for the cheapest, out of stock', async () => {
    const { product, v512 } = await phoneWithVariants();
    await ctx.db
      .update(productVariants)
      .set({ stockCount: 0 })
      .where(eq(productVariants.productId, product.id));
    await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, product.id));
    expect(await cardOf(product)).toMatchObject({
      price: 1999,
      inStock: false,
      variant: { id: v512.id, label: '512 GB' },
    });
  });

  it('[CAT-08] variants at one price are no "from" price; a product without variants names none', async () => {
    const { product, v128 } = await phoneWithVariants();
    await ctx.db
      .update(productVariants)
      .set({ price: 245_900, discountedPrice: null })
      .where(eq(productVariants.productId, product.id));
    expect((await cardOf(product))?.variant).toEqual({ id: v128.id, label: '128 GB', priceFrom: false });

    const plain = await get<{ items: ProductCard[] }>('Product/GetList?pageSize=96');
    const withoutVariants = plain.items.filter((card) => !card.hasVariants);
    expect(withoutVariants.length).toBeGreaterThan(0);
    expect(withoutVariants.every((card) => card.variant === null)).toBe(true);
  });

  it('[CAT-08] two offer fields are named together, "256 GB / Qara"', async () => {
    const { product, v256 } = await phoneWithVariants();
    const [colour] = await ctx.db
      .insert(productOfferFields)
      .values({ productId: product.id, position: 1, name: 'Rəng' })
      .returning();
    if (!colour) throw new Error('insert failed');
    const [black] = await ctx.db
      .insert(productOfferValues)
      .values({ fieldId: colour.id, position: 0, value: 'Qara' })
      .returning();
    if (!black) throw new Error('insert failed');
    await ctx.db
      .update(productVariants)
      .set({ secondValueId: black.id })
      .where(eq(productVariants.productId, product.id));
    expect((await cardOf(product))?.variant).toMatchObject({ id: v256.id, label: '256 GB / Qara' });
  });
});
