import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { phoneCodes, smsMessages } from './notifications.tables';

export type SmsMessage = typeof smsMessages.$inferSelect;

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export class NotificationsRepo {
  constructor(private readonly db: Database) {}

  async insert(message: { phone: string; text: string; userId?: number }) {
    await this.db.insert(smsMessages).values(message);
  }

  /**
   * Takes up to `limit` due messages, oldest first, and pushes their next attempt `leaseSeconds`
   * away so no other dispatcher takes them while they are being sent. SKIP LOCKED lets two nodes
   * claim at once without waiting for, or taking, each other's rows; a node that dies mid-send
   * leaves its messages to be retried when the lease runs out.
   */
  claimDue(limit: number, leaseSeconds: number): Promise<SmsMessage[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.nextAttemptAt, sql`now()`)))
        .orderBy(asc(smsMessages.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(smsMessages)
          .set({ nextAttemptAt: secondsFromNow(leaseSeconds) })
          .where(
            inArray(
              smsMessages.id,
              due.map((message) => message.id),
            ),
          );
      }
      return due;
    });
  }

  async markSent(id: number) {
    await this.db
      .update(smsMessages)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(smsMessages.id, id));
  }

  async markFailedAttempt(
    id: number,
    failure: { attempts: number; lastError: string; status: 'pending' | 'failed'; retryInSeconds: number },
  ) {
    await this.db
      .update(smsMessages)
      .set({
        attempts: failure.attempts,
        lastError: failure.lastError,
        status: failure.status,
        nextAttemptAt: secondsFromNow(failure.retryInSeconds),
      })
      .where(eq(smsMessages.id, id));
  }

  latestForPhone(phone: string, limit: number): Promise<SmsMessage[]> {
    return this.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone))
      .orderBy(desc(smsMessages.id))
      .limit(limit);
  }

  async latestCode(phone: string) {
    const [row] = await this.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    return row;
  }

  async insertCode(row: typeof phoneCodes.$inferInsert): Promise<void> {
    await this.db.insert(phoneCodes).values(row);
  }

  /** Counts one more try at the code and answers how many there have been. */
  async countCodeAttempt(id: number): Promise<number> {
    const [row] = await this.db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(eq(phoneCodes.id, id))
      .returning({ attempts: phoneCodes.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  }

  /** Marks the code used; false when another request used it first. */
  async markCodeConfirmed(id: number): Promise<boolean> {
    const marked = await this.db
      .update(phoneCodes)
      .set({ confirmedAt: new Date() })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.confirmedAt)))
      .returning({ id: phoneCodes.id });
    return marked.length === 1;
  }

  /** Spends a confirmation on an order; false when another order already spent it. */
  async spendConfirmation(id: number, orderId: number): Promise<boolean> {
    const spent = await this.db
      .update(phoneCodes)
      .set({ usedForOrderId: orderId })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedForOrderId)))
      .returning({ id: phoneCodes.id });
    return spent.length === 1;
  }
}
