import { z } from 'zod';
import { Azn, Id } from './common';
import type { MessageKey } from './messages';

/**
 * How an order is paid: cash at the door, online by card or wallet, by a partner card in monthly
 * instalments (through the same bank's card page), by a gift card (the rest by card), or by a
 * consumer loan (an approved credit request).
 */
export const paymentTypes = ['cash', 'card', 'wallet', 'instalment', 'giftCard', 'credit'] as const;
export const PaymentType = z.enum(paymentTypes, { message: 'validation.choosePaymentMethod' });
export type PaymentType = z.infer<typeof PaymentType>;

/** The types checkout offers, in its order; credit comes only from an approved credit request. */
export const checkoutPaymentTypes = ['cash', 'card', 'wallet', 'instalment', 'giftCard'] as const;
export const CheckoutPaymentType = z.enum(checkoutPaymentTypes, {
  message: 'validation.choosePaymentMethod',
});
export type CheckoutPaymentType = z.infer<typeof CheckoutPaymentType>;

/**
 * Where an order's money comes from and goes back to, each kept apart in the ledger: a bank card,
 * the wallet, a lender (credit) or a gift card.
 */
export const moneySources = ['card', 'wallet', 'credit', 'giftCard'] as const;
export type MoneySource = (typeof moneySources)[number];

/** How each payment type is named to people: at checkout, on an order and in the seller's orders. */
export const paymentTypeLabels: Record<PaymentType, MessageKey> = {
  cash: 'checkout.cash',
  card: 'checkout.card',
  wallet: 'checkout.wallet',
  instalment: 'checkout.instalment',
  giftCard: 'checkout.giftCard',
  credit: 'checkout.credit',
};

/** The card gateways Bazar speaks to (PAYMENT_GATEWAY): a sandbox bank of its own, Epoint, Kapital Bank. */
export const cardGateways = ['sandbox', 'epoint', 'kapital'] as const;
export type CardGatewayName = (typeof cardGateways)[number];

/**
 * Where an order's money stands, for the buyer and the seller: cash at the door; online and not yet
 * paid; paid; money on its way back to a card (the bank has not yet confirmed a refund); part of
 * it, or all of it, given back; or never paid in time (the order was cancelled).
 */
export const orderPaymentStatuses = [
  'cash',
  'awaiting',
  'paid',
  'refunding',
  'partlyRefunded',
  'refunded',
  'unpaid',
] as const;
export const OrderPaymentStatus = z.enum(orderPaymentStatuses);
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;

export const orderPaymentStatusLabels: Record<OrderPaymentStatus, MessageKey> = {
  cash: 'payment.status.cash',
  awaiting: 'payment.status.awaiting',
  paid: 'payment.status.paid',
  refunding: 'payment.status.refunding',
  partlyRefunded: 'payment.status.partlyRefunded',
  refunded: 'payment.status.refunded',
  unpaid: 'payment.status.unpaid',
};

/** Why a card payment did not go through, as the bank said it; each is told to the buyer in their language. */
export const paymentFailures = ['declined', 'insufficientFunds', 'cancelled', 'expired', 'error'] as const;
export const PaymentFailure = z.enum(paymentFailures);
export type PaymentFailure = z.infer<typeof PaymentFailure>;

export const paymentFailureLabels: Record<PaymentFailure, MessageKey> = {
  declined: 'payment.failure.declined',
  insufficientFunds: 'payment.failure.insufficientFunds',
  cancelled: 'payment.failure.cancelled',
  expired: 'payment.failure.expired',
  error: 'payment.failure.error',
};

/** One try at the bank's page: waiting for the bank, paid, or failed with the bank's reason. */
export const PaymentAttempt = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  failure: PaymentFailure.nullable(),
  amount: Azn,
  createdAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A refund of an order's money: to the card (through the bank, which may take a moment) or to the wallet. */
export const PaymentRefund = z.object({
  id: z.number().int(),
  amount: Azn,
  to: z.enum(moneySources),
  status: z.enum(['pending', 'done']),
  at: z.string(),
});
export type PaymentRefund = z.infer<typeof PaymentRefund>;

