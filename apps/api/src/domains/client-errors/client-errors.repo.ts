import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { clientErrors } from './client-errors.tables';

export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type NewClientError = typeof clientErrors.$inferInsert;

/** The only file that touches `client_errors`. */
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
}
