import type { EditableProduct, NotificationPage, NotificationView } from '@bazar/contracts';
import { and, eq, exists, gt, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesWithRequiredFilled } from '../../test/demo-data';
import { buyNowOrder, checkout, eventually } from '../../test/payments-support';
import { callApi, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { products, productVariants } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';
import { priceDropQueue } from '../wishlist/price-drop-notices';
import { backInStockQueue } from './stock-requests.service';

const buyerPhone = '994500000003';

let ctx: TestContext;
let seller: string;
let buyer: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [seller, buyer, staff] = await Promise.all([
    signIn(ctx, '994500000002'),
    signIn(ctx, buyerPhone),
    signIn(ctx, '994500000004'),
  ]);
});
afterAll(() => ctx.close());

/** Published products of the demo seller's shop (Texno Mərkəz), with or without variants, in id order. */
async function demoProducts(withVariants: boolean): Promise<{ id: number; title: string; slug: string }[]> {
  const hasVariants = exists(
    ctx.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, products.id)),
  );
  return ctx.db
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(shops.slug, 'texno-merkez'),
        eq(products.status, 'published'),
        gt(products.stockCount, 0),
        withVariants ? hasVariants : not(hasVariants),
      ),
    )
    .orderBy(products.id);
}

type Editable = EditableProduct;

/**
 * Saves a product in the seller cabinet's editor as it is, with `change` applied to what the editor
 * shows (count, prices, variants); demo products lacking a required field get it filled, as a seller would.
 */
async function sellerSaves(id: number, change: (product: Editable) => Partial<Editable>) {
  const edit = (await callApi(ctx, 'GET', `Product/${id}/Edit`, { token: seller })).json() as Editable;
  const properties = await propertiesWithRequiredFilled(ctx, edit);
  const product = { ...edit, properties, ...change(edit) };
  const {
    id: _id,
    code: _code,
    status: _status,
    rejectionReason: _reason,
    categoryPath: _path,
    ...rest
  } = product;
  const body = {
    ...rest,
    // With variants the stock is theirs: the product's own count is not sent.
    count: product.variants.length > 0 ? undefined : product.count,
    discountedPrice: product.discountedPrice ?? undefined,
    youtubeUrl: product.youtubeUrl ?? undefined,
    photos: product.photos.map((photo) => photo.path),
    variants: product.variants.map((variant) => ({
      ...variant,
      secondValue: variant.secondValue ?? undefined,
      discountedPrice: variant.discountedPrice ?? undefined,
    })),
  };
  const response = await callApi(ctx, 'PUT', `Product/${id}`, { token: seller, payload: body });
  expect(response.statusCode, response.body).toBe(200);
}

