import type { BlogPostState, ContactStatus, Localized } from '@bazar/contracts';
import { asc, count, desc, eq, gt, isNull, lte, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../accounts/accounts.tables';
import { faqOrder } from './content.repo';
import { blogPosts, contactMessages, faqEntries, pages, pageVersions } from './content.tables';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type FaqRow = typeof faqEntries.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect & { author: string | null };
export type ContactRow = typeof contactMessages.$inferSelect & { answeredByName: string | null };

export interface BlogPostValues {
  slug: string;
  title: Localized;
  metaTitle: Localized;
  metaDescription: Localized;
  keywords: Localized;
  description: Localized;
  image: string;
  gallery: string[];
  publishedAt: Date | null;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Where an article is, from its publish date, as SQL for filtering. */
function blogStateIs(state: BlogPostState): SQL | undefined {
  if (state === 'draft') return isNull(blogPosts.publishedAt);
  if (state === 'scheduled') return gt(blogPosts.publishedAt, sql`now()`);
  return lte(blogPosts.publishedAt, sql`now()`);
}

/**
 * The content domain's tables as the back office edits them: every article (drafts too), every FAQ
 * entry (hidden ones too), legal page versions and the contact inbox. Built on the operator's
 * transaction so each change commits with its audit row.
 */
export class ContentAdminRepo {
  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------ blog

  async blogPage(options: { state?: BlogPostState; page: number; pageSize: number }) {
    const where = options.state ? blogStateIs(options.state) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .where(where)
        // Drafts first (being written), then by date, the newest first.
        .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db.select({ value: count() }).from(blogPosts).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** An article, locked until the transaction ends when `lock` is set. */
  async blogPost(id: number, lock = false): Promise<BlogPostRow | undefined> {
    const query = this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async blogSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    return row !== undefined && row.id !== exceptId;
  }

  async insertBlogPost(values: BlogPostValues): Promise<BlogPostRow> {
    const [row] = await this.db.insert(blogPosts).values(values).returning();
    if (!row) throw new Error('blog post not inserted');
    return row;
  }

  async updateBlogPost(id: number, values: BlogPostValues): Promise<BlogPostRow> {
    const [row] = await this.db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new Error('blog post not updated');
    return row;
  }

  async deleteBlogPost(id: number): Promise<void> {
    await this.db.delete(blogPosts).where(eq(blogPosts.id, id));
  }

  // ------------------------------------------------------------ FAQ

  faq(): Promise<FaqRow[]> {
    return this.db
      .select()
      .from(faqEntries)
      .orderBy(...faqOrder);
  }

  async faqEntry(id: number, lock = false): Promise<FaqRow | undefined> {
    const query = this.db.select().from(faqEntries).where(eq(faqEntries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Locks every entry: a reorder or an addition sees the order no one else is changing. */
  async lockFaq(): Promise<FaqRow[]> {
    return this.db
      .select()
      .from(faqEntries)
      .orderBy(...faqOrder)
      .for('update');
  }

  async nextFaqPosition(): Promise<number> {
    const [row] = await this.db.select({ value: max(faqEntries.position) }).from(faqEntries);
    return (row?.value ?? -1) + 1;
  }

  async insertFaq(values: Pick<FaqRow, 'topic' | 'question' | 'answer' | 'hidden' | 'position'>) {
    const [row] = await this.db.insert(faqEntries).values(values).returning();
    if (!row) throw new Error('faq entry not inserted');
    return row;
  }

  async updateFaq(
    id: number,
    values: Partial<Pick<FaqRow, 'topic' | 'question' | 'answer' | 'hidden' | 'position'>>,
  ) {
    const [row] = await this.db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
    if (!row) throw new Error('faq entry not updated');
    return row;
  }

  async deleteFaq(id: number): Promise<void> {
    await this.db.delete(faqEntries).where(eq(faqEntries.id, id));
  }

  // ------------------------------------------------------------ legal pages

  pages() {
    return this.db.select().from(pages).orderBy(asc(pages.slug));
  }

  async pageExists(slug: string, lock = false): Promise<boolean> {
    const query = this.db.select({ slug: pages.slug }).from(pages).where(eq(pages.slug, slug));
    const [row] = lock ? await query.for('update') : await query;
    return row !== undefined;
  }

  /** Every version of every page (or of one), the newest first, with the author's name. */
  async versions(slug?: string): Promise<PageVersionRow[]> {
    return this.db
      .select({
        id: pageVersions.id,
        slug: pageVersions.slug,
        version: pageVersions.version,
        title: pageVersions.title,
        body: pageVersions.body,
        effectiveAt: pageVersions.effectiveAt,
        authorId: pageVersions.authorId,
        createdAt: pageVersions.createdAt,
        author: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
      })
      .from(pageVersions)
      .leftJoin(users, eq(users.id, pageVersions.authorId))
      .where(slug === undefined ? undefined : eq(pageVersions.slug, slug))
      .orderBy(desc(pageVersions.version));
  }

  async nextVersion(slug: string): Promise<number> {
    const [row] = await this.db
      .select({ value: max(pageVersions.version) })
      .from(pageVersions)
      .where(eq(pageVersions.slug, slug));
    return (row?.value ?? 0) + 1;
  }

  async insertVersion(values: {
    slug: string;
    version: number;
    title: Localized;
    body: Localized;
    effectiveAt: Date;
    authorId: number;
  }) {
    const [row] = await this.db.insert(pageVersions).values(values).returning();
    if (!row) throw new Error('page version not inserted');
    return row;
  }

  /** Keeps `pages` as the text in force when a version takes effect at once. */
  async setPageText(slug: string, text: { title: Localized; body: Localized }): Promise<void> {
    await this.db.update(pages).set(text).where(eq(pages.slug, slug));
  }

  // ------------------------------------------------------------ contact messages

  private contactSelection() {
    return {
      id: contactMessages.id,
      userId: contactMessages.userId,
      name: contactMessages.name,
      phone: contactMessages.phone,
      email: contactMessages.email,
      subject: contactMessages.subject,
      body: contactMessages.body,
      lang: contactMessages.lang,
      status: contactMessages.status,
      answer: contactMessages.answer,
      answeredVia: contactMessages.answeredVia,
      answeredBy: contactMessages.answeredBy,
      answeredAt: contactMessages.answeredAt,
      createdAt: contactMessages.createdAt,
      answeredByName: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
    };
  }

  async contactPage(options: { status: ContactStatus; page: number; pageSize: number }) {
    const where = eq(contactMessages.status, options.status);
    const order =
      options.status === 'new'
        ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
        : [
            sql`coalesce(${contactMessages.answeredAt}, ${contactMessages.createdAt}) desc`,
            desc(contactMessages.id),
          ];
    const [rows, counts] = await Promise.all([
      this.db
        .select(this.contactSelection())
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.answeredBy))
        .where(where)
        .orderBy(...order)
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db
        .select({ status: contactMessages.status, value: count() })
        .from(contactMessages)
        .groupBy(contactMessages.status),
    ]);
    const byStatus = { new: 0, answered: 0, done: 0 };
    for (const row of counts) byStatus[row.status] = row.value;
    return { rows: rows as ContactRow[], counts: byStatus, total: byStatus[options.status] };
  }

  async contactMessage(id: number, lock = false): Promise<ContactRow | undefined> {
    if (lock)
      await this.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
    const [row] = await this.db
      .select(this.contactSelection())
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.answeredBy))
      .where(eq(contactMessages.id, id));
    return row as ContactRow | undefined;
  }

  async updateContact(
    id: number,
    values: Partial<Pick<ContactRow, 'status' | 'answer' | 'answeredVia' | 'answeredBy' | 'answeredAt'>>,
  ): Promise<void> {
    await this.db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
  }
}
