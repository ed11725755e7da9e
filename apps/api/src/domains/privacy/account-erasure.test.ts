import { Role } from '@bazar/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { yearsBefore } from '../../shared/retention';
import { callerOf, registerAccount, signIn, smsCodeTo, testAppForFile } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { addresses } from '../addresses/addresses.tables';
import { products } from '../catalog/catalog.tables';
import { orders } from '../orders/orders.tables';
import { shops } from '../sellers/sellers.tables';
import { accountDeletions } from './privacy.tables';

const ctx = testAppForFile();

const call = callerOf(() => ctx);
const day = 86_400_000;
const demoAdmin = '994500000001';
const demoSeller = '994500000002';
const password = 'Tut-ağacı-17';

let serial = 0;
/** A buyer registered as a person does, signed in. */
async function newBuyer(accountType: number = Role.Customer) {
  serial += 1;
  const n = `${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(2, '0')}`;
  const person = {
    accountType,
    firstName: 'Günay',
    lastName: 'Rəhimova',
    phone: `99470${n}`,
    email: `gunay.${n}@example.az`,
    password,
    confirmPassword: password,
    acceptTerms: true,
    ...(accountType === Role.Seller ? { shopName: `Günay Butik ${n}` } : {}),
  };
  const response = await registerAccount(ctx.app, person, { ip: `10.9.0.${serial}` });
  expect(response.statusCode, response.body).toBe(201);
  const session = response.json() as { token: string; id: number };
  return { ...person, token: session.token, id: session.id };
}

/** A deliverable city and district, with the buyer's address there. */
async function addAddress(token: string) {
  const regions = (await call('GET', 'Address/Regions')).json() as {
    id: number;
    deliverable: boolean;
    districts: { id: number; deliverable: boolean }[];
  }[];
  const city = regions.find((region) => region.deliverable);
  const district = city?.districts.find((d) => d.deliverable);
  const created = await call('POST', 'Address', {
    token,
    payload: { cityId: city?.id, districtId: district?.id, text: 'Nizami küçəsi 10, mənzil 4', type: 'home' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: number };
}

/** The buyer orders one of the demo seller's products, paying at the door. */
async function placeOrder(token: string, addressId: number) {
  const [own] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.phone, demoSeller));
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shopId, own?.id ?? 0),
        eq(products.status, 'published'),
        gt(products.stockCount, 20),
        isNull(products.discountedPrice),
      ),
    )
    .limit(1);
  await call('POST', 'Basket', {
    token,
    payload: { createBasketDtos: [{ productId: product?.id, count: 1 }] },
  });
  const me = (await call('GET', 'Checkout/Me', { token })).json();
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/Checkout',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `erasure-${++serial}` },
    payload: {
      name: me.name,
      surname: me.surname,
      phone: me.phone,
      email: me.email,
      addressId,
      deliveryType: 'standard',
      paymentType: 'cash',
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as { id: number; number: string };
}

const orderRow = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const deletionOf = async (userId: number) =>
  (await ctx.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)))[0];
const runDaily = (now: Date) => ctx.app.services.privacyDaily.runDaily(now);

