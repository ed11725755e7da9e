import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { basketItems, basketMerges } from './basket.tables';

export type BasketItemRow = typeof basketItems.$inferSelect;

export interface LineAddition {
  productId: number | null;
  variantId: number | null;
  comboId: number | null;
  count: number;
  /** Qəpik per unit now; kept only when the line is new. */
  addedPrice: number;
  /** The most the line may hold after adding: what is in stock (never below what it holds already). */
  cap: number;
}

export class BasketRepo {
  constructor(private readonly db: Database) {}

  lines(userId: number): Promise<BasketItemRow[]> {
    return this.db
      .select()
      .from(basketItems)
      .where(eq(basketItems.userId, userId))
      .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  }

  async line(userId: number, id: number): Promise<BasketItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.userId, userId), eq(basketItems.id, id)));
    return row;
  }

  /**
   * Adds to a line, or makes it: one statement, so two adds at once both count. The sum stops at
   * `cap`, but a line already holding more than that (stock fell since) is not cut behind the
   * buyer's back.
   */
  async add(userId: number, line: LineAddition): Promise<number> {
    const result = await this.db.execute<{ count: number }>(sql`
      insert into ${basketItems} (user_id, product_id, variant_id, combo_id, count, added_price)
      values (${userId}, ${line.productId}, ${line.variantId}, ${line.comboId},
              ${Math.min(line.count, line.cap)}, ${line.addedPrice})
      on conflict (user_id, coalesce(product_id, 0), coalesce(variant_id, 0), coalesce(combo_id, 0))
      do update set
        count = greatest(${basketItems.count}, least(${basketItems.count} + excluded.count, ${line.cap})),
        updated_at = now()
      returning count`);
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  }

  async setCount(userId: number, id: number, count: number): Promise<void> {
    await this.db
      .update(basketItems)
      .set({ count, updatedAt: new Date() })
      .where(and(eq(basketItems.userId, userId), eq(basketItems.id, id)));
  }

  /** Removes the caller's own lines among `ids`; answers how many went. */
  async remove(userId: number, ids: number[]): Promise<number> {
    const removed = await this.db
      .delete(basketItems)
      .where(and(eq(basketItems.userId, userId), inArray(basketItems.id, ids)))
      .returning({ id: basketItems.id });
    return removed.length;
  }

  async itemCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`coalesce(sum(${basketItems.count}), 0)::int` })
      .from(basketItems)
      .where(eq(basketItems.userId, userId));
    return row?.value ?? 0;
  }

  /** Records a guest basket as merged; false when it was merged before. */
  async markMerged(userId: number, guestBasketId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(basketMerges)
      .values({ userId, guestBasketId })
      .onConflictDoNothing()
      .returning({ userId: basketMerges.userId });
    return inserted.length > 0;
  }

  transaction<T>(work: (repo: BasketRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new BasketRepo(tx)));
  }
}
