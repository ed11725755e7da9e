import type { AdminPromoCode, AdminPromoCodePage } from '@bazar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { callerOf, createTestApp, type TestContext } from '../../test/test-app';
import { promoCodes, promoRedemptions } from './promotions.tables';

let ctx: TestContext;
let tokens: DemoTokens;

const call = callerOf(() => ctx);

let serial = 0;
/** A valid body: a new code, 5 ₼ off from 20 ₼, valid for a week. */
const body = (overrides: Record<string, unknown> = {}) => ({
  code: `test-${++serial}-${Date.now() % 100000}`,
  discount: 5,
  minOrder: 20,
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...overrides,
});

const apply = (code: string, token?: string) =>
  call('POST', 'Checkout/ApplyPromoCode', { token, payload: { promoCode: code, amount: 100 }, lang: 'en' });

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
});
afterAll(() => ctx.close());

describe('promo codes in the back office', () => {
  it('[ACC-19] every promo code call: signed out 401, Customer and Seller 403, Staff and Admin allowed', async () => {
    const created = await call('POST', 'Admin/PromoCodes', { token: tokens.staff, payload: body() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const calls = [
      { method: 'GET' as const, url: 'Admin/PromoCodes' },
      { method: 'GET' as const, url: `Admin/PromoCodes/${id}` },
      { method: 'PUT' as const, url: `Admin/PromoCodes/${id}`, payload: body() },
    ];
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, { payload })).statusCode, url).toBe(401);
      for (const token of [tokens.buyer, tokens.seller])
        expect((await call(method, url, { token, payload })).statusCode, url).toBe(403);
      for (const token of [tokens.staff, tokens.admin])
        expect((await call(method, url, { token, payload: payload && body() })).statusCode, url).toBe(200);
    }
    expect((await call('DELETE', `Admin/PromoCodes/${id}`, { token: tokens.buyer })).statusCode).toBe(403);
    expect((await call('DELETE', `Admin/PromoCodes/${id}`, { token: tokens.admin })).statusCode).toBe(204);
  });

  it('a code for everyone works at checkout at once, kept in upper case, in AZN; the list shows it active until it expires', async () => {
    const created = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ code: 'winter-7', discount: 7.5 }),
    });
    expect(created.json()).toMatchObject({
      code: 'WINTER-7',
      discount: 7.5,
      minOrder: 20,
      people: [],
      used: 0,
    });
    expect((await apply('winter-7')).json()).toEqual({ code: 'WINTER-7', discount: 7.5, status: 'active' });
    const active = (
      await call('GET', 'Admin/PromoCodes?q=winter', { token: tokens.staff })
    ).json() as AdminPromoCodePage;
    expect(active.items.map((row) => row.code)).toContain('WINTER-7');
    await call('PUT', `Admin/PromoCodes/${created.json().id}`, {
      token: tokens.staff,
      payload: body({
        code: 'WINTER-7',
        discount: 7.5,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    });
    expect((await apply('WINTER-7')).json().errors.promoCode).toEqual(['This promo code has expired']);
    const expired = (
      await call('GET', 'Admin/PromoCodes?state=expired&q=winter', { token: tokens.staff })
    ).json();
    expect(expired.items.map((row: AdminPromoCode) => row.code)).toEqual(['WINTER-7']);
    const stillActive = (await call('GET', 'Admin/PromoCodes?q=winter', { token: tokens.staff })).json();
    expect(stillActive.items).toEqual([]);
  });

  it('a code given to named members is refused to anyone else, guests included', async () => {
    const created = await call('POST', 'Admin/PromoCodes', {
      token: tokens.admin,
      payload: body({ code: 'ONLY-BUYER', phones: ['994500000003'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().people).toEqual([expect.objectContaining({ phone: '994500000003' })]);
    expect((await apply('ONLY-BUYER', tokens.buyer)).json()).toMatchObject({
      code: 'ONLY-BUYER',
      discount: 5,
    });
    for (const token of [tokens.admin, undefined]) {
      const refused = await apply('ONLY-BUYER', token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.promoCode).toEqual(['This promo code is given to other customers']);
    }
  });

  it('refuses a malformed code or amount (400), a taken code (409) and a phone with no account (422), in the caller language', async () => {
    const malformed = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ code: 'a b', discount: 0, expiresAt: 'tomorrow' }),
      lang: 'en',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toMatchObject({
      code: ['3 to 30 latin letters, digits or hyphens'],
      discount: ['An amount in manat with at most two decimals'],
    });
    expect(malformed.json().errors.expiresAt).toHaveLength(1);
    const first = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ code: 'TWICE' }),
    });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ code: 'twice' }),
      lang: 'ru',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toEqual(['Такой код уже есть']);
    const stranger = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ phones: ['994509999999'] }),
      lang: 'en',
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.phones).toEqual(['Some of these phone numbers have no account']);
    expect((await call('GET', 'Admin/PromoCodes/999999', { token: tokens.staff })).statusCode).toBe(404);
  });

  it('a used code is not deleted (409) and shows its orders; an unused one is, with audit rows for each change', async () => {
    const created = (await call('POST', 'Admin/PromoCodes', { token: tokens.staff, payload: body() })).json();
    await ctx.db
      .insert(promoRedemptions)
      .values({ promoCodeId: created.id, buyer: 'p994500000099', orderId: 1 });
    expect((await call('GET', `Admin/PromoCodes/${created.id}`, { token: tokens.staff })).json().used).toBe(
      1,
    );
    const refused = await call('DELETE', `Admin/PromoCodes/${created.id}`, { token: tokens.staff });
    expect(refused.statusCode).toBe(409);
    expect(await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, created.id))).toHaveLength(1);

    const unused = (await call('POST', 'Admin/PromoCodes', { token: tokens.staff, payload: body() })).json();
    expect((await call('DELETE', `Admin/PromoCodes/${unused.id}`, { token: tokens.staff })).statusCode).toBe(
      204,
    );
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'promoCode'), eq(auditLog.subjectId, unused.id)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['promoCode.create', 'promoCode.delete']);
    expect(rows[1]?.before).toMatchObject({ code: unused.code, discount: 500, minOrder: 2000 });
  });
});

