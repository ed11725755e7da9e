import type { MoneySource, OperatorOrderMoney, PaymentRefund, RefundTo } from '@bazar/contracts';
import { toAzn } from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { OrderForPayment, OrdersService } from '../orders';
import type { CardGateway, GatewayPaidPayment } from './card-gateway';
import { BankRefused } from './gateway-http';
import type { LedgerService } from './ledger.service';
import type { PaymentMethods } from './methods/registry';
import { owed } from './order-shares';
import { type OrderMoney, PaymentsRepo, type RefundRow } from './payments.repo';

export interface RefundsDeps {
  db: Database;
  jobs: JobQueue;
  orders: OrdersService;
  gateway: CardGateway | null;
  ledger: LedgerService;
  events: EventBus;
  /** The registered methods, asked in turn to give money back (built after this part). */
  methods: () => PaymentMethods;
  log: FastifyBaseLogger;
}

const refundQueue = 'payments.refund';
/**
 * How long a refund counts as being asked of the bank: far beyond the bank's 15 s timeout, so past
 * it the job that asked has died (a restart) and an operator may decide the refund.
 */
const askingBankHeldMs = 2 * 60_000;

/**
 * Giving money back: a part's share when it ends, at once to the sources that give back at once,
 * to the card through the bank by a job that retries until it goes through, or to the wallet; and
 * the operators' answers to a card refund the bank keeps refusing.
 */
export class RefundsService {
  private readonly repo: PaymentsRepo;

  constructor(private readonly deps: RefundsDeps) {
    this.repo = new PaymentsRepo(deps.db);
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

  /**
   * Gives `amount` back to the sources that paid it, each method in turn up to what it paid: the
   * lender, a gift card and the wallet at once, then the card, through the bank by a job, or to the
   * wallet at once when the buyer prefers and has one.
   */
  async giveBack(
    tx: Transaction,
    order: OrderForPayment,
    partId: number | null,
    amount: number,
    money: OrderMoney,
    refundTo: RefundTo,
  ): Promise<void> {
    let left = amount;
    for (const method of this.deps.methods().all) {
      if (left <= 0) return;
      left -= await method.refund(tx, { order, partId, money, refundTo }, left);
    }
  }

  /** Back at once to where it came from (the lender, a gift card), recorded as done with its ledger entry. */
  async givenAtOnce(
    tx: Transaction,
    order: OrderForPayment,
    partId: number | null,
    source: MoneySource,
    amount: number,
    giftCard: { giftCardId: number; giftCardDelta: number } | null = null,
  ): Promise<void> {
    const repo = new PaymentsRepo(tx);
    const refund = await repo.insertRefund({
      orderId: order.id,
      partId,
      source,
      to: source,
      amount,
      status: 'done',
      doneAt: new Date(),
    });
    await repo.record({
      kind: 'refund',
      method: source,
      amount,
      orderId: order.id,
      partId,
      refundId: refund.id,
      ...(giftCard ?? {}),
    });
  }

  /** Into the member's wallet at once, from what the card or the wallet paid. */
  async toWallet(
    tx: Transaction,
    orderId: number,
    userId: number,
    partId: number | null,
    source: 'card' | 'wallet',
    amount: number,
  ): Promise<void> {
    const repo = new PaymentsRepo(tx);
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

  /** Back to the cards that paid the order, each try up to what it took and has not had back. Answers what went. */
  async toCards(
    tx: Transaction,
    order: OrderForPayment,
    partId: number | null,
    amount: number,
  ): Promise<number> {
    const repo = new PaymentsRepo(tx);
    let left = amount;
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
    return amount - left;
  }

  /** A refund to the card, decided now and sent to the bank by a job that retries until it goes through. */
  async refundCard(
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
    const order = await this.deps.ledger.lock(tx, found.orderId);
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
    await this.deps.ledger.updateStatus(tx, order.id);
    const given = { orderId: order.id, number: order.number, userId: order.userId, amount: refund.amount };
    await this.deps.events.emit(tx, 'payments.refundGiven', { ...given, to: 'wallet' });
    return order.id;
  }

  /** Gives back, in the move's transaction, what was paid for a part that ended undelivered or came back. */
  async refundPart(
    tx: Transaction,
    ended: { orderId: number; partId: number; refundTo: RefundTo },
  ): Promise<void> {
    const order = await this.deps.ledger.lock(tx, ended.orderId);
    if (!this.deps.methods().get(order.paymentType).paidAtDoor) {
      // What was paid beyond what the parts still standing cost: nothing while an order awaits
      // more than the wallet gave, the part's share once paid, all of it when the last part ends.
      const money = await new PaymentsRepo(tx).orderMoney(order.id);
      const amount = Math.max(0, money.captured - money.refunded - owed(order));
      await this.giveBack(tx, order, ended.partId, amount, money, ended.refundTo);
    }
    await this.deps.ledger.updateStatus(tx, order.id);
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
      const order = await this.deps.ledger.lock(tx, found.orderId);
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
      await this.deps.ledger.updateStatus(tx, order.id);
      if (order.userId === null) return;
      const given = { orderId: order.id, number: order.number, userId: order.userId, amount: locked.amount };
      await this.deps.events.emit(tx, 'payments.refundGiven', { ...given, to: 'card' });
    });
  }
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
export function refundView(refund: RefundRow): PaymentRefund {
  return {
    id: refund.id,
    amount: toAzn(refund.amount),
    to: refund.to,
    status: refund.status,
    at: (refund.doneAt ?? refund.createdAt).toISOString(),
  };
}
