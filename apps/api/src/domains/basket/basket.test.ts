import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantOfOneField } from '../../test/demo-data';
import { createTestApp, registerAccount, type TestContext } from '../../test/test-app';
import {
  combos,
  productBuyWiths,
  productOfferFields,
  productOfferValues,
  products,
  productVariants,
} from '../catalog/catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let serial = 0;
/** A new buyer with an empty basket, registered from an address of its own (per-IP limits). */
async function newBuyer(): Promise<string> {
  serial += 1;
  const phone = `99455${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 12);
  const response = await registerAccount(
    ctx.app,
    {
      accountType: 4,
      firstName: 'Aygün',
      lastName: 'Məmmədova',
      phone: `${phone.slice(0, 9)}${String(serial).padStart(3, '0')}`,
      email: `basket-${serial}-${Date.now()}@example.az`,
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
    },
    { ip: `10.9.${serial}.1` },
  );
  expect(response.statusCode).toBe(201);
  return response.json().token;
}

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  lang = 'en',
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const add = (token: string, ...createBasketDtos: object[]) =>
  call('POST', '/Basket', token, { createBasketDtos });

/** A published, in-stock product without variants, of a shop other than `notShopId`. */
async function plainProduct(options: { notShopId?: number; minStock?: number; exclude?: number[] } = {}) {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.status, 'published'),
        gt(products.stockCount, options.minStock ?? 2),
        sql`not exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`,
        sql`not exists (select 1 from combo_items ci where ci.product_id = ${products.id})`,
        options.notShopId ? sql`${products.shopId} <> ${options.notShopId}` : undefined,
        options.exclude?.length
          ? sql`${products.id} not in (${sql.join(
              options.exclude.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!rows[0]) throw new Error('no demo product');
  return rows[0];
}

const variantProduct = () => variantOfOneField(ctx, 1);

async function demoCombo() {
  const [row] = await ctx.db.select().from(combos).where(eq(combos.code, 'CMB-1001'));
  if (!row) throw new Error('no demo combo');
  return row;
}

describe('basket of a signed-in buyer', () => {
  it('[BSK-01] [BSK-02] [BSK-04] adds a product, a variant by its offer values and a combo; prices and groups them by seller on the server', async () => {
    const token = await newBuyer();
    const plain = await plainProduct();
    const variant = await variantProduct();
    const combo = await demoCombo();
    const response = await add(
      token,
      { productId: plain.id, count: 2, price: 0.01 },
      {
        productId: variant.productId,
        productOfferFieldId: variant.fieldId,
        productOfferFieldValueId: variant.valueId,
      },
      { productComboId: combo.id },
    );
    expect(response.statusCode).toBe(200);
    const basket = (await call('GET', '/basket?lang=en&fromMobileApp=false', token)).json();
    expect(basket.baskets).toHaveLength(3);
    const unit = (price: number, discounted: number | null) =>
      (discounted !== null && discounted < price ? discounted : price) / 100;
    const plainLine = basket.baskets.find((line: { key: string }) => line.key === `p${plain.id}`);
    expect(plainLine).toMatchObject({
      count: 2,
      state: 'available',
      price: unit(plain.price, plain.discountedPrice),
    });
    expect(plainLine.lineTotal).toBeCloseTo(unit(plain.price, plain.discountedPrice) * 2, 2);
    const variantLine = basket.baskets.find(
      (line: { key: string }) => line.key === `p${variant.productId}v${variant.variantId}`,
    );
    expect(variantLine).toMatchObject({ count: 1, variantId: variant.variantId, state: 'available' });
    expect(variantLine.offers).toHaveLength(1);
    expect(variantLine.price).toBe(unit(variant.price, variant.discountedPrice));
    const comboLine = basket.baskets.find((line: { key: string }) => line.key === `c${combo.id}`);
    expect(comboLine).toMatchObject({ comboCode: 'CMB-1001', price: combo.price / 100, count: 1 });
    expect(basket.count).toBe(4);
    const sum = basket.baskets.reduce(
      (total: number, line: { lineTotal: number }) => total + line.lineTotal,
      0,
    );
    expect(basket.total).toBeCloseTo(sum, 2);
    const subtotals = basket.groups.reduce(
      (total: number, group: { subtotal: number }) => total + group.subtotal,
      0,
    );
    expect(subtotals).toBeCloseTo(basket.total, 2);
    expect(basket.groups.flatMap((group: { keys: string[] }) => group.keys).sort()).toEqual(
      basket.baskets.map((line: { key: string }) => line.key).sort(),
    );
    expect((await call('GET', '/Basket/Count', token)).json()).toEqual({ count: 4 });
  });

  it('[BSK-02] adds "buy with" extras the seller offers beside the product as their own lines, and refuses others', async () => {
    const [offer] = await ctx.db.select().from(productBuyWiths).limit(1);
    if (!offer) throw new Error('the demo offers no buy-with extras');
    const token = await newBuyer();
    const ok = await add(token, {
      productId: offer.productId,
      ...(await firstVariantChoice(offer.productId)),
      basketBuyWiths: [{ productId: offer.extraProductId }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().baskets.map((line: { productId: number }) => line.productId)).toContain(
      offer.extraProductId,
    );
    const other = await plainProduct();
    const refused = await add(token, {
      productId: offer.productId,
      ...(await firstVariantChoice(offer.productId)),
      basketBuyWiths: [{ productId: other.id }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['createBasketDtos.0.basketBuyWiths.0.productId']).toEqual([
      'This product is not offered together with it',
    ]);
  });

  it('[BSK-04] the same item twice adds up, never beyond the stock; asking for more sets what is left and says so', async () => {
    const token = await newBuyer();
    const plain = await plainProduct({ minStock: 3 });
    await ctx.db.update(products).set({ stockCount: 5 }).where(eq(products.id, plain.id));
    await add(token, { productId: plain.id, count: 3 });
    const second = (await add(token, { productId: plain.id, count: 4 })).json();
    expect(second.baskets).toHaveLength(1);
    expect(second.baskets[0]).toMatchObject({ count: 5, maxCount: 5 });
    expect(second.notices).toEqual([{ key: `p${plain.id}`, code: 'countReduced', count: 5 }]);
    const lineId = second.baskets[0].id;
    const lower = (await call('POST', '/basket/changeCount', token, { id: lineId, count: 2 })).json();
    expect(lower.baskets[0].count).toBe(2);
    expect(lower.notices).toEqual([]);
    const more = (await call('POST', '/basket/changeCount', token, { id: lineId, count: 9 })).json();
    expect(more.baskets[0].count).toBe(5);
    expect(more.notices).toEqual([{ key: `p${plain.id}`, code: 'countReduced', count: 5 }]);
  });

  it('[BSK-05] removes one line or the selected ones; GetBasket answers only the chosen lines (buy together)', async () => {
    const token = await newBuyer();
    const first = await plainProduct();
    const second = await plainProduct({ notShopId: first.shopId });
    const combo = await demoCombo();
    const basket = (
      await add(token, { productId: first.id }, { productId: second.id }, { productComboId: combo.id })
    ).json();
    const ids = basket.baskets.map((line: { id: number }) => line.id);
    const chosen = (
      await call('POST', '/Basket/GetBasket', token, { basketItemIds: [ids[0], ids[2]] })
    ).json();
    expect(chosen.baskets.map((line: { id: number }) => line.id)).toEqual([ids[0], ids[2]]);
    expect(chosen.total).toBeLessThan(basket.total);
    const afterOne = (await call('POST', '/Basket/Delete', token, { ids: [ids[1]] })).json();
    expect(afterOne.baskets).toHaveLength(2);
    const empty = (await call('POST', '/Basket/Delete', token, { ids: [ids[0], ids[2]] })).json();
    expect(empty).toMatchObject({ baskets: [], count: 0, total: 0 });
  });

  it('[BSK-04] keeps lines that can no longer be bought as they were, with a note: price changed, out of stock, not on sale', async () => {
    const token = await newBuyer();
    const priced = await plainProduct();
    const soldOut = await plainProduct({ notShopId: priced.shopId });
    const withdrawn = await plainProduct({ exclude: [priced.id, soldOut.id] });
    await add(token, { productId: priced.id }, { productId: soldOut.id }, { productId: withdrawn.id });
    const before = (await call('GET', '/basket', token)).json();
    const oldPrice = before.baskets[0].price;
    await ctx.db
      .update(products)
      .set({ price: priced.price + 10_000, discountedPrice: null })
      .where(eq(products.id, priced.id));
    await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, soldOut.id));
    await ctx.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, withdrawn.id));
    const after = (await call('GET', '/basket', token)).json();
    const line = (id: number) => after.baskets.find((entry: { productId: number }) => entry.productId === id);
    expect(line(priced.id)).toMatchObject({
      state: 'available',
      priceChangedFrom: oldPrice,
      price: priced.price / 100 + 100,
    });
    expect(line(soldOut.id)).toMatchObject({ state: 'outOfStock', maxCount: 0 });
    expect(line(withdrawn.id)).toMatchObject({ state: 'unavailable', maxCount: 0 });
    expect(after.total).toBe(priced.price / 100 + 100);
    expect(after.count).toBe(3);
    await ctx.db
      .update(products)
      .set({ status: 'published', stockCount: withdrawn.stockCount })
      .where(eq(products.id, withdrawn.id));
  });

  it('[BSK-02] refuses bad payloads with field errors and leaves the basket as it was', async () => {
    const token = await newBuyer();
    const plain = await plainProduct();
    await add(token, { productId: plain.id });
    const variant = await variantProduct();
    const [otherValue] = await ctx.db
      .select({ id: productOfferValues.id, fieldId: productOfferValues.fieldId })
      .from(productOfferValues)
      .innerJoin(productOfferFields, eq(productOfferFields.id, productOfferValues.fieldId))
      .where(sql`${productOfferFields.productId} <> ${variant.productId}`)
      .limit(1);
    const [soldOut] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.stockCount, 0), eq(products.status, 'published')))
      .limit(1);
    const cases: [object, string, string][] = [
      [{ productId: 999_999 }, 'createBasketDtos.0.productId', 'Product not found'],
      [{ productComboId: plain.id + 900_000 }, 'createBasketDtos.0.productComboId', 'Combo not found'],
      [
        { productId: plain.id, productComboId: 1 },
        'createBasketDtos.0.productId',
        'Give either a product or a combo',
      ],
      [
        { productId: variant.productId },
        'createBasketDtos.0.productOfferFieldValueId',
        'Choose the product options (colour, size and so on)',
      ],
      [
        {
          productId: variant.productId,
          productOfferFieldId: otherValue?.fieldId,
          productOfferFieldValueId: otherValue?.id,
        },
        'createBasketDtos.0.productOfferFieldValueId',
        'This option does not belong to the product',
      ],
      [
        {
          productId: plain.id,
          productOfferFieldId: variant.fieldId,
          productOfferFieldValueId: variant.valueId,
        },
        'createBasketDtos.0.productOfferFieldValueId',
        'This option does not belong to the product',
      ],
      [{ productId: soldOut?.id }, 'createBasketDtos.0.count', 'The product is out of stock'],
    ];
    for (const [dto, field, message] of cases) {
      const response = await add(token, { productId: plain.id }, dto);
      expect(response.statusCode, JSON.stringify(dto)).toBe(422);
      expect(response.json().errors[field.replace('.0.', '.1.')], JSON.stringify(dto)).toEqual([message]);
    }
    for (const count of [0, -1, 1000, 2.5, 'many']) {
      const response = await add(token, { productId: plain.id, count });
      expect(response.statusCode, String(count)).toBe(400);
      expect(response.json().errors['createBasketDtos.0.count']).toEqual(['The count must be from 1 to 99']);
    }
    for (const body of [
      {},
      { createBasketDtos: [] },
      { createBasketDtos: 'x' },
      { createBasketDtos: [{ productId: 'abc' }] },
    ]) {
      expect((await call('POST', '/Basket', token, body)).statusCode).toBe(400);
    }
    const az = await add(token, { productId: 999_999 });
    expect(az.statusCode).toBe(422);
    const azBody = (
      await call('POST', '/Basket', token, { createBasketDtos: [{ productId: 999_999 }] }, 'az')
    ).json();
    expect(azBody.errors['createBasketDtos.0.productId']).toEqual(['Məhsul tapılmadı']);
    const basket = (await call('GET', '/basket', token)).json();
    expect(basket.baskets).toHaveLength(1);
    expect(basket.baskets[0]).toMatchObject({ productId: plain.id, count: 1 });
  });

  it("[BSK-04] each call works only on the caller's own basket", async () => {
    const owner = await newBuyer();
    const stranger = await newBuyer();
    const plain = await plainProduct();
    const [line] = (await add(owner, { productId: plain.id, count: 2 })).json().baskets;
    expect((await call('POST', '/basket/changeCount', stranger, { id: line.id, count: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/Basket/Delete', stranger, { ids: [line.id] })).statusCode).toBe(404);
    expect(
      (await call('POST', '/Basket/GetBasket', stranger, { basketItemIds: [line.id] })).json().baskets,
    ).toEqual([]);
    for (const url of ['/basket', '/Basket/Count'])
      expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await add('not-a-token', { productId: plain.id })).statusCode).toBe(401);
    const own = (await call('GET', '/basket', owner)).json();
    expect(own.baskets[0]).toMatchObject({ id: line.id, count: 2 });
  });
});

/** The first variant's offer values of a product, as the creation payload names them; none when it has no variants. */
async function firstVariantChoice(productId: number) {
  const [row] = await ctx.db
    .select({ valueId: productVariants.valueId, secondValueId: productVariants.secondValueId })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), gt(productVariants.stockCount, 0)))
    .limit(1);
  if (!row) return {};
  const fieldOf = async (valueId: number) =>
    (await ctx.db.select().from(productOfferValues).where(eq(productOfferValues.id, valueId)))[0]?.fieldId;
  return {
    productOfferFieldId: await fieldOf(row.valueId),
    productOfferFieldValueId: row.valueId,
    ...(row.secondValueId
      ? {
          secondProductOfferFieldId: await fieldOf(row.secondValueId),
          secondProductOfferFieldValueId: row.secondValueId,
        }
      : {}),
  };
}

