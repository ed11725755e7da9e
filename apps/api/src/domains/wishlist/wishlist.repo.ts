import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { wishlistItems } from './wishlist.tables';

export interface WishlistKey {
  id: number;
  isCombo: boolean;
}

const matches = (userId: number, key: WishlistKey) =>
  and(
    eq(wishlistItems.userId, userId),
    key.isCombo ? eq(wishlistItems.comboId, key.id) : eq(wishlistItems.productId, key.id),
    key.isCombo ? isNull(wishlistItems.productId) : isNull(wishlistItems.comboId),
  );

export class WishlistRepo {
  constructor(private readonly db: Database) {}

  /** Newest first. */
  async entries(userId: number): Promise<WishlistKey[]> {
    const rows = await this.db
      .select({ productId: wishlistItems.productId, comboId: wishlistItems.comboId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    return rows.map((row) =>
      row.comboId === null ? { id: row.productId ?? 0, isCombo: false } : { id: row.comboId, isCombo: true },
    );
  }

  /** Adds an entry; adding one that is there already changes nothing. */
  async add(userId: number, key: WishlistKey): Promise<void> {
    await this.db.execute(sql`
      insert into ${wishlistItems} (user_id, product_id, combo_id)
      values (${userId}, ${key.isCombo ? null : key.id}, ${key.isCombo ? key.id : null})
      on conflict (user_id, coalesce(product_id, 0), coalesce(combo_id, 0)) do nothing`);
  }

  async remove(userId: number, key: WishlistKey): Promise<void> {
    await this.db.delete(wishlistItems).where(matches(userId, key));
  }
}
