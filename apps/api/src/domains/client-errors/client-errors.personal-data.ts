import { desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { clientErrors } from './client-errors.tables';

/** Errors are looked into within days; three months shows whether a fix held. */
export const clientErrorRetentionDays = 90;

/** Pages the person could not be shown, as their browser reported them. */
export class ClientErrorsPersonalData implements PersonalDataHolder {
  readonly section = 'clientErrors';

  constructor(private readonly db: Database) {}

  exportOf(userId: number) {
    return this.db
      .select({
        path: clientErrors.path,
        reason: clientErrors.reason,
        status: clientErrors.status,
        lang: clientErrors.lang,
        createdAt: clientErrors.createdAt,
      })
      .from(clientErrors)
      .where(eq(clientErrors.userId, userId))
      .orderBy(desc(clientErrors.id));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.minimise(tx, person.userId);
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(clientErrors).where(eq(clientErrors.userId, userId));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - clientErrorRetentionDays * 86_400_000);
    await tx.delete(clientErrors).where(lt(clientErrors.createdAt, cutoff));
  }
}
