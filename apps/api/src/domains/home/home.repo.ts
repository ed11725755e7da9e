import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { homeShelves, seoTags } from './home.tables';

export type SeoTagRow = typeof seoTags.$inferSelect;

export class HomeRepo {
  constructor(private readonly db: Database) {}

  async seoTagBySlug(slug: string): Promise<SeoTagRow | undefined> {
    const [row] = await this.db.select().from(seoTags).where(eq(seoTags.slug, slug));
    return row;
  }

  /** The shelves the home page shows, in their order. */
  visibleShelves() {
    return this.db
      .select()
      .from(homeShelves)
      .where(eq(homeShelves.hidden, false))
      .orderBy(asc(homeShelves.position), asc(homeShelves.id));
  }
}
