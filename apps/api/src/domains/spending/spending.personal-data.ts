import { toAzn } from '@bazar/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { spendingHolds, spendingStarts } from './spending.tables';

/** What the daily limits counted of the person, and their holds; all of it goes at the purge. */
export class SpendingPersonalData implements PersonalDataHolder {
  readonly section = 'spendingLimits';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const holds = await this.db
      .select({
        kind: spendingHolds.kind,
        amount: spendingHolds.amount,
        status: spendingHolds.status,
        createdAt: spendingHolds.createdAt,
        decidedAt: spendingHolds.decidedAt,
      })
      .from(spendingHolds)
      .where(eq(spendingHolds.userId, userId))
      .orderBy(desc(spendingHolds.id));
    return { holds: holds.map((hold) => ({ ...hold, amount: toAzn(hold.amount) })) };
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(spendingStarts).where(eq(spendingStarts.userId, person.userId));
    await tx.delete(spendingHolds).where(eq(spendingHolds.userId, person.userId));
  }

  /** Starts older than the 24 hours the limits count are of no further use. */
  async expire(tx: Database, now: Date): Promise<void> {
    const day = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    await tx.execute(sql`delete from ${spendingStarts} where ${spendingStarts.createdAt} < ${day}`);
  }
}
