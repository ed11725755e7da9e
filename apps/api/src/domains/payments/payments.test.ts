import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sandboxCards, sandboxSecureCode } from '@bazar/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  ledgerOf,
  payOnSandbox,
  placeOrder,
  productInStock,
  runJobNow,
  sandboxPage,
} from '../../test/payments-support';
import { buildTestApp, callApi, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { products } from '../catalog/catalog.tables';
import { orderParts } from '../orders/orders.tables';
import { shops } from '../sellers/sellers.tables';
import type { CardGateway } from './card-gateway';
import { ledgerEntries, payments, refunds, sandboxBankPayments } from './payments.tables';

const buyerPhone = '994500000003';

describe('without a bank', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ payments: { gateway: 'none', timeoutMinutes: 30 } });
  });
  afterAll(() => ctx.close());

  it('[PAY-03] cash at the door is taken; card, wallet, instalments and gift cards are listed but not taken', async () => {
    expect((await callApi(ctx, 'GET', 'Payment/Methods')).json()).toEqual([
      { type: 'cash', available: true },
      { type: 'card', available: false },
      { type: 'wallet', available: false },
      { type: 'instalment', available: false },
      { type: 'giftCard', available: false },
    ]);
    const token = await signIn(ctx, buyerPhone);
    const cash = await placeOrder(ctx, token, 'cash');
    expect(cash.paymentUrl).toBeNull();
    const detail = (await callApi(ctx, 'GET', `Order/${cash.id}`, { token })).json();
    expect(detail.paymentStatus).toBe('cash');
  });
});

