import {
  type AdminBlogPage,
  type AdminBlogPost,
  type AdminBlogQuery,
  type AdminFaqEntry,
  type AdminFaqList,
  type AdminPageList,
  type AdminPageVersions,
  type BlogPostBody,
  type BlogPostState,
  blogPictureFolder,
  type FaqEntryBody,
  hasText,
  type Lang,
  type Localized,
  type MessageKey,
  type MoveFaqBody,
  type PageSlug,
  type PageVersion,
  type PageVersionBody,
  pickLang,
  type UploadedImage,
} from '@bazar/contracts';
import sanitizeHtml from 'sanitize-html';
import { AuditLog, changes } from '../../audit';
import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { ImageStore } from '../../media/image-store';
import { mediaUrl } from '../../media/urls';
import { AppError, orNotFound } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { descriptionHtml } from '../catalog';
import {
  type BlogPostRow,
  type BlogPostValues,
  ContentAdminRepo,
  type FaqRow,
  type PageVersionRow,
} from './content-admin.repo';

/** A legal text may not bind users from a moment already gone; a minute covers the form's round trip. */
const backdatingSlackMs = 60_000;

type FieldErrors = Record<string, MessageKey[]>;
const invalid = (errors: FieldErrors) => new AppError('unprocessable', 'error.validation', errors);

const picture = (path: string): UploadedImage => ({ path, url: mediaUrl(path) });

