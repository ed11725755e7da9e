import { spendingHoldStatuses, spendingKinds } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * What a member started under the daily limits: each wallet top-up and gift card let through, with
 * its amount in qəpik. The last 24 hours of these are what the limit counts. Written once, never
 * changed; a start whose call failed before the bank was asked is removed again.
 */
export const spendingStarts = pgTable(
  'spending_starts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: spendingKinds }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('spending_starts_user_idx').on(t.userId, t.kind, t.createdAt),
    check('spending_starts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A top-up or gift card that would have crossed the member's daily limit: not sent to the bank,
 * held for an operator. Approved, it lets the member go over the limit by its amount for 24 hours
 * from the decision; refused, nothing more happens. Each decision is in the audit log.
 */
export const spendingHolds = pgTable(
  'spending_holds',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: spendingKinds }).notNull(),
    /** What the member asked for, in qəpik. */
    amount: integer('amount').notNull(),
    /** What the member had started in the 24 hours before, and the limit then, in qəpik. */
    spent: integer('spent').notNull(),
    limit: integer('limit').notNull(),
    status: text('status', { enum: spendingHoldStatuses }).notNull().default('held'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('spending_holds_status_idx').on(t.status, t.createdAt),
    index('spending_holds_user_idx').on(t.userId, t.kind, t.status),
    check('spending_holds_amount_positive', sql`${t.amount} > 0`),
  ],
);
