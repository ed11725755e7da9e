import { desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { productRequests } from './catalog.tables';

/** A question to a seller is a conversation: kept up to 6 years (PRV-01). */
export const productRequestRetentionYears = 6;

/** Questions the person asked sellers about sold-out products, with the name and phone they left. */
export class CatalogPersonalData implements PersonalDataHolder {
  readonly section = 'productRequests';

  constructor(private readonly db: Database) {}

  exportOf(userId: number) {
    return this.db
      .select({
        productId: productRequests.productId,
        variantId: productRequests.variantId,
        name: productRequests.name,
        phone: productRequests.phone,
        message: productRequests.message,
        createdAt: productRequests.createdAt,
      })
      .from(productRequests)
      .where(eq(productRequests.userId, userId))
      .orderBy(desc(productRequests.id));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    const by: SQL[] = [eq(productRequests.userId, person.userId)];
    if (person.phone) by.push(eq(productRequests.phone, person.phone));
    await tx.delete(productRequests).where(or(...by));
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(productRequests).where(eq(productRequests.userId, userId));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - productRequestRetentionYears);
    await tx.delete(productRequests).where(lt(productRequests.createdAt, cutoff));
  }
}