function blogState(publishedAt: Date | null, now = new Date()): BlogPostState {
  if (!publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** Rich text in each language through the product description's sanitizer; empty text is refused. */
function sanitizedLocalized(html: Localized, field: string, errors: FieldErrors): Localized {
  const clean = { az: '', en: '', ru: '' };
  for (const lang of ['az', 'en', 'ru'] as const) {
    clean[lang] = sanitizeHtml(html[lang], descriptionHtml).trim();
    if (!hasText(clean[lang])) errors[`${field}.${lang}`] = ['validation.required'];
  }
  return clean;
}

function blogAudit(row: BlogPostValues) {
  return {
    slug: row.slug,
    title: row.title,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    body: row.description,
    image: row.image,
    gallery: row.gallery,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** What an FAQ entry's audit rows keep of it. */
function faqAudit(row: FaqRow) {
  return { topic: row.topic, question: row.question, answer: row.answer, hidden: row.hidden };
}

function faqOut(row: FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    position: row.position,
    hidden: row.hidden,
  };
}

function versionOut(row: PageVersionRow, inForceId: number | undefined, now: Date): PageVersion {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    effectiveAt: row.effectiveAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    author: row.author,
    state: row.id === inForceId ? 'in-force' : row.effectiveAt > now ? 'upcoming' : 'past',
  };
}

/** The version in force among a page's versions: the latest effective date that has come, the newest on a tie. */
function inForceOf(versions: PageVersionRow[], now: Date): PageVersionRow | undefined {
  let found: PageVersionRow | undefined;
  for (const row of versions) {
    if (row.effectiveAt > now) continue;
    if (
      !found ||
      row.effectiveAt > found.effectiveAt ||
      (row.effectiveAt.getTime() === found.effectiveAt.getTime() && row.version > found.version)
    )
      found = row;
  }
  return found;
}

/** The next version announced: the earliest effective date still to come. */
function upcomingOf(versions: PageVersionRow[], now: Date): PageVersionRow | undefined {
  let found: PageVersionRow | undefined;
  for (const row of versions) {
    if (row.effectiveAt <= now) continue;
    if (!found || row.effectiveAt < found.effectiveAt) found = row;
  }
  return found;
}

/**
 * The back office's content (issue 17): blog articles with their publish dates, FAQ entries, and
 * versions of the legal pages. Each change is made through the content domain's repo on one
 * transaction with its audit row.
 */
declare module '../../events/event-bus' {
  interface DomainEvents {
    /** A legal text's new version, in the transaction that publishes it (its notices, PRV-03). */
    'content.pageVersionPublished': { slug: PageSlug; version: number; effectiveAt: Date };
  }
}

export class ContentAdminService {
  private readonly repo: ContentAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly events: EventBus,
  ) {
    this.repo = new ContentAdminRepo(db);
  }

  // ------------------------------------------------------------ blog

  async blogPosts(query: AdminBlogQuery, lang: Lang): Promise<AdminBlogPage> {
    const { rows, total } = await this.repo.blogPage(query);
    const now = new Date();
    return {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: pickLang(row.title, lang),
        image: mediaUrl(row.image),
        state: blogState(row.publishedAt, now),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async blogPost(id: number): Promise<AdminBlogPost> {
    const row = orNotFound(await this.repo.blogPost(id));
    return this.blogOut(row);
  }

  /** Stores a blog picture; the article's body then names it by `path`. */
  async uploadPicture(image: Buffer): Promise<UploadedImage> {
    const { path } = await this.images.storeImage(image, blogPictureFolder);
    return picture(path);
  }

  createBlogPost(caller: Caller, body: BlogPostBody): Promise<AdminBlogPost> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const values = await this.checkedBlog(repo, body);
      const row = await repo.insertBlogPost(values);
      await AuditLog.created(tx, caller, 'blog.create', { type: 'blog_post', id: row.id }, blogAudit(values));
      return this.blogOut(row);
    });
  }

  updateBlogPost(caller: Caller, id: number, body: BlogPostBody): Promise<AdminBlogPost> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.blogPost(id, true));
      const values = await this.checkedBlog(repo, body, current);
      const row = await repo.updateBlogPost(id, values);
      const { before, after } = changes(blogAudit(current), blogAudit(values));
      const action =
        blogState(current.publishedAt) === 'draft' && values.publishedAt
          ? 'blog.publish'
          : current.publishedAt && !values.publishedAt
            ? 'blog.unpublish'
            : 'blog.update';
      await AuditLog.record(tx, {
        actor: caller,
        action,
        subject: { type: 'blog_post', id },
        before,
        after,
      });
      return this.blogOut(row);
    });
  }

  deleteBlogPost(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.blogPost(id, true));
      await repo.deleteBlogPost(id);
      await AuditLog.removed(tx, caller, 'blog.delete', { type: 'blog_post', id }, blogAudit(current));
    });
  }

  /** The rules that need the database: a free slug, pictures uploaded here or already the article's. */
  private async checkedBlog(
    repo: ContentAdminRepo,
    body: BlogPostBody,
    current?: BlogPostRow,
  ): Promise<BlogPostValues> {
    const errors: FieldErrors = {};
    const description = sanitizedLocalized(body.body, 'body', errors);
    if (await repo.blogSlugTaken(body.slug, current?.id)) errors.slug = ['admin.content.slugTaken'];
    const own = new Set(current ? [current.image, ...current.gallery] : []);
    const fine = async (path: string) =>
      own.has(path) || (path.startsWith(`${blogPictureFolder}/`) && (await this.images.has(path)));
    if (!(await fine(body.image))) errors.image = ['admin.content.pictureInvalid'];
    const checks = await Promise.all(body.gallery.map(fine));
    checks.forEach((ok, index) => {
      if (!ok) errors[`gallery.${index}`] = ['admin.content.pictureInvalid'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return {
      slug: body.slug,
      title: body.title,
      metaTitle: body.metaTitle,
      metaDescription: body.metaDescription,
      keywords: body.keywords,
      description,
      image: body.image,
      gallery: body.gallery,
      publishedAt: body.publishedAt === null ? null : new Date(body.publishedAt),
    };
  }

  private blogOut(row: BlogPostRow): AdminBlogPost {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      keywords: row.keywords,
      body: row.description,
      image: picture(row.image),
      gallery: row.gallery.map(picture),
      state: blogState(row.publishedAt),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  // ------------------------------------------------------------ FAQ

  async faq(): Promise<AdminFaqList> {
    return { items: (await this.repo.faq()).map(faqOut) };
  }

  createFaq(caller: Caller, body: FaqEntryBody): Promise<AdminFaqEntry> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      await repo.lockFaq();
      const row = await repo.insertFaq({ ...body, position: await repo.nextFaqPosition() });
      await AuditLog.created(
        tx,
        caller,
        'faq.create',
        { type: 'faq_entry', id: row.id },
        { ...faqAudit(row), position: row.position },
      );
      return faqOut(row);
    });
  }

  updateFaq(caller: Caller, id: number, body: FaqEntryBody): Promise<AdminFaqEntry> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.faqEntry(id, true));
      const row = await repo.updateFaq(id, body);
      const { before, after } = changes(faqAudit(current), faqAudit(row));
      await AuditLog.record(tx, {
        actor: caller,
        action: 'faq.update',
        subject: { type: 'faq_entry', id },
        before,
        after,
      });
      return faqOut(row);
    });
  }

  setFaqVisibility(caller: Caller, id: number, hidden: boolean): Promise<AdminFaqEntry> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.faqEntry(id, true));
      const row = current.hidden === hidden ? current : await repo.updateFaq(id, { hidden });
      await AuditLog.record(tx, {
        actor: caller,
        action: hidden ? 'faq.hide' : 'faq.show',
        subject: { type: 'faq_entry', id },
        before: { hidden: current.hidden },
        after: { hidden },
      });
      return faqOut(row);
    });
  }

  /**
   * Swaps the entry with its neighbour in the same topic (the help page shows each topic as a group);
   * at the top (or bottom) of its topic nothing moves. Positions are renumbered 0.. in page order.
   */
  moveFaq(caller: Caller, id: number, body: MoveFaqBody): Promise<AdminFaqList> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const rows = await repo.lockFaq();
      const index = rows.findIndex((row) => row.id === id);
      if (index < 0) throw new AppError('notFound', 'error.notFound');
      const target = body.direction === 'up' ? index - 1 : index + 1;
      const order = rows.map((row) => row.id);
      if (rows[target] && rows[target].topic === rows[index]?.topic) {
        [order[index], order[target]] = [order[target] as number, order[index] as number];
        for (const [position, entryId] of order.entries()) {
          const row = rows.find((r) => r.id === entryId);
          if (row && row.position !== position) await repo.updateFaq(entryId, { position });
        }
        await AuditLog.record(tx, {
          actor: caller,
          action: 'faq.move',
          subject: { type: 'faq_entry', id },
          before: { position: index },
          after: { position: target },
        });
      }
      return { items: (await repo.faq()).map(faqOut) };
    });
  }

  deleteFaq(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.faqEntry(id, true));
      await repo.deleteFaq(id);
      await AuditLog.removed(tx, caller, 'faq.delete', { type: 'faq_entry', id }, faqAudit(current));
    });
  }

  // ------------------------------------------------------------ legal pages

  async pages(lang: Lang): Promise<AdminPageList> {
    const [pages, versions] = await Promise.all([this.repo.pages(), this.repo.versions()]);
    const now = new Date();
    return {
      items: pages.map((page) => {
        const own = versions.filter((row) => row.slug === page.slug);
        const inForce = inForceOf(own, now);
        const upcoming = upcomingOf(own, now);
        return {
          slug: page.slug as PageSlug,
          title: pickLang(inForce?.title ?? page.title, lang),
          inForce: inForce
            ? { version: inForce.version, effectiveAt: inForce.effectiveAt.toISOString() }
            : null,
          upcoming: upcoming
            ? { version: upcoming.version, effectiveAt: upcoming.effectiveAt.toISOString() }
            : null,
          versions: own.length,
        };
      }),
    };
  }

  async pageVersions(slug: PageSlug): Promise<AdminPageVersions> {
    if (!(await this.repo.pageExists(slug))) throw new AppError('notFound', 'error.notFound');
    const versions = await this.repo.versions(slug);
    const now = new Date();
    const inForce = inForceOf(versions, now);
    return { slug, versions: versions.map((row) => versionOut(row, inForce?.id, now)) };
  }

  /**
   * A new version of a legal page, numbered after the last. In force at once, or from a later
   * moment: until then the page shows the text in force and announces this one (spec PRV-03).
   */
  publishPageVersion(caller: Caller, slug: PageSlug, body: PageVersionBody): Promise<PageVersion> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      // The page's row is locked so two operators publishing at once get two numbers.
      if (!(await repo.pageExists(slug, true))) throw new AppError('notFound', 'error.notFound');
      const errors: FieldErrors = {};
      const text = sanitizedLocalized(body.body, 'body', errors);
      const now = new Date();
      const effectiveAt = body.effectiveAt === null ? now : new Date(body.effectiveAt);
      if (effectiveAt.getTime() < now.getTime() - backdatingSlackMs)
        errors.effectiveAt = ['admin.content.effectivePast'];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const version = await repo.nextVersion(slug);
      const row = await repo.insertVersion({
        slug,
        version,
        title: body.title,
        body: text,
        effectiveAt,
        authorId: caller.userId,
      });
      await AuditLog.created(
        tx,
        caller,
        'page.publish',
        { type: 'page_version', id: row.id },
        { slug, version, title: body.title, effectiveAt: effectiveAt.toISOString() },
      );
      await this.events.emit(tx, 'content.pageVersionPublished', { slug, version, effectiveAt });
      const [saved] = (await repo.versions(slug)).filter((v) => v.id === row.id);
      if (!saved) throw new Error('page version not read back');
      return versionOut(saved, effectiveAt <= now ? row.id : undefined, now);
    });
  }
}
