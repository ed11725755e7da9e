import {
  type CheckoutPaymentType,
  checkoutPaymentTypes,
  type Lang,
  type MoneySource,
  type OperatorOrderMoney,
  type OrderPayment,
  type OrderPaymentStatus,
  type PaymentFailure,
  type PaymentMethod,
  type PaymentRefund,
  type PaymentType,
  type RefundTo,
  refusalsBeforeCashRefused,
  type TopUp,
  toAzn,
  type WalletEntry,
} from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../accounts/caller';
import type { OrderForPayment, OrdersService } from '../orders/orders.service';
import type { CardGateway, GatewayPaidPayment, GatewayVerdict } from './card-gateway';
import { BankRefused } from './gateway-http';
import { owed, someEnded } from './order-shares';
import type { PaymentLinks } from './payment-links';
import { type OrderMoney, type PaymentRow, PaymentsRepo, type RefundRow } from './payments.repo';

export interface PaymentsDeps {
  db: Database;
  jobs: JobQueue;
  orders: OrdersService;
  /** The bank behind card payments and wallet top-ups; none means card is not offered. */
  gateway: CardGateway | null;
  links: PaymentLinks;
  /** An order paid online and not paid within this is cancelled. */
  timeoutMinutes: number;
  log: FastifyBaseLogger;
}

/** Told, in the transaction that takes the money in, that a gift card was paid for. */
export type GiftCardPaidListener = (tx: Transaction, giftCardId: number) => Promise<void>;

/** A refund the buyer waited for, given: the bank gave it back to the card, or an operator to the wallet. */
export interface RefundGiven {
  orderId: number;
  number: string;
  userId: number;
  /** In qəpik. */
  amount: number;
  to: 'card' | 'wallet';
}
export type RefundGivenListener = (tx: Transaction, given: RefundGiven) => Promise<void>;

/** Money a bank took for an order after it stopped waiting for it (cancelled, expired): taken in and given back. */
export interface LatePayment {
  orderId: number;
  number: string;
  userId: number;
  /** What the bank took, in qəpik. */
  amount: number;
  /** What of it goes back to the card, in qəpik (all of it unless the order could still use it). */
  refunded: number;
}
export type LatePaymentListener = (tx: Transaction, late: LatePayment) => Promise<void>;

const expireQueue = 'payments.expire';
const pollQueue = 'payments.poll';
const refundQueue = 'payments.refund';
const lateCheckQueue = 'payments.late-check';
/**
 * How long a refund counts as being asked of the bank: far beyond the bank's 15 s timeout, so past
 * it the job that asked has died (a restart) and an operator may decide the refund.
 */
const askingBankHeldMs = 2 * 60_000;
/** A try the bank has not settled is asked about after this (a callback may be lost). */
const pollAfterSeconds = 10 * 60;
/** Past this, a try the bank still calls pending is given up as expired. */
const givenUpAfterMs = 2 * 60 * 60 * 1000;
/**
 * How long a bank's page takes a card (where the bank takes a lifetime: Kapital Bank): well inside
 * the poll's two hours, so the bank has said its last word before the poll gives up.
 */
const bankOrderLifetimeMs = 90 * 60 * 1000;
/** A try given up while the bank still called it pending is asked again after this, daily for a week. */
const lateCheckAfterSeconds = 6 * 60 * 60;

/** How each ledger entry reads in a wallet's history. */
const walletKinds = {
  topUp: 'topUp',
  capture: 'payment',
  refund: 'refund',
  giftCardSale: 'giftCard',
} as const satisfies Record<string, WalletEntry['kind']>;
/** Sources a refund goes back to at once, before the card. */
const givenBackAtOnce = ['credit', 'giftCard', 'wallet'] as const satisfies readonly MoneySource[];
const notFound = () => new AppError('notFound', 'order.notFound');
const live = ['placed', 'confirmed', 'shipped'];

/**
 * Taking and giving back money: card tries at a bank's page, the wallet, refunds and the ledger.
 * Every movement is a ledger entry written in the transaction of the change that causes it, with
 * the jobs that follow it (expiry, asking the bank, refunds to the card), so a crash loses nothing.
 * Settling is idempotent: an attempt is settled once, under its row lock, whatever repeats.
 */
export class PaymentsService {
  private readonly repo: PaymentsRepo;
  private readonly giftCardPaid: GiftCardPaidListener[] = [];
  private readonly refundGiven: RefundGivenListener[] = [];
  private readonly latePayment: LatePaymentListener[] = [];

  constructor(private readonly deps: PaymentsDeps) {
    this.repo = new PaymentsRepo(deps.db);
    deps.orders.onPartEnded((tx, ended) => this.refundPart(tx, ended));
    deps.jobs.define<{ orderId: number }>({
      name: expireQueue,
      queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
      work: (job) => this.expire(job.data.orderId),
    });
    deps.jobs.define<{ paymentId: number }>({
      name: pollQueue,
      // Every 10 minutes for the two hours a bank's page may stay open.
      queue: { retryLimit: 12, retryDelay: pollAfterSeconds, expireInSeconds: 120 },
      work: (job) => this.poll(job.data.paymentId),
    });
    deps.jobs.define<{ refundId: number }>({
      name: refundQueue,
      // A refund is owed: it is tried again for about a week (at most hourly) until the bank takes it.
      queue: {
        retryLimit: 200,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: 120,
      },
      work: (job) => this.refundToCard(job.data.refundId),
    });
    deps.jobs.define<{ paymentId: number }>({
      name: lateCheckQueue,
      queue: { retryLimit: 7, retryDelay: 24 * 60 * 60, expireInSeconds: 120 },
      work: (job) => this.lateCheck(job.data.paymentId),
    });
  }

  /** The gift cards domain activates a card when its money is in (payments do not depend on it). */
  onGiftCardPaid(listener: GiftCardPaidListener): void {
    this.giftCardPaid.push(listener);
  }

