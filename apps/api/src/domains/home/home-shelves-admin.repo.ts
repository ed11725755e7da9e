import type { Lang } from '@bazar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { CategoryReads } from '../catalog';
import { homeShelves } from './home.tables';

export type HomeShelfRow = typeof homeShelves.$inferSelect;
type ShelfColumns = Pick<typeof homeShelves.$inferInsert, 'kind' | 'categoryId' | 'title'>;

/** The back office's reads and writes of the home domain's shelves. */
export class HomeShelvesAdminRepo {
  constructor(private readonly db: Database) {}

  /** Every shelf in the page's order, with its category's name; locked when `forUpdate`. */
  async all(lang: Lang, forUpdate = false) {
    const query = this.db.select().from(homeShelves).orderBy(asc(homeShelves.position), asc(homeShelves.id));
    const shelves = await (forUpdate ? query.for('update') : query);
    const categoryIds = shelves.flatMap((shelf) => (shelf.categoryId === null ? [] : [shelf.categoryId]));
    const names = new Map(
      (await new CategoryReads(this.db).names(categoryIds)).map((row) => [row.id, row.name[lang] ?? null]),
    );
    return shelves.map((shelf) => ({
      shelf,
      categoryName: shelf.categoryId === null ? null : (names.get(shelf.categoryId) ?? null),
    }));
  }

  async categoryExists(id: number): Promise<boolean> {
    return (await new CategoryReads(this.db).existing([id])) === 1;
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