async function order(productId: number, count: number) {
  const response = await checkout(ctx, buyer, await buyNowOrder(ctx, buyer, 'cash', productId, count));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

const notices = async (token: string, kind: NotificationView['kind'], about: string) => {
  const page = (
    await callApi(ctx, 'GET', 'Notifications?pageSize=50', { token, lang: 'az' })
  ).json() as NotificationPage;
  return page.items.filter((item) => item.kind === kind && item.text.includes(about));
};

/** Waits until a member has `count` notices of a kind about a product, then gives them. */
const noticesOnceThere = (token: string, kind: NotificationView['kind'], about: string, count = 1) =>
  eventually(
    () => notices(token, kind, about),
    (found) => found.length >= count,
    20_000,
  );

/** Waits until every job of a queue about a product has run to the end. */
const jobsDone = async (queue: string, productId: number) => {
  const jobs = await eventually(
    () => ctx.app.jobs.find(queue, { productId }),
    (found) => found.length > 0 && found.every((job) => job.state === 'completed'),
    20_000,
  );
  expect(jobs.every((job) => job.state === 'completed')).toBe(true);
};

const ask = (token: string | undefined, payload: object) =>
  callApi(ctx, 'POST', 'StockRequest', { token, payload, lang: 'en' });

describe('stock requests and stock notices [CNT-08]', () => {
  it('[CNT-08] asking about a sold-out product: members only, valid ids, on-sale products, never while in stock', async () => {
    const [inStock, soldOut] = await demoProducts(false);
    if (!inStock || !soldOut) throw new Error('the demo seller needs two products');
    await sellerSaves(soldOut.id, () => ({ count: 1 }));
    await order(soldOut.id, 1);

    expect((await ask(undefined, { productId: soldOut.id })).statusCode).toBe(401);
    const bad = await ask(buyer, { productId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.productId).toBeDefined();
    const unknown = await ask(buyer, { productId: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Product not found');
    const available = await ask(buyer, { productId: inStock.id });
    expect(available.statusCode).toBe(409);
    expect(available.json().detail).toBe('This product is in stock: you can buy it now.');

    const asked = await ask(buyer, { productId: soldOut.id });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ productId: soldOut.id, product: true, variantIds: [] });
    expect((await ask(buyer, { productId: soldOut.id })).json().product).toBe(true);
    const mine = await callApi(ctx, 'GET', `StockRequest?productId=${soldOut.id}`, { token: buyer });
    expect(mine.json()).toEqual({ productId: soldOut.id, product: true, variantIds: [] });
    expect((await callApi(ctx, 'GET', `StockRequest?productId=${soldOut.id}`)).statusCode).toBe(401);

    const cancelled = await callApi(ctx, 'DELETE', `StockRequest?productId=${soldOut.id}`, { token: buyer });
    expect(cancelled.json()).toEqual({ productId: soldOut.id, product: false, variantIds: [] });
  });

  it('[CNT-08] a seller restocking a sold-out product tells each member who asked once, by site and SMS, and forgets the request', async () => {
    const product = (await demoProducts(false))[2];
    if (!product) throw new Error('the demo seller needs a third product');
    await sellerSaves(product.id, () => ({ count: 1 }));
    await order(product.id, 1);
    expect((await ask(buyer, { productId: product.id })).statusCode).toBe(200);
    // Someone who asked and changed their mind hears nothing.
    expect((await ask(staff, { productId: product.id })).statusCode).toBe(200);
    await callApi(ctx, 'DELETE', `StockRequest?productId=${product.id}`, { token: staff });

    await sellerSaves(product.id, () => ({ count: 5 }));
    const [notice] = await noticesOnceThere(buyer, 'backInStock', product.title);
    expect(notice).toMatchObject({
      title: 'Məhsul yenidən satışda',
      text: `Gözlədiyiniz ${product.title} yenidən stokdadır.`,
      link: `/product/${product.slug}`,
    });
    const sms = await eventually(
      async () =>
        (await callApi(ctx, 'GET', `dev/SmsOutbox?phone=${buyerPhone}`)).json().items as { text: string }[],
      (items) => items.some((item) => item.text.includes(product.title)),
    );
    expect(sms.filter((item) => item.text.includes(`${product.title} yenidən stokdadır`))).toHaveLength(1);
    const state = await callApi(ctx, 'GET', `StockRequest?productId=${product.id}`, { token: buyer });
    expect(state.json().product).toBe(false);

    // The same job again (a retry, a second restock) tells no one twice.
    await ctx.app.jobs.send(backInStockQueue, { productId: product.id });
    await jobsDone(backInStockQueue, product.id);
    expect(await notices(buyer, 'backInStock', product.title)).toHaveLength(1);
    expect(await notices(staff, 'backInStock', product.title)).toHaveLength(0);
  });

  it('[CNT-08] stock given back by a cancelled order tells the member waiting for it', async () => {
    const product = (await demoProducts(false))[3];
    if (!product) throw new Error('the demo seller needs a fourth product');
    await sellerSaves(product.id, () => ({ count: 2 }));
    const placed = await order(product.id, 2);
    expect((await ask(staff, { productId: product.id })).statusCode).toBe(200);

    const cancel = await callApi(ctx, 'POST', `Order/${placed.id}/Cancel`, { token: buyer });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const told = await noticesOnceThere(staff, 'backInStock', product.title);
    expect(told).toHaveLength(1);
  });

  it('[CNT-08] a member waiting for one sold-out variant is told when that variant is back, with a link to it', async () => {
    // A seller cannot sell out every variant by hand; one of several can be.
    const [phone] = await ctx.db
      .select({ id: products.id, title: products.title, slug: products.slug })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(
        inArray(
          products.id,
          (await demoProducts(true)).map((product) => product.id),
        ),
      )
      .groupBy(products.id)
      .having(sql`count(*) > 1`)
      .orderBy(products.id)
      .limit(1);
    if (!phone) throw new Error('the demo seller needs a product with several variants');
    // The first variant sells out while the second has stock (the editor lists them by id).
    await sellerSaves(phone.id, (product) => ({
      variants: product.variants.map((entry, at) =>
        at === 0 ? { ...entry, count: 0 } : at === 1 ? { ...entry, count: Math.max(entry.count, 5) } : entry,
      ),
    }));
    const [variant] = await ctx.db
      .select({ id: productVariants.id, stockCount: productVariants.stockCount })
      .from(productVariants)
      .where(eq(productVariants.productId, phone.id))
      .orderBy(productVariants.id)
      .limit(1);
    expect(variant?.stockCount).toBe(0);
    if (!variant) throw new Error('the product lost its variants');
    const asked = await ask(buyer, { productId: phone.id, variantId: variant.id });
    expect(asked.json()).toEqual({ productId: phone.id, product: false, variantIds: [variant.id] });

    await sellerSaves(phone.id, (product) => ({
      variants: product.variants.map((entry, at) => (at === 0 ? { ...entry, count: 4 } : entry)),
    }));
    const [notice] = await noticesOnceThere(buyer, 'backInStock', phone.title);
    expect(notice?.link).toBe(`/product/${phone.slug}?v=${variant.id}`);
  });

  it('[CNT-08] a price drop tells wishlist owners once per drop; a rise then a fall tells them again', async () => {
    const product = (await demoProducts(false))[4];
    if (!product) throw new Error('the demo seller needs a fifth product');
    expect(
      (await callApi(ctx, 'POST', 'Wishlist', { token: buyer, payload: { id: product.id } })).statusCode,
    ).toBe(200);
    let price = 0;
    await sellerSaves(product.id, (current) => {
      price = current.price;
      return { discountedPrice: null };
    });
    const setPrice = (discounted: number | null) =>
      sellerSaves(product.id, () => ({ discountedPrice: discounted }));
    // Azerbaijani writes a decimal comma.
    const amount = (azn: number) => azn.toFixed(2).replace('.', ',');

    await setPrice(price - 10);
    const [first] = await noticesOnceThere(buyer, 'priceDropped', product.title);
    expect(first?.text).toContain(`indi ${amount(price - 10)} AZN-dir (əvvəl ${amount(price)} AZN)`);
    expect(first?.link).toBe(`/product/${product.slug}`);

    // The same drop's job again tells no one twice.
    await ctx.app.jobs.send(priceDropQueue, { productId: product.id, was: Math.round(price * 100) });
    await jobsDone(priceDropQueue, product.id);
    expect(await notices(buyer, 'priceDropped', product.title)).toHaveLength(1);

    // A further drop is news; a rise is not; a fall after the rise is news again.
    await setPrice(price - 20);
    await noticesOnceThere(buyer, 'priceDropped', product.title, 2);
    await setPrice(null);
    await setPrice(price - 20);
    const all = await noticesOnceThere(buyer, 'priceDropped', product.title, 3);
    await jobsDone(priceDropQueue, product.id);
    expect(await notices(buyer, 'priceDropped', product.title)).toHaveLength(3);
    expect(all[0]?.text).toContain(`indi ${amount(price - 20)} AZN-dir (əvvəl ${amount(price)} AZN)`);
  });

  it('[CNT-08] the shop hears once each time an order takes a product down to 3 or fewer', async () => {
    const product = (await demoProducts(false))[5];
    if (!product) throw new Error('the demo seller needs a sixth product');
    await sellerSaves(product.id, () => ({ count: 5 }));
    expect(await notices(seller, 'lowStock', product.title)).toHaveLength(0);

    await order(product.id, 2);
    const [low] = await notices(seller, 'lowStock', product.title);
    expect(low).toMatchObject({
      title: 'Stok azalır',
      text: `${product.title}: stokda 3 ədəd qaldı.`,
      link: '/shop/products/all-products',
    });
    await order(product.id, 1);
    expect(await notices(seller, 'lowStock', product.title)).toHaveLength(1);

    // Restocked, then taken down again: a new crossing.
    await sellerSaves(product.id, () => ({ count: 10 }));
    await order(product.id, 7);
    expect(await notices(seller, 'lowStock', product.title)).toHaveLength(2);
  });
});
