import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DataExportList, type DataExportView, exportDays, type Lang } from '@bazar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { PersonalDataHolder } from '../../shared/personal-data';
import type { AccountsService } from '../accounts';
import { renderExportPage } from './export-page';
import { dataExports } from './privacy.tables';

export const exportQueue = 'privacy-export';
interface ExportJob {
  exportId: number;
}

/** A bad moment of the disk or the database is tried again; after that the copy is marked failed. */
const exportRetries = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 };

export type ExportFormat = 'json' | 'html';
const formats: ExportFormat[] = ['json', 'html'];

/** Where a copy's file lies: its random key names it, so an id alone never finds it. */
export function exportFilePath(exportsDir: string, fileKey: string, format: ExportFormat): string {
  return path.join(exportsDir, `${fileKey}.${format}`);
}

/** Removes both files of a copy; one already gone is fine (the expiry may run again). */
export async function removeExportFiles(exportsDir: string, fileKey: string): Promise<void> {
  await Promise.all(
    formats.map((format) => rm(exportFilePath(exportsDir, fileKey, format), { force: true })),
  );
}

export interface DataExportsDeps {
  db: Database;
  jobs: JobQueue;
  accounts: Pick<AccountsService, 'langOf'>;
  /** Every domain's holder of personal data: each gives its section of the copy. */
  holders: readonly PersonalDataHolder[];
  /** <DATA_DIR>/exports. */
  exportsDir: string;
}

type ExportRow = typeof dataExports.$inferSelect;

/** A person's copies of their data: asked for, made by a job, downloaded for 7 days (PRV-04). */
export class DataExports {
  private readonly db: Database;

  constructor(private readonly deps: DataExportsDeps) {
    this.db = deps.db;
    deps.jobs.define<ExportJob>({
      name: exportQueue,
      queue: exportRetries,
      work: async (job) => {
        try {
          await this.make(job.data.exportId);
        } catch (err) {
          if (job.retryCount >= exportRetries.retryLimit) await this.markFailed(job.data.exportId);
          throw err;
        }
      },
    });
  }

  /** Newest first; a copy past its date reads as expired even before the daily job removed it. */
  async list(userId: number): Promise<DataExportList> {
    const rows = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(10);
    const now = new Date();
    return { items: rows.map((row) => viewOf(row, now)) };
  }

  /** One copy is made at a time: asking while one is being made answers that one. */
  async request(userId: number): Promise<DataExportView> {
    const row = await this.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
        .orderBy(desc(dataExports.id))
        .limit(1);
      if (pending) return pending;
      const [created] = await tx
        .insert(dataExports)
        .values({ userId, fileKey: randomBytes(24).toString('base64url') })
        .returning();
      if (!created) throw new Error('data_exports insert returned nothing');
      await this.deps.jobs.send<ExportJob>(exportQueue, { exportId: created.id }, tx);
      return created;
    });
    return viewOf(row, new Date());
  }

  /** A ready copy of the caller's, not past its date; anything else is not found, whoever asks. */
  async file(userId: number, id: number, format: ExportFormat): Promise<Buffer> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'ready')))
      .limit(1);
    if (!row?.expiresAt || row.expiresAt <= new Date()) throw new AppError('notFound', 'error.notFound');
    try {
      return await readFile(exportFilePath(this.deps.exportsDir, row.fileKey, format));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('notFound', 'error.notFound');
      throw err;
    }
  }

  /** The job: every domain's section, written as JSON and as a page, then offered for `exportDays`. */
  private async make(exportId: number): Promise<void> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, exportId)).limit(1);
    if (row?.status !== 'pending') return;
    const sections: Record<string, unknown> = {};
    for (const holder of this.deps.holders) sections[holder.section] = await holder.exportOf(row.userId);
    const generatedAt = new Date();
    const copy = { generatedAt: generatedAt.toISOString(), userId: row.userId, sections };
    // Dates become ISO text once here, so the page shows exactly what the JSON holds.
    const json = JSON.stringify(copy, null, 2);
    const lang: Lang = await this.deps.accounts.langOf(row.userId);
    await mkdir(this.deps.exportsDir, { recursive: true });
    await writeFile(exportFilePath(this.deps.exportsDir, row.fileKey, 'json'), json);
    await writeFile(
      exportFilePath(this.deps.exportsDir, row.fileKey, 'html'),
      renderExportPage(lang, JSON.parse(json) as typeof copy),
    );
    const offered = await this.db
      .update(dataExports)
      .set({
        status: 'ready',
        readyAt: generatedAt,
        expiresAt: new Date(generatedAt.getTime() + exportDays * 86_400_000),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    // The account was deleted while the copy was written (its row went with it): no file stays behind.
    if (offered.length === 0) await removeExportFiles(this.deps.exportsDir, row.fileKey);
  }

  private async markFailed(exportId: number): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
  }
}

function viewOf(row: ExportRow, now: Date): DataExportView {
  const lapsed = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: lapsed ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
