import { cardGateways, moneySources, paymentFailures } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { giftCards } from '../gift-cards/gift-cards.tables';
import { orderParts, orders } from '../orders/orders.tables';

/**
 * One try at a bank's card page: for an order (what is still due after the wallet) or a wallet
 * top-up. Its random reference is the bank's order id, so a retried request never pays twice and
 * nobody finds another's try by counting. No card data.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The try's name toward the bank and in its callbacks: random (a UUID), never our sequential id. */
    reference: text('reference').notNull().default(sql`gen_random_uuid()::text`),
    purpose: text('purpose', { enum: ['order', 'topUp', 'giftCard'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    gateway: text('gateway', { enum: cardGateways }).notNull(),
    /** Qəpik. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('AZN'),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    failure: text('failure', { enum: paymentFailures }),
    /** The bank's id of the payment, once it answered. */
    externalId: text('external_id'),
    /** The bank's page for this try. */
    redirectUrl: text('redirect_url'),
    /** The bank's transaction, which its refunds name. */
    transaction: text('transaction'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the poll gave the try up as expired while the bank still called it pending: the bank is
     * asked again later (and when the buyer comes back), so money it takes after that is not lost.
     */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_idx').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId, t.purpose),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A refund of an order's money, for one part or the whole, from the source that paid it: to the
 * wallet, the lender or the gift card at once, or to the card (through the bank, by a job that
 * retries), or from the card to the wallet when the buyer prefers.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** The refund's own name toward the bank, random (a UUID). */
    reference: text('reference').notNull().default(sql`gen_random_uuid()::text`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    partId: integer('part_id').references(() => orderParts.id, { onDelete: 'restrict' }),
    /** The card payment given back, when the money came by card. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    source: text('source', { enum: moneySources }).notNull(),
    to: text('to', { enum: moneySources }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the refund job began asking the bank, until its answer: nothing else decides the refund meanwhile. */
    askingSince: timestamp('asking_since', { withTimezone: true }),
    /**
     * Sent to the bank, whose answer never came (a timeout, a crash before the ledger write): the
     * bank is asked what became of it before it is sent again or given to the wallet.
     */
    bankOutcomeUnknown: boolean('bank_outcome_unknown').notNull().default(false),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_reference_idx').on(t.reference),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The ledger: every movement of money in qəpik, appended and never changed. An order's money is
 * the sum of its captures less its refunds; a wallet's balance is the sum of its `wallet_delta`,
 * a gift card's remainder the sum of its `gift_card_delta`.
 * Each row names its cause (order, part, payment, refund).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind', { enum: ['capture', 'refund', 'topUp', 'giftCardSale'] }).notNull(),
    /** Where the money came from: the card (through a bank), the wallet, a lender or a gift card. */
    method: text('method', { enum: moneySources }).notNull(),
    amount: integer('amount').notNull(),
    /** Whose wallet moved, and by how much (signed); 0 when no wallet did. */
    walletUserId: integer('wallet_user_id').references(() => users.id, { onDelete: 'restrict' }),
    walletDelta: integer('wallet_delta').notNull().default(0),
    /** Whose gift card moved, and by how much (signed): bought, spent on an order, given back. */
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    giftCardDelta: integer('gift_card_delta').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    partId: integer('part_id').references(() => orderParts.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_order_idx').on(t.orderId),
    index('ledger_wallet_idx').on(t.walletUserId, t.id),
    index('ledger_gift_card_idx').on(t.giftCardId),
    // A bank's payment is taken in once, a refund given once, whatever the callbacks and jobs repeat.
    uniqueIndex('ledger_payment_once').on(t.paymentId).where(sql`${t.kind} <> 'refund'`),
    uniqueIndex('ledger_refund_once').on(t.refundId),
    check('ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * One row per member with a wallet, holding no money: a payment from the wallet locks it, so
 * payments at once are taken one after another and the balance (a sum) never goes below zero.
 */
export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The sandbox bank's own books (PAYMENT_GATEWAY=sandbox): what a real bank keeps on its side, so
 * the sandbox answers status and refunds as a bank does. It keeps the outcome, never the card.
 */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  id: id(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** Hash of the page's secret token (the link the buyer was given). */
  tokenHash: text('token_hash').notNull(),
  state: text('state', { enum: ['form', 'secureCode', 'paid', 'failed'] })
    .notNull()
    .default('form'),
  failure: text('failure', { enum: paymentFailures }),
  /** Bazar's payment id. */
  merchantPaymentId: integer('merchant_payment_id').notNull(),
  /** Bazar's reference of the try, which the callback names. */
  merchantReference: text('merchant_reference'),
  refunded: integer('refunded').notNull().default(0),
  /** Paid with the test card whose refunds the bank refuses (to see a refused refund and its retry). */
  refundsRefused: boolean('refunds_refused').notNull().default(false),
  createdAt: createdAt(),
});
