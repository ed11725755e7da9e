import type { Lang, PaymentFailure, TopUp } from '@bazar/contracts';
import { toAzn } from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { OrdersService } from '../orders';
import type { CardGateway, GatewayVerdict } from './card-gateway';
import type { LedgerService } from './ledger.service';
import { owed } from './order-shares';
import type { PaymentLinks } from './payment-links';
import { type PaymentRow, PaymentsRepo } from './payments.repo';
import type { RefundsService } from './refunds.service';

export interface CardAttemptsDeps {
  db: Database;
  jobs: JobQueue;
  orders: OrdersService;
  /** The bank behind card payments and wallet top-ups; none means card is not offered. */
  gateway: CardGateway | null;
  links: PaymentLinks;
  /** An order paid online and not paid within this is cancelled. */
  timeoutMinutes: number;
  ledger: LedgerService;
  refunds: RefundsService;
  events: EventBus;
  log: FastifyBaseLogger;
}

const expireQueue = 'payments.expire';
const pollQueue = 'payments.poll';
const lateCheckQueue = 'payments.late-check';
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

/**
 * Tries at a bank's page (for an order, a wallet top-up or a gift card), the bank's callbacks and
 * the jobs that ask the bank when a callback is lost. Settling is idempotent: a try is settled
 * once, under its row lock, whatever repeats.
 */
export class CardAttemptsService {
  private readonly repo: PaymentsRepo;

  constructor(private readonly deps: CardAttemptsDeps) {
    this.repo = new PaymentsRepo(deps.db);
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
    deps.jobs.define<{ paymentId: number }>({
      name: lateCheckQueue,
      queue: { retryLimit: 7, retryDelay: 24 * 60 * 60, expireInSeconds: 120 },
      work: (job) => this.lateCheck(job.data.paymentId),
    });
  }

  /** Whether a bank is behind card payments (none: only what needs no bank is offered). */
  get online(): boolean {
    return this.deps.gateway !== null;
  }

  /**
   * In the checkout's transaction: an order paid online waits for its money until `payBy`, when its
   * expiry job cancels it if it is still unpaid.
   */
  async awaitMoney(tx: Transaction, orderId: number): Promise<void> {
    const seconds = this.deps.timeoutMinutes * 60;
    await this.deps.orders.setPayment(tx, orderId, { payBy: new Date(Date.now() + seconds * 1000) });
    await this.deps.jobs.send(expireQueue, { orderId }, tx, { startAfterSeconds: seconds });
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
      await this.deps.ledger.sellGiftCardFromWallet(card);
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

  /** A try at the bank, with its poll job: a lost callback is found out within ten minutes. */
  async newAttempt(
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

  async sendToBank(attempt: PaymentRow, description: string, returnUrl: string, lang: Lang) {
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
  async refresh(attempt: PaymentRow): Promise<PaymentRow | undefined> {
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
          await this.deps.ledger.giftCardSold(tx, attempt.giftCardId, {
            method: 'card',
            amount: taken,
            paymentId,
          });
        return;
      }
      if (attempt.orderId === null) return;
      const order = await this.deps.ledger.lock(tx, attempt.orderId);
      const before = await repo.orderMoney(order.id);
      await repo.record({ kind: 'capture', method: 'card', amount: taken, orderId: order.id, paymentId });
      // Only what the order still waits for is kept: all of it, or what a cancelled part left over.
      const wanted =
        order.paymentStatus === 'awaiting' && !mismatch
          ? Math.max(0, Math.min(taken, owed(order) - (before.captured - before.refunded)))
          : 0;
      if (wanted < taken) await this.deps.refunds.refundCard(tx, order.id, null, attempt.id, taken - wanted);
      await this.deps.ledger.updateStatus(tx, order.id);
      // Paid after the order stopped waiting (cancelled, expired, paid already): the buyer is told it goes back.
      if (order.paymentStatus !== 'awaiting' && !mismatch && order.userId !== null) {
        const late = { orderId: order.id, number: order.number, userId: order.userId, amount: taken };
        await this.deps.events.emit(tx, 'payments.latePayment', { ...late, refunded: taken - wanted });
      }
    });
  }

  /** The expiry job: the bank is asked first, so a payment it took is never cancelled. */
  private async expire(orderId: number): Promise<void> {
    for (const attempt of await this.repo.pendingOf([orderId])) await this.refresh(attempt);
    await this.deps.db.transaction(async (tx) => {
      const order = await this.deps.orders.lockForPayment(tx, orderId);
      if (order?.paymentStatus !== 'awaiting') return;
      await this.deps.orders.cancelBySystem(tx, orderId);
      await this.deps.ledger.updateStatus(tx, orderId);
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
}
