import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { shops } from '../sellers/sellers.tables';
import { youtubeId } from './catalog.service';
import {
  productOfferFields,
  productOfferValues,
  productRequests,
  products,
  productVariants,
} from './catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const page = (slug: string, lang = 'az') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/Product/GetBySlug?slug=${encodeURIComponent(slug)}`,
    headers: { 'accept-language': lang },
  });

async function someProduct(inStock = true) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(inStock ? gt(products.stockCount, 0) : eq(products.stockCount, 0))
    .limit(1);
  if (!row) throw new Error('no demo product');
  return row;
}

describe('product page', () => {
  it('[CAT-08] [CAT-12] [CAT-14] shows prices in AZN, photos, properties, breadcrumbs, the shop, similar and promoted products', async () => {
    const product = await someProduct();
    await ctx.db
      .update(products)
      .set({
        price: 125_000,
        discountedPrice: 99_990,
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=3',
        description:
          '<p onclick="steal()">Yaxşı <strong>telefon</strong><script>alert(1)</script><a href="javascript:x">link</a></p>',
      })
      .where(eq(products.id, product.id));
    const response = await page(product.slug.toUpperCase());
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: product.id,
      code: product.code,
      price: 1250,
      discountedPrice: 999.9,
      discountPercent: 20,
      inStock: true,
      youtubeId: 'dQw4w9WgXcQ',
      model: product.model,
      manufacturer: product.manufacturer,
    });
    expect(detail.description).toBe(
      '<p>Yaxşı <strong>telefon</strong><a rel="nofollow noopener" target="_blank">link</a></p>',
    );
    expect(detail.photos.length).toBeGreaterThan(0);
    expect(detail.photos[0]).toMatch(/^\/media\/.+\.webp$/);
    expect(detail.properties.length).toBe(Object.keys(product.properties).length);
    expect(detail.breadcrumbs).toHaveLength(3);
    expect(detail.breadcrumbs[2].id).toBe(product.categoryId);
    expect(detail.shop.logo).toMatch(/^\/media\//);
    expect(
      detail.similar.every(
        (card: { id: number; inStock: boolean }) => card.id !== product.id && card.inStock,
      ),
    ).toBe(true);
    expect(
      detail.promoted.every((card: { discountedPrice: number | null }) => card.discountedPrice !== null),
    ).toBe(true);
    expect(detail.promoted.length).toBeGreaterThan(0);

    const english = (await page(product.slug, 'en')).json();
    expect(english.breadcrumbs[0].name).not.toBe(detail.breadcrumbs[0].name);
  });

  it('[CAT-08] variants: each combination of the two offer fields has its own stock and price', async () => {
    const product = await someProduct();
    const [colour] = await ctx.db
      .insert(productOfferFields)
      .values({ productId: product.id, position: 0, name: 'Rəng' })
      .returning();
    const [size] = await ctx.db
      .insert(productOfferFields)
      .values({ productId: product.id, position: 1, name: 'Ölçü' })
      .returning();
    if (!colour || !size) throw new Error('insert failed');
    const values = await ctx.db
      .insert(productOfferValues)
      .values([
        { fieldId: colour.id, position: 0, value: 'Qara' },
        { fieldId: colour.id, position: 1, value: 'Ağ' },
        { fieldId: size.id, position: 0, value: 'M' },
      ])
      .returning();
    const [black, white, medium] = values;
    if (!black || !white || !medium) throw new Error('insert failed');
    await ctx.db.insert(productVariants).values([
      {
        productId: product.id,
        valueId: black.id,
        secondValueId: medium.id,
        stockCount: 3,
        price: 5000,
        discountedPrice: 4500,
      },
      { productId: product.id, valueId: white.id, secondValueId: medium.id, stockCount: 0, price: 5500 },
    ]);
    const detail = (await page(product.slug)).json();
    expect(detail.offerFields).toEqual([
      {
        id: colour.id,
        name: 'Rəng',
        values: [
          { id: black.id, value: 'Qara' },
          { id: white.id, value: 'Ağ' },
        ],
      },
      { id: size.id, name: 'Ölçü', values: [{ id: medium.id, value: 'M' }] },
    ]);
    expect(detail.variants).toEqual([
      expect.objectContaining({
        valueId: black.id,
        secondValueId: medium.id,
        price: 50,
        discountedPrice: 45,
        discountPercent: 10,
        stockCount: 3,
        inStock: true,
      }),
      expect.objectContaining({
        valueId: white.id,
        secondValueId: medium.id,
        price: 55,
        discountedPrice: null,
        stockCount: 0,
        inStock: false,
      }),
    ]);
  });

  it('[CAT-12] a product that is not published, or of a shop not approved, does not exist for buyers', async () => {
    const product = await someProduct();
    await ctx.db.update(products).set({ status: 'pending' }).where(eq(products.id, product.id));
    const pending = await page(product.slug, 'en');
    expect(pending.statusCode).toBe(404);
    expect(pending.json().detail).toBe('Product not found');
    await ctx.db.update(products).set({ status: 'published' }).where(eq(products.id, product.id));

    await ctx.db.update(shops).set({ status: 'rejected' }).where(eq(shops.id, product.shopId));
    expect((await page(product.slug)).statusCode).toBe(404);
    await ctx.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, product.shopId));
    expect((await page(product.slug)).statusCode).toBe(200);
    expect((await page('no-such-product')).statusCode).toBe(404);
  });

  it('[CAT-08] [CAT-13] a buyer can send a request about an out-of-stock product, which is stored for the seller', async () => {
    const product = await someProduct(false);
    const send = (payload: object, lang = 'az') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Product/SendRequest',
        payload,
        headers: { 'accept-language': lang },
      });
    const body = {
      productId: product.id,
      name: 'Kamran',
      phone: '994501234567',
      message: 'Nə vaxt gələcək?',
    };
    const sent = await send(body);
    expect(sent.statusCode).toBe(201);
    const stored = await ctx.db
      .select()
      .from(productRequests)
      .where(and(eq(productRequests.productId, product.id), eq(productRequests.phone, '994501234567')));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Kamran', message: 'Nə vaxt gələcək?', userId: null });

    const invalid = await send({ productId: product.id, name: '', phone: '123', message: '' }, 'en');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      name: ['This field is required'],
      phone: ['The phone number must look like 994XXXXXXXXX'],
      message: ['This field is required'],
    });
    const inStock = await send({ ...body, productId: (await someProduct()).id }, 'en');
    expect(inStock.statusCode).toBe(422);
    expect(inStock.json().code).toBe('error.productInStock');
    expect((await send({ ...body, productId: 999999 })).statusCode).toBe(404);
  });

  it('[CAT-08] [CAT-13] a request can be about one sold-out variant of a product that is in stock', async () => {
    const [variant] = await ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.stockCount, 0))
      .limit(1);
    const [inStockVariant] = await ctx.db
      .select()
      .from(productVariants)
      .where(gt(productVariants.stockCount, 0))
      .limit(1);
    if (!variant || !inStockVariant) throw new Error('the demo has no variants');
    const send = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Product/SendRequest',
        payload: { name: 'Aygün', phone: '994551112233', message: 'Qara M nə vaxt olacaq?', ...payload },
        headers: { 'accept-language': 'en' },
      });
    const sent = await send({ productId: variant.productId, variantId: variant.id });
    expect(sent.statusCode).toBe(201);
    const [stored] = await ctx.db
      .select()
      .from(productRequests)
      .where(eq(productRequests.id, sent.json().id));
    expect(stored).toMatchObject({ productId: variant.productId, variantId: variant.id });

    const available = await send({ productId: inStockVariant.productId, variantId: inStockVariant.id });
    expect(available.statusCode).toBe(422);
    expect(available.json().code).toBe('error.productInStock');
    const foreign = await send({
      productId: inStockVariant.productId === variant.productId ? 1 : inStockVariant.productId,
      variantId: variant.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ variantId: ['The identifier is not valid'] });
  });

  it('reads the video id from every form of YouTube link and nothing else', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(youtubeId(url)).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://vimeo.com/123456789')).toBeNull();
    expect(youtubeId('https://youtu.be/short')).toBeNull();
    expect(youtubeId(null)).toBeNull();
  });
});
