import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type IdempotencyScope, idempotencyKeys } from './checkout.tables';

/** Names one key: who chose it (a client or the server), whose it is, and the key itself. */
export interface KeyName {
  scope: IdempotencyScope;
  owner: string;
  key: string;
}

export class CheckoutRepo {
  constructor(private readonly db: Database) {}

  async idempotencyKey({ scope, owner, key }: KeyName) {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)),
      );
    return row;
  }

  /**
   * Claims the key for this request and reserves the id its order will have, so the key needs no
   * second write. Null when the key is taken: a concurrent twin's insert waits on the unique key
   * until the first transaction ends, then conflicts (the first committed) or goes through (it
   * rolled back).
   */
  async claimKey({ scope, owner, key }: KeyName, requestHash: string): Promise<number | null> {
    const [row] = await this.db
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        owner,
        requestHash,
        orderId: sql`nextval(pg_get_serial_sequence('orders', 'id'))`,
      })
      .onConflictDoNothing()
      .returning({ orderId: idempotencyKeys.orderId });
    return row?.orderId ?? null;
  }
}
