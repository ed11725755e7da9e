import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * Pages visitors could not be shown (spec: /error is tracked after navigation errors), as the
 * browser reported them: the path only (no query: it may hold a key), why, the status when the
 * server answered, the page's language and the member, if signed in.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: id(),
    createdAt: createdAt(),
    path: text('path').notNull(),
    /** 'server' (it answered 5xx), 'unreachable' (no answer came) or 'page' (it failed in the browser). */
    reason: text('reason').notNull(),
    status: integer('status'),
    lang: text('lang').notNull(),
    /** Kept while the account is; a deleted account's records stay without it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('client_errors_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);

/**
 * The pages' Content-Security-Policy violations as browsers reported them (issue 35): what was
 * blocked where, addresses without query; nothing about the visitor is kept.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: id(),
    createdAt: createdAt(),
    document: text('document').notNull(),
    blocked: text('blocked').notNull(),
    directive: text('directive').notNull(),
    sourceFile: text('source_file'),
    line: integer('line'),
    column: integer('column'),
    /** 'enforce' (it was blocked) or 'report' (a report-only policy). */
    disposition: text('disposition').notNull(),
  },
  (t) => [index('csp_reports_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);
