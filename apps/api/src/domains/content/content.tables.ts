import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';

export const blogPosts = pgTable('blog_posts', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  metaTitle: localized('meta_title'),
  metaDescription: localized('meta_description'),
  keywords: localized('keywords'),
  /** Sanitized HTML per language. */
  description: localized('description'),
  image: text('image').notNull(),
  createdAt: createdAt(),
});

export const faqEntries = pgTable('faq_entries', {
  id: id(),
  question: localized('question'),
  answer: localized('answer'),
  position: integer('position').notNull(),
});

/** Legal and help pages: buyer-agreement, privacy-policy, gdpr. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: localized('title'),
  body: localized('body'),
});
