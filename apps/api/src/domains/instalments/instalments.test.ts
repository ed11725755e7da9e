import type { AdminInstalmentPlan, InstalmentOffers, OrderDetail } from '@bazar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { type DemoTokens, productBetween100And200, signInDemoPeople } from '../../test/demo-data';
import {
  buyNowOrder,
  checkout,
  eventually,
  ledgerOf,
  payOnSandbox,
  sandboxPage,
} from '../../test/payments-support';
import { callApi, createTestApp, type TestContext } from '../../test/test-app';
import { sandboxBankPayments } from '../payments/payments.tables';

let ctx: TestContext;
let tokens: DemoTokens;
/** A product of the demo seller's between 100 and 200 ₼ with stock to spare. */
let product: { id: number; price: number; categoryId: number; shopId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
  product = await productBetween100And200(ctx);
});
afterAll(() => ctx.close());

const offers = async (query: string) => {
  const answer = await callApi(ctx, 'GET', `Instalment/Plans?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as InstalmentOffers;
};
const plans = async () =>
  (
    await callApi(ctx, 'GET', 'Admin/InstalmentPlans', { token: tokens.staff })
  ).json() as AdminInstalmentPlan[];
const planOf = async (partner: string, months: number) => {
  const plan = (await plans()).find((entry) => entry.partner === partner && entry.months === months);
  if (!plan) throw new Error(`no ${partner} ${months}-month plan`);
  return plan;
};
const instalmentOrder = async (planId: number | undefined) => ({
  ...(await buyNowOrder(ctx, tokens.buyer, 'instalment', product.id)),
  instalmentPlanId: planId,
});

describe('instalment offers', () => {
  it('[PAY-04] GET Instalment/Plans gives every active plan an amount reaches, with the commission and monthly payments in qəpik that add up to the total', async () => {
    const { offers: list, excluded } = await offers('amount=100');
    expect(excluded).toBe(false);
    // The demo's plans from 100 ₼: TamKart's 24 months wants 300 ₼.
    expect(list.map((offer) => `${offer.partner} ${offer.months}`).sort()).toEqual(
      ['Albalı 2', 'Albalı 9', 'BirKart 12', 'BirKart 3', 'BirKart 6', 'TamKart 12', 'TamKart 6'].sort(),
    );
    // Cheapest monthly payment first.
    const monthly = list.map((offer) => offer.monthly);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    expect(list.find((offer) => offer.partner === 'BirKart' && offer.months === 6)).toMatchObject({
      commissionPercent: 4.5,
      commission: 4.5,
      total: 104.5,
      // 10 450 qəpik over 6 months: 1 741 a month, the first also the 4 left.
      monthly: 17.41,
      firstMonthly: 17.45,
    });
    for (const offer of list)
      expect(
        Math.round(offer.firstMonthly * 100) + Math.round(offer.monthly * 100) * (offer.months - 1),
      ).toBe(Math.round(offer.total * 100));
    expect((await offers('amount=20')).offers).toEqual([]);
  });

  it('[PAY-04] a wrong amount or product is a localized 400 or 404, never a 500', async () => {
    const bad = await callApi(ctx, 'GET', 'Instalment/Plans?amount=lots', {
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ amount: ['The value is not valid'] });
    for (const query of [
      '',
      'amount=-5',
      'amount=1e12',
      'amount=100&productIds=abc',
      'amount=100&productIds=0',
      'amount=100&comboIds=1,,x',
      `amount=100&productIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ])
      expect((await callApi(ctx, 'GET', `Instalment/Plans?${query}`)).statusCode, query).toBe(400);
    for (const query of ['productIds=99999999', 'comboIds=99999999'])
      expect((await callApi(ctx, 'GET', `Instalment/Plans?amount=100&${query}`)).statusCode).toBe(404);
  });
});

