import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { idempotencyKeys } from './checkout.tables';

export class CheckoutRepo {
  constructor(private readonly db: Database) {}

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
