import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { clientErrors, cspReports } from './client-errors.tables';

export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type NewClientError = typeof clientErrors.$inferInsert;
export type CspReportRow = typeof cspReports.$inferSelect;
export type NewCspReport = typeof cspReports.$inferInsert;

/** The only file that touches `client_errors` and `csp_reports`. */
export class ClientErrorsRepo {
  constructor(private readonly db: Database) {}

  async add(row: NewClientError): Promise<void> {
    await this.db.insert(clientErrors).values(row);
  }

  /** One page, newest first. */
  async page(page: number, pageSize: number): Promise<{ items: ClientErrorRow[]; total: number }> {
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(clientErrors)
        .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(clientErrors),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async addCspReports(rows: NewCspReport[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(cspReports).values(rows);
  }

  /** One page of violation reports, newest first. */
  async cspPage(page: number, pageSize: number): Promise<{ items: CspReportRow[]; total: number }> {
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(cspReports)
        .orderBy(desc(cspReports.createdAt), desc(cspReports.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(cspReports),
    ]);
    return { items, total: total?.value ?? 0 };
  }
}
