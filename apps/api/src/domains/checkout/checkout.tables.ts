import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** A 6-digit SMS code sent to confirm a phone at checkout (guests, and members not yet confirmed). */
export const phoneCodes = pgTable('phone_codes', {
  id: id(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The one order this confirmation was spent on: a confirmed phone is good for one order. */
  usedForOrderId: integer('used_for_order_id'),
  createdAt: createdAt(),
});

/**
 * A placed order's Idempotency-Key: a retried or double-clicked submit finds the first order here
 * (same body) or is refused (another body). Written in the order's own transaction.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** Who sent it: `u<id>` for a member, `g<phone>` for a guest, so keys of others never collide. */
  owner: text('owner').notNull(),
  requestHash: text('request_hash').notNull(),
  /** Set in the same transaction once the order exists; a concurrent twin waits for that commit. */
  orderId: integer('order_id'),
  createdAt: createdAt(),
});
