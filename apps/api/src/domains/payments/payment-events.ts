/** A refund the buyer waited for, given: the bank gave it back to the card, or an operator to the wallet. */
export interface RefundGiven {
  orderId: number;
  number: string;
  userId: number;
  /** In qəpik. */
  amount: number;
  to: 'card' | 'wallet';
}

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

declare module '../../events/event-bus' {
  interface DomainEvents {
    /** A gift card was paid for, in the transaction that takes the money in (the gift cards domain activates it). */
    'payments.giftCardPaid': { giftCardId: number };
    /** A refund the buyer waited for was given, in its transaction (the buyer is told). */
    'payments.refundGiven': RefundGiven;
    /** A bank took money after the order stopped waiting for it, in the transaction that records it (the buyer is told). */
    'payments.latePayment': LatePayment;
  }
}