describe('instalment plans in the back office', () => {
  it('[PAY-04] operators add, change and delete plans, each change in the audit log; buyers and guests cannot', async () => {
    const body = { partner: 'Bolkart', months: 18, commissionPercent: 12.5, minOrder: 200, active: true };
    const created = await callApi(ctx, 'POST', 'Admin/InstalmentPlans', {
      token: tokens.staff,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as AdminInstalmentPlan;
    expect(plan).toMatchObject({ ...body, used: 0 });
    expect(
      (await callApi(ctx, 'POST', 'Admin/InstalmentPlans', { token: tokens.staff, payload: body }))
        .statusCode,
    ).toBe(409);
    const invalid = await callApi(ctx, 'POST', 'Admin/InstalmentPlans', {
      token: tokens.staff,
      payload: { ...body, months: 30, commissionPercent: 1.234 },
      lang: 'en',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      months: ['Months must be a whole number from 2 to 24'],
      commissionPercent: ['The commission must be from 0 to 50%, with at most two decimals'],
    });
    expect((await offers('amount=250')).offers.some((offer) => offer.partner === 'Bolkart')).toBe(true);

    const switchedOff = await callApi(ctx, 'PUT', `Admin/InstalmentPlans/${plan.id}`, {
      token: tokens.staff,
      payload: { ...body, active: false },
    });
    expect(switchedOff.json()).toMatchObject({ active: false });
    expect((await offers('amount=250')).offers.some((offer) => offer.partner === 'Bolkart')).toBe(false);

    expect((await callApi(ctx, 'GET', 'Admin/InstalmentPlans', { token: tokens.buyer })).statusCode).toBe(
      403,
    );
    expect((await callApi(ctx, 'GET', 'Admin/InstalmentPlans')).statusCode).toBe(401);
    expect(
      (await callApi(ctx, 'POST', 'Admin/InstalmentPlans', { token: tokens.seller, payload: body }))
        .statusCode,
    ).toBe(403);

    expect(
      (await callApi(ctx, 'DELETE', `Admin/InstalmentPlans/${plan.id}`, { token: tokens.staff })).statusCode,
    ).toBe(204);
    expect(
      (await callApi(ctx, 'DELETE', `Admin/InstalmentPlans/${plan.id}`, { token: tokens.staff })).statusCode,
    ).toBe(404);
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'instalmentPlan'), eq(auditLog.subjectId, plan.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'instalmentPlan.create',
      'instalmentPlan.update',
      'instalmentPlan.delete',
    ]);
  });

  it('[PAY-04] a category or shop left out has no offers and cannot be ordered in instalments', async () => {
    const plan = await planOf('BirKart', 6);
    const leaveOut = (payload: object) =>
      callApi(ctx, 'PUT', 'Admin/InstalmentExclusions', { token: tokens.staff, payload });
    expect((await leaveOut({ categoryIds: [99999999] })).statusCode).toBe(422);

    const byCategory = await leaveOut({ categoryIds: [product.categoryId] });
    expect(byCategory.statusCode, byCategory.body).toBe(200);
    expect(byCategory.json().categories.map((category: { id: number }) => category.id)).toEqual([
      product.categoryId,
    ]);
    expect(await offers(`amount=150&productIds=${product.id}`)).toEqual({ offers: [], excluded: true });
    const refused = await checkout(ctx, tokens.buyer, await instalmentOrder(plan.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.instalmentPlanId).toHaveLength(1);

    await leaveOut({ shopIds: [product.shopId] });
    expect((await offers(`amount=150&productIds=${product.id}`)).excluded).toBe(true);
    await leaveOut({});
    expect((await offers(`amount=150&productIds=${product.id}`)).offers.length).toBeGreaterThan(0);
  });
});

describe('an order paid in instalments', () => {
  it('[PAY-04] is paid by card at the bank with the partner and months named, and keeps its months, commission and monthly payment for buyer and seller', async () => {
    const plan = await planOf('BirKart', 6);
    const placed = await checkout(ctx, tokens.buyer, await instalmentOrder(plan.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as OrderDetail & { paymentUrl: string };
    const total = Math.round(order.total * 100);
    const commission = Math.floor((total * 450 + 5_000) / 10_000);
    const monthly = Math.floor((total + commission) / 6);
    expect(order.paymentType).toBe('instalment');
    expect(order.instalment).toEqual({
      partner: 'BirKart',
      months: 6,
      commission: commission / 100,
      monthly: monthly / 100,
      firstMonthly: (total + commission - monthly * 5) / 100,
      total: (total + commission) / 100,
    });

    // The bank is asked for the total with the commission, and told the card and months.
    const [bankPage] = await ctx.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.merchantReference, sandboxPage(order.paymentUrl).id));
    expect(bankPage).toMatchObject({
      amount: total + commission,
      description: `Bazar ${order.number} · BirKart × 6`,
    });
    await payOnSandbox(ctx, order.paymentUrl);
    const ledger = await eventually(
      () => ledgerOf(ctx, order.id),
      (entries) => entries.length > 0,
    );
    expect(ledger.map((entry) => [entry.kind, entry.method, entry.amount])).toEqual([
      ['capture', 'card', total + commission],
    ]);
    const seen = (
      await callApi(ctx, 'GET', `Order/${order.id}`, { token: tokens.buyer })
    ).json() as OrderDetail;
    expect(seen).toMatchObject({ paymentStatus: 'paid', instalment: order.instalment });
    expect((await plans()).find((entry) => entry.id === plan.id)?.used).toBe(1);

    // The seller's part names the card and months.
    const sellerParts = await callApi(ctx, 'GET', `Shop/Orders?shopId=${product.shopId}`, {
      token: tokens.staff,
    });
    const part = sellerParts.json().items.find((entry: { orderId: number }) => entry.orderId === order.id);
    expect(part).toMatchObject({ paymentType: 'instalment', instalment: { partner: 'BirKart', months: 6 } });

    // Cancelled, the buyer gets back all they paid, the commission with it.
    expect(
      (await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, { token: tokens.buyer, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callApi(ctx, 'GET', `Payment/${order.id}`, { token: tokens.buyer })).json().refunds,
    ).toMatchObject([{ amount: (total + commission) / 100 }]);
  });

  it('[PAY-04] without a plan, with a plan switched off or below its minimum, checkout says so on the plan field', async () => {
    const missing = await checkout(ctx, tokens.buyer, await instalmentOrder(undefined));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.instalmentPlanId).toHaveLength(1);

    const tamKart24 = await planOf('TamKart', 24);
    const belowMinimum = await checkout(ctx, tokens.buyer, await instalmentOrder(tamKart24.id));
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json().errors.instalmentPlanId).toHaveLength(1);

    expect((await checkout(ctx, tokens.buyer, await instalmentOrder(99999999))).statusCode).toBe(422);
  });

  it('[PAY-04] turned to cash at the door, the order drops the plan and its commission', async () => {
    const plan = await planOf('Albalı', 9);
    const order = (await checkout(ctx, tokens.buyer, await instalmentOrder(plan.id))).json() as OrderDetail;
    expect(order.instalment?.months).toBe(9);
    const cash = await callApi(ctx, 'POST', `Payment/${order.id}/Cash`, { token: tokens.buyer, payload: {} });
    expect(cash.statusCode, cash.body).toBe(200);
    const seen = (
      await callApi(ctx, 'GET', `Order/${order.id}`, { token: tokens.buyer })
    ).json() as OrderDetail;
    expect(seen).toMatchObject({
      paymentType: 'cash',
      paymentStatus: 'cash',
      instalment: null,
      total: order.total,
    });
  });
});
