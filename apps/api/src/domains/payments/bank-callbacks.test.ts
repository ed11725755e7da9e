import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEpoint } from '../../test/fake-epoint';
import { startFakeKapital } from '../../test/fake-kapital';
import {
  basketOrder,
  checkout,
  eventually,
  ledgerOf,
  placeOrder,
  runJobNow,
} from '../../test/payments-support';
import { callApi, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { products } from '../catalog/catalog.tables';
import type { CardGateway, GatewayPaidPayment } from './card-gateway';
import { EpointGateway, epointSignature } from './epoint.gateway';
import { KapitalGateway } from './kapital.gateway';
import { payments, refunds } from './payments.tables';

const buyerPhone = '994500000003';
const staffPhone = '994500000004';
/** The banks' timeout in these tests, and how late a slow bank answers: past it. */
const bankTimeoutMs = 1500;
const lateMs = 2500;

type Attempt = typeof payments.$inferSelect;

/** A bank's callback as it reaches Bazar: the address and the fields posted. */
interface Callback {
  url: string;
  fields: Record<string, string>;
}

/** A real adapter in front of its local fake, as these tests drive it. */
interface BankUnderTest {
  name: 'epoint' | 'kapital';
  gateway: CardGateway;
  /** The buyer paid on the bank's page. */
  pay(externalId: string): void;
  /** The bank declined the card. */
  decline(externalId: string): void;
  /** The callback the bank sends about a try, claiming it paid or failed. */
  callback(attempt: Attempt, claimed: 'paid' | 'failed'): Callback;
  /** The amounts the bank gave back of a payment, in qəpik. */
  refundsOf(externalId: string): number[];
  /** Makes the bank refuse refunds (or take them again). */
  refuseRefunds(on: boolean): void;
  /** The bank gives refunds back, then answers `ms` late (0: at once). */
  slowRefunds(ms: number): void;
  /** The bank answers questions about a payment `ms` late (0: at once). */
  slowStatus(ms: number): void;
  /** The merchant gave the whole payment back at the bank, Bazar never asked. */
  giveBack(externalId: string): void;
  close(): Promise<void>;
}

const epointKeys = { publicKey: 'i000000001', privateKey: 'epoint-private-key-for-tests' };

async function epointBank(): Promise<BankUnderTest> {
  const fake = await startFakeEpoint(epointKeys.privateKey, epointKeys.publicKey);
  return {
    name: 'epoint',
    gateway: new EpointGateway({ url: fake.url, ...epointKeys, timeoutMs: bankTimeoutMs }),
    pay: (transaction) => fake.pay(transaction),
    decline: (transaction) => fake.fail(transaction),
    callback: (attempt, claimed) => ({
      url: 'Payment/Callback/epoint',
      fields: fake.callback(externalIdOf(attempt), claimed === 'paid' ? 'success' : 'failed'),
    }),
    refundsOf: (transaction) => fake.order(transaction).refunds,
    refuseRefunds: (on) => fake.refuseRefunds(on),
    slowRefunds: (ms) => fake.slowRefunds(ms),
    slowStatus: (ms) => fake.slowStatus(ms),
    giveBack: (transaction) => fake.giveBack(transaction),
    close: fake.close,
  };
}

async function kapitalBank(): Promise<BankUnderTest> {
  const credentials = { user: 'TerminalSys/bazar', password: 'kapital-password-for-tests' };
  const fake = await startFakeKapital(credentials.user, credentials.password);
  return {
    name: 'kapital',
    gateway: new KapitalGateway({ url: fake.url, ...credentials, timeoutMs: bankTimeoutMs }),
    pay: (id) => fake.finish(id, 'FullyPaid'),
    decline: (id) => fake.finish(id, 'Declined'),
    // The bank's redirect fields, unsigned: whatever STATUS says, Bazar asks the bank.
    callback: (attempt, claimed) => ({
      url: `Payment/Callback/kapital?payment=${attempt.reference}`,
      fields: { ID: externalIdOf(attempt), STATUS: claimed === 'paid' ? 'FullyPaid' : 'Declined' },
    }),
    refundsOf: (id) => fake.order(id).refunds,
    refuseRefunds: (on) => fake.declineRefunds(on),
    slowRefunds: (ms) => fake.slowRefunds(ms),
    slowStatus: (ms) => fake.slowDetails(ms),
    giveBack: (id) => fake.giveBack(id),
    close: fake.close,
  };
}

function externalIdOf(attempt: Attempt): string {
  if (!attempt.externalId) throw new Error(`payment ${attempt.id} never reached the bank`);
  return attempt.externalId;
}

/**
 * The whole app on its own database with a bank's real adapter against the bank's fake, and the
 * demo buyer signed in. Reads go to the tables where asking the API would ask the bank first.
 */
function bankScene(start: () => Promise<BankUnderTest>) {
  const scene = {} as { ctx: TestContext; bank: BankUnderTest; token: string };

  beforeAll(async () => {
    scene.bank = await start();
    scene.ctx = await createTestApp(
      { payments: { gateway: scene.bank.name, timeoutMinutes: 30 } },
      { cardGateway: scene.bank.gateway },
    );
    scene.token = await signIn(scene.ctx, buyerPhone);
  }, 120_000);
  afterAll(async () => {
    await scene.ctx?.close();
    await scene.bank?.close();
  });

  const attemptsOf = (orderId: number) =>
    scene.ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));

  /** The only try of an order, as the bank knows it. */
  async function onlyAttempt(orderId: number): Promise<Attempt> {
    const [attempt, ...more] = await attemptsOf(orderId);
    expect(more).toEqual([]);
    if (!attempt) throw new Error(`order ${orderId} has no payment`);
    return attempt;
  }

  /** A card order waiting at the bank's page; `qepik` is its total. */
  async function cardOrder() {
    const order = await placeOrder(scene.ctx, scene.token, 'card');
    const attempt = await onlyAttempt(order.id);
    return { order, attempt, externalId: externalIdOf(attempt), qepik: Math.round(order.total * 100) };
  }

  const send = (callback: Callback) => callApi(scene.ctx, 'POST', callback.url, { payload: callback.fields });

  /** A card order the bank paid and said so. */
  async function paidOrder() {
    const placed = await cardOrder();
    scene.bank.pay(placed.externalId);
    expect((await send(scene.bank.callback(placed.attempt, 'paid'))).statusCode).toBe(200);
    return placed;
  }

  const payment = async (orderId: number) =>
    (await callApi(scene.ctx, 'GET', `Payment/${orderId}`, { token: scene.token })).json();

  const orderDetail = async (orderId: number) =>
    (await callApi(scene.ctx, 'GET', `Order/${orderId}`, { token: scene.token })).json();

  /** The ledger's captures of an order: [payment, qəpik]. */
  const captures = async (orderId: number) =>
    (await ledgerOf(scene.ctx, orderId))
      .filter((entry) => entry.kind === 'capture')
      .map((entry) => [entry.paymentId, entry.amount]);

  const refundRowsOf = (orderId: number) =>
    scene.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

  /** Waits until every refund of the order went through. */
  const refundsDone = (orderId: number) =>
    eventually(
      () => refundRowsOf(orderId),
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'done'),
    );

  return {
    scene,
    attemptsOf,
    onlyAttempt,
    cardOrder,
    paidOrder,
    send,
    payment,
    orderDetail,
    captures,
    refundRowsOf,
    refundsDone,
  };
}