describe('promo codes above what Staff may give [SEC-35.13]', () => {
  it('[SEC-35.13] Staff get a localized 403 naming the limit for a code over 100 AZN or over 50 % of its minimum order; an Admin creates it; Staff cannot raise a code past it', async () => {
    for (const terms of [
      { discount: 100.01, minOrder: 0 },
      { discount: 150, minOrder: 1000 },
      { discount: 30, minOrder: 50 },
    ]) {
      const refused = await call('POST', 'Admin/PromoCodes', {
        token: tokens.staff,
        payload: body(terms),
        lang: 'en',
      });
      expect(refused.statusCode, JSON.stringify(terms)).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'admin.promo.aboveStaffLimit',
        detail:
          'Only an Admin can make a promo code worth more than 100 AZN or more than 50% of its minimum order',
      });
    }
    const ru = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ discount: 120, minOrder: 500 }),
      lang: 'ru',
    });
    expect(ru.json().detail).toContain('100 AZN');
    // At the limits themselves Staff may.
    const atLimit = await call('POST', 'Admin/PromoCodes', {
      token: tokens.staff,
      payload: body({ discount: 100, minOrder: 200 }),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const raised = await call('PUT', `Admin/PromoCodes/${atLimit.json().id}`, {
      token: tokens.staff,
      payload: body({ code: atLimit.json().code, discount: 101, minOrder: 500 }),
    });
    expect(raised.statusCode).toBe(403);

    const big = await call('POST', 'Admin/PromoCodes', {
      token: tokens.admin,
      payload: body({ discount: 150, minOrder: 200 }),
    });
    expect(big.statusCode, big.body).toBe(201);
    // Nothing was made by the refused calls: only the two codes that went through are audited.
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'promoCode.create'));
    const made = rows.filter((row) => [atLimit.json().id, big.json().id].includes(row.subjectId));
    expect(made).toHaveLength(2);
    expect((await ctx.db.select().from(promoCodes).where(eq(promoCodes.discount, 12_000))).length).toBe(0);
    // Staff cannot edit the Admin's big code either.
    const edit = await call('PUT', `Admin/PromoCodes/${big.json().id}`, {
      token: tokens.staff,
      payload: body({ code: big.json().code, discount: 150, minOrder: 200 }),
    });
    expect(edit.statusCode).toBe(403);
  });
});
