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
