import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestContext } from '../test/test-app';

let ctx: TestContext;
let seller: string;
let buyer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await signIn(ctx, '994500000002');
  buyer = await signIn(ctx, '994500000003');
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

/** A published product of the demo seller without variants, as its editor shows it. */
async function sellersProduct() {
  const page = (
    await callApi(ctx, 'GET', 'Shop/Products?group=published-products', { token: seller })
  ).json();
  for (const row of page.items as { id: number }[]) {
    const product = (await callApi(ctx, 'GET', `Product/${row.id}/Edit`, { token: seller })).json();
    if (product.offerFields.length === 0) return product;
  }
  throw new Error('the demo seller has no published product without variants');
}

describe('ETags on the public catalogue reads', () => {
  it('tags a product page with a weak ETag and answers 304 with no body to a matching If-None-Match', async () => {
    const { slug } = await sellersProduct();
    const first = await get(`Product/GetBySlug?slug=${slug}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('accept-language');

    const again = await get(`Product/GetBySlug?slug=${slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another answer's ETag, or none: the whole answer, as before.
    const stale = await get(`Product/GetBySlug?slug=${slug}`, { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().slug).toBe(slug);
    expect((await get(`Product/GetBySlug?slug=${slug}`)).statusCode).toBe(200);

    // A problem answer has none: there is nothing to keep.
    const missing = await get('Product/GetBySlug?slug=no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('gives a product a new ETag when its seller changes it, and the old one no longer answers 304', async () => {
    const product = await sellersProduct();
    const before = (await get(`Product/GetBySlug?slug=${product.slug}`)).headers.etag as string;

    const cheaper = Math.round(product.price * 90) / 100;
    const saved = await callApi(ctx, 'PUT', `Product/${product.id}`, {
      token: seller,
      payload: {
        categoryId: product.categoryId,
        title: product.title,
        slug: product.slug,
        model: product.model,
        manufacturer: product.manufacturer,
        stockCode: product.stockCode,
        count: product.count,
        price: cheaper,
        description: product.description,
        ...(product.youtubeUrl ? { youtubeUrl: product.youtubeUrl } : {}),
        properties: product.properties,
        characteristics: product.characteristics,
        photos: product.photos.map((photo: { path: string }) => photo.path),
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().status).toBe('published');

    const after = await get(`Product/GetBySlug?slug=${product.slug}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json().price).toBe(cheaper);
    expect(after.headers.etag).not.toBe(before);
  });

  it('gives the same ETag to a brotli, a gzip and a plain answer, and revalidates each', async () => {
    const { slug } = await sellersProduct();
    const url = `Product/GetBySlug?slug=${slug}`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect([
      plain.headers['content-encoding'],
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
    ]).toEqual([undefined, 'br', 'gzip']);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toBe('accept-language, accept-encoding');

    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('gives each language its own ETag', async () => {
    const az = await get('Shop/GetCategories', { 'accept-language': 'az' });
    const en = await get('Shop/GetCategories', { 'accept-language': 'en' });
    expect(az.headers.etag).toBeDefined();
    expect(en.headers.etag).toBeDefined();
    expect(en.headers.etag).not.toBe(az.headers.etag);
    const enAgain = await get('Shop/GetCategories', {
      'accept-language': 'az',
      'if-none-match': en.headers.etag as string,
    });
    expect(enAgain.statusCode).toBe(200);
  });

  it('tags every public catalogue read', async () => {
    const { slug } = await sellersProduct();
    const reads = [
      'Product/GetList',
      `Product/GetBySlug?slug=${slug}`,
      'Category/GetParentCategory',
      'Shop/GetCategories',
      'Combo/GetList',
      'Home',
      'Home/GetLayout',
      'Home/search?q=telefon',
      'Home/searchall?keyword=telefon',
      'Campaign',
      'Blog',
      'Faq',
    ];
    for (const url of reads) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers.etag]).toEqual([url, 200, expect.any(String)]);
    }
  });

  it("gives no ETag to a member's own answers: basket, profile, orders", async () => {
    for (const url of ['basket', 'user/profile', 'Order']) {
      const response = await callApi(ctx, 'GET', url, { token: buyer });
      expect([url, response.statusCode, response.headers.etag]).toEqual([url, 200, undefined]);
    }
  });
});
