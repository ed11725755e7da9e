import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { phoneCodes, smsMessages } from './notifications.tables';

export type SmsMessage = typeof smsMessages.$inferSelect;

export class NotificationsRepo {
  constructor(private readonly db: Database) {}

  /** Answers the new message's id. */
  async insert(message: { phone: string; text: string; userId?: number }): Promise<number> {
    const [row] = await this.db.insert(smsMessages).values(message).returning({ id: smsMessages.id });
    if (!row) throw new Error('insert returned no message');
    return row.id;
  }

  async byId(id: number): Promise<SmsMessage | undefined> {
    const [row] = await this.db.select().from(smsMessages).where(eq(smsMessages.id, id));
    return row;
  }

  async markSent(id: number) {
    await this.db
      .update(smsMessages)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(smsMessages.id, id));
  }

  async markFailedAttempt(
    id: number,
    failure: { attempts: number; lastError: string; status: 'pending' | 'failed' },
  ) {
    await this.db.update(smsMessages).set(failure).where(eq(smsMessages.id, id));
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
