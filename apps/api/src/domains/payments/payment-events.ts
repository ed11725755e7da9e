import type { Transaction } from '../../db/connection';

/** Told, in the transaction that takes the money in, that a gift card was paid for. */
export type GiftCardPaidListener = (tx: Transaction, giftCardId: number) => Promise<void>;

/** A refund the buyer waited for, given: the bank gave it back to the card, or an operator to the wallet. */
export interface RefundGiven {
  orderId: number;
  number: string;
  userId: number;
  /** In qəpik. */
  amount: number;
  to: 'card' | 'wallet';
}
export type RefundGivenListener = (tx: Transaction, given: RefundGiven) => Promise<void>;

/** Money a bank took for an order after it stopped waiting for it (cancelled, expired): taken in and given back. */
export interface LatePayment {
  orderId: number;
  number: string;
  userId: number;
  /** What the bank took, in qəpik. */
  amount: number;
  /** What of it goes back to the card, in qəpik (all of it unless the order could still use it). */
  refunded: number;
}
export type LatePaymentListener = (tx: Transaction, late: LatePayment) => Promise<void>;

/** The payments domain's listeners, each told in the transaction of the money's move. */
export class PaymentEvents {
  readonly giftCardPaid: GiftCardPaidListener[] = [];
  readonly refundGiven: RefundGivenListener[] = [];
  readonly latePayment: LatePaymentListener[] = [];

  async tellGiftCardPaid(tx: Transaction, giftCardId: number): Promise<void> {
    for (const listener of this.giftCardPaid) await listener(tx, giftCardId);
  }

  async tellRefundGiven(tx: Transaction, given: RefundGiven): Promise<void> {
    for (const listener of this.refundGiven) await listener(tx, given);
  }

  async tellLatePayment(tx: Transaction, late: LatePayment): Promise<void> {
    for (const listener of this.latePayment) await listener(tx, late);
  }
}
