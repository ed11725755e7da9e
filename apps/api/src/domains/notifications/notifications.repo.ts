import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { smsMessages } from './notifications.tables';

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
}
