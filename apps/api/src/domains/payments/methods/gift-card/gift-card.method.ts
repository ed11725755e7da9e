import type { Transaction } from '../../../../db/connection';
import { AppError } from '../../../../plugins/errors';
import { lockGiftCard } from '../../../gift-cards';
import type { LedgerService } from '../../ledger.service';
import { owed } from '../../order-shares';
import { PaymentsRepo } from '../../payments.repo';
import { anyBuyer, describeOrder, nothingMoves } from '../common';
import type { PaymentMethodFactory } from '../payment-method';

/**
 * A gift card: it pays what it holds of the order when the order is placed, and the bank's page
 * takes the rest. Its share goes back to the card at once.
 */
export const giftCard: PaymentMethodFactory = ({ ledger, cards, refunds, payOnline }) => ({
  type: 'giftCard',
  refundOrder: 2, // a gift card at once
  paidAtDoor: false,
  available: () => cards.online,
  check: anyBuyer,
  async place(tx, order) {
    if (order.giftCardId !== undefined && (await spend(ledger, tx, order.id, order.giftCardId)) === 0) return;
    await cards.awaitMoney(tx, order.id);
  },
  begin: payOnline,
  capture: nothingMoves,
  async refund(tx, { order, partId, money }, left) {
    const share = Math.min(left, money.kept.giftCard);
    if (share <= 0) return 0;
    // A gift card gets back what it paid: an order spends one card.
    const giftCardId = await new PaymentsRepo(tx).giftCardOfOrder(order.id);
    const back = giftCardId === null ? null : { giftCardId, giftCardDelta: share };
    await refunds.givenAtOnce(tx, order, partId, 'giftCard', share, back);
    return share;
  },
  describe: describeOrder,
});

/**
 * In the checkout's transaction: the gift card pays what it holds of the order, under its lock, so
 * checkouts at once never spend more than it holds. Answers what is left to pay; a card with
 * nothing left refuses the order.
 */
async function spend(ledger: LedgerService, tx: Transaction, orderId: number, giftCardId: number) {
  const repo = new PaymentsRepo(tx);
  await lockGiftCard(tx, giftCardId);
  const remainder = (await repo.giftCardRemainders([giftCardId])).get(giftCardId) ?? 0;
  if (remainder <= 0)
    throw new AppError('unprocessable', 'giftCard.empty', { giftCardNumber: ['giftCard.empty'] });
  const order = await ledger.lock(tx, orderId);
  const taken = Math.min(remainder, owed(order));
  await repo.record({
    kind: 'capture',
    method: 'giftCard',
    amount: taken,
    giftCardId,
    giftCardDelta: -taken,
    orderId,
  });
  await ledger.updateStatus(tx, orderId);
  return owed(order) - taken;
}
