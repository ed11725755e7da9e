import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Seller=1, Staff=2, Admin=3, Customer=4. */
    role: smallint('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fatherName: text('father_name'),
    email: text('email'),
    phone: text('phone'),
    extraPhone: text('extra_phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['man', 'woman'] }),
    maritalStatus: text('marital_status', { enum: ['single', 'married'] }),
    image: text('image'),
    /** Null for an account made by a social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    /** When the phone was proved by an SMS code (checkout); null while it is not. */
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /**
     * A new phone asked for in the profile (with the password), waiting for the code texted to it;
     * the account keeps `phone` until that code is entered.
     */
    pendingPhone: text('pending_phone'),
    pendingPhoneAt: timestamp('pending_phone_at', { withTimezone: true }),
    /** Set by an operator: the account cannot sign in and its sessions are ended; null while free. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The language of the member's last sign-in: their texts and e-mails are written in it. */
    lang: text('lang', { enum: ['az', 'en', 'ru'] })
      .notNull()
      .default('az'),
    /** Processing restricted by the person (PRV-04): no offers, no analytics; orders still work. */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** A parent's consent to the data of a child under 13, recorded by an operator (PRV-02). */
    parentalConsentAt: timestamp('parental_consent_at', { withTimezone: true }),
    /** The account was deleted: no sign-in, no notices; its remains are erased by the purge (privacy). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_role_idx').on(t.role, t.createdAt),
  ],
);

/** One row per sign-in; a token is good only while its session is neither expired nor revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser or app that signed in, and from where, as the person sees them in their profile. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the session was last used, to within a few minutes (refreshed at most that often). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When an operator's session passed the second factor; back-office work needs it. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A Google or Facebook account linked to a user, by the provider's own subject id. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_key').on(t.provider, t.subject)],
);

/**
 * Password-reset codes sent by SMS: stored hashed, valid 5 minutes, 5 attempts. A right code
 * turns into a reset token (also hashed) that the new password must come with.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An operator's TOTP authenticator (RFC 6238, SHA-1, 6 digits, 30 s): pending until a right code
 * confirms it. The secret is never shown again after enrollment.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: that code and older ones are refused (RFC 6238 §5.2). */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per second factor, stored as keyed hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
