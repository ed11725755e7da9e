import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { idempotencyKeys } from './checkout.tables';

export class CheckoutRepo {
  constructor(private readonly db: Database) {}

  async idempotencyKey(key: string) {
    const [row] = await this.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return row;
  }

  /**
   * Claims the key for this request and reserves the id its order will have, so the key needs no
   * second write. Null when the key is taken: a concurrent twin's insert waits on the unique key
   * until the first transaction ends, then conflicts (the first committed) or goes through (it
   * rolled back).
   */
  async claimKey(key: string, owner: string, requestHash: string): Promise<number | null> {
    const [row] = await this.db
      .insert(idempotencyKeys)
      .values({ key, owner, requestHash, orderId: sql`nextval(pg_get_serial_sequence('orders', 'id'))` })
      .onConflictDoNothing()
      .returning({ orderId: idempotencyKeys.orderId });
    return row?.orderId ?? null;
  }
}
