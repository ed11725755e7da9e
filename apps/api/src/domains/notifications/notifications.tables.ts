import { type NotificationKind, type NotificationParams, pushPlatforms } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { sessions, users } from '../accounts/accounts.tables';

/** How an outbox row went: pending until the provider took it, failed after its last try. */
const deliveryColumns = () => ({
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  userId: integer('user_id'),
});

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
    ...deliveryColumns(),
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

/**
 * A member's notifications as the site lists them (the bell and the profile). The kind and its
 * values are kept, not a text: the list is worded in whatever language the member reads it in.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    /** A page of the site, without the language prefix. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A channel a member turned away from its default for one kind of event; no row means the default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel', { enum: ['site', 'sms', 'email'] }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * The e-mail outbox, like the SMS one: written in the transaction of what caused it, handed to the
 * SMTP server by a job, kept as the record of what was sent (and read in development).
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...deliveryColumns(),
  },
  (t) => [index('email_messages_to_idx').on(t.to)],
);

/**
 * The mobile app's push token, one per session (a sign-in on a phone), and a device has one owner:
 * the token moves to whichever session registered it last. It goes when its session ends.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform', { enum: pushPlatforms }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.userId)],
);

/**
 * The push outbox, like the SMS one: a row per notification and device, written with the
 * notification, handed to FCM by a job, and read in development when FCM is not configured.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: id(),
    token: text('token').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A page of the site, without the language prefix: the push's `link` data. */
    link: text('link'),
    ...deliveryColumns(),
  },
  (t) => [index('push_messages_token_idx').on(t.token)],
);