describe('deleting an account (DELETE user)', () => {
  it('[PRV-04] a buyer with an order deletes the account with the password: it stops at once, the seller keeps the order, the phone is free', async () => {
    const buyer = await newBuyer();
    const address = await addAddress(buyer.token);
    const order = await placeOrder(buyer.token, address.id);

    const state = await call('GET', 'Privacy', { token: buyer.token });
    expect(state.json()).toEqual({
      restricted: false,
      openOrders: 1,
      walletBalance: 0,
      canDeleteSelf: true,
      hasPassword: true,
    });

    const wrong = await call('DELETE', 'user', {
      token: buyer.token,
      payload: { password: 'not-it-1' },
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'privacy.wrongPassword',
      errors: { password: ['The password is wrong. The account was not deleted.'] },
    });
    expect(wrong.json().detail).toMatch(/password is wrong/);

    expect((await call('DELETE', 'user', { token: buyer.token, payload: { password } })).statusCode).toBe(
      204,
    );

    // Sign-in by the phone finds nothing, and the old token is refused.
    const signInAgain = await call('POST', 'auth', { payload: { phoneOrEmail: buyer.phone, password } });
    expect(signInAgain.statusCode).toBe(401);
    expect((await call('GET', 'user/profile', { token: buyer.token })).statusCode).toBe(401);

    // The seller still sees the order and where to deliver it; the buyer's name is gone.
    const seller = await signIn(ctx, demoSeller);
    const { items } = (await call('GET', `Shop/Orders?q=${order.number}`, { token: seller })).json();
    expect(items).toHaveLength(1);
    expect(items[0].buyer).toEqual({ name: '', surname: '', phone: buyer.phone });
    expect(items[0].address.text).toBe('Nizami küçəsi 10, mənzil 4');
    expect(items[0].items).toHaveLength(1);

    const deletion = await deletionOf(buyer.id);
    expect(deletion).toMatchObject({
      phone: buyer.phone,
      email: buyer.email,
      operatorId: null,
      purgedAt: null,
    });
    expect(deletion?.purgeAfter.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    expect(await userRow(buyer.id)).toMatchObject({ phone: null, email: null, passwordHash: null });

    // The same phone and e-mail make a new account at once.
    await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '2 minutes'`);
    const again = await registerAccount(
      ctx.app,
      { ...buyer, token: undefined, id: undefined },
      { ip: '10.9.1.1' },
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(buyer.id);
  });

  it('[PRV-04] a buyer without the password confirms by a texted code; a wrong code is a 400', async () => {
    const buyer = await newBuyer();
    await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '2 minutes'`);
    expect((await call('POST', 'Privacy/DeletionCode', { token: buyer.token })).statusCode).toBe(200);
    const code = await smsCodeTo(ctx.app, buyer.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('DELETE', 'user', { token: buyer.token, payload: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'error.codeInvalid', errors: { code: ['Kod yanlışdır'] } });
    expect((await call('DELETE', 'user', { token: buyer.token, payload: { code } })).statusCode).toBe(204);
    expect((await call('GET', 'user/profile', { token: buyer.token })).statusCode).toBe(401);
  });

  it('[PRV-04] a seller is told to close the shop through the back office, and an operator is refused', async () => {
    const seller = await signIn(ctx, demoSeller);
    const refused = await call('DELETE', 'user', {
      token: seller,
      payload: { password: 'demo1234' },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'privacy.sellerThroughSupport' });
    expect(refused.json().detail).toMatch(/back office/);
    expect((await call('GET', 'Privacy', { token: seller })).json().canDeleteSelf).toBe(false);
    const admin = await signIn(ctx, demoAdmin);
    const operator = await call('DELETE', 'user', { token: admin, payload: { password: 'demo1234' } });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().code).toBe('privacy.operatorAccount');
  });
});