describe('card payments through the sandbox bank', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await signIn(ctx, buyerPhone);
  });
  afterAll(() => ctx.close());

  const payment = (orderId: number, key?: string, as = token) =>
    callApi(ctx, 'GET', `Payment/${orderId}${key ? `?key=${key}` : ''}`, { token: as });

  /** A card order the buyer has paid at the sandbox bank, once its callback has landed. */
  const inEnglish = (azn: number) => azn.toLocaleString('en', { minimumFractionDigits: 2 });
  /** The demo buyer's newest notifications of a kind, in English. */
  const notices = async (kind: string) =>
    (
      (await callApi(ctx, 'GET', 'Notifications?pageSize=50', { token, lang: 'en' })).json().items as {
        kind: string;
        text: string;
        link: string;
      }[]
    ).filter((notice) => notice.kind === kind);

  /** A try's random reference, which the bank's callbacks name it by. */
  const referenceOf = async (paymentId: number) =>
    (
      await ctx.db.select({ reference: payments.reference }).from(payments).where(eq(payments.id, paymentId))
    )[0]?.reference;

  async function paidCardOrder() {
    const order = await placeOrder(ctx, token, 'card');
    await payOnSandbox(ctx, order.paymentUrl ?? '');
    await eventually(
      async () => (await payment(order.id)).json().status,
      (status) => status === 'paid',
    );
    return order;
  }

  it('[PAY-01] a card order goes to the bank page, is paid once, and its callback repeated changes nothing', async () => {
    const order = await placeOrder(ctx, token, 'card');
    // [SEC-35.4] The bank's page is addressed by the try's random reference, not a number to count.
    expect(order.paymentUrl).toMatch(/^http:\/\/bazar\.test\/payment\/sandbox\/[0-9a-f-]{36}\?token=/);
    const counted = sandboxPage(order.paymentUrl ?? '');
    expect((await callApi(ctx, 'GET', `Payment/Sandbox/1?token=${counted.token}`)).statusCode).toBe(400);
    const waiting = (await payment(order.id)).json();
    expect(waiting).toMatchObject({ status: 'awaiting', due: order.total, paid: 0, canRetry: true });
    expect(new Date(waiting.payBy).getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);

    const done = await payOnSandbox(ctx, order.paymentUrl ?? '');
    expect(done.state).toBe('done');
    expect(done.returnUrl).toMatch(new RegExp(`/payment/result/${order.id}\\?key=`));
    // The bank's callback arrives through the queue.
    const paid = await eventually(
      async () => (await ledgerOf(ctx, order.id)).length,
      (n) => n > 0,
    );
    expect(paid).toBe(1);
    const attempt = await referenceOf((await payment(order.id)).json().attempts[0].id);
    for (let i = 0; i < 3; i++)
      expect(
        (await callApi(ctx, 'POST', `Payment/Callback/sandbox?payment=${attempt}`, { payload: {} }))
          .statusCode,
      ).toBe(200);
    const ledger = await ledgerOf(ctx, order.id);
    expect(ledger.map((entry) => [entry.kind, entry.method, entry.amount])).toEqual([
      ['capture', 'card', Math.round(order.total * 100)],
    ]);
    expect((await payment(order.id)).json()).toMatchObject({ status: 'paid', paid: order.total, due: 0 });
    expect((await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json().paymentStatus).toBe('paid');
  });

  it('[PAY-01] a declined card says why in the buyer language; a new try pays the same order', async () => {
    const order = await placeOrder(ctx, token, 'card');
    await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.declined);
    const failed = (await payment(order.id)).json();
    expect(failed.status).toBe('awaiting');
    expect(failed.attempts).toMatchObject([{ status: 'failed', failure: 'declined' }]);
    const again = await callApi(ctx, 'POST', `Payment/${order.id}/Start`, { token, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentUrl).not.toBe(order.paymentUrl);
    await payOnSandbox(ctx, again.json().paymentUrl, sandboxCards.insufficientFunds);
    expect((await payment(order.id)).json().attempts.map((a: { failure: string }) => a.failure)).toEqual([
      'declined',
      'insufficientFunds',
    ]);
    const third = (await callApi(ctx, 'POST', `Payment/${order.id}/Start`, { token, payload: {} })).json();
    const page = sandboxPage(third.paymentUrl);
    expect((await payOnSandbox(ctx, third.paymentUrl, sandboxCards.secureCode)).state).toBe('secureCode');
    const code = await callApi(ctx, 'POST', `Payment/Sandbox/${page.id}/Code?token=${page.token}`, {
      payload: { code: sandboxSecureCode },
    });
    expect(code.json().state).toBe('done');
    expect((await payment(order.id)).json()).toMatchObject({ status: 'paid' });
    const paidAgain = await callApi(ctx, 'POST', `Payment/${order.id}/Start`, {
      token,
      payload: {},
      lang: 'en',
    });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().detail).toBe('This order is not waiting for a payment');
  });

  it('[PAY-01] a guest sees and pays their order only with the key of their link; others get 404', async () => {
    const order = await placeOrder(ctx, token, 'card');
    const key = new URL(
      (await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.declined)).returnUrl,
    ).searchParams.get('key');
    expect((await payment(order.id, undefined, '')).statusCode).toBe(404);
    expect((await payment(order.id, 'x'.repeat(32), '')).statusCode).toBe(404);
    const seller = await signIn(ctx, '994500000002');
    expect((await payment(order.id, undefined, seller)).statusCode).toBe(404);
    expect((await payment(order.id, key ?? '', '')).json().status).toBe('awaiting');
    expect(
      (await callApi(ctx, 'POST', `Payment/${order.id}/Start`, { payload: { key: 'wrong' } })).statusCode,
    ).toBe(404);
  });

  it('[PAY-03] after a failed card the buyer may pay at the door instead', async () => {
    const order = await placeOrder(ctx, token, 'card');
    await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.declined);
    const cash = await callApi(ctx, 'POST', `Payment/${order.id}/Cash`, { token, payload: {} });
    expect(cash.json()).toMatchObject({ status: 'cash', paymentType: 'cash', canRetry: false });
    expect((await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json().paymentType).toBe('cash');
  });

  it('a forged or unknown callback changes nothing', async () => {
    const order = await placeOrder(ctx, token, 'card');
    const attempt = (await payment(order.id)).json().attempts[0];
    // The sandbox's callback carries no verdict: the bank is asked, and it says the page is still open.
    const forged = await callApi(
      ctx,
      'POST',
      `Payment/Callback/sandbox?payment=${await referenceOf(attempt.id)}`,
      { payload: { status: 'success', amount: '1.00' } },
    );
    expect(forged.statusCode).toBe(200);
    expect((await payment(order.id)).json().status).toBe('awaiting');
    expect((await callApi(ctx, 'POST', 'Payment/Callback/sandbox', { payload: {} })).statusCode).toBe(400);
    // [SEC-35.4] Tries are named by their random reference: a sequential id is no name at all.
    expect(
      (await callApi(ctx, 'POST', `Payment/Callback/sandbox?payment=${attempt.id}`, { payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await callApi(ctx, 'POST', `Payment/Callback/sandbox?payment=${randomUUID()}`, { payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callApi(ctx, 'POST', 'Payment/Callback/epoint', { payload: { data: 'x' } })).statusCode,
    ).toBe(404);
    expect((await callApi(ctx, 'POST', 'Payment/Callback/other', { payload: {} })).statusCode).toBe(400);
    expect(await ledgerOf(ctx, order.id)).toEqual([]);
  });

  it('an order not paid in time is cancelled, its stock comes back, and a payment after that is refunded', async () => {
    const product = await productInStock(ctx, 3);
    const stockOf = async () =>
      (await ctx.db.select({ n: products.stockCount }).from(products).where(eq(products.id, product.id)))[0]
        ?.n;
    const before = await stockOf();
    const order = await placeOrder(ctx, token, 'card', { productId: product.id, count: 2 });
    expect(await stockOf()).toBe((before ?? 0) - 2);
    await runJobNow(ctx, 'payments.expire', { orderId: order.id });
    const expired = await eventually(
      async () => (await payment(order.id)).json(),
      (value) => value.status !== 'awaiting',
    );
    expect(expired).toMatchObject({ status: 'unpaid', canRetry: false, canPayCash: false });
    expect(await stockOf()).toBe(before);
    const detail = (await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.parts[0].events.at(-1)).toMatchObject({ status: 'cancelled', by: 'system' });

    // The buyer still had the bank's page open and pays: the money is taken in and given back.
    await payOnSandbox(ctx, order.paymentUrl ?? '');
    const refunded = await eventually(
      async () => (await payment(order.id)).json(),
      (value) => value.status === 'refunded',
    );
    expect(refunded).toMatchObject({
      paid: order.total,
      refunded: order.total,
      refunds: [{ to: 'card', status: 'done' }],
    });
    const bank = await ctx.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.merchantReference, sandboxPage(order.paymentUrl ?? '').id));
    expect(bank[0]?.refunded).toBe(Math.round(order.total * 100));
    expect((await ledgerOf(ctx, order.id)).map((entry) => entry.kind)).toEqual(['capture', 'refund']);
  });

  it('a bank that never calls back: after a restart, the poll job finds the payment and the order is paid once', async () => {
    const order = await placeOrder(ctx, token, 'card');
    await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.neverCallsBack);
    // The process dies before anything more: a new app on the same database takes over.
    await ctx.app.close();
    ctx.app = await buildTestApp(ctx.connection);
    // Nobody has looked at the order since: it still waits, and only the poll job will ask the bank.
    expect((await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json().paymentStatus).toBe('awaiting');
    const [attempt] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    await runJobNow(ctx, 'payments.poll', { paymentId: attempt?.id });
    const ledger = await eventually(
      () => ledgerOf(ctx, order.id),
      (entries) => entries.length > 0,
    );
    expect(ledger).toHaveLength(1);
    expect((await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json().paymentStatus).toBe('paid');
    const reference = await referenceOf((await payment(order.id)).json().attempts[0].id);
    await callApi(ctx, 'POST', `Payment/Callback/sandbox?payment=${reference}`, { payload: {} });
    expect(await ledgerOf(ctx, order.id)).toHaveLength(1);
  });

  it('[PAY-01] cancelling a card-paid order refunds it to the card through the bank, or to the wallet at once', async () => {
    const toCard = await paidCardOrder();
    const cancelled = await callApi(ctx, 'POST', `Order/${toCard.id}/Cancel`, { token, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    // On its way back to the card until the bank says it gave it back.
    expect(cancelled.json().paymentStatus).toBe('refunding');
    const done = await eventually(
      async () => (await payment(toCard.id)).json(),
      (value) => value.status === 'refunded',
    );
    expect(done.refunds).toMatchObject([{ amount: toCard.total, to: 'card', status: 'done' }]);
    // Back on the card, the buyer is told.
    expect(await notices('refundDone')).toContainEqual(
      expect.objectContaining({
        text: `${inEnglish(toCard.total)} AZN from order ${toCard.number} was returned to your card.`,
        link: `/user/profile/my-orders/${toCard.id}`,
      }),
    );

    const before = (await callApi(ctx, 'GET', 'Wallet', { token })).json().balance;
    const toWallet = await paidCardOrder();
    await callApi(ctx, 'POST', `Order/${toWallet.id}/Cancel`, { token, payload: { refundTo: 'wallet' } });
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBeCloseTo(
      before + toWallet.total,
      2,
    );
    expect((await payment(toWallet.id)).json().refunds).toMatchObject([
      { amount: toWallet.total, to: 'wallet', status: 'done' },
    ]);
  });

  it('the bank took another amount than asked: the try fails, the money goes back, and the order can be paid again', async () => {
    const order = await placeOrder(ctx, token, 'card');
    const page = sandboxPage(order.paymentUrl ?? '');
    await ctx.db
      .update(sandboxBankPayments)
      .set({ state: 'paid', amount: Math.round(order.total * 100) - 1 })
      .where(eq(sandboxBankPayments.merchantReference, page.id));
    const seen = await payment(order.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      status: 'awaiting',
      canRetry: true,
      attempts: [{ status: 'failed', failure: 'error' }],
    });
    const refunded = await eventually(
      async () => (await payment(order.id)).json().refunds,
      (list) => list[0]?.status === 'done',
    );
    expect(refunded).toMatchObject([{ amount: order.total - 0.01, to: 'card' }]);
    expect((await callApi(ctx, 'POST', `Payment/${order.id}/Start`, { token, payload: {} })).statusCode).toBe(
      200,
    );
  });

  it('a card refund the bank refuses waits with its error on the operators order page and their dashboard', async () => {
    const order = await paidCardOrder();
    // The bank's books say the money went back already: it refuses the refund.
    await ctx.db
      .update(sandboxBankPayments)
      .set({ refunded: Math.round(order.total * 100) })
      .where(eq(sandboxBankPayments.merchantReference, sandboxPage(order.paymentUrl ?? '').id));
    const staff = await signIn(ctx, '994500000004');
    const cancelled = await callApi(ctx, 'POST', `Admin/Orders/${order.id}/Cancel`, {
      token: staff,
      payload: { reason: 'The shop has no stock' },
    });
    expect(cancelled.statusCode).toBe(200);
    const seen = await eventually(
      async () => (await callApi(ctx, 'GET', `Admin/Orders/${order.id}`, { token: staff })).json().money,
      (money) => money.refunds[0]?.attempts > 0,
    );
    expect(seen).toMatchObject({
      paid: order.total,
      refunds: [
        { amount: order.total, to: 'card', status: 'pending', lastError: 'sandbox bank refused the refund' },
      ],
    });
    const dashboard = (await callApi(ctx, 'GET', 'Admin/Dashboard', { token: staff })).json();
    expect(dashboard.waiting).toMatchObject({ refunds: 1, refundOrderId: order.id });
    // The buyer reads it as on its way.
    expect((await payment(order.id)).json().refunds).toMatchObject([{ status: 'pending', to: 'card' }]);
  });

  it('[PAY-01] an operator asks the bank again for a refused card refund, at once and after its week of tries ran out; it is given back once when the bank takes it', async () => {
    // Paid with the test card whose refunds the bank refuses.
    const order = await placeOrder(ctx, token, 'card');
    await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.refundsRefused);
    await eventually(
      async () => (await payment(order.id)).json().status,
      (status) => status === 'paid',
    );
    const staff = await signIn(ctx, '994500000004');
    const adminOrder = async () =>
      (await callApi(ctx, 'GET', `Admin/Orders/${order.id}`, { token: staff })).json();
    await callApi(ctx, 'POST', `Admin/Orders/${order.id}/Cancel`, {
      token: staff,
      payload: { reason: 'The shop has no stock' },
    });
    const refused = await eventually(adminOrder, (seen) => seen.money.refunds[0]?.attempts > 0);
    const refundId: number = refused.money.refunds[0].id;
    expect(refused.money.refunds[0]).toMatchObject({
      status: 'pending',
      lastError: 'sandbox bank refused the refund',
    });
    // Nobody is told the money is back while the bank refuses it.
    expect(refused.paymentStatus).toBe('refunding');
    expect((await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json().paymentStatus).toBe(
      'refunding',
    );
    const retry = (as = staff) =>
      callApi(ctx, 'POST', `Admin/Refunds/${refundId}/Retry`, { token: as, lang: 'en' });
    /** The refund's job, once it waits for its next try (the bank's answer recorded, the try over). */
    const waitingJob = async () =>
      (
        await eventually(
          () => ctx.app.jobs.find('payments.refund', { refundId }),
          (jobs) => jobs[0]?.state === 'retry',
        )
      )[0];
    await waitingJob();

    // Asked again now, while the bank still refuses: one more try, still waiting.
    const asked = await retry();
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().id).toBe(order.id);
    await eventually(adminOrder, (seen) => seen.money.refunds[0]?.attempts >= 2);

    // A week of refusals later its job has no tries left; the bank now takes refunds again.
    const job = await waitingJob();
    await ctx.db.execute(sql`update pgboss.job set state = 'failed' where id = ${job?.id}::uuid`);
    await ctx.db
      .update(sandboxBankPayments)
      .set({ refundsRefused: false })
      .where(eq(sandboxBankPayments.merchantReference, sandboxPage(order.paymentUrl ?? '').id));
    expect((await retry()).statusCode).toBe(200);
    const done = await eventually(adminOrder, (seen) => seen.paymentStatus === 'refunded');
    expect(done.money).toMatchObject({ refunded: order.total, refunds: [{ status: 'done', to: 'card' }] });
    const given = (await ledgerOf(ctx, order.id)).filter((entry) => entry.kind === 'refund');
    expect(given.map((entry) => entry.amount)).toEqual([Math.round(order.total * 100)]);
    expect((await ctx.app.jobs.find('payments.refund', { refundId })).length).toBe(1);

    // Done, it is not asked again; nobody but an operator asks; an unknown refund is 404.
    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'refund.notWaiting',
      detail: 'This refund no longer waits for the bank',
    });
    expect((await retry(token)).statusCode).toBe(403);
    const unknown = await callApi(ctx, 'POST', 'Admin/Refunds/999999/Retry', { token: staff, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('refund.notFound');
  });

  it("[PAY-01] an operator gives a refused card refund to the buyer's wallet instead: never while the bank is being asked, once, and not for a guest", async () => {
    const staff = await signIn(ctx, '994500000004');
    /** A card order paid with the card whose refunds the bank refuses, cancelled, its refund refused once. */
    async function refusedRefund() {
      const order = await placeOrder(ctx, token, 'card');
      await payOnSandbox(ctx, order.paymentUrl ?? '', sandboxCards.refundsRefused);
      await eventually(
        async () => (await payment(order.id)).json().status,
        (status) => status === 'paid',
      );
      await callApi(ctx, 'POST', `Admin/Orders/${order.id}/Cancel`, {
        token: staff,
        payload: { reason: 'The shop has no stock' },
      });
      const refundId: number = (
        await eventually(
          () => callApi(ctx, 'GET', `Admin/Orders/${order.id}`, { token: staff }).then((r) => r.json()),
          (seen) => seen.money.refunds[0]?.attempts > 0,
        )
      ).money.refunds[0].id;
      await eventually(
        () => ctx.app.jobs.find('payments.refund', { refundId }),
        (jobs) => jobs[0]?.state === 'retry',
      );
      return { order, refundId };
    }
    const toWallet = (refundId: number, as = staff) =>
      callApi(ctx, 'POST', `Admin/Refunds/${refundId}/ToWallet`, { token: as, lang: 'en' });
    const askingSince = (refundId: number, at: ReturnType<typeof sql>) =>
      ctx.db.update(refunds).set({ askingSince: at }).where(eq(refunds.id, refundId));

    const { order, refundId } = await refusedRefund();
    const before = (await callApi(ctx, 'GET', 'Wallet', { token })).json().balance;
    expect((await toWallet(refundId, token)).statusCode).toBe(403);

    // The job is asking the bank this moment: its answer could still be yes.
    await askingSince(refundId, sql`now()`);
    const busy = await toWallet(refundId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('refund.inProgress');
    // A job that began asking minutes ago died with the process: the operator may decide.
    await askingSince(refundId, sql`now() - interval '3 minutes'`);
    const given = await toWallet(refundId);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      id: order.id,
      paymentStatus: 'refunded',
      money: { refunded: order.total, refunds: [{ id: refundId, to: 'wallet', status: 'done' }] },
    });
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBeCloseTo(
      before + order.total,
      2,
    );
    const told = (await notices('refundDone')).filter((notice) => notice.text.includes(order.number));
    expect(told.map((notice) => notice.text)).toEqual([
      `${inEnglish(order.total)} AZN from order ${order.number} was put in your Bazar wallet.`,
    ]);
    expect((await payment(order.id)).json()).toMatchObject({
      status: 'refunded',
      refunds: [{ to: 'wallet', status: 'done' }],
    });

    // Its job, due again, finds it done and asks the bank nothing: the money is given once.
    const [job] = await ctx.app.jobs.find('payments.refund', { refundId });
    await ctx.app.jobs.runNow('payments.refund', job?.id ?? '');
    await eventually(
      () => ctx.app.jobs.find('payments.refund', { refundId }),
      (jobs) => jobs[0]?.state === 'completed',
    );
    const [bank] = await ctx.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.merchantReference, sandboxPage(order.paymentUrl ?? '').id));
    expect(bank?.refunded).toBe(0);
    const refundsInLedger = (await ledgerOf(ctx, order.id)).filter((entry) => entry.kind === 'refund');
    expect(refundsInLedger.map((entry) => [entry.amount, entry.walletDelta])).toEqual([
      [Math.round(order.total * 100), Math.round(order.total * 100)],
    ]);
    const again = await toWallet(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('refund.notWaiting');
    expect((await toWallet(999999)).json()).toMatchObject({ status: 404, code: 'refund.notFound' });

    // A guest has no wallet: the money can only go back to the card.
    const guest = await refusedRefund();
    await ctx.db.execute(sql`update orders set user_id = null where id = ${guest.order.id}`);
    const noWallet = await toWallet(guest.refundId);
    expect(noWallet.statusCode).toBe(409);
    expect(noWallet.json()).toMatchObject({
      code: 'refund.noWallet',
      detail: "A guest's order: the buyer has no wallet, so the money can only go back to the card",
    });
  });

  it('nobody confirms an order still awaiting its payment', async () => {
    const order = await placeOrder(ctx, token, 'card');
    const detail = (await callApi(ctx, 'GET', `Order/${order.id}`, { token })).json();
    // The part's own seller (operators move parts only through the back office, issue 35).
    const [owner] = await ctx.db
      .select({ phone: users.phone })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(orderParts.id, detail.parts[0].id));
    const seller = await signIn(ctx, owner?.phone ?? '');
    const moved = await callApi(ctx, 'POST', `OrderPart/${detail.parts[0].id}/Status`, {
      token: seller,
      payload: { status: 'confirmed' },
      lang: 'en',
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().detail).toBe('The order has not been paid yet');
  });
});

