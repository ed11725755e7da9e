import { type MoneySource, moneySources } from '@bazar/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerEntries, payments, refunds, wallets } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** An order's money, from its ledger entries (qəpik). */
export interface OrderMoney {
  captured: number;
  fromWallet: number;
  /** Refunds decided, given back or on their way to the card. */
  refunded: number;
  refundedFromWallet: number;
  /** Card refunds decided but not yet confirmed by the bank. */
  refunding: number;
  /** What each source paid and has not had back. */
  kept: Record<MoneySource, number>;
}

/** The only queries of the payments tables: attempts, refunds, the ledger and the wallets' locks. */
export class PaymentsRepo {
  constructor(private readonly db: Database) {}

  async insertPayment(row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [inserted] = await this.db.insert(payments).values(row).returning();
    if (!inserted) throw new Error('payment not inserted');
    return inserted;
  }

  async paymentById(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  /** The try a bank's callback names by its reference. */
  async paymentByReference(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference));
    return row;
  }

  /** Locks the attempt, so one callback or poll settles it while the others wait and then see it settled. */
  async lockPayment(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async updatePayment(id: number, values: Partial<typeof payments.$inferInsert>): Promise<void> {
    await this.db.update(payments).set(values).where(eq(payments.id, id));
  }

  paymentsOfOrder(orderId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order')))
      .orderBy(asc(payments.id));
  }

  async insertRefund(row: typeof refunds.$inferInsert): Promise<RefundRow> {
    const [inserted] = await this.db.insert(refunds).values(row).returning();
    if (!inserted) throw new Error('refund not inserted');
    return inserted;
  }

  async refundById(id: number): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  async lockRefund(id: number): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  }

  async updateRefund(id: number, values: Partial<typeof refunds.$inferInsert>): Promise<void> {
    await this.db.update(refunds).set(values).where(eq(refunds.id, id));
  }

  refundsOfOrder(orderId: number): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  /** The refunds of one card payment, oldest first. */
  refundsOfPayment(paymentId: number): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id));
  }

  /** Whether the money of a bank payment is in the ledger already (taken in once, whatever repeats). */
  async recorded(paymentId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, paymentId), ne(ledgerEntries.kind, 'refund')));
    return (row?.n ?? 0) > 0;
  }

  async record(entry: typeof ledgerEntries.$inferInsert): Promise<void> {
    await this.db.insert(ledgerEntries).values(entry);
  }

  /** Captures less refunds of an order, by the source that paid them. */
  async orderMoney(orderId: number): Promise<OrderMoney> {
    const [captures, given] = await Promise.all([
      this.db
        .select({ source: ledgerEntries.method, total: sum(ledgerEntries.amount).mapWith(Number) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'capture')))
        .groupBy(ledgerEntries.method),
      this.db
        .select({
          source: refunds.source,
          total: sum(refunds.amount).mapWith(Number),
          pending: sum(
            sql`case when ${refunds.status} = 'pending' then ${refunds.amount} else 0 end`,
          ).mapWith(Number),
        })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .groupBy(refunds.source),
    ]);
    const of = (rows: { source: MoneySource; total: number }[], source: MoneySource) =>
      rows.find((row) => row.source === source)?.total ?? 0;
    const total = (rows: { total: number }[]) => rows.reduce((sum, row) => sum + row.total, 0);
    return {
      captured: total(captures),
      fromWallet: of(captures, 'wallet'),
      refunded: total(given),
      refundedFromWallet: of(given, 'wallet'),
      refunding: given.reduce((sum, row) => sum + row.pending, 0),
      kept: Object.fromEntries(
        moneySources.map((source) => [source, of(captures, source) - of(given, source)]),
      ) as Record<MoneySource, number>,
    };
  }

  /** Makes the member's wallet lock row if it is not there, then takes the lock for this transaction. */
  async lockWallet(userId: number): Promise<void> {
    await this.db.insert(wallets).values({ userId }).onConflictDoNothing();
    await this.db
      .select({ userId: wallets.userId })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .for('update');
  }

  /** What each gift card holds now: the sum of its ledger entries, by card id. */
  async giftCardRemainders(giftCardIds: number[]): Promise<Map<number, number>> {
    if (giftCardIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: ledgerEntries.giftCardId, remainder: sum(ledgerEntries.giftCardDelta).mapWith(Number) })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.giftCardId, giftCardIds))
      .groupBy(ledgerEntries.giftCardId);
    return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.remainder]])));
  }

  /** The gift card an order spent, if any (an order spends one). */
  async giftCardOfOrder(orderId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: ledgerEntries.giftCardId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.method, 'giftCard')))
      .limit(1);
    return row?.id ?? null;
  }

  /** Whether a gift card's money was taken in (it may since have been spent). */
  async giftCardSold(giftCardId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.giftCardId, giftCardId), eq(ledgerEntries.kind, 'giftCardSale')));
    return (row?.n ?? 0) > 0;
  }

  /** The tries at the bank for a gift card, oldest first. */
  attemptsOfGiftCard(giftCardId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.giftCardId, giftCardId))
      .orderBy(asc(payments.id));
  }

  async walletBalance(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ balance: sum(ledgerEntries.walletDelta).mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletUserId, userId));
    return row?.balance ?? 0;
  }

  async walletHistory(userId: number, page: number, pageSize: number) {
    const where = and(eq(ledgerEntries.walletUserId, userId), ne(ledgerEntries.walletDelta, 0));
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(ledgerEntries).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** Card refunds the bank refused at least once and that still wait: how many, and the oldest's order. */
  async refusedRefunds(): Promise<{ count: number; oldestOrderId: number | null }> {
    const waiting = and(eq(refunds.status, 'pending'), sql`${refunds.attempts} > 0`);
    const [[total], [oldest]] = await Promise.all([
      this.db.select({ n: count() }).from(refunds).where(waiting),
      this.db
        .select({ orderId: refunds.orderId })
        .from(refunds)
        .where(waiting)
        .orderBy(asc(refunds.id))
        .limit(1),
    ]);
    return { count: total?.n ?? 0, oldestOrderId: oldest?.orderId ?? null };
  }

  /** An order's tries without the bank's last word: pending, or given up while the bank said pending. */
  unsettledOf(orderId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), or(eq(payments.status, 'pending'), isNotNull(payments.givenUpAt))),
      )
      .orderBy(asc(payments.id));
  }

  /** Pending card attempts of these orders, oldest first. */
  pendingOf(orderIds: number[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')))
      .orderBy(asc(payments.id));
  }
}
