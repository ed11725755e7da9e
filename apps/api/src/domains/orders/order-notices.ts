import { type NotificationKind, type OrderStatus, toAzn } from '@bazar/contracts';
import type { Transaction } from '../../db/connection';
import type { NotificationsService } from '../notifications/notifications.service';
import { OrdersRepo } from './orders.repo';
import type { OrdersService } from './orders.service';

/** The buyer hears of these steps of their order; a part that ends undelivered is one notice. */
const buyerNotice: Partial<Record<OrderStatus, NotificationKind>> = {
  confirmed: 'orderConfirmed',
  shipped: 'orderShipped',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
  refused: 'orderCancelled',
  returned: 'orderCancelled',
};

const myOrder = (orderId: number) => `/user/profile/my-orders/${orderId}`;

/**
 * Who is told what as orders move: a member of their new order and of each step its parts take
 * (but not of a step they took themselves), and each shop of the part of a new order that is theirs.
 */
export function tellAboutOrders(orders: OrdersService, notifications: NotificationsService): void {
  orders.onPlaced(async (tx, orderId) => {
    const { order, parts } = await orderWithParts(tx, orderId);
    if (order.userId !== null)
      await notifications.notify(tx, order.userId, {
        kind: 'orderPlaced',
        params: { number: order.number, total: toAzn(order.total + order.instalmentCommission) },
        link: myOrder(orderId),
      });
    for (const { part, shopOwnerId } of parts)
      await notifications.notify(tx, shopOwnerId, {
        kind: 'newOrderPart',
        params: { number: order.number, total: toAzn(part.subtotal + part.deliveryFee) },
        link: '/shop/orders',
      });
  });

  orders.onPartMoved(async (tx, moved) => {
    const kind = buyerNotice[moved.to];
    if (!kind || moved.actor === 'buyer') return;
    const { order, parts } = await orderWithParts(tx, moved.orderId);
    const shop = parts.find((entry) => entry.part.id === moved.partId)?.shopName ?? '';
    if (order.userId !== null)
      await notifications.notify(tx, order.userId, {
        kind,
        params: { number: order.number, shop, status: moved.to },
        link: myOrder(moved.orderId),
      });
  });
}

async function orderWithParts(tx: Transaction, orderId: number) {
  const repo = new OrdersRepo(tx);
  const order = await repo.orderById(orderId);
  const parts = await repo.partsOf([orderId]);
  if (!order) throw new Error(`order ${orderId} is gone in its own transaction`);
  return { order, parts };
}
