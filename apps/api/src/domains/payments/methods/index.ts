import { card } from './card/card.method';
import { cash } from './cash/cash.method';
import { credit } from './credit/credit.method';
import { giftCard } from './gift-card/gift-card.method';
import { instalment } from './instalment/instalment.method';
import type { PaymentMethodFactory } from './payment-method';
import { wallet } from './wallet/wallet.method';

export type { Buyer, Giving, MethodContext, OrderPlaced, PaymentMethod } from './payment-method';
export { PaymentMethods } from './registry';

/**
 * Every payment method, in the order money goes back on a refund: the lender, a gift card and the
 * wallet at once, then the card through the bank. A new method is its folder and a line here.
 */
export const paymentMethods: readonly PaymentMethodFactory[] = [
  cash,
  credit,
  giftCard,
  wallet,
  card,
  instalment,
];
