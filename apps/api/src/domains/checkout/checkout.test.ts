import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantOfOneField } from '../../test/demo-data';
import { sellerMovesPart } from '../../test/orders-support';
import { basketOrder, checkout as postCheckout } from '../../test/payments-support';
import { callerOf, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { products, productVariants } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);

/** Two simple products (no variants) in stock from two different shops. */
async function twoSellersProducts() {
  const rows = await ctx.db
    .select({
      id: products.id,
      shopId: products.shopId,
      price: products.price,
      discounted: products.discountedPrice,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(eq(products.status, 'published'), gt(products.stockCount, 20), isNull(products.discountedPrice)),
    )
    .orderBy(products.id);
  const first = rows.find((row) => row.price >= 3000);
  const second = rows.find((row) => first && row.shopId !== first.shopId);
  if (!first || !second) throw new Error('the demo needs in-stock products of two shops');
  return [first, second];
}

async function regions() {
  const response = await call('GET', 'Address/Regions');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    deliverable: boolean;
    districts: { id: number; deliverable: boolean }[];
  }[];
}

async function deliverable() {
  const city = (await regions()).find((region) => region.deliverable);
  const district = city?.districts.find((d) => d.deliverable);
  if (!city || !district) throw new Error('no deliverable region');
  return { cityId: city.id, districtId: district.id };
}

let guestSerial = 0;
/** A guest phone proved by the SMS code, as the checkout page does it. */
async function confirmedGuest() {
  guestSerial += 1;
  const phone =
    `9947011${String(Date.now() % 100000).padStart(5, '0')}`.slice(0, 10) +
    String(guestSerial).padStart(2, '0');
  expect((await call('POST', 'Checkout/SendCode', { payload: { phone } })).statusCode).toBe(200);
  const outbox = await call('GET', `dev/SmsOutbox?phone=${phone}`);
  const code = /\d{6}/.exec(outbox.json().items[0].text)?.[0] ?? '';
  const confirmed = await call('POST', 'Checkout/ConfirmPhone', { payload: { phone, code } });
  expect(confirmed.statusCode).toBe(200);
  return { phone, phoneToken: confirmed.json().phoneToken as string };
}

/**
 * Guest phones proved straight through the checkout service, for tests that need more of them
 * than the per-address code limit lets one client ask for.
 */
async function confirmedGuests(count: number) {
  const phones = Array.from({ length: count }, (_, index) =>
    `99470${String(9_000_000 + index)}`.slice(0, 12),
  );
  const { checkout } = ctx.app.services;
  return Promise.all(
    phones.map(async (phone) => {
      await checkout.sendCode(phone, 'az');
      const outbox = await call('GET', `dev/SmsOutbox?phone=${phone}`);
      const code = /\d{6}/.exec(outbox.json().items[0].text)?.[0] ?? '';
      return { phone, phoneToken: (await checkout.confirmPhone(null, phone, code)).phoneToken };
    }),
  );
}

const general = { name: 'Aygün', surname: 'Məmmədova', email: 'aygun@example.az' };

