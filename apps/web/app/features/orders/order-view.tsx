import type { OrderDetail, OrderPayment, PaymentRefund } from '@bazar/contracts';
import { CreditCard, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/route-meta';
import {
  deliveryKey,
  formatDateTime,
  PaymentName,
  PaymentStatusBadge,
  StatusBadge,
  statusKey,
} from './order-parts';

type Part = OrderDetail['parts'][number];

/** The goods of one part: title (linked while the product exists), variant, code, price × count. */
export function PartItems({ items }: { items: Part['items'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={`${item.code}-${item.variant ?? ''}`} className="flex justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            {item.slug ? (
              <Link
                to={localizePath(`/product/${item.slug}`, lang)}
                className="font-medium hover:text-accent"
              >
                {item.title}
              </Link>
            ) : (
              <span className="font-medium">{item.title}</span>
            )}
            {item.variant && <span className="text-muted"> ({item.variant})</span>}
            <span className="block text-xs text-muted">
              {t('orders.productCode', { code: item.code })} · {formatMoney(item.unitPrice)} × {item.count}
            </span>
          </div>
          <span className="shrink-0 font-semibold">{formatMoney(item.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every status a part went through, who moved it and when (Asia/Baku), with the note given. */
export function Timeline({ events }: { events: Part['events'] }) {
  const t = useT();
  return (
    <ol className="mt-2 space-y-2 border-l-2 border-line pl-4" data-testid="order-timeline">
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`} className="relative text-sm">
          <span className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-accent" aria-hidden />
          <span className="font-semibold">{t(statusKey(event.status))}</span>{' '}
          <span className="text-muted">
            · {formatDateTime(event.at)} · {t(`orders.by.${event.by}`)}
          </span>
          {event.note && <span className="block text-muted">{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

export function PartTotals({ part }: { part: Pick<Part, 'subtotal' | 'deliveryFee' | 'total'> }) {
  const t = useT();
  return (
    <dl className="border-t border-line pt-2 text-sm">
      <div className="flex justify-between text-muted">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatMoney(part.subtotal)}</dd>
      </div>
      <div className="flex justify-between text-muted">
        <dt>{t('checkout.deliveryFee')}</dt>
        <dd>{part.deliveryFee === 0 ? t('checkout.free') : formatMoney(part.deliveryFee)}</dd>
      </div>
      <div className="flex justify-between font-semibold">
        <dt>{t('cart.total')}</dt>
        <dd>{formatMoney(part.total)}</dd>
      </div>
    </dl>
  );
}

/** A part's delivery feedback; the buyer reads it as theirs, the seller as the buyer's. */
export function FeedbackLine({
  feedback,
  label = 'orders.yourFeedback',
}: {
  feedback: Pick<NonNullable<Part['feedback']>, 'rating' | 'reason' | 'comment'>;
  label?: MessageKey;
}) {
  const t = useT();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-1.5 text-sm" data-testid="part-feedback">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      {t(label, { rating: feedback.rating })}
      {feedback.reason && ` · ${t(`orders.reason.${feedback.reason}`)}`}
      {feedback.comment && <span className="basis-full text-muted">“{feedback.comment}”</span>}
    </p>
  );
}

/** A part's timeline folded away, then the buyer's feedback: the seller's and the operator's view of a part. */
export function FoldedHistory({
  events,
  feedback,
}: {
  events: Part['events'];
  feedback?: Parameters<typeof FeedbackLine>[0]['feedback'] | null;
}) {
  const t = useT();
  return (
    <>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold">{t('orders.timeline')}</summary>
        <Timeline events={events} />
      </details>
      {feedback && <FeedbackLine feedback={feedback} label="sellerOrders.buyerFeedback" />}
    </>
  );
}

/** One seller's part of an order as the buyer sees it; `children` adds what the buyer may do with it. */
export function OrderPartCard({ part, children }: { part: Part; children?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      className="rounded-card border border-line p-4"
      aria-label={part.shop.name}
      data-testid="order-part"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
        <Link
          to={localizePath(`/seller-page/${part.shop.slug}`, lang)}
          className="font-semibold hover:text-accent"
        >
          {part.shop.name}
        </Link>
        <StatusBadge status={part.status} />
      </header>
      <PartItems items={part.items} />
      <PartTotals part={part} />
      <h3 className="mt-4 text-sm font-semibold">{t('orders.timeline')}</h3>
      <Timeline events={part.events} />
      {part.feedback && <FeedbackLine feedback={part.feedback} />}
      {children}
    </section>
  );
}

/** An order still awaiting its payment: where to pay it, by when, what the wallet paid and what is left. */
export interface PayNow {
  href: string;
  payment: Pick<OrderPayment, 'payBy' | 'fromWallet' | 'due'>;
}

/**
 * The order's facts, delivery address and money: beside the parts on the order pages. The payment
 * shows its state beside its type; `payNow` (the member's own order) offers paying one still awaited.
 */
export function OrderInfo({ order, payNow }: { order: OrderDetail; payNow?: PayNow }) {
  const t = useT();
  const info: [MessageKey, ReactNode][] = [
    ['orders.code', order.code],
    ['orders.date', formatDate(order.createdAt)],
    [
      'orders.payment',
      <span key="payment" className="inline-flex flex-wrap items-center justify-end gap-1.5">
        <PaymentName type={order.paymentType} instalment={order.instalment} />
        {order.paymentStatus !== 'cash' && <PaymentStatusBadge status={order.paymentStatus} />}
      </span>,
    ],
    ['orders.delivery', t(deliveryKey(order.deliveryType))],
  ];
  return (
    <section className="rounded-card border border-line p-4 text-sm" data-testid="order-info">
      <dl className="space-y-1">
        {info.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{t(label)}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {payNow && order.paymentStatus === 'awaiting' && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3" data-testid="pay-now">
          {payNow.payment.fromWallet > 0 && (
            <p className="mb-2 text-amber-900">
              {t('orderPayment.fromWallet', { amount: formatMoney(payNow.payment.fromWallet) })}
              <span className="block font-semibold">
                {t('orderPayment.due', { amount: formatMoney(payNow.payment.due) })}
              </span>
            </p>
          )}
          <Link
            to={payNow.href}
            className="flex items-center justify-center gap-2 rounded-lg bg-accent px-4 py-2.5 font-semibold text-white hover:bg-accent-hover"
          >
            <CreditCard className="size-4" aria-hidden />
            {t('orderPayment.payNow')}
          </Link>
          {payNow.payment.payBy && (
            <p className="mt-2 text-center text-xs text-amber-900">
              {t('orderPayment.payBy', { time: formatDateTime(payNow.payment.payBy) })}
            </p>
          )}
        </div>
      )}
      <h2 className="mt-3 font-semibold">{t('checkout.deliveryAddress')}</h2>
      <p>
        {order.name} {order.surname}, {order.phone}
      </p>
      <p>
        {order.address.city}, {order.address.district}, {order.address.text} (
        {t(order.address.type === 'home' ? 'checkout.home' : 'checkout.office')})
      </p>
      <dl className="mt-3 space-y-1 border-t border-line pt-3">
        <div className="flex justify-between">
          <dt>{t('checkout.goodsTotal')}</dt>
          <dd>{formatMoney(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd>{formatMoney(order.deliveryFee)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between text-discount">
            <dt>
              {t('checkout.promoDiscount')}
              {order.promoCode && ` (${order.promoCode})`}
            </dt>
            <dd>-{formatMoney(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{formatMoney(order.total)}</dd>
        </div>
      </dl>
      {order.instalment && <InstalmentTerms instalment={order.instalment} />}
    </section>
  );
}

/** An order paid in instalments: what the card pays each month, the commission and the whole. */
function InstalmentTerms({ instalment }: { instalment: NonNullable<OrderDetail['instalment']> }) {
  const t = useT();
  const rows: [MessageKey, string][] = [
    ['orders.instalment.monthly', formatMoney(instalment.monthly)],
    ['orders.instalment.commission', formatMoney(instalment.commission)],
    ['orders.instalment.total', formatMoney(instalment.total)],
  ];
  return (
    <div className="mt-3 rounded-lg bg-surface p-3" data-testid="order-instalment">
      <p className="font-semibold">
        {t('orders.instalment.title', { partner: instalment.partner, months: instalment.months })}
      </p>
      <dl className="mt-1 space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{t(label)}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {instalment.firstMonthly !== instalment.monthly && (
        <p className="mt-1 text-xs text-muted">
          {t('orders.instalment.first', { amount: formatMoney(instalment.firstMonthly) })}
        </p>
      )}
    </div>
  );
}

/** The order's refunds, newest last: how much, to the card or the wallet, and whether it has arrived. */
export function PaymentRefunds({ refunds }: { refunds: PaymentRefund[] }) {
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <section className="rounded-card border border-line p-4 text-sm" data-testid="order-refunds">
      <h2 className="font-semibold">{t('orderPayment.refunds')}</h2>
      <ol className="mt-2 space-y-2 border-l-2 border-line pl-4">
        {refunds.map((refund) => {
          const pending = refund.status === 'pending';
          return (
            <li key={refund.id} className="relative" data-testid="order-refund" data-status={refund.status}>
              <span
                className={`absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full ${pending ? 'bg-amber-500' : 'bg-success'}`}
                aria-hidden
              />
              <span className="font-semibold">{formatMoney(refund.amount)}</span>{' '}
              <span className="text-muted">
                · {t(`orderPayment.refundTo.${refund.to}`)} · {formatDateTime(refund.at)}
              </span>
              <span className={`block ${pending ? 'text-amber-900' : 'text-success'}`}>
                {t(pending ? 'orderPayment.refundPending' : 'orderPayment.refundDone')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
