import type { Lang } from '@bazar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories } from '../catalog/catalog.tables';
import { homeShelves } from './home.tables';

export type HomeShelfRow = typeof homeShelves.$inferSelect;
type ShelfColumns = Pick<typeof homeShelves.$inferInsert, 'kind' | 'categoryId' | 'title'>;

/** The back office's reads and writes of the home domain's shelves. */
export class HomeShelvesAdminRepo {
  constructor(private readonly db: Database) {}

  /** Every shelf in the page's order, with its category's name; locked when `forUpdate`. */
  async all(lang: Lang, forUpdate = false) {
    const query = this.db
      .select({
        shelf: homeShelves,
        categoryName: sql<string | null>`${categories.name}->>${lang}`,
      })
      .from(homeShelves)
      .leftJoin(categories, eq(categories.id, homeShelves.categoryId))
      .orderBy(asc(homeShelves.position), asc(homeShelves.id));
    return forUpdate ? query.for('update', { of: homeShelves }) : query;
  }

  async categoryExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    return row !== undefined;
  }

  async insert(columns: ShelfColumns, position: number): Promise<number> {
    const [row] = await this.db
      .insert(homeShelves)
      .values({ ...columns, position })
      .returning({ id: homeShelves.id });
    if (!row) throw new Error('home shelf not inserted');
    return row.id;
  }

  async update(id: number, columns: Partial<ShelfColumns & { hidden: boolean; position: number }>) {
    await this.db.update(homeShelves).set(columns).where(eq(homeShelves.id, id));
  }

  async remove(id: number) {
    await this.db.delete(homeShelves).where(eq(homeShelves.id, id));
  }
}
