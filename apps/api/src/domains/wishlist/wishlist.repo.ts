import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
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

  /** Members keeping a product whom a drop to `price` (qəpik) is news to: never told, or told of a higher price. */
  ownersToTellOf(productId: number, price: number) {
    return this.db
      .select({ id: wishlistItems.id, userId: wishlistItems.userId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.productId, productId), notToldOf(price)));
  }

  /** Records the price a member is told of; false when another run told them already. */
  async markTold(id: number, price: number): Promise<boolean> {
    const marked = await this.db
      .update(wishlistItems)
      .set({ priceTold: price })
      .where(and(eq(wishlistItems.id, id), notToldOf(price)))
      .returning({ id: wishlistItems.id });
    return marked.length > 0;
  }

  /** After a rise, the next drop is news again to everyone keeping the product. */
  async forgetPricesTold(productId: number): Promise<void> {
    await this.db
      .update(wishlistItems)
      .set({ priceTold: null })
      .where(and(eq(wishlistItems.productId, productId), isNotNull(wishlistItems.priceTold)));
  }
}

const notToldOf = (price: number) => or(isNull(wishlistItems.priceTold), gt(wishlistItems.priceTold, price));
