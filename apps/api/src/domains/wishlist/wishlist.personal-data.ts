import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { wishlistItems } from './wishlist.tables';

/** A member's favourites: copied, deleted at the purge, and for a child (an order does not need them). */
export class WishlistPersonalData implements PersonalDataHolder {
  readonly section = 'wishlist';

  constructor(private readonly db: Database) {}

  exportOf(userId: number) {
    return this.db
      .select({
        productId: wishlistItems.productId,
        comboId: wishlistItems.comboId,
        createdAt: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(wishlistItems.id);
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.minimise(tx, person.userId);
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  }
}
