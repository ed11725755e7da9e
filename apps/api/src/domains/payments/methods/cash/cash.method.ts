import { refusalsBeforeCashRefused } from '@bazar/contracts';
import { AppError } from '../../../../plugins/errors';
import { describeOrder, nothingMoves } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * Cash at the door: always offered, except to a phone whose last orders were refused at the door
 * (the buyer agreement's limit). Nothing is taken online, so nothing is given back online.
 */
export const cash: PaymentMethodFactory = ({ orders }) => ({
  type: 'cash',
  refundOrder: 0, // gives nothing back online
  paidAtDoor: true,
  available: () => true,
  async check(buyer) {
    if ((await orders.refusalsInARow(buyer.phone)) >= refusalsBeforeCashRefused)
      throw new AppError('unprocessable', 'error.validation', { paymentType: ['checkout.cashRefused'] });
  },
  place: async () => {},
  begin: async () => null,
  capture: nothingMoves,
  refund: nothingMoves,
  describe: describeOrder,
});