  onRefundGiven(listener: RefundGivenListener): void {
    this.refundGiven.push(listener);
  }

  /** Told, in the transaction that takes it in, of money a bank took for an order no longer waiting for it. */
  onLatePayment(listener: LatePaymentListener): void {
    this.latePayment.push(listener);
  }

  get gatewayName() {
    return this.deps.gateway?.name ?? null;
  }

  methods(): PaymentMethod[] {
    return checkoutPaymentTypes.map((type) => ({ type, available: this.available(type) }));
  }

  available(type: CheckoutPaymentType): boolean {
    return type === 'cash' || this.deps.gateway !== null;
  }

  /** Refuses, beside the payment choice, a type that cannot be taken now, and the wallet to guests. */
  ensureAvailable(type: CheckoutPaymentType, caller: Caller | null): void {
    if (!this.available(type))
      throw new AppError('unprocessable', 'checkout.paymentUnavailable', {
        paymentType: ['checkout.paymentUnavailable'],
      });
    if (type === 'wallet' && !caller)
      throw new AppError('unprocessable', 'payment.walletMembersOnly', {
        paymentType: ['payment.walletMembersOnly'],
      });
  }

  /**
   * In the checkout's transaction: an order paid online waits for its money until `payBy`, when its
   * expiry job cancels it if it is still unpaid.
   */
  async placed(
    tx: Transaction,
    order: { id: number; paymentType: PaymentType; giftCardId?: number },
  ): Promise<void> {
    if (order.paymentType === 'cash') return;
    if (order.paymentType === 'giftCard' && order.giftCardId !== undefined) {
      const due = await this.spendGiftCard(tx, order.id, order.giftCardId);
      if (due === 0) return;
    }
    if (order.paymentType === 'credit') {
      // The lender pays the whole order: taken in with it, so it is paid from the start.
      const placed = await this.lock(tx, order.id);
      await new PaymentsRepo(tx).record({
        kind: 'capture',
        method: 'credit',
        amount: owed(placed),
        orderId: order.id,
      });
      await this.updateStatus(tx, order.id);
      return;
    }
    const seconds = this.deps.timeoutMinutes * 60;
    await this.deps.orders.setPayment(tx, order.id, { payBy: new Date(Date.now() + seconds * 1000) });
    await this.deps.jobs.send(expireQueue, { orderId: order.id }, tx, { startAfterSeconds: seconds });
  }

  /**
   * In the checkout's transaction: the gift card pays what it holds of the order, under its lock, so
   * checkouts at once never spend more than it holds. Answers what is left to pay; a card with
   * nothing left refuses the order.
   */
  private async spendGiftCard(tx: Transaction, orderId: number, giftCardId: number): Promise<number> {
    const repo = new PaymentsRepo(tx);
    await repo.lockGiftCard(giftCardId);
    const remainder = (await repo.giftCardRemainders([giftCardId])).get(giftCardId) ?? 0;
    if (remainder <= 0)
      throw new AppError('unprocessable', 'giftCard.empty', { giftCardNumber: ['giftCard.empty'] });
    const order = await this.lock(tx, orderId);
    const taken = Math.min(remainder, owed(order));
    await repo.record({
      kind: 'capture',
      method: 'giftCard',
      amount: taken,
      giftCardId,
      giftCardDelta: -taken,
      orderId,
    });
    await this.updateStatus(tx, orderId);
    return owed(order) - taken;
  }

  /**
   * Pays for a gift card the member bought: from the wallet at once (the card is paid in the same
   * transaction), or a try at the bank's page. Answers where the buyer goes next.
   */
  async payGiftCard(
    card: { id: number; buyerId: number; amount: number },
    type: 'card' | 'wallet',
    lang: Lang,
  ): Promise<string> {
    const result = this.deps.links.giftCardResult(card.id, lang);
    if (type === 'wallet') {
      await this.deps.db.transaction(async (tx) => {
        const repo = new PaymentsRepo(tx);
        await repo.lockWallet(card.buyerId);
        if ((await repo.walletBalance(card.buyerId)) < card.amount)
          throw new AppError('unprocessable', 'giftCard.walletShort', {
            paymentType: ['giftCard.walletShort'],
          });
        await this.giftCardSold(tx, card.id, {
          method: 'wallet',
          amount: card.amount,
          walletUserId: card.buyerId,
          walletDelta: -card.amount,
        });
      });
      return result;
    }
    const attempt = await this.deps.db.transaction((tx) =>
      this.newAttempt(tx, {
        purpose: 'giftCard',
        userId: card.buyerId,
        orderId: null,
        giftCardId: card.id,
        amount: card.amount,
      }),
    );
    return this.sendToBank(attempt, 'Bazar gift card', result, lang);
  }

  /** A purchase's state for its result page: paid once the card is, else its last try at the bank. */
  async giftCardPayment(
    giftCardId: number,
  ): Promise<{ status: 'pending' | 'paid' | 'failed'; failure: PaymentFailure | null }> {
    let last = (await this.repo.attemptsOfGiftCard(giftCardId)).at(-1);
    if (last?.status === 'pending') last = (await this.refresh(last)) ?? last;
    // Its money came in once by a sale entry, whatever it was spent on since.
    if (await this.repo.giftCardSold(giftCardId)) return { status: 'paid', failure: null };
    return { status: last?.status === 'failed' ? 'failed' : 'pending', failure: last?.failure ?? null };
  }

  /** What each gift card holds now (qəpik). */
  giftCardRemainders(giftCardIds: number[]): Promise<Map<number, number>> {
    return this.repo.giftCardRemainders(giftCardIds);
  }

  /** The money of a gift card taken in (from the wallet or the bank), and the card told it is paid. */
  private async giftCardSold(
    tx: Transaction,
    giftCardId: number,
    entry: {
      method: 'card' | 'wallet';
      amount: number;
      walletUserId?: number | null;
      walletDelta?: number;
      paymentId?: number;
    },
  ): Promise<void> {
    await new PaymentsRepo(tx).record({
      kind: 'giftCardSale',
      giftCardId,
      giftCardDelta: entry.amount,
      ...entry,
    });
    for (const listener of this.giftCardPaid) await listener(tx, giftCardId);
  }

