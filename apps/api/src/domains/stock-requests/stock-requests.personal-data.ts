import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { stockRequests } from './stock-requests.tables';

/** Products a member waits for: copied, deleted at the purge, and for a child (an order does not need them). */
export class StockRequestsPersonalData implements PersonalDataHolder {
  readonly section = 'stockRequests';

  constructor(private readonly db: Database) {}

  exportOf(userId: number) {
    return this.db
      .select({
        productId: stockRequests.productId,
        variantId: stockRequests.variantId,
        createdAt: stockRequests.createdAt,
      })
      .from(stockRequests)
      .where(eq(stockRequests.userId, userId))
      .orderBy(stockRequests.id);
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.minimise(tx, person.userId);
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(stockRequests).where(eq(stockRequests.userId, userId));
  }
}
