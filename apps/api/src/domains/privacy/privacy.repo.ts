import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { consentSubjects, consents } from './privacy.tables';

export type ConsentSubject = (typeof consentSubjects)[number];
export type NewConsent = typeof consents.$inferInsert;

/** Who a consent belongs to: a member, or a guest's browser by its visitor id. */
export type ConsentOwner = { userId: number } | { visitorId: string };

/** The consents table: append-only records, the latest of a subject being the one in force. */
export class PrivacyRepo {
  constructor(private readonly db: Database) {}

  async insertConsents(rows: NewConsent[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(consents).values(rows);
  }

  /** The latest record of each subject for the owner. */
  async latestConsents(owner: ConsentOwner, subjects: readonly ConsentSubject[] = consentSubjects) {
    // A browser's own choices: not those a member took over from it (they keep its visitor id).
    const whose =
      'userId' in owner
        ? eq(consents.userId, owner.userId)
        : and(eq(consents.visitorId, owner.visitorId), isNull(consents.userId));
    return this.db
      .selectDistinctOn([consents.subject], {
        subject: consents.subject,
        granted: consents.granted,
        version: consents.version,
        source: consents.source,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(and(whose, inArray(consents.subject, [...subjects])))
      .orderBy(consents.subject, desc(consents.createdAt), desc(consents.id));
  }
}
