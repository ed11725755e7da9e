import { anyBuyer, describeOrder, nothingMoves } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * A bank card at the bank's page. Its refunds give back what any order's card tries took (the
 * rest of a wallet or gift card order too), last, after the money given back at once.
 */
export const card: PaymentMethodFactory = ({ cards, refunds, payOnline }) => ({
  type: 'card',
  refundOrder: 4, // the card through the bank, after what goes back at once
  paidAtDoor: false,
  available: () => cards.online,
  check: anyBuyer,
  place: (tx, order) => cards.awaitMoney(tx, order.id),
  begin: payOnline,
  capture: nothingMoves,
  async refund(tx, { order, partId, refundTo }, left) {
    if (refundTo === 'wallet' && order.userId !== null) {
      await refunds.toWallet(tx, order.id, order.userId, partId, 'card', left);
      return left;
    }
    return refunds.toCards(tx, order, partId, left);
  },
  describe: describeOrder,
});
