import {
  type OrderDetail,
  type OrderPaymentStatus,
  type OrderStatus,
  orderPaymentStatusLabels,
  paymentTypeLabels,
} from '@bazar/contracts';
import { type MessageKey, useT } from '../../lib/i18n';

const statusLook: Record<OrderStatus, string> = {
  placed: 'bg-accent-soft text-accent',
  confirmed: 'bg-accent-soft text-accent',
  shipped: 'bg-amber-100 text-amber-900',
  delivered: 'bg-success/10 text-success',
  cancelled: 'bg-discount/10 text-discount',
  refused: 'bg-discount/10 text-discount',
  returned: 'bg-surface text-muted',
};

export const statusKey = (status: OrderStatus): MessageKey => `orders.status.${status}`;

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusLook[status]}`}
      data-testid="order-status"
    >
      {t(statusKey(status))}
    </span>
  );
}

export const deliveryKey = (type: OrderDetail['deliveryType']): MessageKey =>
  type === 'urgent' ? 'checkout.urgent' : 'checkout.standard';

export const paymentKey = (type: OrderDetail['paymentType']): MessageKey => paymentTypeLabels[type];

/** How an order is paid, with the partner card and months when in instalments: "Hissə-hissə (BirKart, 6 ay)". */
export function PaymentName({
  type,
  instalment,
}: {
  type: OrderDetail['paymentType'];
  instalment: { partner: string; months: number } | null;
}) {
  const t = useT();
  return (
    <>
      {t(paymentKey(type))}
      {instalment && (
        <span data-testid="payment-instalment">
          {' '}
          ({instalment.partner}, {t('product.instalments.monthCount', { count: instalment.months })})
        </span>
      )}
    </>
  );
}

const paymentLook: Record<OrderPaymentStatus, string> = {
  cash: 'bg-surface text-muted',
  awaiting: 'bg-amber-100 text-amber-900',
  paid: 'bg-success/10 text-success',
  refunding: 'bg-accent-soft text-accent',
  partlyRefunded: 'bg-accent-soft text-accent',
  refunded: 'bg-accent-soft text-accent',
  unpaid: 'bg-discount/10 text-discount',
};

/** Where an order's money stands (paid, awaiting, refunded…), in words and colour. */
export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${paymentLook[status]}`}
      data-testid="payment-status"
    >
      {t(orderPaymentStatusLabels[status])}
    </span>
  );
}

/** The payment states a list of orders points out; paid and cash orders need no word. */
export const noteworthyPayment = (status: OrderPaymentStatus): boolean =>
  status !== 'paid' && status !== 'cash';

/** A UTC instant as people in Azerbaijan read it: dd/MM/yyyy HH:mm in Asia/Baku. */
export function formatDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Baku',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
