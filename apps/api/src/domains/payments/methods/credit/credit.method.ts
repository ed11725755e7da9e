import { owed } from '../../order-shares';
import { PaymentsRepo } from '../../payments.repo';
import { anyBuyer, describeOrder, nothingMoves } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * Credit from a lender (ADR 027): the server places the order once staff approve the request, and
 * the lender pays all of it then, so it is paid from the start. Buyers never choose it at checkout
 * (`checkoutPaymentTypes` leaves it out). Its share goes back to the lender at once (the loan shrinks).
 */
export const credit: PaymentMethodFactory = ({ ledger, refunds }) => ({
  type: 'credit',
  refundOrder: 1, // the lender first
  paidAtDoor: false,
  available: () => true,
  check: anyBuyer,
  async place(tx, order) {
    const placed = await ledger.lock(tx, order.id);
    await new PaymentsRepo(tx).record({
      kind: 'capture',
      method: 'credit',
      amount: owed(placed),
      orderId: order.id,
    });
    await ledger.updateStatus(tx, order.id);
  },
  begin: async () => null,
  capture: nothingMoves,
  async refund(tx, { order, partId, money }, left) {
    const share = Math.min(left, money.kept.credit);
    if (share <= 0) return 0;
    await refunds.givenAtOnce(tx, order, partId, 'credit', share);
    return share;
  },
  describe: describeOrder,
});