  /**
   * Where checkout sends the buyer of a placed order: nothing for cash; the result page when the
   * wallet paid it all; else the bank's page for the rest. A retried checkout gets the same page.
   */
  async begin(order: { id: number; paymentType: PaymentType }, lang: Lang): Promise<string | null> {
    if (order.paymentType === 'cash' || order.paymentType === 'credit') return null;
    try {
      return await this.pay(order.id, lang, true);
    } catch (err) {
      // The order is placed whatever the bank does: its result page says the try failed and offers
      // another, or the door.
      if (err instanceof AppError && err.kind === 'unavailable')
        return this.deps.links.orderResult(order.id, lang);
      throw err;
    }
  }

  /** The buyer's or the guest's (with the key) order, as the payment result page shows it. */
  async view(caller: Caller | null, orderId: number, key: string | undefined): Promise<OrderPayment> {
    let order = await this.owned(caller, orderId, key);
    if (order.paymentStatus === 'awaiting' || order.paymentStatus === 'unpaid') {
      // Back from the bank before its callback (or with it lost): ask the bank now.
      for (const attempt of await this.repo.unsettledOf(orderId)) await this.refresh(attempt);
      order = (await this.deps.orders.forPayment(orderId)) ?? order;
    }
    return this.present(order);
  }

  /** "Try again": a new try at the bank's page for an order still awaiting its money. */
  async start(caller: Caller | null, orderId: number, key: string | undefined, lang: Lang) {
    const order = await this.owned(caller, orderId, key);
    if (order.paymentStatus !== 'awaiting') throw new AppError('conflict', 'payment.notAwaiting');
    return { paymentUrl: await this.pay(orderId, lang, false) };
  }

