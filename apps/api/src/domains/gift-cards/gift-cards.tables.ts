import { giftCardDesigns, langCodes } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * A gift card (PAY-07): bought by a member for a phone, active once paid. What it holds is not
 * kept here but in the ledger (payments), as the sum of its entries, so spending it is one more
 * entry written under this row's lock. The code is sent by SMS and kept only as a keyed hash.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    /** 16 digits, the last a Luhn check digit. */
    number: text('number').notNull().unique(),
    /** HMAC of the code, set when the card is paid and its code texted. */
    codeHash: text('code_hash'),
    design: text('design', { enum: giftCardDesigns }).notNull(),
    /** The chosen amount, in qəpik. */
    amount: integer('amount').notNull(),
    senderName: text('sender_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    message: text('message'),
    /** The buyer's language, for the recipient's SMS. */
    lang: text('lang', { enum: langCodes }).notNull(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member whose profile lists it: the recipient's account, or whoever added it. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Wrong codes typed for this number since `wrongCodesSince`, from any client (a window of an hour). */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    wrongCodesSince: timestamp('wrong_codes_since', { withTimezone: true }),
    /** Until then no code opens the card, the right one neither: set by the fifth wrong code in an hour. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('gift_cards_owner_idx').on(t.ownerId),
    index('gift_cards_buyer_idx').on(t.buyerId),
    check('gift_cards_amount_positive', sql`${t.amount} > 0`),
  ],
);
