import { toAzn } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { basketItems, basketMerges } from './basket.tables';

/** A member's basket: copied, and deleted at the purge. A child's is kept: it is what they order. */
export class BasketPersonalData implements PersonalDataHolder {
  readonly section = 'basket';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const rows = await this.db
      .select({
        productId: basketItems.productId,
        variantId: basketItems.variantId,
        comboId: basketItems.comboId,
        count: basketItems.count,
        addedPrice: basketItems.addedPrice,
        createdAt: basketItems.createdAt,
      })
      .from(basketItems)
      .where(eq(basketItems.userId, userId))
      .orderBy(basketItems.id);
    return rows.map((row) => ({ ...row, addedPrice: toAzn(row.addedPrice) }));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(basketItems).where(eq(basketItems.userId, person.userId));
    await tx.delete(basketMerges).where(eq(basketMerges.userId, person.userId));
  }
}