/** A refund as operators see it: also how often the bank was asked, and its last refusal. */
export const OperatorRefund = PaymentRefund.extend({
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OperatorRefund = z.infer<typeof OperatorRefund>;

/** An order's money for the back office: taken, given back, and each refund. */
export const OperatorOrderMoney = z.object({
  paid: Azn,
  fromWallet: z.number(),
  refunded: Azn,
  refunds: z.array(OperatorRefund),
});
export type OperatorOrderMoney = z.infer<typeof OperatorOrderMoney>;

/** An order's money as its buyer sees it on the payment result page and on the order. */
export const OrderPayment = z.object({
  orderId: z.number().int(),
  number: z.string(),
  paymentType: PaymentType,
  status: OrderPaymentStatus,
  total: Azn,
  /** Taken so far, card and wallet together, before refunds. */
  paid: Azn,
  /** Of it, from the wallet. */
  fromWallet: z.number(),
  refunded: Azn,
  /** Still to pay by card. */
  due: z.number(),
  /** When an unpaid order is cancelled (UTC), while it waits for its payment. */
  payBy: z.string().nullable(),
  attempts: z.array(PaymentAttempt),
  refunds: z.array(PaymentRefund),
  /** A new try at the bank's page is possible now. */
  canRetry: z.boolean(),
  /** The buyer may still choose to pay at the door instead. */
  canPayCash: z.boolean(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/**
 * Who may see or pay an order's payment: its member by session, or anyone holding the order's
 * payment key (guests: the key is in the links Bazar gives them after checkout).
 */
export const PaymentKeyQuery = z.object({ key: z.string().max(64).optional() });
export const PaymentOrderParams = z.object({ orderId: Id });

export const StartPaymentBody = z.object({ key: z.string().max(64).optional() }).strict();
/** Where to send the buyer: the bank's page (or, when the wallet covered it all, the result page). */
export const PaymentStart = z.object({ paymentUrl: z.string() });
export type PaymentStart = z.infer<typeof PaymentStart>;

export const GatewayParams = z.object({ gateway: z.enum(cardGateways) });

/** A member's wallet: the balance (a sum of its ledger entries) in AZN. */
export const Wallet = z.object({ balance: z.number() });
export type Wallet = z.infer<typeof Wallet>;

export const walletEntryKinds = ['topUp', 'payment', 'refund', 'giftCard'] as const;
export const WalletEntry = z.object({
  id: z.number().int(),
  kind: z.enum(walletEntryKinds),
  /** Signed: money in is positive, money out negative. */
  amount: Azn,
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  at: z.string(),
});
export type WalletEntry = z.infer<typeof WalletEntry>;

/** The least and most one top-up may be, in AZN. */
export const topUpLimits = { min: 1, max: 5000 } as const;
export const TopUpBody = z
  .object({
    amount: z.coerce
      .number({ message: 'wallet.amountRange' })
      .multipleOf(0.01, 'wallet.amountRange')
      .min(topUpLimits.min, 'wallet.amountRange')
      .max(topUpLimits.max, 'wallet.amountRange'),
  })
  .strict();
export type TopUpBody = z.infer<typeof TopUpBody>;

/** A top-up's state, for the page the bank sends the member back to. */
export const TopUp = z.object({
  id: z.number().int(),
  amount: Azn,
  status: z.enum(['pending', 'paid', 'failed']),
  failure: PaymentFailure.nullable(),
  balance: Azn,
});
export type TopUp = z.infer<typeof TopUp>;

/** Where a refund of a paid order goes: back where it came from, or at once to the buyer's wallet. */
export const RefundTo = z.enum(['source', 'wallet']);
export type RefundTo = z.infer<typeof RefundTo>;

/**
 * The sandbox bank's card form: the test cards decide the outcome (README lists them). Card data
 * passes through to the decision and is never stored or logged (PAY-08).
 */
export const SandboxPayBody = z
  .object({
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{16}$/, 'sandbox.cardNumber')),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'sandbox.expiry'),
    cvv: z.string().regex(/^\d{3}$/, 'sandbox.cvv'),
    holder: z.string().trim().max(60).optional(),
  })
  .strict();
export const SandboxCodeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'sandbox.code') }).strict();
/**
 * The sandbox bank's page is addressed by the try's random reference (a UUID), never a number one
 * could count up to reach another buyer's page; its link's token is still needed to open it.
 */
export const SandboxParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'validation.invalidId'),
});
export const SandboxQuery = z.object({ token: z.string().max(100) });

/** What the sandbox bank shows on its page, and what happened once the buyer acted. */
export const SandboxPayment = z.object({
  /** The try's reference, as in the page's address. */
  id: z.string(),
  merchant: z.string(),
  description: z.string(),
  amount: Azn,
  state: z.enum(['form', 'secureCode', 'done']),
  /** Where the bank sends the buyer when done (or now, to cancel). */
  returnUrl: z.string(),
});
export type SandboxPayment = z.infer<typeof SandboxPayment>;

/** The sandbox bank's documented test cards and what each does. */
export const sandboxCards = {
  approved: '4169738800000010',
  declined: '4169738800000028',
  insufficientFunds: '4169738800000036',
  secureCode: '4169738800000044',
  neverCallsBack: '4169738800000051',
  refundsRefused: '4169738800000063',
} as const;
/** The 3-D Secure code that passes the sandbox's step; any other fails it. */
export const sandboxSecureCode = '111111';
