import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accountDeletions } from './privacy.tables';

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

/** The only file that queries the deleted accounts waiting for their purge. */
export class AccountDeletionsRepo {
  constructor(private readonly db: Database) {}

  async insert(row: typeof accountDeletions.$inferInsert): Promise<void> {
    await this.db.insert(accountDeletions).values(row);
  }

  /** Deletions due at `now` and not purged yet, by user id after `afterUserId`: a batch of the purge. */
  async due(now: Date, afterUserId: number, limit: number): Promise<AccountDeletionRow[]> {
    return this.db
      .select()
      .from(accountDeletions)
      .where(
        and(
          lte(accountDeletions.purgeAfter, now),
          isNull(accountDeletions.purgedAt),
          gt(accountDeletions.userId, afterUserId),
        ),
      )
      .orderBy(asc(accountDeletions.userId))
      .limit(limit);
  }

  /** The deletion locked while it is purged; undefined when another run purged it first. */
  async lockUnpurged(userId: number): Promise<AccountDeletionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)))
      .for('update');
    return row;
  }

  /** Purged: the phone and e-mail kept to find the person's traces go too. */
  async markPurged(userId: number, at: Date): Promise<void> {
    await this.db
      .update(accountDeletions)
      .set({ purgedAt: at, phone: null, email: null })
      .where(eq(accountDeletions.userId, userId));
  }
}
