import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { removeExportFiles } from './data-exports';
import { consents, dataExports } from './privacy.tables';

/**
 * The person's consents (what they allowed, on which wording, when) and the copies of their data
 * they asked for. A copy's files are removed when it expires, and with the account.
 */
export class PrivacyPersonalData implements PersonalDataHolder {
  readonly section = 'privacy';

  constructor(
    private readonly db: Database,
    /** <DATA_DIR>/exports: where the copies' files lie. */
    private readonly exportsDir: string,
  ) {}

  async exportOf(userId: number) {
    const [given, copies] = await Promise.all([
      this.db
        .select({
          subject: consents.subject,
          granted: consents.granted,
          version: consents.version,
          source: consents.source,
          createdAt: consents.createdAt,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.id)),
      this.db
        .select({
          status: dataExports.status,
          createdAt: dataExports.createdAt,
          readyAt: dataExports.readyAt,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.id)),
    ]);
    return { consents: given, dataCopies: copies };
  }

  /** The copies are the whole of the person's data in one file: they go with the account at once. */
  async onDeleted(tx: Database, person: ErasedPerson): Promise<void> {
    const copies = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, person.userId))
      .returning({ fileKey: dataExports.fileKey });
    for (const copy of copies) await removeExportFiles(this.exportsDir, copy.fileKey);
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(consents).where(eq(consents.userId, person.userId));
    await this.onDeleted(tx, person);
  }

  /** Copies past their date: the files go, the row stays as the record of the request. */
  async expire(tx: Database, now: Date): Promise<void> {
    const lapsed = await tx
      .update(dataExports)
      .set({ status: 'expired' })
      .where(
        and(
          eq(dataExports.status, 'ready'),
          isNotNull(dataExports.expiresAt),
          lte(dataExports.expiresAt, now),
        ),
      )
      .returning({ fileKey: dataExports.fileKey });
    for (const copy of lapsed) await removeExportFiles(this.exportsDir, copy.fileKey);
  }
}
