import { type NotificationKind, type OrderStatus, toAzn } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import type { NotificationsService } from '../notifications';
import { OrdersRepo } from './orders.repo';

/** The buyer hears of these steps of their order; a part that ends undelivered is one notice. */
const buyerNotice: Partial<Record<OrderStatus, NotificationKind>> = {
  confirmed: 'orderConfirmed',
  shipped: 'orderShipped',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
  refused: 'orderCancelled',
  returned: 'orderCancelled',
};

export const placedNoticesQueue = 'order-placed-notices';

const myOrder = (orderId: number) => `/user/profile/my-orders/${orderId}`;

/**
 * Who is told what as orders move: a member of their new order and of each step its parts take
 * (but not of a step they took themselves), and each shop of the part of a new order that is theirs.
 * A new order's notices go out by a job written in the checkout's transaction, so placing an order
 * stays as short as it was; a step's notice is written in the transaction of the step.
 */
export function tellAboutOrders(deps: {
  db: Database;
  jobs: JobQueue;
  events: EventBus;
  notifications: NotificationsService;
}): void {
  const { db, jobs, events, notifications } = deps;

  jobs.define<{ orderId: number }>({
    name: placedNoticesQueue,
    queue: { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
    // One transaction, claimed first: a job run again after it committed tells no one twice.
    work: (job) =>
      db.transaction(async (tx) => {
        if (!(await new OrdersRepo(tx).claimPlacedNotices(job.data.orderId))) return;
        await tellPlaced(tx, notifications, job.data.orderId);
      }),
  });
  events.on('orders.placed', (tx, { orderId }) => jobs.send(placedNoticesQueue, { orderId }, tx));

  events.on('orders.partMoved', async (tx, moved) => {
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

async function tellPlaced(tx: Transaction, notifications: NotificationsService, orderId: number) {
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
}

async function orderWithParts(tx: Transaction, orderId: number) {
  const repo = new OrdersRepo(tx);
  const order = await repo.orderById(orderId);
  const parts = await repo.partsOf([orderId]);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return { order, parts };
}
