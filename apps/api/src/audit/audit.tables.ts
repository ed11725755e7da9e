import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns';
import { users } from '../domains/accounts/accounts.tables';

/**
 * Every operator action, written in the transaction of the change it records, so one never
 * commits without the other. Rows are only ever added: no call edits or deletes them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The actor's role when acting (roles can change later). */
    actorRole: integer('actor_role').notNull(),
    /** What was done, as `<subject>.<verb>`: 'product.approve'. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** What the operator wrote about it, if anything. */
    note: text('note'),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`${t.at} desc`, sql`${t.id} desc`),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
