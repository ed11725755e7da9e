import { toAzn } from '@bazar/contracts';
import type { EventBus } from '../../events/event-bus';
import type { NotificationsService } from '../notifications';

/**
 * A member hears when money they waited for is back: on their card once the bank gave it, or in
 * their wallet from an operator. Refunds given at once, beside the cancellation that made them,
 * are told by the cancellation's own notice. A payment the bank took after the order stopped
 * waiting for it (cancelled, expired) is told at once: recorded, and on its way back.
 */
export function tellAboutRefunds(deps: { events: EventBus; notifications: NotificationsService }): void {
  deps.events.on('payments.refundGiven', (tx, given) =>
    deps.notifications.notify(tx, given.userId, {
      kind: 'refundDone',
      params: { number: given.number, amount: toAzn(given.amount), to: given.to },
      link: `/user/profile/my-orders/${given.orderId}`,
    }),
  );
  deps.events.on('payments.latePayment', (tx, late) =>
    deps.notifications.notify(tx, late.userId, {
      kind: 'latePayment',
      params: { number: late.number, amount: toAzn(late.amount), refunded: toAzn(late.refunded) },
      link: `/user/profile/my-orders/${late.orderId}`,
    }),
  );
}
