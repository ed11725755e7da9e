import { FeedbackBody, type OrderDetail } from '@bazar/contracts';
import { ChevronLeft, Star } from 'lucide-react';
import { data, Form, Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { FeedbackDialog, type FeedbackResult } from '../../features/orders/feedback-dialog';
import {
  deliveryKey,
  formatDateTime,
  paymentKey,
  StatusBadge,
  statusKey,
} from '../../features/orders/order-parts';
import { ApiError } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { sessionEnded } from '../../lib/guard.server';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDate, langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast, toastSetCookie } from '../../lib/toast.server';
import type { Route } from './+types/my-order';

export const meta = staticPageMeta('account.orders');

function orderId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = orderId(params.id);
  try {
    return { order: await context.api.order(id) };
  } catch (error) {
    if (ApiError.is(error) && error.status === 401) throw sessionEnded(request);
    if (ApiError.is(error) && (error.status === 404 || error.status === 403))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** Cancels the order (after the confirmation), or sends the delivery feedback of one part. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = orderId(params.id);
  const here = new URL(request.url).pathname;
  const form = formValues(await request.formData());

  if (form.intent === 'cancel') {
    const answer = await context.api.cancelOrder(id);
    if (!answer.ok && answer.status === 401) throw sessionEnded(request);
    throw redirectWithToast(
      here,
      answer.ok
        ? { kind: 'success', message: t('orders.cancelled') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }

  // Optional choices left empty are left out, as the API expects.
  const filled = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
  const feedback = validate(FeedbackBody, filled, lang);
  if (!feedback.ok) return data<FeedbackResult>({ ok: false, errors: feedback.errors });
  const answer = await context.api.orderFeedback(id, feedback.data);
  if (!answer.ok && answer.status === 401) throw sessionEnded(request);
  if (!answer.ok) return data<FeedbackResult>({ ok: false, ...problemFeedback(answer.problem) });
  const headers = new Headers();
  headers.append('set-cookie', toastSetCookie({ kind: 'success', message: t('orders.feedbackThanks') }));
  return data<FeedbackResult>({ ok: true }, { headers });
}

function Part({ part }: { part: OrderDetail['parts'][number] }) {
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
      <ul className="divide-y divide-line">
        {part.items.map((item) => (
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
      <h3 className="mt-4 text-sm font-semibold">{t('orders.timeline')}</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-line pl-4" data-testid="order-timeline">
        {part.events.map((event) => (
          <li key={`${event.status}-${event.at}`} className="relative text-sm">
            <span className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-accent" aria-hidden />
            <span className="font-semibold">{t(statusKey(event.status))}</span>{' '}
            <span className="text-muted">
              · {formatDateTime(event.at)} · {t(`orders.by.${event.by}` as MessageKey)}
            </span>
            {event.note && <span className="block text-muted">{event.note}</span>}
          </li>
        ))}
      </ol>
      {part.feedback ? (
        <p className="mt-4 flex items-center gap-1.5 text-sm" data-testid="part-feedback">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          {t('orders.yourFeedback', { rating: part.feedback.rating })}
          {part.feedback.reason && ` · ${t(`orders.reason.${part.feedback.reason}` as MessageKey)}`}
        </p>
      ) : (
        part.status === 'delivered' && (
          <div className="mt-4">
            <FeedbackDialog partId={part.id} shopName={part.shop.name} />
          </div>
        )
      )}
    </section>
  );
}

/** One order: its parts per seller with their items and timelines, cancel, delivery feedback. */
export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const [search] = useSearchParams();
  const { order } = loaderData;
  const confirming = search.get('cancel') === '1' && order.cancellable;
  const info: [MessageKey, string][] = [
    ['orders.code', order.code],
    ['orders.date', formatDate(order.createdAt)],
    ['orders.payment', t(paymentKey(order.paymentType))],
    ['orders.delivery', t(deliveryKey(order.deliveryType))],
  ];
  return (
    <>
      <Link
        to={localizePath('/user/profile/my-orders', lang)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('orders.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading>{t('orders.title', { number: order.number })}</PageHeading>
        <StatusBadge status={order.status} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          {order.parts.map((part) => (
            <Part key={part.id} part={part} />
          ))}
        </div>
        <aside className="h-fit space-y-4">
          <section className="rounded-card border border-line p-4 text-sm" data-testid="order-info">
            <dl className="space-y-1">
              {info.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-3">
                  <dt className="text-muted">{t(label)}</dt>
                  <dd className="text-right font-medium">{value}</dd>
                </div>
              ))}
            </dl>
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
          </section>
          {order.cancellable &&
            (confirming ? (
              <Form
                method="post"
                className="rounded-card border border-discount/30 bg-discount/5 p-4"
                data-testid="cancel-confirm"
              >
                <p role="alert" className="font-semibold">
                  {t('orders.cancelConfirm')}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <button
                    type="submit"
                    name="intent"
                    value="cancel"
                    className="rounded-lg bg-discount px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
                  >
                    {t('orders.cancelYes')}
                  </button>
                  <Link to="." className="text-sm font-semibold text-muted hover:underline">
                    {t('orders.keep')}
                  </Link>
                </div>
              </Form>
            ) : (
              <Link
                to="?cancel=1"
                className="block rounded-lg border border-discount px-4 py-2.5 text-center text-sm font-semibold text-discount hover:bg-discount/5"
              >
                {t('orders.cancel')}
              </Link>
            ))}
        </aside>
      </div>
    </>
  );
}
