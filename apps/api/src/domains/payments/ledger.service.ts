import { type OrderPaymentStatus, type PaymentType, toAzn, type WalletEntry } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { OrderForPayment, OrdersService } from '../orders';
import { owed, someEnded } from './order-shares';
import { PaymentsRepo } from './payments.repo';

export interface LedgerDeps {
  db: Database;
  orders: OrdersService;
  events: EventBus;
  /** Whether an order of this type is paid at the door (its status stays `cash`): the method's to say. */
  paidAtDoor: (type: PaymentType) => boolean;
}

/** How each ledger entry reads in a wallet's history. */
const walletKinds = {
  topUp: 'topUp',
  capture: 'payment',
  refund: 'refund',
  giftCardSale: 'giftCard',
} as const satisfies Record<string, WalletEntry['kind']>;
const live = ['placed', 'confirmed', 'shipped'];

/**
 * The ledger's sums: an order's payment status, wallets' balances and history, gift cards'
 * remainders and sales. Balances are sums of entries, read under the owner's lock where money moves.
 */
export class LedgerService {
  private readonly repo: PaymentsRepo;

  constructor(private readonly deps: LedgerDeps) {
    this.repo = new PaymentsRepo(deps.db);
  }

  /** The order, locked first as everywhere money moves; 404 when there is none. */
  async lock(tx: Transaction, orderId: number): Promise<OrderForPayment> {
    const order = await this.deps.orders.lockForPayment(tx, orderId);
    if (!order) throw new AppError('notFound', 'order.notFound');
    return order;
  }

  /**
   * Sets the order's payment status from its ledger: cash; awaiting while the parts still standing
   * are not paid for; refunding while a card refund waits for the bank; refunded in part once a
   * part ended and its money went back; refunded when nothing stands; unpaid when nothing was ever
   * taken and nothing stands.
   */
  async updateStatus(tx: Transaction, orderId: number): Promise<void> {
    const order = await this.lock(tx, orderId);
    const money = await new PaymentsRepo(tx).orderMoney(orderId);
    const net = money.captured - money.refunded;
    const standing = order.parts.some((part) => live.includes(part.status) || part.status === 'delivered');
    const status: OrderPaymentStatus = this.deps.paidAtDoor(order.paymentType)
      ? 'cash'
      : !standing && money.captured === 0
        ? 'unpaid'
        : standing && net < owed(order)
          ? 'awaiting'
          : money.refunding > 0
            ? 'refunding'
            : !standing
              ? 'refunded'
              : someEnded(order) && money.refunded > 0
                ? 'partlyRefunded'
                : 'paid';
    await this.deps.orders.setPayment(tx, orderId, {
      paymentStatus: status,
      ...(status === 'awaiting' ? {} : { payBy: null }),
    });
  }

  async wallet(userId: number) {
    return { balance: toAzn(await this.repo.walletBalance(userId)) };
  }

  async walletHistory(userId: number, page: number, pageSize: number) {
    const { items, total } = await this.repo.walletHistory(userId, page, pageSize);
    const numbers = await this.deps.orders.numbersOf(
      items.flatMap((entry) => (entry.orderId ? [entry.orderId] : [])),
    );
    return {
      items: items.map(
        (entry): WalletEntry => ({
          id: entry.id,
          kind: walletKinds[entry.kind],
          amount: toAzn(entry.walletDelta),
          orderId: entry.orderId,
          orderNumber: entry.orderId ? (numbers.get(entry.orderId) ?? null) : null,
          at: entry.createdAt.toISOString(),
        }),
      ),
      page,
      pageSize,
      total,
    };
  }

  /** What each gift card holds now (qəpik). */
  giftCardRemainders(giftCardIds: number[]): Promise<Map<number, number>> {
    return this.repo.giftCardRemainders(giftCardIds);
  }

  /** A gift card a member bought from their wallet: paid at once, in the same transaction as the card. */
  async sellGiftCardFromWallet(card: { id: number; buyerId: number; amount: number }): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const repo = new PaymentsRepo(tx);
      await repo.lockWallet(card.buyerId);
      if ((await repo.walletBalance(card.buyerId)) < card.amount)
        throw new AppError('unprocessable', 'giftCard.walletShort', {
          paymentType: ['giftCard.walletShort'],
        });
      await this.giftCardSold(tx, card.id, {
        method: 'wallet',
        amount: card.amount,
        walletUserId: card.buyerId,
        walletDelta: -card.amount,
      });
    });
  }

  /** The money of a gift card taken in (from the wallet or the bank), and the card told it is paid. */
  async giftCardSold(
    tx: Transaction,
    giftCardId: number,
    entry: {
      method: 'card' | 'wallet';
      amount: number;
      walletUserId?: number | null;
      walletDelta?: number;
      paymentId?: number;
    },
  ): Promise<void> {
    await new PaymentsRepo(tx).record({
      kind: 'giftCardSale',
      giftCardId,
      giftCardDelta: entry.amount,
      ...entry,
    });
    await this.deps.events.emit(tx, 'payments.giftCardPaid', { giftCardId });
  }
}