describe("a guest's basket and its merge at sign-in", () => {
  it('[BSK-03] [BSK-04] prices a productStorage, joins duplicates, cuts counts to the stock and drops what never existed', async () => {
    const plain = await plainProduct({ minStock: 3 });
    await ctx.db.update(products).set({ stockCount: 4 }).where(eq(products.id, plain.id));
    const variant = await variantProduct();
    const response = await call('POST', '/Basket/UnauthenticatedUserBasket', undefined, {
      productStorage: [
        { productId: plain.id, count: 3, productOfferFields: [] },
        { productId: plain.id, count: 3 },
        { productId: 999_999, count: 1 },
        {
          productId: variant.productId,
          count: 1,
          productOfferFields: [{ offerFieldId: variant.fieldId, offerFieldValueId: variant.valueId }],
          addedPrice: 0.5,
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.baskets.map((line: { key: string; count: number }) => [line.key, line.count])).toEqual([
      [`p${plain.id}`, 4],
      [`p${variant.productId}v${variant.variantId}`, 1],
    ]);
    expect(body.notices).toEqual([{ key: `p${plain.id}`, code: 'countReduced', count: 4 }]);
    expect(body.baskets[1].priceChangedFrom).toBe(0.5);
    expect(body.productStorage).toEqual([
      { productId: plain.id, count: 4, productOfferFields: [] },
      {
        productId: variant.productId,
        count: 1,
        productOfferFields: [{ offerFieldId: variant.fieldId, offerFieldValueId: variant.valueId }],
        addedPrice: 0.5,
      },
    ]);
  });

  it('[BSK-03] adds to a guest basket strictly: a bad item is refused and the answer changes nothing', async () => {
    const plain = await plainProduct();
    const combo = await demoCombo();
    const ok = (
      await call('POST', '/Basket/UnauthenticatedUserBasket', undefined, {
        productStorage: [{ productId: plain.id, count: 1 }],
        createBasketDtos: [{ productComboId: combo.id }, { productId: plain.id }],
      })
    ).json();
    expect(ok.productStorage).toEqual(
      [
        {
          productId: plain.id,
          count: 2,
          productOfferFields: [],
          addedPrice: (plain.discountedPrice ?? plain.price) / 100,
        },
        { productComboId: combo.id, count: 1, productOfferFields: [], addedPrice: combo.price / 100 },
      ].map((item, index) =>
        index === 0 ? { productId: item.productId, count: item.count, productOfferFields: [] } : item,
      ),
    );
    const refused = await call('POST', '/Basket/UnauthenticatedUserBasket', undefined, {
      productStorage: [{ productId: plain.id, count: 1 }],
      createBasketDtos: [{ productId: 999_999 }],
    });
    expect(refused.statusCode).toBe(422);
    const badStorage = await call('POST', '/Basket/UnauthenticatedUserBasket', undefined, {
      productStorage: [{ productId: plain.id, count: 0 }],
    });
    expect(badStorage.statusCode).toBe(400);
  });

  it('[BSK-04] merges at sign-in: the same item adds up within stock, a withdrawn item comes along with its note, and a repeated merge adds nothing', async () => {
    const token = await newBuyer();
    const plain = await plainProduct({ minStock: 3 });
    await ctx.db.update(products).set({ stockCount: 5 }).where(eq(products.id, plain.id));
    const other = await plainProduct({ notShopId: plain.shopId });
    const [withdrawn] = await ctx.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.status, 'published'),
          gt(products.stockCount, 0),
          isNotNull(products.discountedPrice),
          sql`${products.id} not in (${plain.id}, ${other.id})`,
          sql`not exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    if (!withdrawn) throw new Error('no product to withdraw');
    await add(token, { productId: plain.id, count: 2 });
    await ctx.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, withdrawn.id));
    const guestBasketId = crypto.randomUUID();
    const productStorage = [
      { productId: plain.id, count: 2 },
      { productId: other.id, count: 1 },
      { productId: withdrawn.id, count: 1 },
    ];
    const merged = (
      await call('POST', '/Basket/CreateForLogin', token, { guestBasketId, productStorage })
    ).json();
    const line = (id: number) =>
      merged.baskets.find((entry: { productId: number }) => entry.productId === id);
    expect(line(plain.id).count).toBe(4);
    expect(line(other.id).count).toBe(1);
    expect(line(withdrawn.id)).toMatchObject({ count: 1, state: 'unavailable' });
    // The same guest basket again (a retry, a second tab): nothing doubles.
    const again = (
      await call('POST', '/Basket/CreateForLogin', token, { guestBasketId, productStorage })
    ).json();
    expect(again.baskets.map((entry: { count: number }) => entry.count)).toEqual(
      merged.baskets.map((entry: { count: number }) => entry.count),
    );
    // Another device's guest basket: adds up, but never beyond the stock.
    const overStock = (
      await call('POST', '/Basket/CreateForLogin', token, {
        guestBasketId: crypto.randomUUID(),
        productStorage: [{ productId: plain.id, count: 3 }],
      })
    ).json();
    expect(overStock.baskets.find((entry: { productId: number }) => entry.productId === plain.id).count).toBe(
      5,
    );
    expect(overStock.notices).toEqual([{ key: `p${plain.id}`, code: 'countReduced', count: 5 }]);
    await ctx.db.update(products).set({ status: 'published' }).where(eq(products.id, withdrawn.id));
    expect((await call('POST', '/Basket/CreateForLogin', undefined, { productStorage })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/Basket/CreateForLogin', token, { guestBasketId: 'x', productStorage }))
        .statusCode,
    ).toBe(400);
  });
});

describe("each seller's delivery fee, priced with the basket", () => {
  /** A second in-stock product without variants of the same shop, for a part of two lines. */
  async function sameShopProduct(shopId: number, notId: number) {
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.status, 'published'),
          gt(products.stockCount, 2),
          sql`${products.id} <> ${notId}`,
          sql`not exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    if (!row) throw new Error('the demo shop has one product only');
    return row;
  }

  const setPrice = (id: number, price: number) =>
    ctx.db.update(products).set({ price, discountedPrice: null }).where(eq(products.id, id));
  const restore = (product: typeof products.$inferSelect) =>
    ctx.db
      .update(products)
      .set({ price: product.price, discountedPrice: product.discountedPrice, stockCount: product.stockCount })
      .where(eq(products.id, product.id));

  it('[CHK-06] a part is 3 AZN by standard delivery below 50 AZN and free from it; urgent adds 5 AZN; nothing to buy, nothing to deliver', async () => {
    const plain = await plainProduct();
    const other = await plainProduct({ notShopId: plain.shopId });
    const guest = async (...productStorage: object[]) => {
      const response = await call('POST', '/Basket/UnauthenticatedUserBasket', undefined, { productStorage });
      expect(response.statusCode).toBe(200);
      return response.json() as { groups: { shop: { slug: string }; deliveryFee: object }[] };
    };
    try {
      await setPrice(plain.id, 4_999);
      await setPrice(other.id, 2_500);
      const below = await guest({ productId: plain.id, count: 1 }, { productId: other.id, count: 2 });
      expect(below.groups.map((group) => group.deliveryFee)).toEqual([
        { standard: 3, urgent: 8 },
        { standard: 0, urgent: 5 },
      ]);
      await setPrice(plain.id, 5_000);
      expect((await guest({ productId: plain.id, count: 1 })).groups[0]?.deliveryFee).toEqual({
        standard: 0,
        urgent: 5,
      });
      await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, plain.id));
      expect((await guest({ productId: plain.id, count: 1 })).groups[0]?.deliveryFee).toEqual({
        standard: 0,
        urgent: 0,
      });
    } finally {
      for (const product of [plain, other]) await restore(product);
    }
  });

  it('[CHK-06] [BSK-05] GetBasket prices the chosen lines alone: one line of a free part pays its own delivery', async () => {
    const token = await newBuyer();
    const first = await plainProduct();
    const second = await sameShopProduct(first.shopId, first.id);
    try {
      await setPrice(first.id, 3_000);
      await setPrice(second.id, 3_000);
      const basket = (await add(token, { productId: first.id }, { productId: second.id })).json();
      expect(basket.groups).toHaveLength(1);
      expect(basket.groups[0]).toMatchObject({ subtotal: 60, deliveryFee: { standard: 0, urgent: 5 } });
      const chosen = (
        await call('POST', '/Basket/GetBasket', token, { basketItemIds: [basket.baskets[0].id] })
      ).json();
      expect(chosen.groups[0]).toMatchObject({ subtotal: 30, deliveryFee: { standard: 3, urgent: 8 } });
    } finally {
      for (const product of [first, second]) await restore(product);
    }
  });
});

describe('wishlist', () => {
  it('[WSH-01] [WSH-02] favourites products and combos, once each, and removes them by Id and isCombo', async () => {
    const token = await newBuyer();
    const plain = await plainProduct();
    const combo = await demoCombo();
    expect((await call('POST', '/Wishlist', token, { id: plain.id, isCombo: false })).statusCode).toBe(200);
    await call('POST', '/Wishlist', token, { id: plain.id, isCombo: false });
    const both = (await call('POST', '/Wishlist', token, { id: combo.id, isCombo: true })).json();
    expect(both.count).toBe(2);
    expect(both.items[0]).toMatchObject({
      id: combo.id,
      isCombo: true,
      combo: { code: 'CMB-1001' },
      product: null,
    });
    expect(both.items[1]).toMatchObject({
      id: plain.id,
      isCombo: false,
      product: { slug: plain.slug },
      combo: null,
    });
    expect((await call('GET', '/wishlist', token)).json().count).toBe(2);
    const afterDelete = (await call('DELETE', `/wishlist?Id=${combo.id}&isCombo=true`, token)).json();
    expect(afterDelete.items.map((item: { id: number }) => item.id)).toEqual([plain.id]);
    // The same id as a product is another entry: removing it as a combo left the product.
    const sameIdAsProduct = (await call('DELETE', `/wishlist?Id=${plain.id}&isCombo=true`, token)).json();
    expect(sameIdAsProduct.count).toBe(1);
  });

  it('[WSH-02] refuses what is not on sale, a combo id that is no combo, and callers without a session', async () => {
    const token = await newBuyer();
    const plain = await plainProduct();
    const unknown = await call('POST', '/Wishlist', token, { id: 999_999, isCombo: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('The product to favourite was not found');
    expect(
      (await call('POST', '/Wishlist', token, { id: plain.id + 900_000, isCombo: true })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/Wishlist', token, { id: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', '/wishlist?Id=abc', token)).statusCode).toBe(400);
    expect((await call('GET', '/wishlist', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/wishlist', token)).json()).toEqual({ count: 0, items: [] });
  });

  it("[WSH-01] shows a guest's favItems and merges them at sign-in, skipping what left sale", async () => {
    const token = await newBuyer();
    const first = await plainProduct();
    const second = await plainProduct({ notShopId: first.shopId });
    const combo = await demoCombo();
    const items = [
      { id: first.id, isCombo: false },
      { id: combo.id, isCombo: true },
      { id: 999_999, isCombo: false },
    ];
    const guest = (await call('POST', '/Wishlist/UnauthenticatedUserWishlist', undefined, { items })).json();
    expect(guest.items.map((item: { id: number }) => item.id)).toEqual([first.id, combo.id]);
    await call('POST', '/Wishlist', token, { id: second.id, isCombo: false });
    const merged = (
      await call('POST', '/Wishlist/CreateForLogin', token, { items: [...items, items[0]] })
    ).json();
    expect(merged.count).toBe(3);
    expect(merged.items.map((item: { id: number }) => item.id).sort()).toEqual(
      [first.id, second.id, combo.id].sort(),
    );
  });
});
