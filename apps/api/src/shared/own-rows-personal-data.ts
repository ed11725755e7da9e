import { asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import type { ErasedPerson, PersonalDataHolder } from './personal-data';

/** A table of rows a person keeps for themselves, by their `userId`, numbered by `id`. */
type OwnRowsTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * What a table of a person's own rows (favourites, waits, reports) holds about them: the copy lists
 * the columns given, and the rows go at the purge and for a child, as an order needs none of them.
 */
export class OwnRowsPersonalData implements PersonalDataHolder {
  constructor(
    protected readonly db: Database,
    readonly section: string,
    private readonly table: OwnRowsTable,
    private readonly columns: Record<string, AnyPgColumn>,
    private readonly order: 'oldest first' | 'newest first' = 'oldest first',
  ) {}

  exportOf(userId: number): Promise<unknown> {
    const by = this.order === 'newest first' ? desc : asc;
    return this.db
      .select(this.columns)
      .from(this.table)
      .where(eq(this.table.userId, userId))
      .orderBy(by(this.table.id));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.minimise(tx, person.userId);
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(this.table).where(eq(this.table.userId, userId));
  }
}