describe('the purge and retention (privacy-daily)', () => {
  it('[PRV-01] a deletion is purged after 30 days and within 60: addresses gone, the order kept without personal fields; a second run changes nothing', async () => {
    const buyer = await newBuyer();
    const address = await addAddress(buyer.token);
    const order = await placeOrder(buyer.token, address.id);
    await call('PUT', 'user/profile', {
      token: buyer.token,
      payload: {
        firstName: 'Günay',
        lastName: 'Rəhimova',
        fatherName: 'Elçin',
        phone: buyer.phone,
        email: buyer.email,
        birthday: '1990-04-12',
        gender: 'woman',
      },
    });
    expect((await call('DELETE', 'user', { token: buyer.token, payload: { password } })).statusCode).toBe(
      204,
    );
    const deletedAt = (await deletionOf(buyer.id))?.deletedAt ?? new Date();

    await runDaily(new Date(deletedAt.getTime() + 29 * day));
    expect((await deletionOf(buyer.id))?.purgedAt).toBeNull();
    expect((await orderRow(order.id))?.phone).toBe(buyer.phone);

    const purgeDay = new Date(deletedAt.getTime() + 31 * day);
    await runDaily(purgeDay);
    const deletion = await deletionOf(buyer.id);
    expect(deletion).toMatchObject({ phone: null, email: null });
    expect(deletion?.purgedAt?.getTime()).toBe(purgeDay.getTime());
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, buyer.id))).toEqual([]);
    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({
      name: '',
      surname: '',
      phone: '',
      email: '',
      addressText: '',
      userId: buyer.id,
    });
    expect(kept?.city).not.toBe('');
    expect(kept?.total).toBeGreaterThan(0);
    const user = await userRow(buyer.id);
    expect(user).toMatchObject({
      firstName: '',
      lastName: '',
      fatherName: null,
      birthday: null,
      gender: null,
      phone: null,
      email: null,
      lang: 'az',
    });

    await runDaily(new Date(purgeDay.getTime() + day));
    expect(await orderRow(order.id)).toEqual(kept);
    expect(await userRow(buyer.id)).toEqual(user);
    expect((await deletionOf(buyer.id))?.purgedAt?.getTime()).toBe(purgeDay.getTime());
  });

  it('[PRV-01] an order 6 years and a day old is pseudonymised, guests’ too, a newer one is not', async () => {
    const buyer = await newBuyer();
    const address = await addAddress(buyer.token);
    const old = await placeOrder(buyer.token, address.id);
    const recent = await placeOrder(buyer.token, address.id);
    const now = new Date(Date.now() + 2 * day);
    const sixYears = yearsBefore(now, 6);
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(sixYears.getTime() - day), userId: null })
      .where(eq(orders.id, old.id));
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(sixYears.getTime() + day) })
      .where(eq(orders.id, recent.id));

    await runDaily(now);
    expect(await orderRow(old.id)).toMatchObject({
      name: '',
      surname: '',
      phone: '',
      email: '',
      addressText: '',
    });
    expect(await orderRow(recent.id)).toMatchObject({
      name: 'Günay',
      phone: buyer.phone,
      addressText: 'Nizami küçəsi 10, mənzil 4',
    });
  });

  it('[PRV-01] a buyer with no sign-in and no order for 6 years is deleted as if they asked; an active one is not', async () => {
    const dormant = await newBuyer();
    const active = await newBuyer();
    const longAgo = new Date(Date.now() - 7 * 365 * day);
    for (const id of [dormant.id, active.id])
      await ctx.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, id));
    await ctx.db.execute(
      sql`update sessions set created_at = ${longAgo.toISOString()}::timestamptz, last_seen_at = null,
          expires_at = ${new Date(longAgo.getTime() + 30 * day).toISOString()}::timestamptz
          where user_id = ${dormant.id}`,
    );
    await runDaily(new Date());
    expect((await userRow(dormant.id))?.deletedAt).not.toBeNull();
    expect(await deletionOf(dormant.id)).toMatchObject({ phone: dormant.phone, purgedAt: null });
    expect((await userRow(active.id))?.deletedAt).toBeNull();
  });
});

describe('children under 13 (PRV-02)', () => {
  const tenYearsAgo = () => yearsBefore(new Date(), 10).toISOString().slice(0, 10);
  const profileOf = (buyer: Awaited<ReturnType<typeof newBuyer>>, extra: object) =>
    call('PUT', 'user/profile', {
      token: buyer.token,
      payload: {
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        phone: buyer.phone,
        email: buyer.email,
        ...extra,
      },
    });

  it('[PRV-02] saving a birthday 10 years ago clears gender and marital status and restricts the account', async () => {
    const child = await newBuyer();
    const saved = await profileOf(child, {
      birthday: tenYearsAgo(),
      gender: 'woman',
      maritalStatus: 'single',
      fatherName: 'Elçin',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      birthday: tenYearsAgo(),
      gender: null,
      maritalStatus: null,
      fatherName: null,
    });
    expect((await userRow(child.id))?.restrictedAt).not.toBeNull();
    expect((await call('GET', 'Privacy', { token: child.token })).json().restricted).toBe(true);

    // The daily sweep catches what came in another way.
    await ctx.db.update(users).set({ gender: 'woman' }).where(eq(users.id, child.id));
    await runDaily(new Date());
    expect((await userRow(child.id))?.gender).toBeNull();
  });

  it('[PRV-02] with a parent’s consent recorded by an operator, the child’s profile is kept; consent twice, or for an adult, is a 409', async () => {
    const child = await newBuyer();
    const admin = await signIn(ctx, demoAdmin);
    const consent = () => call('POST', `Admin/Users/${child.id}/ParentalConsent`, { token: admin });
    expect((await consent()).statusCode).toBe(409);
    await profileOf(child, { birthday: tenYearsAgo() });
    expect((await consent()).statusCode).toBe(200);
    expect((await consent()).statusCode).toBe(409);
    const saved = await profileOf(child, { birthday: tenYearsAgo(), gender: 'man', maritalStatus: 'single' });
    expect(saved.json()).toMatchObject({ gender: 'man', maritalStatus: 'single' });
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.parentalConsent'), eq(auditLog.subjectId, child.id)));
    expect(audited).toHaveLength(1);
  });
});