type Scene = ReturnType<typeof bankScene>;

/** What every bank must do the same through the app: its callbacks, the jobs that ask it, refunds. */
function sharedBehaviour(s: Scene, refundCall: string) {
  /** The order is paid by its one try, whose money was taken in once. */
  const expectPaidOnce = async (orderId: number, attemptId: number, qepik: number) => {
    expect(await s.payment(orderId)).toMatchObject({
      status: 'paid',
      attempts: [{ id: attemptId, status: 'paid', failure: null }],
    });
    expect(await s.captures(orderId)).toEqual([[attemptId, qepik]]);
  };

  it('[PAY-01] a card order cancelled while awaiting its money is unpaid; a payment after that is refunded through the bank', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    const cancelled = await callApi(s.scene.ctx, 'POST', `Order/${order.id}/Cancel`, {
      token: s.scene.token,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await s.payment(order.id)).toMatchObject({ status: 'unpaid', canRetry: false, canPayCash: false });

    // The buyer still had the bank's page open and pays.
    s.scene.bank.pay(externalId);
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    await s.refundsDone(order.id);
    expect(s.scene.bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await s.payment(order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
  });

  it("[PAY-01] a part cancelled while its order awaits the money: the part's share is not kept once the order is paid", async () => {
    const { ctx, token } = s.scene;
    const [first, second] = await productsOfTwoShops(ctx);
    await callApi(ctx, 'POST', 'Basket', {
      token,
      payload: {
        createBasketDtos: [
          { productId: first, count: 1 },
          { productId: second, count: 1 },
        ],
      },
    });
    const order = await checkoutBasket(ctx, token);
    const attempt = await s.onlyAttempt(order.id);
    const [part] = order.parts;
    if (!part) throw new Error('no part');
    const share = Math.round((part.subtotal + part.deliveryFee) * 100);
    const staff = await signIn(ctx, staffPhone);
    const moved = await callApi(ctx, 'POST', `Admin/OrderParts/${part.id}/Move`, {
      token: staff,
      payload: { to: 'cancelled', note: 'The shop ran out of it' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // The try already at the bank asks the whole total; the buyer pays it.
    s.scene.bank.pay(externalIdOf(attempt));
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    await s.refundsDone(order.id);
    expect(s.scene.bank.refundsOf(externalIdOf(attempt))).toEqual([share]);
    expect(await s.payment(order.id)).toMatchObject({ status: 'partlyRefunded', refunded: share / 100 });
  });

  it('[PAY-01] two tries both paid at the bank: the second is refunded and the order is paid, not partly refunded', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    const again = await callApi(s.scene.ctx, 'POST', `Payment/${order.id}/Start`, {
      token: s.scene.token,
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    const [, second] = await s.attemptsOf(order.id);
    if (!second) throw new Error('no second try');
    s.scene.bank.pay(externalId);
    s.scene.bank.pay(externalIdOf(second));
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    expect((await s.send(s.scene.bank.callback(second, 'paid'))).statusCode).toBe(200);
    await s.refundsDone(order.id);
    expect(s.scene.bank.refundsOf(externalIdOf(second))).toEqual([qepik]);
    expect(s.scene.bank.refundsOf(externalId)).toEqual([]);
    expect((await s.payment(order.id)).status).toBe('paid');
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('paid');
  });

  it('[PAY-01] a paid callback marks the order paid, with one capture of its total in qəpik', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    s.scene.bank.pay(externalId);
    const answer = await s.send(s.scene.bank.callback(attempt, 'paid'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true });

    expect(await s.payment(order.id)).toMatchObject({
      status: 'paid',
      paid: order.total,
      due: 0,
      canRetry: false,
      attempts: [{ id: attempt.id, status: 'paid', failure: null }],
    });
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('paid');
    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
  });

  it('[PAY-01] the same callback replayed, five at once and three times after, leaves one capture', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    s.scene.bank.pay(externalId);
    const callback = s.scene.bank.callback(attempt, 'paid');
    const together = await Promise.all(Array.from({ length: 5 }, () => s.send(callback)));
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) expect((await s.send(callback)).statusCode).toBe(200);

    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
    expect(await s.payment(order.id)).toMatchObject({ status: 'paid', paid: order.total, refunds: [] });
  });

  it('[PAY-01] out of order: a failed callback after the paid one changes nothing, the order stays paid', async () => {
    const { order, attempt, qepik } = await s.paidOrder();
    const late = await s.send(s.scene.bank.callback(attempt, 'failed'));
    expect(late.statusCode, late.body).toBe(200);

    await expectPaidOnce(order.id, attempt.id, qepik);
  });

  it('[PAY-01] money is never ignored: a paid callback after a failed one for the same attempt takes it in, and the order is paid once', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    s.scene.bank.decline(externalId);
    expect((await s.send(s.scene.bank.callback(attempt, 'failed'))).statusCode).toBe(200);
    s.scene.bank.pay(externalId);
    const late = await s.send(s.scene.bank.callback(attempt, 'paid'));
    expect(late.statusCode, late.body).toBe(200);
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);

    await expectPaidOnce(order.id, attempt.id, qepik);
  });

  it('[PAY-01] a callback after the order expired unpaid: the money is taken in and refunded through the bank', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    // The expiry job asks the bank first: it must still say unpaid then.
    await runJobNow(s.scene.ctx, 'payments.expire', { orderId: order.id });
    const expired = await eventually(
      () => s.orderDetail(order.id),
      (detail) => detail.paymentStatus !== 'awaiting',
    );
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });

    s.scene.bank.pay(externalId);
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    await s.refundsDone(order.id);

    expect(s.scene.bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await s.payment(order.id)).toMatchObject({
      status: 'refunded',
      paid: order.total,
      refunded: order.total,
      refunds: [{ amount: order.total, to: 'card', status: 'done' }],
    });
    expect((await ledgerOf(s.scene.ctx, order.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['capture', qepik],
      ['refund', qepik],
    ]);
  });

  it('[PAY-01] a lost callback: the poll job asks the bank and the order is paid once; a callback after it changes nothing', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    s.scene.bank.pay(externalId);
    // Nobody asked the bank yet: the order still waits.
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('awaiting');

    await runJobNow(s.scene.ctx, 'payments.poll', { paymentId: attempt.id });
    expect(
      await eventually(
        () => s.captures(order.id),
        (found) => found.length > 0,
      ),
    ).toEqual([[attempt.id, qepik]]);
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('paid');

    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
    expect((await s.payment(order.id)).status).toBe('paid');
  });

  it(`[PAY-01] cancelling a paid order refunds the whole amount through the bank (${refundCall})`, async () => {
    const { order, externalId, qepik } = await s.paidOrder();
    const cancelled = await callApi(s.scene.ctx, 'POST', `Order/${order.id}/Cancel`, {
      token: s.scene.token,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunding' });
    const [refund] = await s.refundsDone(order.id);

    expect(refund).toMatchObject({ amount: qepik, to: 'card', attempts: 1, lastError: null });
    expect(s.scene.bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await s.payment(order.id)).toMatchObject({
      status: 'refunded',
      refunded: order.total,
      refunds: [{ amount: order.total, to: 'card', status: 'done' }],
    });
  });

  it("[PAY-01] staff cancelling one shop's part of a paid two-shop order refunds exactly that part's share; the order is partly refunded", async () => {
    const { ctx, token } = s.scene;
    const [first, second] = await productsOfTwoShops(ctx);
    const basket = await callApi(ctx, 'POST', 'Basket', {
      token,
      payload: {
        createBasketDtos: [
          { productId: first, count: 1 },
          { productId: second, count: 1 },
        ],
      },
    });
    expect(basket.statusCode, basket.body).toBe(200);
    const order = await checkoutBasket(ctx, token);
    expect(order.parts).toHaveLength(2);
    expect(order.discount).toBe(0);
    const attempt = await s.onlyAttempt(order.id);
    s.scene.bank.pay(externalIdOf(attempt));
    expect((await s.send(s.scene.bank.callback(attempt, 'paid'))).statusCode).toBe(200);
    expect((await s.payment(order.id)).status).toBe('paid');

    const [part, kept] = order.parts;
    if (!part || !kept) throw new Error('the order has no two parts');
    const share = Math.round((part.subtotal + part.deliveryFee) * 100);
    const staff = await signIn(ctx, staffPhone);
    const moved = await callApi(ctx, 'POST', `Admin/OrderParts/${part.id}/Move`, {
      token: staff,
      payload: { to: 'cancelled', note: 'The shop ran out of it' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [refund] = await s.refundsDone(order.id);

    expect(refund).toMatchObject({ partId: part.id, amount: share, to: 'card' });
    expect(s.scene.bank.refundsOf(externalIdOf(attempt))).toEqual([share]);
    expect(share).toBeLessThan(Math.round(order.total * 100));
    expect(await s.payment(order.id)).toMatchObject({
      status: 'partlyRefunded',
      paid: order.total,
      refunded: share / 100,
      refunds: [{ amount: share / 100, to: 'card', status: 'done' }],
    });
    const detail = await s.orderDetail(order.id);
    expect(detail.paymentStatus).toBe('partlyRefunded');
    expect(detail.parts.find((p: { id: number }) => p.id === kept.id).status).toBe('placed');

    // The other part cancelled too: the rest goes back, and the bank has given back the whole.
    const rest = Math.round(order.total * 100) - share;
    const last = await callApi(ctx, 'POST', `Admin/OrderParts/${kept.id}/Move`, {
      token: staff,
      payload: { to: 'cancelled', note: 'The buyer asked by phone' },
    });
    expect(last.statusCode, last.body).toBe(200);
    await eventually(
      () => s.refundsDone(order.id),
      (rows) => rows.length === 2,
    );
    expect(s.scene.bank.refundsOf(externalIdOf(attempt))).toEqual([share, rest]);
    expect(await s.payment(order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
  });

  it('[PAY-01] a refund the bank refuses stays pending with its error recorded, and its job tries it again', async () => {
    const { ctx, token, bank } = s.scene;
    const { order, externalId, qepik } = await s.paidOrder();
    bank.refuseRefunds(true);
    try {
      const cancelled = await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, { token, payload: {} });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [refused] = await eventually(
        () => s.refundRowsOf(order.id),
        (rows) => (rows[0]?.attempts ?? 0) > 0,
      );
      expect(refused).toMatchObject({ status: 'pending', attempts: 1, amount: qepik });
      expect(refused?.lastError).toMatch(/refused the refund/);
      expect(bank.refundsOf(externalId)).toEqual([]);
      expect((await s.payment(order.id)).refunds).toMatchObject([{ amount: order.total, status: 'pending' }]);

      // The queue holds the job for its next try; the bank takes refunds again by then.
      const job = { refundId: refused?.id };
      await eventually(
        () => ctx.app.jobs.find('payments.refund', job),
        (jobs) => jobs.some((found) => found.state === 'retry'),
      );
      bank.refuseRefunds(false);
      await runJobNow(ctx, 'payments.refund', job);
      const [done] = await s.refundsDone(order.id);
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
      expect(bank.refundsOf(externalId)).toEqual([qepik]);
    } finally {
      bank.refuseRefunds(false);
    }
  });

  /** A paid card order cancelled by its buyer while the bank answers refunds after the timeout: its refund's answer never came. */
  async function refundAnsweredLate() {
    const { ctx, token, bank } = s.scene;
    const placed = await s.paidOrder();
    bank.slowRefunds(lateMs);
    const cancelled = await callApi(ctx, 'POST', `Order/${placed.order.id}/Cancel`, { token, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await eventually(
      () => s.refundRowsOf(placed.order.id),
      (rows) => (rows[0]?.attempts ?? 0) > 0,
      15_000,
    );
    if (!refund) throw new Error('no refund');
    bank.slowRefunds(0);
    // The bank gave the money back; Bazar only knows its answer never came.
    expect(bank.refundsOf(placed.externalId)).toEqual([placed.qepik]);
    expect(refund).toMatchObject({ status: 'pending', attempts: 1, bankOutcomeUnknown: true });
    expect(refund.lastError).toMatch(/did not answer in time/);
    await eventually(
      () => ctx.app.jobs.find('payments.refund', { refundId: refund.id }),
      (jobs) => jobs.some((job) => job.state === 'retry'),
    );
    return { ...placed, refund };
  }

  const refundEntries = async (orderId: number) =>
    (await ledgerOf(s.scene.ctx, orderId)).filter((entry) => entry.kind === 'refund');

  const toWallet = async (refundId: number) =>
    callApi(s.scene.ctx, 'POST', `Admin/Refunds/${refundId}/ToWallet`, {
      token: await signIn(s.scene.ctx, staffPhone),
      lang: 'en',
    });

  const walletOf = async () =>
    (await callApi(s.scene.ctx, 'GET', 'Wallet', { token: s.scene.token })).json().balance as number;

  it('[SEC-35.1] a refund the bank did but answered after the timeout is never sent again: its job asks the bank and records it once', async () => {
    const { ctx, bank } = s.scene;
    const { order, externalId, qepik, refund } = await refundAnsweredLate();

    await runJobNow(ctx, 'payments.refund', { refundId: refund.id });
    const [done] = await s.refundsDone(order.id);

    expect(done).toMatchObject({ status: 'done', to: 'card', attempts: 2, bankOutcomeUnknown: false });
    expect(bank.refundsOf(externalId)).toEqual([qepik]);
    expect((await refundEntries(order.id)).map((entry) => [entry.refundId, entry.amount])).toEqual([
      [refund.id, qepik],
    ]);
    expect(await s.payment(order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
  }, 60_000);

  it("[SEC-35.1] an operator's move to the wallet of a refund answered after the timeout asks the bank first: the bank did it, so it is recorded on the card and the wallet gets nothing", async () => {
    const { bank } = s.scene;
    const { order, externalId, qepik, refund } = await refundAnsweredLate();
    const before = await walletOf();

    const moved = await toWallet(refund.id);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('refund.notWaiting');

    expect(await s.refundRowsOf(order.id)).toMatchObject([{ id: refund.id, status: 'done', to: 'card' }]);
    expect(bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await refundEntries(order.id)).toHaveLength(1);
    expect(await walletOf()).toBe(before);
    expect(await s.payment(order.id)).toMatchObject({
      status: 'refunded',
      refunds: [{ to: 'card', status: 'done' }],
    });
  }, 60_000);

  it('[SEC-35.1] while the bank cannot say what became of a refund, the wallet move is refused with 409 and its job sends nothing again', async () => {
    const { ctx, bank } = s.scene;
    const { order, externalId, qepik, refund } = await refundAnsweredLate();
    bank.slowStatus(lateMs);
    try {
      const moved = await toWallet(refund.id);
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json()).toMatchObject({
        code: 'refund.bankUnsure',
        detail: expect.stringContaining('The bank has not said'),
      });
      await runJobNow(ctx, 'payments.refund', { refundId: refund.id });
      await eventually(
        () => s.refundRowsOf(order.id),
        (rows) => (rows[0]?.attempts ?? 0) > 1,
        15_000,
      );
      expect(await s.refundRowsOf(order.id)).toMatchObject([
        { status: 'pending', attempts: 2, bankOutcomeUnknown: true },
      ]);
      expect(bank.refundsOf(externalId)).toEqual([qepik]);
    } finally {
      bank.slowStatus(0);
    }
    // The bank answers again: the refund is recorded, once.
    await eventually(
      () => ctx.app.jobs.find('payments.refund', { refundId: refund.id }),
      (jobs) => jobs.some((job) => job.state === 'retry'),
    );
    await runJobNow(ctx, 'payments.refund', { refundId: refund.id });
    await s.refundsDone(order.id);
    expect(bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await refundEntries(order.id)).toHaveLength(1);
  }, 60_000);

  it('[SEC-35.1] the process stopped between the bank giving a refund back and the ledger write: run again, or moved to the wallet, the money goes back once', async () => {
    const { ctx, token, bank } = s.scene;
    for (const next of ['job', 'operator'] as const) {
      const { order, attempt, externalId, qepik } = await s.paidOrder();
      bank.refuseRefunds(true);
      try {
        const cancelled = await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, { token, payload: {} });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        await eventually(
          () => s.refundRowsOf(order.id),
          (rows) => (rows[0]?.attempts ?? 0) > 0,
        );
      } finally {
        bank.refuseRefunds(false);
      }
      const [refund] = await s.refundRowsOf(order.id);
      if (!refund) throw new Error('no refund');
      await eventually(
        () => ctx.app.jobs.find('payments.refund', { refundId: refund.id }),
        (jobs) => jobs.some((job) => job.state === 'retry'),
      );
      // Its next try: marked as asking the bank, the bank says yes, and the process stops there.
      await ctx.db
        .update(refunds)
        .set({ askingSince: sql`now() - interval '3 minutes'`, bankOutcomeUnknown: true })
        .where(eq(refunds.id, refund.id));
      const [paidAttempt] = await s.attemptsOf(order.id);
      const paid: GatewayPaidPayment = {
        id: attempt.id,
        reference: attempt.reference,
        externalId,
        transaction: paidAttempt?.transaction ?? null,
        amount: attempt.amount,
      };
      await bank.gateway.refund(paid, { reference: refund.reference, amount: refund.amount });
      expect(await refundEntries(order.id)).toEqual([]);

      if (next === 'job') {
        await runJobNow(ctx, 'payments.refund', { refundId: refund.id });
        await s.refundsDone(order.id);
      } else {
        const moved = await toWallet(refund.id);
        expect(moved.statusCode, moved.body).toBe(409);
        expect(moved.json().code).toBe('refund.notWaiting');
      }
      expect(bank.refundsOf(externalId), next).toEqual([qepik]);
      expect(await refundEntries(order.id), next).toHaveLength(1);
      expect(await s.refundRowsOf(order.id), next).toMatchObject([{ status: 'done', to: 'card' }]);
    }
  }, 60_000);

  it('[SEC-35.3] a pending try the bank reports as already given back counts as failed, not paid: the order still waits and nothing is captured', async () => {
    const { order, attempt, externalId } = await s.cardOrder();
    s.scene.bank.pay(externalId);
    s.scene.bank.giveBack(externalId);

    await runJobNow(s.scene.ctx, 'payments.poll', { paymentId: attempt.id });
    const [settled] = await eventually(
      () => s.attemptsOf(order.id),
      (rows) => rows[0]?.status !== 'pending',
    );
    expect(settled).toMatchObject({ status: 'failed', failure: 'cancelled' });
    expect(await s.captures(order.id)).toEqual([]);
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('awaiting');
  });

  it('[SEC-35.2] a payment the bank takes after the poll gave the try up is recorded and refunded, and the buyer is told', async () => {
    const { ctx, token, bank } = s.scene;
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    // Two hours and more at the bank's page, still pending: the poll gives the try up.
    await ctx.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(payments.id, attempt.id));
    await runJobNow(ctx, 'payments.poll', { paymentId: attempt.id });
    const [givenUp] = await eventually(
      () => s.attemptsOf(order.id),
      (rows) => rows[0]?.status !== 'pending',
    );
    expect(givenUp).toMatchObject({ status: 'failed', failure: 'expired' });
    expect(givenUp?.givenUpAt).not.toBeNull();
    await runJobNow(ctx, 'payments.expire', { orderId: order.id });
    await eventually(
      () => s.orderDetail(order.id),
      (detail) => detail.paymentStatus !== 'awaiting',
    );

    // The buyer pays on the page left open; the bank is asked again later.
    bank.pay(externalId);
    await runJobNow(ctx, 'payments.late-check', { paymentId: attempt.id });
    await s.refundsDone(order.id);

    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
    expect(bank.refundsOf(externalId)).toEqual([qepik]);
    expect(await s.payment(order.id)).toMatchObject({
      status: 'refunded',
      paid: order.total,
      refunded: order.total,
      attempts: [{ id: attempt.id, status: 'paid' }],
    });
    const notices = (await callApi(ctx, 'GET', 'Notifications?pageSize=50', { token, lang: 'en' })).json()
      .items as { kind: string; text: string }[];
    expect(
      notices.filter((notice) => notice.kind === 'latePayment').map((notice) => notice.text),
    ).toContainEqual(
      expect.stringContaining(`for order ${order.number} after the order stopped waiting for it`),
    );
  });

  it('[SEC-35.2] a given-up try the buyer comes back from paid is recorded when they open the result page', async () => {
    const { ctx, bank } = s.scene;
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    await ctx.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(payments.id, attempt.id));
    await runJobNow(ctx, 'payments.poll', { paymentId: attempt.id });
    await eventually(
      () => s.attemptsOf(order.id),
      (rows) => rows[0]?.status !== 'pending',
    );
    bank.pay(externalId);

    // The order still awaits its money (not yet expired): the late payment pays it.
    expect(await s.payment(order.id)).toMatchObject({ status: 'paid', paid: order.total });
    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
    expect(await s.refundRowsOf(order.id)).toEqual([]);
  });
}

/** Two published products in stock from two different shops. */
async function productsOfTwoShops(ctx: TestContext): Promise<[number, number]> {
  const rows = await ctx.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(
      and(eq(products.status, 'published'), gt(products.stockCount, 20), isNull(products.discountedPrice)),
    )
    .orderBy(products.id);
  const first = rows[0];
  const second = rows.find((row) => first && row.shopId !== first.shopId);
  if (!first || !second) throw new Error('the demo needs in-stock products of two shops');
  return [first.id, second.id];
}

/** The buyer checks their basket out, paying by card. */
async function checkoutBasket(ctx: TestContext, token: string) {
  const placed = await checkout(ctx, token, await basketOrder(ctx, token, 'card'));
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as {
    id: number;
    total: number;
    discount: number;
    parts: { id: number; subtotal: number; deliveryFee: number }[];
  };
}

describe('Epoint through the app', () => {
  const s = bankScene(epointBank);
  sharedBehaviour(s, 'reverse');

  it('[PAY-01] the callback posted as form fields, as Epoint posts it, is read like the JSON one', async () => {
    const { order, attempt, externalId, qepik } = await s.cardOrder();
    s.scene.bank.pay(externalId);
    const answer = await s.scene.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/Callback/epoint',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(s.scene.bank.callback(attempt, 'paid').fields).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await s.captures(order.id)).toEqual([[attempt.id, qepik]]);
  });

  it('[PAY-01] a forged callback (a wrong signature, tampered data, another key’s signature) is refused with 400 and changes nothing', async () => {
    const { order, attempt } = await s.cardOrder();
    const { data = '', signature = '' } = s.scene.bank.callback(attempt, 'paid').fields;
    const failedSignature = s.scene.bank.callback(attempt, 'failed').fields.signature ?? '';
    const claim = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claim, amount: '0.01' })).toString('base64');
    const forgeries: Record<string, string>[] = [
      { data, signature: 'bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==' },
      { data, signature: failedSignature },
      { data: tampered, signature },
      { data, signature: epointSignature('another-merchant-private-key', data) },
      { data },
    ];
    for (const fields of forgeries) {
      const answer = await s.send({ url: 'Payment/Callback/epoint', fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
    }
    // Only the configured bank's callback address answers.
    const elsewhere = await s.send({
      url: `Payment/Callback/kapital?payment=${attempt.reference}`,
      fields: { ID: '1' },
    });
    expect(elsewhere.statusCode).toBe(404);

    expect(await s.attemptsOf(order.id)).toMatchObject([
      { id: attempt.id, status: 'pending', failure: null },
    ]);
    expect(await s.captures(order.id)).toEqual([]);
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('awaiting');
    expect(await s.payment(order.id)).toMatchObject({ status: 'awaiting', paid: 0 });
  });
});

describe('Epoint callbacks and try references', () => {
  const s = bankScene(epointBank);

  it("[SEC-35.4] a signed callback naming this try's reference but another transaction changes nothing", async () => {
    const { order, attempt, externalId } = await s.cardOrder();
    const other = await s.cardOrder();
    s.scene.bank.pay(externalId);
    s.scene.bank.pay(other.externalId);
    const { data = '' } = s.scene.bank.callback(other.attempt, 'paid').fields;
    const claim = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    // The other payment's transaction and amount, under this try's reference: signed by the bank's key.
    const crossed = Buffer.from(
      JSON.stringify({ ...claim, order_id: attempt.reference, amount: (attempt.amount / 100).toFixed(2) }),
    ).toString('base64');
    const answer = await s.send({
      url: 'Payment/Callback/epoint',
      fields: { data: crossed, signature: epointSignature(epointKeys.privateKey, crossed) },
    });
    expect(answer.statusCode, answer.body).toBe(400);

    expect(await s.attemptsOf(order.id)).toMatchObject([{ id: attempt.id, status: 'pending' }]);
    expect(await s.captures(order.id)).toEqual([]);
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('awaiting');
  });

  it('[SEC-35.4] tries are named toward the bank by a random reference: a callback naming the sequential id finds nothing', async () => {
    const { order, attempt, externalId } = await s.cardOrder();
    const next = await s.cardOrder();
    expect(attempt.reference).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(next.attempt.reference).not.toBe(attempt.reference);
    s.scene.bank.pay(externalId);
    const { data = '' } = s.scene.bank.callback(attempt, 'paid').fields;
    const claim = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    expect(claim.order_id).toBe(attempt.reference);
    const counted = Buffer.from(JSON.stringify({ ...claim, order_id: String(attempt.id) })).toString(
      'base64',
    );
    const answer = await s.send({
      url: 'Payment/Callback/epoint',
      fields: { data: counted, signature: epointSignature(epointKeys.privateKey, counted) },
    });
    expect(answer.statusCode).toBe(400);
    expect(await s.captures(order.id)).toEqual([]);
  });
});

describe('Kapital Bank through the app', () => {
  const s = bankScene(kapitalBank);
  sharedBehaviour(s, 'exec-tran Refund');

  it('[PAY-01] a callback claiming FullyPaid for a payment the bank has not paid changes nothing: the bank is asked', async () => {
    const { order, attempt } = await s.cardOrder();
    const claim = await s.send(s.scene.bank.callback(attempt, 'paid'));
    expect(claim.statusCode, claim.body).toBe(200);

    // Another order the bank did pay, named in this payment's callback: still this payment's bank order is asked.
    const other = await s.cardOrder();
    s.scene.bank.pay(other.externalId);
    const borrowed = await s.send({
      url: `Payment/Callback/kapital?payment=${attempt.reference}`,
      fields: { ID: other.externalId, STATUS: 'FullyPaid' },
    });
    expect(borrowed.statusCode, borrowed.body).toBe(200);

    expect(await s.attemptsOf(order.id)).toMatchObject([
      { id: attempt.id, status: 'pending', failure: null },
    ]);
    expect(await s.captures(order.id)).toEqual([]);
    expect((await s.orderDetail(order.id)).paymentStatus).toBe('awaiting');
    expect(await s.payment(order.id)).toMatchObject({ status: 'awaiting', paid: 0 });
    // Without the payment it names, or for another bank, the callback is refused.
    const unnamed = await s.send({ url: 'Payment/Callback/kapital', fields: { ID: other.externalId } });
    expect(unnamed.statusCode).toBe(400);
    const elsewhere = await s.send({
      url: 'Payment/Callback/epoint',
      fields: { data: 'e30=', signature: 'x' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
