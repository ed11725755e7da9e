import { count, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { contactMessages } from './content.tables';

/** The contact inbox's figures other domains' screens show. */
export class ContactCounts {
  constructor(private readonly db: Database) {}

  /** Contact messages not yet answered and closed. */
  async open(): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(contactMessages)
      .where(ne(contactMessages.status, 'done'));
    return row?.value ?? 0;
  }
}
