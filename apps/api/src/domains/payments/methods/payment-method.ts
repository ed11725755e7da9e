import type { Lang, PaymentType, RefundTo } from '@bazar/contracts';
import type { Transaction } from '../../../db/connection';
import type { Caller } from '../../../shared/caller';
import type { OrderForPayment, OrdersService } from '../../orders';
import type { CardAttemptsService } from '../card-attempts.service';
import type { LedgerService } from '../ledger.service';
import type { OrderMoney } from '../payments.repo';
import type { RefundsService } from '../refunds.service';

/** Who is about to pay, as checkout knows them before the order is written. */
export interface Buyer {
  caller: Caller | null;
  phone: string;
}

/** An order just written in the checkout's transaction, as its method needs it. */
export interface OrderPlaced {
  id: number;
  /** The gift card checkout found for the order, when it is paid by one. */
  giftCardId?: number;
}

/** Money going back for an order, in a refund's transaction: what each source paid and has not had back. */
export interface Giving {
  order: OrderForPayment;
  partId: number | null;
  money: OrderMoney;
  /** Where the buyer wants a card's money back: to the card (`source`) or to the wallet. */
  refundTo: RefundTo;
}

/**
 * One way to pay an order, plugged into checkout, the order's payment and its refunds. A method is
 * one folder under `methods/` (`gift-card/gift-card.method.ts` exports `giftCard`), found by its name
 * in the contracts' `paymentTypes` (and `checkoutPaymentTypes` when buyers choose it); `checkout.<type>`
 * labels it.
 */
export interface PaymentMethod {
  readonly type: PaymentType;
  /**
   * Where it stands when money goes back (lowest first): what goes back at once (the lender, a
   * gift card, the wallet) before the card's, which goes through the bank.
   */
  readonly refundOrder: number;
  /** Paid at the door: the order's payment status stays `cash`, and nothing is given back online. */
  readonly paidAtDoor: boolean;
  /** Whether the marketplace can take it now (the methods checkout lists, Layout.features). */
  available(): boolean;
  /** Refuses, beside the payment choice, a buyer whom this basket cannot be paid by this way. */
  check(buyer: Buyer): Promise<void>;
  /** In the checkout's transaction: what the order takes at once, and its wait for the rest. */
  place(tx: Transaction, order: OrderPlaced): Promise<void>;
  /** Where checkout sends the buyer: the bank's page or the result page, or null to stay on the order. */
  begin(order: { id: number }, lang: Lang): Promise<string | null>;
  /** In a payment's transaction: takes at once what this method holds of `due`; answers what it took. */
  capture(tx: Transaction, order: OrderForPayment, due: number): Promise<number>;
  /**
   * In a refund's transaction: gives back up to `left` of what this method's money paid; answers
   * what it gave. Methods are asked in their `refundOrder`.
   */
  refund(tx: Transaction, giving: Giving, left: number): Promise<number>;
  /** What the bank's page and the order's payment say is being paid. */
  describe(order: OrderForPayment): string;
}

/** What a method is built from: the payments domain's parts, and the way online payment begins. */
export interface MethodContext {
  orders: OrdersService;
  ledger: LedgerService;
  cards: CardAttemptsService;
  refunds: RefundsService;
  /**
   * Sends the buyer of a placed order to pay what is due (the wallet first, for a wallet order):
   * the bank's page, or the result page when nothing is left or the bank cannot be reached.
   */
  payOnline(order: { id: number }, lang: Lang): Promise<string>;
}

export type PaymentMethodFactory = (context: MethodContext) => PaymentMethod;
