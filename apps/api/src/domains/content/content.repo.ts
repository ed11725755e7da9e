import { faqTopics } from '@bazar/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { blogPosts, contactMessages, faqEntries, pages, pageVersions } from './content.tables';

/** Published: an article whose publish date has come; drafts (null) and later dates stay hidden. */
const published = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/** The help centre's order: by topic (as `faqTopics` lists them), then by the operators' position. */
export const faqOrder = [
  sql`array_position(array[${sql.join(
    faqTopics.map((topic) => sql`${topic}`),
    sql`, `,
  )}]::text[], ${faqEntries.topic})`,
  asc(faqEntries.position),
  asc(faqEntries.id),
];

export class ContentRepo {
  constructor(private readonly db: Database) {}

  async page(slug: string) {
    const [row] = await this.db.select().from(pages).where(eq(pages.slug, slug));
    return row;
  }

  /** Every version's number and date of these pages, in one read (legal pages have a handful each). */
  versionDates(slugs: readonly string[]) {
    return this.db
      .select({
        slug: pageVersions.slug,
        version: pageVersions.version,
        effectiveAt: pageVersions.effectiveAt,
      })
      .from(pageVersions)
      .where(inArray(pageVersions.slug, [...slugs]));
  }

  /** The version of a page in force: the latest effective date that has come (the newest version on a tie). */
  async versionInForce(slug: string) {
    const [row] = await this.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.slug, slug), lte(pageVersions.effectiveAt, sql`now()`)))
      .orderBy(desc(pageVersions.effectiveAt), desc(pageVersions.version))
      .limit(1);
    return row;
  }

  /** The next version announced for a later date, if any. */
  async upcomingVersion(slug: string) {
    const [row] = await this.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.slug, slug), gt(pageVersions.effectiveAt, sql`now()`)))
      .orderBy(asc(pageVersions.effectiveAt), desc(pageVersions.version))
      .limit(1);
    return row;
  }

  async blogPage(offset: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ value: count() }).from(blogPosts).where(published),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** A published article only. */
  async blogPost(id: number) {
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), published));
    return row;
  }

  /** The visible entries in their order. */
  faq() {
    return this.db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.hidden, false))
      .orderBy(...faqOrder);
  }

  async addContactMessage(values: typeof contactMessages.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not inserted');
    return row.id;
  }
}
