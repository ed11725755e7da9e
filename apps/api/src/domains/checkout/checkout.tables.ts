import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * A placed order's Idempotency-Key: a retried or double-clicked submit finds the first order here
 * (same body) or is refused (another body). Written in the order's own transaction.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** Who sent it: `u<id>` for a member, `g<phone>` for a guest, so keys of others never collide. */
  owner: text('owner').notNull(),
  requestHash: text('request_hash').notNull(),
  /** The order's id, reserved as the key is claimed in the order's own transaction; a concurrent twin waits for that commit. */
  orderId: integer('order_id'),
  createdAt: createdAt(),
});
