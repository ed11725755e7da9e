import { AppError } from '../../../../plugins/errors';
import { PaymentsRepo } from '../../payments.repo';
import { describeOrder } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * The member's Bazar wallet: it pays what it holds when the buyer goes to pay, under the wallet's
 * lock, and the bank's page takes the rest. Its share goes back to it at once.
 */
export const wallet: PaymentMethodFactory = ({ cards, refunds, payOnline }) => ({
  type: 'wallet',
  refundOrder: 3, // the wallet at once
  paidAtDoor: false,
  available: () => cards.online,
  async check({ caller }) {
    if (!caller)
      throw new AppError('unprocessable', 'payment.walletMembersOnly', {
        paymentType: ['payment.walletMembersOnly'],
      });
  },
  place: (tx, order) => cards.awaitMoney(tx, order.id),
  begin: payOnline,
  async capture(tx, order, due) {
    if (order.userId === null || due <= 0) return 0;
    const repo = new PaymentsRepo(tx);
    await repo.lockWallet(order.userId);
    const taken = Math.min(due, await repo.walletBalance(order.userId));
    if (taken <= 0) return 0;
    await repo.record({
      kind: 'capture',
      method: 'wallet',
      amount: taken,
      walletUserId: order.userId,
      walletDelta: -taken,
      orderId: order.id,
    });
    return taken;
  },
  async refund(tx, { order, partId, money }, left) {
    const share = Math.min(left, money.kept.wallet);
    if (share <= 0) return 0;
    if (order.userId !== null) await refunds.toWallet(tx, order.id, order.userId, partId, 'wallet', share);
    return share;
  },
  describe: describeOrder,
});
