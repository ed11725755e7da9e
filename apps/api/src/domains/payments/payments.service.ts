import { type Lang, type OrderPayment, refusalsBeforeCashRefused, toAzn } from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { OrderForPayment, OrdersService } from '../orders';
import { CardAttemptsService } from './card-attempts.service';
import type { CardGateway } from './card-gateway';
import { LedgerService } from './ledger.service';
import { PaymentMethods, paymentMethods } from './methods';
import { owed } from './order-shares';
import type { PaymentLinks } from './payment-links';
import { PaymentsRepo } from './payments.repo';
import { RefundsService, refundView } from './refunds.service';

export type { LatePayment, RefundGiven } from './payment-events';

export interface PaymentsDeps {
  db: Database;
  jobs: JobQueue;
  events: EventBus;
  orders: OrdersService;
  /** The bank behind card payments and wallet top-ups; none means card is not offered. */
  gateway: CardGateway | null;
  links: PaymentLinks;
  /** An order paid online and not paid within this is cancelled. */
  timeoutMinutes: number;
  log: FastifyBaseLogger;
}

const notFound = () => new AppError('notFound', 'order.notFound');

/**
 * Taking and giving back money, in parts: the ledger (balances, an order's payment status), card
 * tries at a bank's page, refunds, and the payment methods plugged into them. Every movement is a
 * ledger entry written in the transaction of the change that causes it, with the jobs that follow
 * it (expiry, asking the bank, refunds to the card), so a crash loses nothing. This service holds
 * the parts and answers the buyer's page of an order's payment.
 */
export class PaymentsService {
  readonly ledger: LedgerService;
  readonly refunds: RefundsService;
  readonly cards: CardAttemptsService;
  readonly methods: PaymentMethods;
  private readonly repo: PaymentsRepo;

  constructor(private readonly deps: PaymentsDeps) {
    const { db, jobs, events, orders, gateway, links, timeoutMinutes, log } = deps;
    this.repo = new PaymentsRepo(db);
    // The parts below ask the methods, which are built on the parts: found when first asked.
    const methods = () => this.methods;
    const ledger = new LedgerService({
      db,
      orders,
      events,
      paidAtDoor: (type) => methods().get(type).paidAtDoor,
    });
    const refunds = new RefundsService({ db, jobs, orders, gateway, ledger, events, methods, log });
    const cards = new CardAttemptsService({
      db,
      jobs,
      orders,
      gateway,
      links,
      timeoutMinutes,
      ledger,
      refunds,
      events,
      log,
    });
    const context = {
      orders,
      ledger,
      cards,
      refunds,
      payOnline: (order: { id: number }, lang: Lang) => this.payOnline(order.id, lang),
    };
    this.ledger = ledger;
    this.refunds = refunds;
    this.cards = cards;
    this.methods = new PaymentMethods(paymentMethods.map((build) => build(context)));
  }

  /** The buyer's or the guest's (with the key) order, as the payment result page shows it. */
  async view(caller: Caller | null, orderId: number, key: string | undefined): Promise<OrderPayment> {
    let order = await this.owned(caller, orderId, key);
    if (order.paymentStatus === 'awaiting' || order.paymentStatus === 'unpaid') {
      // Back from the bank before its callback (or with it lost): ask the bank now.
      for (const attempt of await this.repo.unsettledOf(orderId)) await this.cards.refresh(attempt);
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
      const order = await this.ledger.lock(tx, orderId);
      if (order.paymentStatus !== 'awaiting') throw new AppError('conflict', 'payment.notAwaiting');
      // Nothing came by card while the order awaits it: what the wallet or a gift card gave goes back.
      const money = await new PaymentsRepo(tx).orderMoney(orderId);
      await this.refunds.giveBack(tx, order, null, money.captured - money.refunded, money, 'source');
      await this.deps.orders.setPayment(tx, orderId, {
        paymentType: 'cash',
        paymentStatus: 'cash',
        payBy: null,
      });
    });
    return this.present(await this.owned(caller, orderId, key));
  }

  /**
   * Where checkout sends the buyer of an order paid online: the result page when its method paid it
   * all, else the bank's page for the rest. A retried checkout gets the same page.
   */
  private async payOnline(orderId: number, lang: Lang): Promise<string> {
    try {
      return await this.pay(orderId, lang, true);
    } catch (err) {
      // The order is placed whatever the bank does: its result page says the try failed and offers
      // another, or the door.
      if (err instanceof AppError && err.kind === 'unavailable')
        return this.deps.links.orderResult(orderId, lang);
      throw err;
    }
  }

  /**
   * Takes what the order's method holds at once (the wallet), then sends the rest to the bank. With
   * `reuse`, a try already waiting at the bank for the same amount is given again (a retried checkout).
   */
  private async pay(orderId: number, lang: Lang, reuse: boolean): Promise<string> {
    const result = this.deps.links.orderResult(orderId, lang);
    const next = await this.deps.db.transaction(async (tx) => {
      const order = await this.ledger.lock(tx, orderId);
      if (order.paymentStatus !== 'awaiting') return null;
      const repo = new PaymentsRepo(tx);
      const money = await repo.orderMoney(orderId);
      const method = this.methods.get(order.paymentType);
      let due = owed(order) - (money.captured - money.refunded);
      due -= await method.capture(tx, order, due);
      if (due <= 0) {
        await this.ledger.updateStatus(tx, orderId);
        return null;
      }
      if (reuse) {
        const waiting = (await repo.paymentsOfOrder(orderId)).findLast(
          (attempt) => attempt.status === 'pending' && attempt.amount === due && attempt.redirectUrl,
        );
        if (waiting?.redirectUrl) return waiting.redirectUrl;
      }
      return this.cards
        .newAttempt(tx, { purpose: 'order', orderId, userId: order.userId, amount: due })
        .then((attempt) => ({ attempt, description: method.describe(order) }));
    });
    if (next === null) return result;
    if (typeof next === 'string') return next;
    return this.cards.sendToBank(next.attempt, next.description, result, lang);
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
      canRetry: awaiting && this.cards.online,
      canPayCash: awaiting,
    };
  }
}
