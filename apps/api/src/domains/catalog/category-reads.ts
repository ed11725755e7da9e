import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories } from './catalog.tables';

/** What other domains may ask of the categories they point at: one query for a page of ids. */
export class CategoryReads {
  constructor(private readonly db: Database) {}

  /** How many of these ids name a category. */
  async existing(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.db
      .select({ value: count() })
      .from(categories)
      .where(inArray(categories.id, ids));
    return row?.value ?? 0;
  }

  /** The names, in every language, of the categories with these ids. */
  async names(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids));
  }
}