  /** "Pay at the door instead": the order becomes cash; what the wallet paid goes back to it. */
  async payCash(caller: Caller | null, orderId: number, key: string | undefined): Promise<OrderPayment> {
    const owned = await this.owned(caller, orderId, key);
    if ((await this.deps.orders.refusalsInARow(owned.phone)) >= refusalsBeforeCashRefused)
      throw new AppError('unprocessable', 'checkout.cashRefused');
    await this.deps.db.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      if (order.paymentStatus !== 'awaiting') throw new AppError('conflict', 'payment.notAwaiting');
      // Nothing came by card while the order awaits it: what the wallet or a gift card gave goes back.
      const money = await new PaymentsRepo(tx).orderMoney(orderId);
      await this.giveBack(tx, order, null, money.captured - money.refunded, money, 'source');
      await this.deps.orders.setPayment(tx, orderId, {
        paymentType: 'cash',
        paymentStatus: 'cash',
        payBy: null,
      });
    });
    return this.present(await this.owned(caller, orderId, key));
  }

  /**
   * A bank's callback. A signed one (Epoint) carries its verdict; an unsigned one only names the
   * payment, and the bank is asked before anything is believed. Forged fields change nothing.
   */
  async callback(gateway: string, fields: Record<string, string>): Promise<void> {
    const bank = this.deps.gateway;
    if (!bank || bank.name !== gateway) throw new AppError('notFound', 'error.notFound');
    const claim = bank.readCallback(fields);
    if (!claim) throw new AppError('badRequest', 'payment.callbackRejected');
    let attempt = await this.repo.paymentByReference(claim.reference);
    if (!attempt || attempt.gateway !== bank.name) throw new AppError('notFound', 'payment.notFound');
    if (claim.transaction !== null) {
      // A signed callback speaks of one transaction: it must be the one the bank gave this try.
      const stored = attempt.externalId ?? attempt.transaction;
      if (stored !== null && stored !== claim.transaction) {
        this.deps.log.warn(
          { paymentId: attempt.id, gateway },
          "a bank's callback named another transaction than the try's: ignored",
        );
        throw new AppError('badRequest', 'payment.callbackRejected');
      }
      if (stored === null) {
        // The bank's answer to the start never reached us: its signed callback tells the transaction.
        await this.repo.updatePayment(attempt.id, { externalId: claim.transaction });
        attempt = { ...attempt, externalId: claim.transaction };
      }
    }
    if (claim.verdict) await this.settle(attempt.id, claim.verdict);
    else await this.refresh(attempt);
  }

  /** An order's money as operators see it, each refund with its tries at the bank. */
  async forOperators(orderId: number): Promise<OperatorOrderMoney> {
    const [money, refunds] = await Promise.all([
      this.repo.orderMoney(orderId),
      this.repo.refundsOfOrder(orderId),
    ]);
    return {
      paid: toAzn(money.captured),
      fromWallet: toAzn(money.fromWallet),
      refunded: toAzn(money.refunded),
      refunds: refunds.map((refund) => ({
        ...refundView(refund),
        attempts: refund.attempts,
        lastError: refund.lastError,
      })),
    };
  }

  /** Card refunds the bank keeps refusing, for the dashboard. */
  refusedRefunds() {
    return this.repo.refusedRefunds();
  }

  async wallet(userId: number) {
    return { balance: toAzn(await this.repo.walletBalance(userId)) };
  }

  async walletHistory(userId: number, page: number, pageSize: number) {
    const { items, total } = await this.repo.walletHistory(userId, page, pageSize);
    const numbers = await this.deps.orders.numbersOf(
      items.flatMap((entry) => (entry.orderId ? [entry.orderId] : [])),
    );
    return {
      items: items.map(
        (entry): WalletEntry => ({
          id: entry.id,
          kind: walletKinds[entry.kind],
          amount: toAzn(entry.walletDelta),
          orderId: entry.orderId,
          orderNumber: entry.orderId ? (numbers.get(entry.orderId) ?? null) : null,
          at: entry.createdAt.toISOString(),
        }),
      ),
      page,
      pageSize,
      total,
    };
  }

  /** Tops a member's wallet up by card: a try at the bank's page for the amount. */
  async topUp(userId: number, amount: number, lang: Lang): Promise<{ paymentUrl: string }> {
    const qepik = Math.round(amount * 100);
    const attempt = await this.deps.db.transaction((tx) =>
      this.newAttempt(tx, { purpose: 'topUp', userId, orderId: null, amount: qepik }),
    );
    return {
      paymentUrl: await this.sendToBank(
        attempt,
        `Bazar wallet top-up`,
        this.deps.links.topUpResult(attempt.id, lang),
        lang,
      ),
    };
  }

  async topUpStatus(userId: number, id: number): Promise<TopUp> {
    let attempt = await this.repo.paymentById(id);
    if (attempt?.purpose !== 'topUp' || attempt.userId !== userId)
      throw new AppError('notFound', 'payment.notFound');
    if (attempt.status === 'pending') attempt = (await this.refresh(attempt)) ?? attempt;
    return {
      id: attempt.id,
      amount: toAzn(attempt.amount),
      status: attempt.status,
      failure: attempt.failure,
      balance: toAzn(await this.repo.walletBalance(userId)),
    };
  }

  /**
   * Takes what the wallet can give (a wallet order), then sends the rest to the bank. With `reuse`,
   * a try already waiting at the bank for the same amount is given again (a retried checkout).
   */
  private async pay(orderId: number, lang: Lang, reuse: boolean): Promise<string> {
    const result = this.deps.links.orderResult(orderId, lang);
    const next = await this.deps.db.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      if (order.paymentStatus !== 'awaiting') return null;
      const repo = new PaymentsRepo(tx);
      const money = await repo.orderMoney(orderId);
      let due = owed(order) - (money.captured - money.refunded);
      if (order.paymentType === 'wallet' && order.userId !== null && due > 0) {
        await repo.lockWallet(order.userId);
        const taken = Math.min(due, await repo.walletBalance(order.userId));
        if (taken > 0) {
          await repo.record({
            kind: 'capture',
            method: 'wallet',
            amount: taken,
            walletUserId: order.userId,
            walletDelta: -taken,
            orderId,
          });
          due -= taken;
        }
      }
      if (due <= 0) {
        await this.updateStatus(tx, orderId);
        return null;
      }
      if (reuse) {
        const waiting = (await repo.paymentsOfOrder(orderId)).findLast(
          (attempt) => attempt.status === 'pending' && attempt.amount === due && attempt.redirectUrl,
        );
        if (waiting?.redirectUrl) return waiting.redirectUrl;
      }
      return this.newAttempt(tx, { purpose: 'order', orderId, userId: order.userId, amount: due }).then(
        (attempt) => ({ attempt, description: descriptionOf(order) }),
      );
    });
    if (next === null) return result;
    if (typeof next === 'string') return next;
    return this.sendToBank(next.attempt, next.description, result, lang);
  }

  /** A try at the bank, with its poll job: a lost callback is found out within ten minutes. */
  private async newAttempt(
    tx: Transaction,
    values: {
      purpose: 'order' | 'topUp' | 'giftCard';
      orderId: number | null;
      userId: number | null;
      giftCardId?: number;
      amount: number;
    },
  ): Promise<PaymentRow> {
    const gateway = this.deps.gateway;
    if (!gateway) throw new AppError('unavailable', 'payment.gatewayUnavailable');
    const attempt = await new PaymentsRepo(tx).insertPayment({ ...values, gateway: gateway.name });
    await this.deps.jobs.send(pollQueue, { paymentId: attempt.id }, tx, {
      startAfterSeconds: pollAfterSeconds,
    });
    return attempt;
  }

  private async sendToBank(attempt: PaymentRow, description: string, returnUrl: string, lang: Lang) {
    const gateway = this.deps.gateway;
    if (!gateway) throw new AppError('unavailable', 'payment.gatewayUnavailable');
    try {
      const started = await gateway.start({
        id: attempt.id,
        reference: attempt.reference,
        amount: attempt.amount,
        description,
        lang,
        returnUrl,
        callbackUrl: this.deps.links.callback(gateway.name, attempt.reference),
        expiresAt: new Date(attempt.createdAt.getTime() + bankOrderLifetimeMs),
      });
      await this.repo.updatePayment(attempt.id, {
        externalId: started.externalId,
        redirectUrl: started.redirectUrl,
      });
      return started.redirectUrl;
    } catch (err) {
      this.deps.log.warn({ err, paymentId: attempt.id, gateway: gateway.name }, 'payment not started');
      await this.repo.updatePayment(attempt.id, {
        status: 'failed',
        failure: 'error',
        settledAt: new Date(),
      });
      throw new AppError('unavailable', 'payment.gatewayUnavailable');
    }
  }

  /** Asks the bank about a try it has not settled; answers the try as it is after. */
  private async refresh(attempt: PaymentRow): Promise<PaymentRow | undefined> {
    const gateway = this.deps.gateway;
    if (!gateway || gateway.name !== attempt.gateway || !attempt.externalId) return attempt;
    let verdict: GatewayVerdict;
    try {
      verdict = await gateway.status({
        id: attempt.id,
        reference: attempt.reference,
        externalId: attempt.externalId,
      });
    } catch (err) {
      this.deps.log.warn({ err, paymentId: attempt.id }, 'bank not asked');
      return attempt;
    }
    await this.settle(attempt.id, verdict);
    return this.repo.paymentById(attempt.id);
  }

  /**
   * Records what the bank says of a try, once. Money for an order no longer waiting for it (paid by
   * another try, cancelled, not paid in time, turned to cash) is taken in and given back at once.
   */
  private async settle(paymentId: number, verdict: GatewayVerdict): Promise<void> {
    if (verdict.state === 'pending') return;
    await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      const attempt = await repo.lockPayment(paymentId);
      if (!attempt || attempt.status === 'paid') return;
      if (attempt.status === 'failed' && verdict.state === 'failed') {
        // A try the poll gave up has the bank's last word now: it is asked no more.
        if (attempt.givenUpAt)
          await repo.updatePayment(paymentId, { failure: verdict.failure, givenUpAt: null });
        return;
      }
      // Settled already (the same callback twice, or a poll after it). Money the bank says it took
      // is never ignored, even on a try recorded as failed (a late or contradicting answer).
      if (attempt.status === 'failed' && (await repo.recorded(paymentId))) return;
      if (verdict.state === 'failed') {
        await repo.updatePayment(paymentId, {
          status: 'failed',
          failure: verdict.failure,
          settledAt: new Date(),
        });
        return;
      }
      // The bank took another amount or currency than asked: the try failed, and what it took in
      // AZN is given back whole (another currency is for the bank and an operator to settle).
      const mismatch = verdict.amount !== attempt.amount || verdict.currency !== attempt.currency;
      if (mismatch) this.deps.log.error({ paymentId, verdict }, 'the bank paid another amount than asked');
      await repo.updatePayment(paymentId, {
        status: mismatch ? 'failed' : 'paid',
        failure: mismatch ? 'error' : null,
        transaction: verdict.transaction,
        settledAt: new Date(),
        givenUpAt: null,
      });
      if (mismatch && verdict.currency !== attempt.currency) return;
      const taken = verdict.amount;
      if (attempt.purpose === 'topUp') {
        // What the bank took goes to the wallet, whatever was asked: it is the member's money.
        await repo.record({
          kind: 'topUp',
          method: 'card',
          amount: taken,
          walletUserId: attempt.userId,
          walletDelta: taken,
          paymentId,
        });
        return;
      }
      if (attempt.purpose === 'giftCard') {
        // What the bank took is the card's, whatever was asked: the buyer paid it.
        if (attempt.giftCardId !== null)
          await this.giftCardSold(tx, attempt.giftCardId, { method: 'card', amount: taken, paymentId });
        return;
      }
      if (attempt.orderId === null) return;
      const order = await this.lock(tx, attempt.orderId);
      const before = await repo.orderMoney(order.id);
      await repo.record({ kind: 'capture', method: 'card', amount: taken, orderId: order.id, paymentId });
      // Only what the order still waits for is kept: all of it, or what a cancelled part left over.
      const wanted =
        order.paymentStatus === 'awaiting' && !mismatch
          ? Math.max(0, Math.min(taken, owed(order) - (before.captured - before.refunded)))
          : 0;
      if (wanted < taken) await this.refundCard(tx, order.id, null, attempt.id, taken - wanted);
      await this.updateStatus(tx, order.id);
      // Paid after the order stopped waiting (cancelled, expired, paid already): the buyer is told it goes back.
      if (order.paymentStatus !== 'awaiting' && !mismatch && order.userId !== null) {
        const late = { orderId: order.id, number: order.number, userId: order.userId, amount: taken };
        for (const listener of this.latePayment) await listener(tx, { ...late, refunded: taken - wanted });
      }
    });
  }

  /** Gives back, in the move's transaction, what was paid for a part that ended undelivered or came back. */
  private async refundPart(
    tx: Transaction,
    ended: { orderId: number; partId: number; refundTo: RefundTo },
  ): Promise<void> {
    const repo = new PaymentsRepo(tx);
    const order = await this.lock(tx, ended.orderId);
    if (order.paymentType !== 'cash') {
      // What was paid beyond what the parts still standing cost: nothing while an order awaits
      // more than the wallet gave, the part's share once paid, all of it when the last part ends.
      const money = await repo.orderMoney(order.id);
      const amount = Math.max(0, money.captured - money.refunded - owed(order));
      await this.giveBack(tx, order, ended.partId, amount, money, ended.refundTo);
    }
    await this.updateStatus(tx, order.id);
  }

  /**
   * Gives `amount` back to the sources that paid it: the lender, a gift card and the wallet at once
   * (in that order, each up to what it paid), then the card, through the bank by a job, or to the
   * wallet at once when the buyer prefers and has one.
   */
  private async giveBack(
    tx: Transaction,
    order: OrderForPayment,
    partId: number | null,
    amount: number,
    money: OrderMoney,
    refundTo: RefundTo,
  ): Promise<void> {
    const repo = new PaymentsRepo(tx);
    let left = amount;
    for (const source of givenBackAtOnce) {
      const share = Math.min(left, money.kept[source]);
      if (share <= 0) continue;
      await this.refundAtOnce(repo, order, partId, source, share);
      left -= share;
    }
    if (left <= 0) return;
    if (refundTo === 'wallet' && order.userId !== null) {
      await this.refundToWallet(repo, order.id, order.userId, partId, 'card', left);
      return;
    }
    const paid = (await repo.paymentsOfOrder(order.id)).filter((attempt) => attempt.status === 'paid');
    for (const attempt of paid) {
      if (left <= 0) break;
      const given = (await repo.refundsOfOrder(order.id))
        .filter((refund) => refund.paymentId === attempt.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const share = Math.min(left, attempt.amount - given);
      if (share <= 0) continue;
      await this.refundCard(tx, order.id, partId, attempt.id, share);
      left -= share;
    }
  }

  /** Back at once to where it came from: the wallet, the lender (the loan shrinks) or a gift card. */
  private async refundAtOnce(
    repo: PaymentsRepo,
    order: OrderForPayment,
    partId: number | null,
    source: (typeof givenBackAtOnce)[number],
    amount: number,
  ): Promise<void> {
    if (source === 'wallet') {
      if (order.userId !== null)
        await this.refundToWallet(repo, order.id, order.userId, partId, 'wallet', amount);
      return;
    }
    const refund = await repo.insertRefund({
      orderId: order.id,
      partId,
      source,
      to: source,
      amount,
      status: 'done',
      doneAt: new Date(),
    });
    // A gift card gets back what it paid: an order spends one card.
    const giftCardId = source === 'giftCard' ? await repo.giftCardOfOrder(order.id) : null;
    await repo.record({
      kind: 'refund',
      method: source,
      amount,
      orderId: order.id,
      partId,
      refundId: refund.id,
      ...(giftCardId === null ? {} : { giftCardId, giftCardDelta: amount }),
    });
  }

  private async refundToWallet(
    repo: PaymentsRepo,
    orderId: number,
    userId: number,
    partId: number | null,
    source: 'card' | 'wallet',
    amount: number,
  ): Promise<void> {
    const refund = await repo.insertRefund({
      orderId,
      partId,
      source,
      to: 'wallet',
      amount,
      status: 'done',
      doneAt: new Date(),
    });
    await repo.record({
      kind: 'refund',
      method: source,
      amount,
      walletUserId: userId,
      walletDelta: amount,
      orderId,
      partId,
      refundId: refund.id,
    });
  }

  /** A refund to the card, decided now and sent to the bank by a job that retries until it goes through. */
  private async refundCard(
    tx: Transaction,
    orderId: number,
    partId: number | null,
    paymentId: number,
    amount: number,
  ): Promise<void> {
    const refund = await new PaymentsRepo(tx).insertRefund({
      orderId,
      partId,
      paymentId,
      source: 'card',
      to: 'card',
      amount,
    });
    await this.deps.jobs.send(refundQueue, { refundId: refund.id }, tx);
  }

  /**
   * An operator's "try again now" for a card refund still waiting for the bank: its job waiting for
   * its next try is made due now, or, once its tries ran out (about a week), given one more. The
   * refund's one job is reused, so two clicks never ask the bank twice at once. Answers its order.
   */
  async retryRefund(refundId: number): Promise<number> {
    const refund = await this.repo.refundById(refundId);
    if (!refund) throw new AppError('notFound', 'refund.notFound');
    if (refund.status === 'done' || refund.to !== 'card') throw new AppError('conflict', 'refund.notWaiting');
    // Its one job, the newest should there ever be more.
    const job = (await this.deps.jobs.find<{ refundId: number }>(refundQueue, { refundId })).at(-1);
    if (!job) await this.deps.jobs.send(refundQueue, { refundId });
    else if (job.state === 'created' || job.state === 'retry')
      await this.deps.jobs.runNow(refundQueue, job.id);
    else if (job.state === 'failed') await this.deps.jobs.retryFailed(refundQueue, job.id);
    else throw new AppError('conflict', 'refund.inProgress');
    return refund.orderId;
  }

  /**
   * Before an operator gives a card refund to the wallet: a refund sent to the bank whose answer
   * never came is asked of the bank. Done there, it is recorded as given to the card (the wallet
   * move then finds it done); not done, it may go to the wallet; the bank silent, it stays unknown
   * and the wallet move is refused. Outside the caller's transaction: the bank may take seconds.
   */
  async askBankAboutRefund(refundId: number): Promise<void> {
    const refund = await this.repo.refundById(refundId);
    if (!refund || refund.status === 'done' || refund.to !== 'card' || refund.paymentId === null) return;
    if (!outcomeUnknown(refund)) return;
    if (refund.askingSince && Date.now() - refund.askingSince.getTime() < askingBankHeldMs) return;
    let outcome: 'done' | 'notDone';
    try {
      const { gateway, paid } = await this.paidAtBank(refund.paymentId, refundId);
      outcome = await this.outcomeAtBank(gateway, paid, refund);
    } catch (err) {
      this.deps.log.warn({ err, refundId }, 'the bank could not say what became of a refund');
      return;
    }
    if (outcome === 'done') {
      await this.refundGivenByBank(refundId, refund.attempts);
      return;
    }
    await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      const row = await repo.lockRefund(refundId);
      // Only if no job sent it again since the bank was asked.
      const unchanged =
        row?.status === 'pending' &&
        row.attempts === refund.attempts &&
        row.askingSince?.getTime() === refund.askingSince?.getTime();
      if (unchanged) await repo.updateRefund(refundId, { bankOutcomeUnknown: false, askingSince: null });
    });
  }

  /**
   * An operator's answer to a card refund the bank keeps refusing: the money goes to the buyer's
   * wallet at once instead, in the caller's transaction (which audits it). Refused while the bank
   * is being asked, whose answer could still be yes. Answers the refund's order.
   */
  async refundToWalletInstead(tx: Transaction, refundId: number): Promise<number> {
    const repo = new PaymentsRepo(tx);
    const found = await repo.refundById(refundId);
    if (!found) throw new AppError('notFound', 'refund.notFound');
    // The order first, as everywhere else money moves, then its refund.
    const order = await this.lock(tx, found.orderId);
    const refund = await repo.lockRefund(refundId);
    if (!refund || refund.status === 'done' || refund.to !== 'card')
      throw new AppError('conflict', 'refund.notWaiting');
    if (refund.askingSince && Date.now() - refund.askingSince.getTime() < askingBankHeldMs)
      throw new AppError('conflict', 'refund.inProgress');
    // Sent to the bank, whose answer never came (`askBankAboutRefund` could not learn it): it may be paid.
    if (outcomeUnknown(refund)) throw new AppError('conflict', 'refund.bankUnsure');
    if (order.userId === null) throw new AppError('conflict', 'refund.noWallet');
    await repo.updateRefund(refundId, {
      to: 'wallet',
      status: 'done',
      doneAt: new Date(),
      askingSince: null,
    });
    await repo.record({
      kind: 'refund',
      method: 'card',
      amount: refund.amount,
      walletUserId: order.userId,
      walletDelta: refund.amount,
      orderId: order.id,
      partId: refund.partId,
      paymentId: refund.paymentId,
      refundId,
    });
    await this.updateStatus(tx, order.id);
    const given = { orderId: order.id, number: order.number, userId: order.userId, amount: refund.amount };
    for (const listener of this.refundGiven) await listener(tx, { ...given, to: 'wallet' });
    return order.id;
  }

  /**
   * The refund job: the bank gives the money back, then the ledger records it, once. While the bank
   * is asked the refund is marked, so an operator cannot send the same money to the wallet meanwhile.
   * A refund whose earlier answer never came (a timeout, a crash before the ledger write) is asked
   * of the bank first: done there, it is recorded; not done, it is sent; unknown, nothing is sent
   * and the job tries again later.
   */
  private async refundToCard(refundId: number): Promise<void> {
    const refund = await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      const row = await repo.lockRefund(refundId);
      if (!row || row.status === 'done' || row.to !== 'card' || row.paymentId === null) return undefined;
      // From here until its answer the bank may have the refund: whatever stops this job, it is asked first.
      await repo.updateRefund(refundId, { askingSince: new Date(), bankOutcomeUnknown: true });
      return { ...row, paymentId: row.paymentId };
    });
    if (!refund) return;
    const attempts = refund.attempts + 1;
    // Until the refund is sent, a failure leaves its outcome as it was.
    let unknownAfterFailure = outcomeUnknown(refund);
    try {
      const { gateway, paid } = await this.paidAtBank(refund.paymentId, refundId);
      if (outcomeUnknown(refund) && (await this.outcomeAtBank(gateway, paid, refund)) === 'done') {
        await this.refundGivenByBank(refundId, attempts);
        return;
      }
      unknownAfterFailure = true;
      await gateway.refund(paid, { reference: refund.reference, amount: refund.amount });
    } catch (err) {
      await this.repo.updateRefund(refundId, {
        attempts,
        lastError: err instanceof Error ? err.message.slice(0, 500) : 'refund refused',
        askingSince: null,
        bankOutcomeUnknown: unknownAfterFailure && !(err instanceof BankRefused),
      });
      throw err;
    }
    await this.refundGivenByBank(refundId, attempts);
  }

  /** A refund's card payment and its configured bank; throws (a plain error) when either is missing. */
  private async paidAtBank(
    paymentId: number,
    refundId: number,
  ): Promise<{ gateway: CardGateway; paid: GatewayPaidPayment }> {
    const attempt = await this.repo.paymentById(paymentId);
    const gateway = this.deps.gateway;
    if (!attempt?.externalId || !gateway || gateway.name !== attempt.gateway)
      throw new Error(`refund ${refundId}: its bank is not configured`);
    return {
      gateway,
      paid: {
        id: attempt.id,
        reference: attempt.reference,
        externalId: attempt.externalId,
        transaction: attempt.transaction,
        amount: attempt.amount,
      },
    };
  }

  /**
   * What became at the bank of a refund whose answer never came, from what the bank gave back of
   * its payment: beyond the refunds recorded as done, the refunds still unanswered must add up to
   * it in one way only (with this one, or without). Throws when the bank cannot say or the sums do
   * not tell; never a `BankRefused`, so the refund stays unknown.
   */
  private async outcomeAtBank(
    gateway: CardGateway,
    paid: GatewayPaidPayment,
    refund: RefundRow,
  ): Promise<'done' | 'notDone'> {
    let givenBack: number;
    try {
      givenBack = await gateway.refunded(paid);
    } catch (err) {
      throw new Error(`asked about refund ${refund.id}: ${err instanceof Error ? err.message : 'no answer'}`);
    }
    const rows = (await this.repo.refundsOfPayment(paid.id)).filter((row) => row.to === 'card');
    const recorded = rows.filter((row) => row.status === 'done').reduce((sum, row) => sum + row.amount, 0);
    const unanswered = rows.filter(
      (row) => row.status === 'pending' && (row.bankOutcomeUnknown || row.id === refund.id),
    );
    const beyond = givenBack - recorded;
    if (beyond === 0) return 'notDone';
    const fits = sumsTo(unanswered.slice(0, 12), beyond);
    if (fits.length > 0 && fits.every((set) => set.includes(refund.id))) return 'done';
    if (fits.length > 0 && fits.every((set) => !set.includes(refund.id))) return 'notDone';
    throw new Error(
      `the bank's refunds of payment ${paid.id} do not tell whether refund ${refund.id} went through`,
    );
  }

  /** Records a refund the bank gave back: done, its ledger entry, the order's status and the buyer's notice, once. */
  private async refundGivenByBank(refundId: number, attempts: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      const found = await repo.refundById(refundId);
      if (!found) return;
      // The order first, as everywhere else money moves, then its refund.
      const order = await this.lock(tx, found.orderId);
      const locked = await repo.lockRefund(refundId);
      if (!locked || locked.status === 'done') return;
      await repo.updateRefund(refundId, {
        status: 'done',
        doneAt: new Date(),
        attempts,
        askingSince: null,
        bankOutcomeUnknown: false,
      });
      await repo.record({
        kind: 'refund',
        method: 'card',
        amount: locked.amount,
        orderId: locked.orderId,
        partId: locked.partId,
        paymentId: locked.paymentId,
        refundId,
      });
      await this.updateStatus(tx, order.id);
      if (order.userId === null) return;
      const given = { orderId: order.id, number: order.number, userId: order.userId, amount: locked.amount };
      for (const listener of this.refundGiven) await listener(tx, { ...given, to: 'card' });
    });
  }

  /** The expiry job: the bank is asked first, so a payment it took is never cancelled. */
  private async expire(orderId: number): Promise<void> {
    for (const attempt of await this.repo.pendingOf([orderId])) await this.refresh(attempt);
    await this.deps.db.transaction(async (tx) => {
      const order = await this.deps.orders.lockForPayment(tx, orderId);
      if (order?.paymentStatus !== 'awaiting') return;
      await this.deps.orders.cancelBySystem(tx, orderId);
      await this.updateStatus(tx, orderId);
    });
  }

  /** The poll job: asks the bank about a try still pending, until it settles or is given up. */
  private async poll(paymentId: number): Promise<void> {
    const attempt = await this.repo.paymentById(paymentId);
    if (attempt?.status !== 'pending') return;
    const now = await this.refresh(attempt);
    if (now?.status !== 'pending') return;
    if (Date.now() - attempt.createdAt.getTime() < givenUpAfterMs)
      throw new Error(`payment ${paymentId} still pending at the bank`);
    // Given up, not forgotten: the bank is asked again later, so money it takes after this is recorded.
    await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      const locked = await repo.lockPayment(paymentId);
      if (locked?.status !== 'pending') return;
      const now = new Date();
      await repo.updatePayment(paymentId, {
        status: 'failed',
        failure: 'expired',
        settledAt: now,
        givenUpAt: now,
      });
      await this.deps.jobs.send(lateCheckQueue, { paymentId }, tx, {
        startAfterSeconds: lateCheckAfterSeconds,
      });
    });
  }

  /** The late check: a given-up try is asked of the bank again until the bank says its last word. */
  private async lateCheck(paymentId: number): Promise<void> {
    const attempt = await this.repo.paymentById(paymentId);
    if (!attempt?.givenUpAt) return;
    const gateway = this.deps.gateway;
    if (!gateway || gateway.name !== attempt.gateway || !attempt.externalId) return;
    const verdict = await gateway.status({
      id: attempt.id,
      reference: attempt.reference,
      externalId: attempt.externalId,
    });
    if (verdict.state === 'pending') throw new Error(`payment ${paymentId} still pending at the bank`);
    await this.settle(paymentId, verdict);
  }

  /**
   * Sets the order's payment status from its ledger: cash; awaiting while the parts still standing
   * are not paid for; refunding while a card refund waits for the bank; refunded in part once a
   * part ended and its money went back; refunded when nothing stands; unpaid when nothing was ever
   * taken and nothing stands.
   */
  private async updateStatus(tx: Transaction, orderId: number): Promise<void> {
    const order = await this.lock(tx, orderId);
    const money = await new PaymentsRepo(tx).orderMoney(orderId);
    const net = money.captured - money.refunded;
    const standing = order.parts.some((part) => live.includes(part.status) || part.status === 'delivered');
    const status: OrderPaymentStatus =
      order.paymentType === 'cash'
        ? 'cash'
        : !standing && money.captured === 0
          ? 'unpaid'
          : standing && net < owed(order)
            ? 'awaiting'
            : money.refunding > 0
              ? 'refunding'
              : !standing
                ? 'refunded'
                : someEnded(order) && money.refunded > 0
                  ? 'partlyRefunded'
                  : 'paid';
    await this.deps.orders.setPayment(tx, orderId, {
      paymentStatus: status,
      ...(status === 'awaiting' ? {} : { payBy: null }),
    });
  }

  private async lock(tx: Transaction, orderId: number): Promise<OrderForPayment> {
    const order = await this.deps.orders.lockForPayment(tx, orderId);
    if (!order) throw notFound();
    return order;
  }

  /** The caller's own order, or one whose key they hold; anything else is 404. */
  private async owned(caller: Caller | null, orderId: number, key: string | undefined) {
    const order = await this.deps.orders.forPayment(orderId);
    const mine = order && caller !== null && order.userId === caller.userId;
    if (!order || !(mine || this.deps.links.holdsKey(orderId, key))) throw notFound();
    return order;
  }

  private async present(order: OrderForPayment): Promise<OrderPayment> {
    const [money, attempts, refunds] = await Promise.all([
      this.repo.orderMoney(order.id),
      this.repo.paymentsOfOrder(order.id),
      this.repo.refundsOfOrder(order.id),
    ]);
    const awaiting = order.paymentStatus === 'awaiting';
    return {
      orderId: order.id,
      number: order.number,
      paymentType: order.paymentType,
      status: order.paymentStatus,
      total: toAzn(order.total),
      paid: toAzn(money.captured),
      fromWallet: toAzn(money.fromWallet),
      refunded: toAzn(money.refunded),
      due: awaiting ? toAzn(owed(order) - (money.captured - money.refunded)) : 0,
      payBy: awaiting ? (order.payBy?.toISOString() ?? null) : null,
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        status: attempt.status,
        failure: attempt.failure,
        amount: toAzn(attempt.amount),
        createdAt: attempt.createdAt.toISOString(),
      })),
      refunds: refunds.map(refundView),
      canRetry: awaiting && this.deps.gateway !== null,
      canPayCash: awaiting,
    };
  }
}

