import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { idempotencyKeys, phoneCodes } from './checkout.tables';

export class CheckoutRepo {
  constructor(private readonly db: Database) {}

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

  async countAttempt(id: number): Promise<number> {
    const [row] = await this.db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(eq(phoneCodes.id, id))
      .returning({ attempts: phoneCodes.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  }

  async markConfirmed(id: number): Promise<void> {
    await this.db.update(phoneCodes).set({ confirmedAt: new Date() }).where(eq(phoneCodes.id, id));
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

  async idempotencyKey(key: string) {
    const [row] = await this.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return row;
  }

  /**
   * Claims the key for this request. A concurrent twin's insert waits on the unique key until the
   * first transaction ends: then it conflicts (the first committed) or goes through (it rolled back).
   */
  async claimKey(key: string, owner: string, requestHash: string): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyKeys)
      .values({ key, owner, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  async settleKey(key: string, orderId: number): Promise<void> {
    await this.db.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, key));
  }
}
