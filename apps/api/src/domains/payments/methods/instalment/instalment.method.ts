import { anyBuyer, nothingMoves } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * Instalments with a partner card: a card payment with terms (ADR 027). The whole amount is taken
 * at the bank's page, whose description names the partner and months; its money is the card's,
 * given back by the card.
 */
export const instalment: PaymentMethodFactory = ({ cards, payOnline }) => ({
  type: 'instalment',
  refundOrder: 5, // gives nothing back online
  paidAtDoor: false,
  available: () => cards.online,
  check: anyBuyer,
  place: (tx, order) => cards.awaitMoney(tx, order.id),
  begin: payOnline,
  capture: nothingMoves,
  refund: nothingMoves,
  describe(order) {
    const terms = order.instalment ? ` · ${order.instalment.partner} × ${order.instalment.months}` : '';
    return `Bazar ${order.number}${terms}`;
  },
});