/** What the bank's page says is being paid: the order, and the partner card and months of an instalment. */
function descriptionOf(order: OrderForPayment): string {
  const instalment = order.instalment ? ` · ${order.instalment.partner} × ${order.instalment.months}` : '';
  return `Bazar ${order.number}${instalment}`;
}

/**
 * Whether the bank may have a refund Bazar has not recorded: sent and unanswered, or a job began
 * asking and never finished (the process stopped between the bank's answer and the ledger).
 */
function outcomeUnknown(refund: RefundRow): boolean {
  return refund.bankOutcomeUnknown || refund.askingSince !== null;
}

/** The sets of these refunds whose amounts add up to `total`, as lists of their ids. */
function sumsTo(rows: { id: number; amount: number }[], total: number): number[][] {
  const found: number[][] = [];
  for (let mask = 1; mask < 1 << rows.length; mask++) {
    const set = rows.filter((_, index) => mask & (1 << index));
    if (set.reduce((sum, row) => sum + row.amount, 0) === total) found.push(set.map((row) => row.id));
  }
  return found;
}

/** A refund as the buyer reads it: how much, where to, and whether it has gone. */
function refundView(refund: RefundRow): PaymentRefund {
  return {
    id: refund.id,
    amount: toAzn(refund.amount),
    to: refund.to,
    status: refund.status,
    at: (refund.doneAt ?? refund.createdAt).toISOString(),
  };
}
