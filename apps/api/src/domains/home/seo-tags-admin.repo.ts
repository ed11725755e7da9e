import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { CategoryReads } from '../catalog';
import { seoTags } from './home.tables';

export type SeoTagRow = typeof seoTags.$inferSelect;

/** `q` in a slug or in a title in any language. */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const like = containing(q);
  return or(ilike(seoTags.slug, like), ilike(sql`${seoTags.title}::text`, like));
}

/**
 * SEO tag pages as the back office writes them (ADR 015). The storefront reads them on every
 * request, so a change shows at once.
 */
export class SeoTagsAdminRepo {
  constructor(private readonly db: Database) {}

  async seoTagPage(q: string | undefined, page: number, pageSize: number) {
    const where = matching(q);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(seoTags)
        .where(where)
        .orderBy(asc(seoTags.slug))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(seoTags).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async seoTag(id: number, lock = false): Promise<SeoTagRow | undefined> {
    const query = this.db.select().from(seoTags).where(eq(seoTags.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async seoSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: seoTags.id })
      .from(seoTags)
      .where(and(eq(seoTags.slug, slug), exceptId === undefined ? undefined : ne(seoTags.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async insertSeoTag(values: typeof seoTags.$inferInsert): Promise<SeoTagRow> {
    const [row] = await this.db.insert(seoTags).values(values).returning();
    if (!row) throw new Error('The SEO tag insert returned no row');
    return row;
  }

  async updateSeoTag(id: number, values: Partial<typeof seoTags.$inferInsert>): Promise<SeoTagRow> {
    const [row] = await this.db.update(seoTags).set(values).where(eq(seoTags.id, id)).returning();
    if (!row) throw new Error('The SEO tag update returned no row');
    return row;
  }

  async deleteSeoTag(id: number): Promise<void> {
    await this.db.delete(seoTags).where(eq(seoTags.id, id));
  }

  /** How many SEO pages show the category. */
  async pagesOfCategory(categoryId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(seoTags)
      .where(eq(seoTags.categoryId, categoryId));
    return row?.value ?? 0;
  }

  /** How many of these ids name a category. */
  existingCategories(ids: number[]): Promise<number> {
    return new CategoryReads(this.db).existing(ids);
  }

  categoryNames(ids: number[]) {
    return new CategoryReads(this.db).names(ids);
  }

  /** Every SEO page whose brand filter names `from` names `to` instead (once, if it named both). */
  async renameBrand(from: string, to: string): Promise<void> {
    const tags = await this.db
      .select({ id: seoTags.id, filter: seoTags.filter })
      .from(seoTags)
      .where(sql`${seoTags.filter} -> 'brands' ? ${from}`);
    for (const tag of tags) {
      const brands = [...new Set((tag.filter.brands ?? []).map((brand) => (brand === from ? to : brand)))];
      await this.db
        .update(seoTags)
        .set({ filter: { ...tag.filter, brands } })
        .where(eq(seoTags.id, tag.id));
    }
  }
}
