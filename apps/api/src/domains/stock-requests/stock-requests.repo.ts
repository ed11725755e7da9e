import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { stockRequests } from './stock-requests.tables';

export interface StockRequestKey {
  userId: number;
  productId: number;
  variantId: number | null;
}

export class StockRequestsRepo {
  constructor(private readonly db: Database) {}

  /** The variants (null: the product as a whole) a member waits for on one product. */
  async variantsAskedBy(userId: number, productId: number): Promise<(number | null)[]> {
    const rows = await this.db
      .select({ variantId: stockRequests.variantId })
      .from(stockRequests)
      .where(and(eq(stockRequests.userId, userId), eq(stockRequests.productId, productId)));
    return rows.map((row) => row.variantId);
  }

  /** Adds a request; asking again changes nothing. */
  async add(key: StockRequestKey): Promise<void> {
    await this.db.execute(sql`
      insert into ${stockRequests} (user_id, product_id, variant_id)
      values (${key.userId}, ${key.productId}, ${key.variantId})
      on conflict (user_id, product_id, coalesce(variant_id, 0)) do nothing`);
  }

  async remove(key: StockRequestKey): Promise<void> {
    await this.db
      .delete(stockRequests)
      .where(
        and(
          eq(stockRequests.userId, key.userId),
          eq(stockRequests.productId, key.productId),
          key.variantId === null
            ? isNull(stockRequests.variantId)
            : eq(stockRequests.variantId, key.variantId),
        ),
      );
  }

  /** Everyone waiting for a product or one of its variants. */
  waitingFor(productId: number) {
    return this.db
      .select({ id: stockRequests.id, userId: stockRequests.userId, variantId: stockRequests.variantId })
      .from(stockRequests)
      .where(eq(stockRequests.productId, productId));
  }

  async anyWaitingFor(productId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: stockRequests.id })
      .from(stockRequests)
      .where(eq(stockRequests.productId, productId))
      .limit(1);
    return rows.length > 0;
  }

  /** Deletes a request as it is answered; false when another run answered it first. */
  async take(id: number): Promise<boolean> {
    const taken = await this.db
      .delete(stockRequests)
      .where(eq(stockRequests.id, id))
      .returning({ id: stockRequests.id });
    return taken.length > 0;
  }
}
