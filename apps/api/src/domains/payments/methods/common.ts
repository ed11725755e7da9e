import type { OrderForPayment } from '../../orders';

/** For a method that holds no money of its own to take at once, or to give back itself. */
export const nothingMoves = async (): Promise<number> => 0;

/** For a method any buyer may use (the payment choice's own rules are checked by the contract). */
export const anyBuyer = async (): Promise<void> => {};

/** What the bank's page says is being paid: the order. */
export const describeOrder = (order: OrderForPayment): string => `Bazar ${order.number}`;