describe('checkout (POST Checkout)', () => {
  it('[CHK-02] [CHK-08] [CHK-09] a guest confirms the phone by SMS and orders from two sellers: one order, a part per seller, stock taken', async () => {
    const [a, b] = await twoSellersProducts();
    if (!a || !b) throw new Error('unreachable');
    const guest = await confirmedGuest();
    const before = await ctx.db.select({ id: products.id, stock: products.stockCount }).from(products);
    const response = await call('POST', 'Checkout', {
      key: `guest-${guest.phone}`,
      payload: {
        ...general,
        phone: guest.phone,
        phoneToken: guest.phoneToken,
        address: { ...(await deliverable()), text: 'Nizami küçəsi 10', type: 'home' },
        deliveryType: 'standard',
        paymentType: 'cash',
        items: [
          { productId: a.id, count: 2 },
          { productId: b.id, count: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.number).toMatch(/^BZ-\d+$/);
    expect(order.parts).toHaveLength(2);
    const goods = a.price * 2 + b.price;
    const fees = order.parts.reduce(
      (sum: number, part: { deliveryFee: number }) => sum + part.deliveryFee * 100,
      0,
    );
    expect(Math.round(order.total * 100)).toBe(goods + fees);
    const after = await ctx.db.select({ id: products.id, stock: products.stockCount }).from(products);
    const stockOf = (rows: typeof before, id: number) => rows.find((row) => row.id === id)?.stock ?? -1;
    expect(stockOf(after, a.id)).toBe(stockOf(before, a.id) - 2);
    expect(stockOf(after, b.id)).toBe(stockOf(before, b.id) - 1);

    const lookup = await call('GET', `Order/Lookup?number=${order.number}&phone=${guest.phone}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().id).toBe(order.id);
    expect((await call('GET', `Order/Lookup?number=${order.number}&phone=994709999999`)).statusCode).toBe(
      404,
    );
  });

  it('[CHK-08] a guest without a confirmed phone is refused, and a wrong code is refused', async () => {
    const [a] = await twoSellersProducts();
    const response = await call('POST', 'Checkout', {
      key: 'no-phone-token-1',
      payload: {
        ...general,
        phone: '994701234567',
        address: { ...(await deliverable()), text: 'X', type: 'home' },
        paymentType: 'cash',
        items: [{ productId: a?.id, count: 1 }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phone).toEqual(['Telefon nömrənizi SMS kodu ilə təsdiqləyin']);
    await call('POST', 'Checkout/SendCode', { payload: { phone: '994701234567' } });
    const wrong = await call('POST', 'Checkout/ConfirmPhone', {
      payload: { phone: '994701234567', code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const again = await call('POST', 'Checkout/SendCode', { payload: { phone: '994701234567' } });
    expect(again.statusCode).toBe(429);
  });

  it('[CHK-03] [CHK-04] [CHK-05] validates the general info, the address and the payment method with the spec messages', async () => {
    const response = await call('POST', 'Checkout', {
      key: 'invalid-body-1',
      payload: { name: '', surname: 'X', phone: '12345', email: 'nope', items: [] },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.name).toEqual(['Bu sahə mütləqdir']);
    expect(errors.phone).toEqual(['Telefon nömrəsi 994XXXXXXXXX və ya 011XXXXXXX formatında olmalıdır']);
    expect(errors.email).toEqual(['E-poçt ünvanı düzgün deyil']);
    expect(errors.paymentType).toEqual(['Zəhmət olmasa, ödəniş üsulunu seçin']);
    const landline = await call('POST', 'Checkout', {
      key: 'invalid-body-2',
      payload: { ...general, phone: '0114567890', paymentType: 'cash' },
    });
    expect(landline.json().errors.phone).toBeUndefined();
    expect(landline.json().errors.addressId).toEqual(['Zəhmət olmasa, ünvanınızı seçin']);
  });

  it('[CHK-04] refuses an undeliverable region with "area not deliverable at present"', async () => {
    const city = (await regions()).find((region) => !region.deliverable);
    const [a] = await twoSellersProducts();
    const guest = await confirmedGuest();
    const response = await call('POST', 'Checkout', {
      key: `undeliverable-${guest.phone}`,
      headers: {},
      payload: {
        ...general,
        phone: guest.phone,
        phoneToken: guest.phoneToken,
        address: { cityId: city?.id, districtId: city?.districts[0]?.id, text: 'Mərkəz 1', type: 'office' },
        paymentType: 'cash',
        items: [{ productId: a?.id, count: 1 }],
      },
    } as never);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['address.districtId']).toEqual(['Bu əraziyə hazırda çatdırılma yoxdur']);
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Address/Regions',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().find((region: { deliverable: boolean }) => !region.deliverable)).toBeTruthy();
  });

  it('[CHK-06] [CHK-07] a member orders the basket with the saved address, urgent delivery and a promo code, once; each part costs the delivery the basket priced', async () => {
    const token = await signIn(ctx, '994500000003');
    const [a, b] = await twoSellersProducts();
    for (const product of [a, b])
      expect(
        (
          await call('POST', 'Basket', {
            token,
            payload: { createBasketDtos: [{ productId: product?.id, count: 1 }] },
          })
        ).statusCode,
      ).toBe(200);
    const [address] = (await call('GET', 'Address', { token })).json();
    expect(address).toMatchObject({ isDefault: true, deliverable: true });
    const goods = (a?.price ?? 0) + (b?.price ?? 0);

    const applied = await call('POST', 'Checkout/ApplyPromoCode', {
      token,
      payload: { promoCode: 'bazar5', amount: goods / 100 },
    });
    expect(applied.json()).toEqual({ code: 'BAZAR5', discount: 5, status: 'active' });
    const expired = await call('POST', 'Checkout/ApplyPromoCode', {
      token,
      payload: { promoCode: 'EXPIRED1', amount: 100 },
    });
    expect(expired.json().errors.promoCode).toEqual(['Promo kodun vaxtı bitib']);
    const small = await call('POST', 'Checkout/ApplyPromoCode', {
      token,
      payload: { promoCode: 'WELCOME10', amount: 10 },
    });
    expect(small.json().errors.promoCode).toEqual(['Promo kod üçün minimum sifariş məbləğinə çatmırsınız']);
    const unknown = await call('POST', 'Checkout/ApplyPromoCode', {
      token,
      payload: { promoCode: 'NOPE', amount: 10 },
    });
    expect(unknown.json().errors.promoCode).toEqual(['Belə promo kod yoxdur']);

    // The basket says what each seller's urgent delivery costs before the order; the order charges that.
    const priced = (await call('GET', 'basket', { token })).json() as {
      groups: { shop: { slug: string }; deliveryFee: { urgent: number } }[];
    };
    const urgentFees = Object.fromEntries(
      priced.groups.map((group) => [group.shop.slug, group.deliveryFee.urgent]),
    );

    const me = (await call('GET', 'Checkout/Me', { token })).json();
    expect(me.phoneConfirmed).toBe(true);
    const body = {
      name: me.name,
      surname: me.surname,
      phone: me.phone,
      email: me.email,
      addressId: address.id,
      deliveryType: 'urgent',
      paymentType: 'cash',
      promoCode: 'BAZAR5',
    };
    const placed = await call('POST', 'Checkout', { token, key: 'member-order-1', payload: body });
    expect(placed.statusCode).toBe(200);
    const order = placed.json();
    const fees = order.parts.reduce(
      (sum: number, part: { subtotal: number }) => sum + (part.subtotal >= 50 ? 500 : 800),
      0,
    );
    expect(Math.round(order.total * 100)).toBe(goods + fees - 500);
    expect(
      Object.fromEntries(
        order.parts.map((part: { shop: { slug: string }; deliveryFee: number }) => [
          part.shop.slug,
          part.deliveryFee,
        ]),
      ),
    ).toEqual(urgentFees);
    expect(order.discount).toBe(5);
    expect((await call('GET', 'Basket/Count', { token })).json()).toEqual({ count: 0 });

    // The same key and body answers the first order; another body with the key is refused.
    const retried = await call('POST', 'Checkout', { token, key: 'member-order-1', payload: body });
    expect(retried.json().id).toBe(order.id);
    const other = await call('POST', 'Checkout', {
      token,
      key: 'member-order-1',
      payload: { ...body, deliveryType: 'standard' },
    });
    expect(other.statusCode).toBe(422);
    const used = await call('POST', 'Checkout/ApplyPromoCode', {
      token,
      payload: { promoCode: 'BAZAR5', amount: 100 },
    });
    expect(used.json().errors.promoCode).toEqual(['Bu promo koddan artıq istifadə etmisiniz']);

    // A later price change does not touch the placed order.
    await ctx.db
      .update(products)
      .set({ price: 1 })
      .where(eq(products.id, a?.id ?? 0));
    const mine = (await call('GET', `Order/${order.id}`, { token })).json();
    expect(mine.total).toBe(order.total);
    await ctx.db
      .update(products)
      .set({ price: a?.price ?? 0 })
      .where(eq(products.id, a?.id ?? 0));
  });
});

describe('orders (GET Order, Cancel, status machine, feedback)', () => {
  async function memberOrder(token: string, key: string) {
    const [a, b] = await twoSellersProducts();
    for (const product of [a, b])
      await call('POST', 'Basket', {
        token,
        payload: { createBasketDtos: [{ productId: product?.id, count: 1 }] },
      });
    const placed = await postCheckout(ctx, token, await basketOrder(ctx, token, 'cash'), key);
    expect(placed.statusCode).toBe(200);
    return placed.json();
  }

  it('[CHK-11] my orders lists the order; cancelling gives the stock back; another buyer gets 404', async () => {
    const token = await signIn(ctx, '994500000003');
    const order = await memberOrder(token, 'cancel-me-1');
    const list = (await call('GET', 'Order?page=1&pageSize=5', { token })).json();
    expect(list.items[0]).toMatchObject({ id: order.id, number: order.number, status: 'placed' });
    const firstItem = order.parts[0].items[0];
    const [before] = await ctx.db
      .select({ stock: products.stockCount })
      .from(products)
      .where(eq(products.id, firstItem.productId));

    const seller = await signIn(ctx, '994500000002');
    expect((await call('GET', `Order/${order.id}`, { token: seller })).statusCode).toBe(404);
    expect((await call('POST', `Order/${order.id}/Cancel`, { token: seller })).statusCode).toBe(404);

    const cancelled = await call('POST', `Order/${order.id}/Cancel`, { token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancelled.json().parts[0].events.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'cancelled',
    ]);
    const [after] = await ctx.db
      .select({ stock: products.stockCount })
      .from(products)
      .where(eq(products.id, firstItem.productId));
    expect(after?.stock).toBe((before?.stock ?? 0) + firstItem.count);
    expect((await call('POST', `Order/${order.id}/Cancel`, { token })).statusCode).toBe(422);
  });

  it('[CHK-12] [CHK-13] the status machine refuses illegal moves; after delivery the buyer rates it; 4 refusals close cash', async () => {
    const token = await signIn(ctx, '994500000003');
    const order = await memberOrder(token, 'lifecycle-1');
    const part = order.parts[0];
    // The part's own seller moves it (operators use the back office).
    const move = (status: string, extra: object = {}) => sellerMovesPart(ctx, part.id, { status, ...extra });
    expect((await move('delivered')).statusCode).toBe(422);
    expect(
      (await call('POST', `OrderPart/${part.id}/Status`, { token, payload: { status: 'confirmed' } }))
        .statusCode,
    ).toBe(404);
    expect((await move('confirmed')).statusCode).toBe(200);
    expect((await move('shipped')).statusCode).toBe(200);
    expect((await call('POST', `Order/${order.id}/Cancel`, { token })).statusCode).toBe(422);
    const early = await call('POST', `Order/${order.id}/Feedback`, {
      token,
      payload: { partId: order.parts[1].id, rating: 5 },
    });
    expect(early.statusCode).toBe(422);
    expect((await move('delivered')).statusCode).toBe(200);
    const noRating = await call('POST', `Order/${order.id}/Feedback`, {
      token,
      payload: { partId: part.id },
    });
    expect(noRating.json().errors.rating).toEqual(['Zəhmət olmasa, qiymət seçin']);
    const rated = await call('POST', `Order/${order.id}/Feedback`, {
      token,
      payload: { partId: part.id, rating: 2, reason: 'courierLate' },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().parts[0].feedback).toEqual({ rating: 2, reason: 'courierLate', comment: null });
    expect(rated.json().parts[0].events.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);

    // Four unjustified refusals at the door in a row: cash at the door is closed to that phone.
    for (let i = 0; i < 4; i++) {
      const next = await memberOrder(token, `refuse-${i}`);
      for (const status of ['confirmed', 'shipped', 'refused'])
        expect((await sellerMovesPart(ctx, next.parts[0].id, { status })).statusCode).toBe(200);
    }
    const me = (await call('GET', 'Checkout/Me', { token })).json();
    const [address] = (await call('GET', 'Address', { token })).json();
    const [a] = await twoSellersProducts();
    await call('POST', 'Basket', { token, payload: { createBasketDtos: [{ productId: a?.id, count: 1 }] } });
    const refused = await call('POST', 'Checkout', {
      token,
      key: 'after-refusals',
      payload: {
        name: me.name,
        surname: me.surname,
        phone: me.phone,
        email: me.email,
        addressId: address.id,
        paymentType: 'cash',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.paymentType).toHaveLength(1);
  });
});

describe('addresses (my addresses)', () => {
  it('[CHK-10] adds, edits, makes default and deletes an address; another member cannot touch it', async () => {
    const token = await signIn(ctx, '994500000003');
    const place = await deliverable();
    const created = await call('POST', 'Address', {
      token,
      payload: { ...place, text: 'Ofis, 28 May 5', type: 'office' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ type: 'office', isDefault: false, deliverable: true });
    const id = created.json().id;
    const edited = await call('PUT', `Address/${id}`, {
      token,
      payload: { ...place, text: 'Ofis, 28 May 7', type: 'office', isDefault: true },
    });
    expect(edited.json()).toMatchObject({ text: 'Ofis, 28 May 7', isDefault: true });
    const list = (await call('GET', 'Address', { token })).json();
    expect(
      list.filter((address: { isDefault: boolean }) => address.isDefault).map((a: { id: number }) => a.id),
    ).toEqual([id]);
    const other = await signIn(ctx, '994500000001');
    expect((await call('DELETE', `Address/${id}`, { token: other })).statusCode).toBe(404);
    expect((await call('DELETE', `Address/${id}`, { token })).statusCode).toBe(204);
    const badDistrict = await call('POST', 'Address', {
      token,
      payload: { cityId: place.cityId, districtId: place.cityId, text: 'X', type: 'home' },
    });
    expect(badDistrict.statusCode).toBe(422);
    // Give the default back to the seeded address.
    const [seeded] = list.filter((address: { id: number }) => address.id !== id);
    await call('PUT', `Address/${seeded.id}`, {
      token,
      payload: {
        cityId: seeded.cityId,
        districtId: seeded.districtId,
        text: seeded.text,
        type: seeded.type,
        isDefault: true,
      },
    });
  });
});

describe('phone confirmation', () => {
  it('[CHK-08] a confirmed phone is good for one order: a second order asks for a new code, a retry of the first is the first', async () => {
    const [a] = await twoSellersProducts();
    const guest = await confirmedGuest();
    const payload = {
      ...general,
      phone: guest.phone,
      phoneToken: guest.phoneToken,
      address: { ...(await deliverable()), text: 'Nərimanov 5', type: 'home' },
      paymentType: 'cash',
      items: [{ productId: a?.id, count: 1 }],
    };
    const first = await call('POST', 'Checkout', { key: `once-${guest.phone}-1`, payload });
    expect(first.statusCode).toBe(200);
    const retry = await call('POST', 'Checkout', { key: `once-${guest.phone}-1`, payload });
    expect(retry.json().id).toBe(first.json().id);
    const second = await call('POST', 'Checkout', { key: `once-${guest.phone}-2`, payload });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.phone).toEqual([
      'Bu təsdiq artıq bir sifariş üçün istifadə olunub, yeni SMS kodu istəyin',
    ]);
  });
});

describe('checkout under load (row locks and idempotency)', () => {
  it('50 concurrent checkouts for the last 10 units leave exactly 10 orders and stock 0', async () => {
    const [a] = await twoSellersProducts();
    if (!a) throw new Error('unreachable');
    await ctx.db.update(products).set({ stockCount: 10 }).where(eq(products.id, a.id));
    const guests = await confirmedGuests(50);
    const address = { ...(await deliverable()), text: 'Yasamal 3', type: 'home' };
    const answers = await Promise.all(
      guests.map((guest) =>
        call('POST', 'Checkout', {
          key: `last-units-${guest.phone}`,
          payload: {
            ...general,
            phone: guest.phone,
            phoneToken: guest.phoneToken,
            address,
            paymentType: 'cash',
            items: [{ productId: a.id, count: 1 }],
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const [left] = await ctx.db
      .select({ stock: products.stockCount })
      .from(products)
      .where(eq(products.id, a.id));
    expect(left?.stock).toBe(0);
  });

  it('concurrent identical submits with one Idempotency-Key place one order', async () => {
    const [, b] = await twoSellersProducts();
    const guest = await confirmedGuest();
    const payload = {
      ...general,
      phone: guest.phone,
      phoneToken: guest.phoneToken,
      address: { ...(await deliverable()), text: 'Xətai 8', type: 'home' },
      paymentType: 'cash',
      items: [{ productId: b?.id, count: 1 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', 'Checkout', { key: `double-click-${guest.phone}`, payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const lookup = await call('GET', `Order/Lookup?number=${answers[0]?.json().number}&phone=${guest.phone}`);
    expect(lookup.statusCode).toBe(200);
  });
});

const variantProduct = () => variantOfOneField(ctx, 5);

const variantStock = async (variantId: number) =>
  (
    await ctx.db
      .select({ stock: productVariants.stockCount })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;

describe('buy now (POST Checkout with buyNow)', () => {
  it('[CAT-08] [CHK-09] a member buys exactly the chosen variant and count, alone, the basket left as it was; the same key three times is one order', async () => {
    const token = await signIn(ctx, '994500000003');
    const [a, b] = await twoSellersProducts();
    await call('POST', 'Basket', {
      token,
      payload: {
        createBasketDtos: [
          { productId: a?.id, count: 1 },
          { productId: b?.id, count: 3 },
        ],
      },
    });
    const basketLines = async () =>
      ((await call('GET', 'basket', { token })).json().baskets as { key: string; count: number }[]).map(
        (line) => ({ key: line.key, count: line.count }),
      );
    const before = await basketLines();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const variant = await variantProduct();
    const stockBefore = await variantStock(variant.variantId);
    // Ordered for a phone of its own: the demo buyer's cash may be closed by the refusals above.
    const guest = await confirmedGuest();
    const [address] = (await call('GET', 'Address', { token })).json();
    const payload = {
      ...general,
      phone: guest.phone,
      phoneToken: guest.phoneToken,
      addressId: address.id,
      paymentType: 'cash',
      buyNow: {
        productId: variant.productId,
        productOfferFieldId: variant.fieldId,
        productOfferFieldValueId: variant.valueId,
        count: 2,
      },
    };

    const answers = [];
    for (let press = 0; press < 3; press += 1)
      answers.push(await call('POST', 'Checkout', { token, key: `buy-now-${variant.variantId}`, payload }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const order = answers[0]?.json();
    expect(order.parts).toHaveLength(1);
    expect(order.parts[0].items).toHaveLength(1);
    const unit = variant.discountedPrice ?? variant.price;
    expect(order.parts[0].items[0]).toMatchObject({
      productId: variant.productId,
      count: 2,
      unitPrice: unit / 100,
    });
    expect(order.parts[0].items[0].variant).toBeTruthy();
    expect(await variantStock(variant.variantId)).toBe((stockBefore ?? 0) - 2);
    expect(await basketLines()).toEqual(before);

    const ids = (await call('GET', 'basket', { token }))
      .json()
      .baskets.map((line: { id: number }) => line.id);
    expect((await call('POST', 'Basket/Delete', { token, payload: { ids } })).statusCode).toBe(200);
  });

  it('[CAT-08] [CHK-02] a guest buys now: the one line, with no basket sent', async () => {
    const [a] = await twoSellersProducts();
    const guest = await confirmedGuest();
    const response = await call('POST', 'Checkout', {
      key: `guest-buy-now-${guest.phone}`,
      payload: {
        ...general,
        phone: guest.phone,
        phoneToken: guest.phoneToken,
        address: { ...(await deliverable()), text: 'Füzuli 12', type: 'office' },
        paymentType: 'cash',
        buyNow: { productId: a?.id, count: 1 },
      },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().parts.flatMap((part: { items: unknown[] }) => part.items);
    expect(items).toEqual([expect.objectContaining({ productId: a?.id, count: 1 })]);
  });

  it('refuses a buy now that is not one buyable line: with the basket, both or neither of product and combo, unknown, without its variant, more than in stock', async () => {
    const token = await signIn(ctx, '994500000003');
    const [a] = await twoSellersProducts();
    const variant = await variantProduct();
    const guest = await confirmedGuest();
    const [address] = (await call('GET', 'Address', { token })).json();
    let serial = 0;
    const order = (extra: object) => {
      serial += 1;
      return call('POST', 'Checkout', {
        token,
        key: `buy-now-refused-${serial}`,
        payload: {
          ...general,
          phone: guest.phone,
          phoneToken: guest.phoneToken,
          addressId: address.id,
          paymentType: 'cash',
          ...extra,
        },
      });
    };

    const withBasket = await order({ buyNow: { productId: a?.id, count: 1 }, basketItemIds: [1] });
    expect(withBasket.statusCode).toBe(400);
    expect(withBasket.json().errors.buyNow).toEqual(['"İndi al" səbətlə birlikdə deyil, tək sifariş olunur']);
    const both = await order({ buyNow: { productId: a?.id, productComboId: 1, count: 1 } });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors['buyNow.productId']).toEqual(['Ya məhsul, ya da kombo göstərin']);
    const none = await order({ buyNow: { count: 0 } });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(
      expect.arrayContaining(['buyNow.count', 'buyNow.productId']),
    );

    const unknown = await order({ buyNow: { productId: 2_000_000_000, count: 1 } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['buyNow.productId']);
    const noVariant = await order({ buyNow: { productId: variant.productId, count: 1 } });
    expect(noVariant.statusCode).toBe(422);
    expect(Object.keys(noVariant.json().errors)).toEqual(['buyNow.productOfferFieldValueId']);
    const stock = await variantStock(variant.variantId);
    await ctx.db
      .update(productVariants)
      .set({ stockCount: 3 })
      .where(eq(productVariants.id, variant.variantId));
    const tooMany = await order({
      buyNow: {
        productId: variant.productId,
        productOfferFieldId: variant.fieldId,
        productOfferFieldValueId: variant.valueId,
        count: 4,
      },
    });
    await ctx.db
      .update(productVariants)
      .set({ stockCount: stock ?? 0 })
      .where(eq(productVariants.id, variant.variantId));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('Bu məhsuldan stokda bu qədər yoxdur, sayı azaldın');
  });
});
