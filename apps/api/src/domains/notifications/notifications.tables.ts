import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * The SMS outbox: a message is written in the same transaction as what caused it, with the job
 * that hands it to the provider. Nothing is lost when the process dies in between, the table keeps
 * what was texted and how it went, and in development it is the outbox people read.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    userId: integer('user_id'),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone)],
);

/**
 * A 6-digit SMS code that proves a phone: at registration, and at checkout for guests and members
 * not yet confirmed.
 */
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
