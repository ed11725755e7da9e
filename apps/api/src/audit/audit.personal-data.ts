import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../shared/personal-data';
import { auditLog } from './audit.tables';

/** The audit log answers for operators' actions as long as the rest of the personal data is kept (PRV-01). */
export const auditRetentionYears = 6;

const about = (userId: number) => and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId));

/**
 * What operators did to the person's account (blocked it, ...): when and what. Operators' other
 * actions are not the person's data, and who acted is not shown.
 */
export class AuditPersonalData implements PersonalDataHolder {
  readonly section = 'accountActions';

  constructor(private readonly db: Database) {}

  exportOf(userId: number) {
    return this.db
      .select({ action: auditLog.action, note: auditLog.note, at: auditLog.at })
      .from(auditLog)
      .where(about(userId))
      .orderBy(asc(auditLog.id));
  }

  /** The entries stay (what was done, when, by whom); the person's fields they copied go. */
  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.update(auditLog).set({ before: null, after: null }).where(about(person.userId));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - auditRetentionYears);
    await tx.delete(auditLog).where(lt(auditLog.at, cutoff));
  }
}
