import { faqTopics } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: localized('title'),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    keywords: localized('keywords'),
    /** Sanitized HTML per language. */
    description: localized('description'),
    image: text('image').notNull(),
    /** More pictures shown under the article, in order. */
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** When the article shows on the blog; null: a draft only operators see. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt.desc())],
);

export const faqEntries = pgTable('faq_entries', {
  id: id(),
  /** The help centre's group; entries from before topics existed wait under `other` for one. */
  topic: text('topic', { enum: faqTopics }).notNull().default('other'),
  question: localized('question'),
  answer: localized('answer'),
  position: integer('position').notNull(),
  /** Hidden entries stay in the back office only. */
  hidden: boolean('hidden').notNull().default(false),
});

/**
 * Legal and help pages: buyer-agreement, privacy-policy, gdpr, with their first text. What the
 * storefront shows is read from `page_versions` (the version in force), falling back to this text.
 */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: localized('title'),
  body: localized('body'),
});

/**
 * Every published text of a legal page, numbered from 1. The one in force is the latest effective
 * date that has come; a later one is announced on the page until it takes effect.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: id(),
    slug: text('slug')
      .notNull()
      .references(() => pages.slug, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: localized('title'),
    body: localized('body'),
    /** From when this text binds users (announced before, spec PRV-03). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('page_versions_key').on(t.slug, t.version)],
);

export const contactMessageStatuses = ['new', 'answered', 'done'] as const;

/** A message sent from help and contacts; operators answer it by SMS or e-mail and close it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    /** The member who wrote, or null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language the sender wrote in, for the answer. */
    lang: text('lang').notNull(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    answer: text('answer'),
    answeredVia: text('answered_via', { enum: ['sms', 'email'] }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    index('contact_messages_open_idx').on(t.createdAt).where(sql`${t.status} <> 'done'`),
  ],
);
