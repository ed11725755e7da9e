import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { blogPosts, faqEntries, pages } from './content.tables';

export class ContentRepo {
  constructor(private readonly db: Database) {}

  async page(slug: string) {
    const [row] = await this.db.select().from(pages).where(eq(pages.slug, slug));
    return row;
  }

  async blogPage(offset: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ value: count() }).from(blogPosts),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async blogPost(id: number) {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }

  faq() {
    return this.db.select().from(faqEntries).orderBy(asc(faqEntries.position));
  }
}