describe('operators (DELETE Admin/Users/{id}, people)', () => {
  it('[PRV-04] an Admin deletes a seller: the shop is closed at once and both are in the audit log; a shop with open orders is refused', async () => {
    const admin = await signIn(ctx, demoAdmin);
    const seller = await newBuyer(Role.Seller);
    expect((await call('DELETE', `Admin/Users/${seller.id}`, { token: admin })).statusCode).toBe(204);
    const [shop] = await ctx.db.select().from(shops).where(eq(shops.ownerId, seller.id));
    expect(shop?.status).toBe('suspended');
    expect((await deletionOf(seller.id))?.operatorId).toBeGreaterThan(0);
    expect(
      (await call('POST', 'auth', { payload: { phoneOrEmail: seller.phone, password } })).statusCode,
    ).toBe(401);
    const actions = await ctx.db
      .select({ action: auditLog.action, subjectType: auditLog.subjectType })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, shop?.id ?? 0),
          eq(auditLog.subjectType, 'shop'),
          eq(auditLog.action, 'shop.close'),
        ),
      );
    expect(actions).toHaveLength(1);
    const deleted = await call(
      'GET',
      `Admin/AuditLog?action=user.delete&subjectType=user&subjectId=${seller.id}`,
      {
        token: admin,
      },
    );
    expect(deleted.json().items).toHaveLength(1);
    expect((await call('DELETE', `Admin/Users/${seller.id}`, { token: admin })).statusCode).toBe(409);

    // The demo seller's shop has the orders placed above under way: nothing changes.
    const [demo] = await ctx.db.select().from(users).where(eq(users.phone, demoSeller));
    const refused = await call('DELETE', `Admin/Users/${demo?.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('privacy.shopHasOpenOrders');
    const [demoShop] = await ctx.db
      .select()
      .from(shops)
      .where(eq(shops.ownerId, demo?.id ?? 0));
    expect(demoShop?.status).toBe('approved');
    expect((await userRow(demo?.id ?? 0))?.deletedAt).toBeNull();

    const [staff] = await ctx.db.select().from(users).where(eq(users.role, Role.Staff)).limit(1);
    expect((await call('DELETE', `Admin/Users/${staff?.id}`, { token: admin })).statusCode).toBe(409);
    expect((await call('DELETE', 'Admin/Users/987654', { token: admin })).statusCode).toBe(404);
  });

  it('[PRV-04] an operator viewing a person and their orders is in the audit log', async () => {
    const admin = await signIn(ctx, demoAdmin);
    const buyer = await newBuyer();
    expect((await call('GET', `Admin/Users/${buyer.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call('GET', `Admin/Users/${buyer.id}/Orders`, { token: admin })).statusCode).toBe(200);
    const viewed = await ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, buyer.id)))
      .orderBy(auditLog.id);
    const [adminRow] = await ctx.db.select().from(users).where(eq(users.phone, demoAdmin));
    expect(viewed).toEqual([
      { action: 'user.view', actorId: adminRow?.id },
      { action: 'user.viewOrders', actorId: adminRow?.id },
    ]);
  });
});
