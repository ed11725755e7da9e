import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories } from './catalog.tables';

export type CategoryRow = typeof categories.$inferSelect;

export class CatalogRepo {
  constructor(private readonly db: Database) {}

  allCategories(): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
  }

  async categoryById(id: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  childrenOf(parentId: number | null): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.position), asc(categories.id));
  }
}