describe('a bank that does not answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const down: CardGateway = {
      name: 'sandbox',
      start: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      readCallback: () => null,
      status: async () => ({ state: 'pending' }),
      refund: async () => {},
      refunded: async () => 0,
    };
    ctx = await createTestApp({}, { cardGateway: down });
  });
  afterAll(() => ctx.close());

  it('[PAY-01] the order is placed all the same, and checkout sends the buyer to its result page to try again', async () => {
    const token = await signIn(ctx, buyerPhone);
    const order = await placeOrder(ctx, token, 'card');
    expect(order.paymentUrl).toMatch(new RegExp(`/payment/result/${order.id}\\?key=`));
    const seen = (await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json();
    expect(seen).toMatchObject({
      status: 'awaiting',
      canRetry: true,
      attempts: [{ status: 'failed', failure: 'error' }],
    });
    const again = await callApi(ctx, 'POST', `Payment/${order.id}/Start`, { token, payload: {}, lang: 'en' });
    expect(again.statusCode).toBe(503);
    expect(again.json().detail).toBe('The bank is not answering at present. Try again in a moment.');
  });
});

describe('the wallet', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await signIn(ctx, buyerPhone);
  });
  afterAll(() => ctx.close());

  const topUp = async (amount: number) => {
    const started = await callApi(ctx, 'POST', 'Wallet/TopUp', { token, payload: { amount } });
    expect(started.statusCode, started.body).toBe(200);
    const { returnUrl } = await payOnSandbox(ctx, started.json().paymentUrl);
    const id = new URL(returnUrl).searchParams.get('topUp');
    return (await callApi(ctx, 'GET', `Wallet/TopUp/${id}`, { token })).json();
  };

  it('[PAY-02] tops up by card, pays an order from the wallet alone, and keeps the history', async () => {
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json()).toEqual({ balance: 0 });
    const product = await productInStock(ctx);
    const price = product.price / 100;
    expect(await topUp(price + 50)).toMatchObject({
      status: 'paid',
      amount: price + 50,
      balance: price + 50,
    });
    const order = await placeOrder(ctx, token, 'wallet', { productId: product.id });
    expect(order.paymentUrl).toMatch(new RegExp(`/payment/result/${order.id}\\?key=`));
    expect((await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json()).toMatchObject({
      status: 'paid',
      fromWallet: order.total,
    });
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBeCloseTo(
      price + 50 - order.total,
      2,
    );
    const history = (await callApi(ctx, 'GET', 'Wallet/History', { token })).json();
    expect(
      history.items.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount]),
    ).toEqual([
      ['payment', -order.total],
      ['topUp', price + 50],
    ]);
    expect(history.items[0].orderNumber).toBe(order.number);
  });

  it('[PAY-02] a wallet short of the total pays what it has, and the card the rest', async () => {
    const balance = (await callApi(ctx, 'GET', 'Wallet', { token })).json().balance;
    const product = await productInStock(ctx, 1);
    const order = await placeOrder(ctx, token, 'wallet', { productId: product.id, count: 3 });
    expect(order.total).toBeGreaterThan(balance);
    expect(order.paymentUrl).toContain('/payment/sandbox/');
    const waiting = (await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json();
    expect(waiting).toMatchObject({ status: 'awaiting', fromWallet: balance });
    expect(waiting.due).toBeCloseTo(order.total - balance, 2);
    await payOnSandbox(ctx, order.paymentUrl ?? '');
    expect((await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json().status).toBe('paid');
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBe(0);

    // Cancelled: the wallet's share goes back to the wallet at once, the card's through the bank.
    await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, { token, payload: {} });
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBeCloseTo(balance, 2);
    const refunds = (await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json().refunds;
    expect(refunds.map((refund: { to: string }) => refund.to).sort()).toEqual(['card', 'wallet']);
  });

  it('guests cannot pay by wallet, and top-ups outside 1–5000 ₼ are refused', async () => {
    const refused = await callApi(ctx, 'POST', 'Wallet/TopUp', {
      token,
      payload: { amount: 0.5 },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.amount).toEqual(['The amount must be between 1 and 5000 ₼']);
    expect(
      (await callApi(ctx, 'POST', 'Wallet/TopUp', { token, payload: { amount: 5000.01 } })).statusCode,
    ).toBe(400);
    expect((await callApi(ctx, 'GET', 'Wallet')).statusCode).toBe(401);
    const other = await callApi(ctx, 'GET', 'Wallet/TopUp/1', { token: await signIn(ctx, '994500000002') });
    expect(other.statusCode).toBe(404);
    expect((await ctx.db.select().from(refunds)).every((refund) => refund.amount > 0)).toBe(true);
  });
});

describe('the wallet under concurrent payments', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('[PAY-02] 20 payments at once against a balance that covers 5 leave exactly 5 paid and the wallet at 0', async () => {
    const token = await signIn(ctx, buyerPhone);
    const [cheapest] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), gt(products.stockCount, 40)))
      .orderBy(asc(products.price))
      .limit(1);
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await placeOrder(ctx, token, 'wallet', { productId: cheapest?.id }));
    const total = orders[0]?.total ?? 0;
    expect(orders.every((order) => order.total === total)).toBe(true);

    const started = await callApi(ctx, 'POST', 'Wallet/TopUp', { token, payload: { amount: total * 5 } });
    await payOnSandbox(ctx, started.json().paymentUrl);
    await eventually(
      async () => (await callApi(ctx, 'GET', 'Wallet', { token })).json().balance,
      (balance) => balance === total * 5,
    );

    const answers = await Promise.all(
      orders.map((order) => callApi(ctx, 'POST', `Payment/${order.id}/Start`, { token, payload: {} })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const statuses = await Promise.all(
      orders.map(async (order) => (await callApi(ctx, 'GET', `Payment/${order.id}`, { token })).json()),
    );
    expect(statuses.filter((payment) => payment.status === 'paid')).toHaveLength(5);
    expect(
      statuses.filter((payment) => payment.status === 'awaiting' && payment.fromWallet === 0),
    ).toHaveLength(15);
    expect((await callApi(ctx, 'GET', 'Wallet', { token })).json().balance).toBe(0);
    const [wallet] = await ctx.db
      .select({ sum: sql<number>`sum(${ledgerEntries.walletDelta})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletUserId, 3));
    expect(wallet?.sum).toBe(0);
  });
});

describe('card data is never kept (PAY-08)', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => logged.push(line) } });
  });
  afterAll(() => ctx.close());

  it('[PAY-08] after paying with every test card, no card number or expiry is in the database, the logs or the files', async () => {
    const token = await signIn(ctx, buyerPhone);
    const typed = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const card of Object.values(sandboxCards)) {
      const order = await placeOrder(ctx, token, 'card');
      const { id, token: pageToken } = sandboxPage(order.paymentUrl ?? '');
      const paid = await callApi(ctx, 'POST', `Payment/Sandbox/${id}/Pay?token=${pageToken}`, {
        payload: { cardNumber: typed(card), expiry: '07/38', cvv: '987', holder: 'PAN TEST' },
      });
      expect(paid.statusCode).toBe(200);
    }
    // A wrong card is refused without its number in the answer.
    const order = await placeOrder(ctx, token, 'card');
    const page = sandboxPage(order.paymentUrl ?? '');
    const wrong = await callApi(ctx, 'POST', `Payment/Sandbox/${page.id}/Pay?token=${page.token}`, {
      payload: { cardNumber: '4169 7388 0000 00', expiry: '07/38', cvv: '987' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain('4169');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const needles = [
      ...Object.values(sandboxCards),
      ...Object.values(sandboxCards).map(typed),
      '41697388000000',
      '07/38',
    ];
    const found = (text: string) => needles.filter((needle) => text.includes(needle));
    expect(logged.length).toBeGreaterThan(20);
    expect(found(logged.join('\n'))).toEqual([]);
    // Nor the secrets of the links: a sandbox page's token, a guest's payment key.
    expect(logged.join('\n')).toContain('token=***');
    expect(logged.join('\n')).not.toMatch(/[?&](key|token)=[\w-]{8}/);

    const tables = (await ctx.db.execute(
      sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] };
    expect(tables.rows.length).toBeGreaterThan(30);
    for (const { name } of tables.rows) {
      const rows = (await ctx.db.execute(sql.raw(`select t::text as row from ${name} t`))) as unknown as {
        rows: { row: string }[];
      };
      expect(found(rows.rows.map((entry) => entry.row).join('\n')), name).toEqual([]);
    }

    for (const folder of [ctx.uploadsDir, ctx.importsDir]) {
      const files = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const file of files.filter((entry) => entry.isFile())) {
        const text = (await readFile(path.join(file.parentPath, file.name))).toString('latin1');
        expect(found(text), file.name).toEqual([]);
      }
    }
  });
});
