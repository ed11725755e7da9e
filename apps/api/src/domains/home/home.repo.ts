import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { seoTags } from './home.tables';

export type SeoTagRow = typeof seoTags.$inferSelect;

export class HomeRepo {
  constructor(private readonly db: Database) {}

  async seoTagBySlug(slug: string): Promise<SeoTagRow | undefined> {
    const [row] = await this.db.select().from(seoTags).where(eq(seoTags.slug, slug));
    return row;
  }
}
