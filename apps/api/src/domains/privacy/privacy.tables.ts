import { consentPurposes, PageSlug } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** What a consent is about: a purpose of the cookie banner, or a legal text accepted in a version. */
export const consentSubjects = [...consentPurposes, ...PageSlug.options] as const;

/**
 * Every consent given or withdrawn, append-only (PRV-05, PRV-03): a member's, or a guest browser's
 * under its random visitor id. The latest row of a subject is the choice in force.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    subject: text('subject', { enum: consentSubjects }).notNull(),
    granted: boolean('granted').notNull(),
    /** The banner's wording version, or the legal text's version. */
    version: integer('version').notNull(),
    /** Where it was given: the banner, the maps button, registration, a notice of a change. */
    source: text('source', { enum: ['banner', 'maps', 'registration', 'notice'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx')
      .on(t.userId, t.subject, t.createdAt.desc())
      .where(sql`${t.userId} is not null`),
    index('consents_visitor_idx')
      .on(t.visitorId, t.subject, t.createdAt.desc())
      .where(sql`${t.visitorId} is not null`),
  ],
);

/** A person's copy of their data (PRV-04): written by a job to files, downloadable for 7 days. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    /** The files' name under <DATA_DIR>/exports (random: it cannot be guessed from the id). */
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A deleted account waiting for its purge (PRV-01): the phone and e-mail it had, to find what was
 * kept under them, until the purge erases them too.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    /** When the rest is erased: deliveries, returns and refunds under way have until then. */
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    phone: text('phone'),
    email: text('email'),
    /** The operator who deleted it on the person's request; null when the person did. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_due_idx').on(t.purgeAfter).where(sql`${t.purgedAt} is null`)],
);
