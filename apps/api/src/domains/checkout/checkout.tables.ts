import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Who chose an Idempotency-Key: a client (the header, kept per buyer), or the server itself for an
 * order it places on someone's behalf (an approved credit request's `credit-<id>`). The two never
 * meet, so no header a member sends can take a key the server will need.
 */
export const idempotencyScopes = ['client', 'creditRequest'] as const;
export type IdempotencyScope = (typeof idempotencyScopes)[number];

/**
 * A placed order's Idempotency-Key: a retried or double-clicked submit finds the first order here
 * (same body) or is refused (another body). Written in the order's own transaction. A key is one
 * buyer's within its scope: the same header from two buyers, or from a buyer and the server, names
 * two different orders.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope', { enum: idempotencyScopes }).notNull().default('client'),
    /** Who sent it: `u<id>` for a member, `g<phone>` for a guest, so keys of others never collide. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The order's id, reserved as the key is claimed in the order's own transaction; a concurrent twin waits for that commit. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.owner, t.key] })],
);
