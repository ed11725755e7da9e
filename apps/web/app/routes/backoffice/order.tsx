import { type AdminOrder, CancelOrderBody, StaffMove, StaffMoveBody, translate } from '@bazar/contracts';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { OrderMoney } from '../../features/backoffice/order-money';
import {
  type MoveFeedback,
  OrderCancelConfirm,
  PartMoveButtons,
  PartMoveConfirm,
} from '../../features/backoffice/order-moves';
import {
  deliveryKey,
  formatDateTime,
  PaymentStatusBadge,
  paymentKey,
  StatusBadge,
} from '../../features/orders/order-parts';
import { FeedbackLine, Timeline } from '../../features/orders/order-view';
import { PartBody } from '../../features/orders/part-body';
import { BuyerName } from '../../features/privacy/buyer-name';
import { type FieldErrors, formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { idFromParam, notFoundOnMissing } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/order';

export const meta = staticPageMeta('admin.orders.title');

/**
 * `{lang}/admin/orders/:id`, with `?part=&move=`, `?cancel=order` or `?refund=` while a confirmation is open:
 * the order's whole history and what an operator may do with it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id);
  const order = await notFoundOnMissing(webOf(context).api.backofficeOrders.order({ params: { id } }));
  const search = pageUrl(request).searchParams;
  const move = StaffMove.safeParse(search.get('move'));
  const partId = Number(search.get('part'));
  const part = order.parts.find((entry) => entry.id === partId);
  // A confirmation only for a move the part still allows (a stale link shows the page without it).
  const asking = move.success && part?.moves.includes(move.data) ? { partId, move: move.data } : null;
  // Giving a refund to the wallet is confirmed only for one still waiting for the bank, of a member.
  const refundId = Number(search.get('refund'));
  const waiting = order.money.refunds.some(
    (refund) => refund.id === refundId && refund.status === 'pending' && refund.to === 'card',
  );
  return {
    order,
    asking,
    cancelling: search.get('cancel') === 'order' && order.cancellable,
    toWalletAsked: waiting && order.userId !== null ? refundId : null,
  };
}

/**
 * A move of one part, cancelling the order, or, for a refused refund, asking the bank again or
 * giving it to the buyer's wallet; back to the order with a toast, or the errors here.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idFromParam(params.id);
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  const back = localizePath(`/admin/orders/${id}`, lang);
  if (form.intent === 'cancel-order') {
    const body = validate(CancelOrderBody, form, lang);
    if (!body.ok) return data<MoveFeedback>({ target: 'order', errors: body.errors });
    const answer = await api.backofficeOrders.cancel({ params: { id }, body: body.data });
    if (!answer.ok) {
      if (answer.problem.status === 400)
        return data<MoveFeedback>({ target: 'order', ...problemFeedback(answer.problem) });
      throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    }
    throw redirectWithToast(back, {
      kind: 'success',
      message: t('admin.orders.cancelled', { number: answer.value.number }),
    });
  }
  if (form.intent === 'retry-refund' || form.intent === 'refund-to-wallet') {
    const refundId = Number(form.refundId);
    if (!Number.isInteger(refundId) || refundId <= 0) throw data(null, { status: 400 });
    const toWallet = form.intent === 'refund-to-wallet';
    const answer = await (toWallet
      ? api.backofficeOrders.refundToWallet({ params: { id: refundId } })
      : api.backofficeOrders.retryRefund({ params: { id: refundId } }));
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    const refund = answer.value.money.refunds.find((entry) => entry.id === refundId);
    throw redirectWithToast(back, {
      kind: 'success',
      message: t(toWallet ? 'admin.orders.refundedToWallet' : 'admin.orders.refundRetried', {
        amount: formatMoney(refund?.amount ?? 0),
      }),
    });
  }
  if (form.intent !== 'move') throw data(null, { status: 400 });
  const partId = Number(form.partId);
  if (!Number.isInteger(partId) || partId <= 0) throw data(null, { status: 400 });
  const target = `part:${partId}:${form.to ?? ''}`;
  const body = StaffMoveBody.safeParse({ to: form.to, note: form.note, justified: form.justified === 'on' });
  if (!body.success) {
    const errors: FieldErrors = {};
    for (const issue of body.error.issues)
      errors[String(issue.path[0] ?? 'note')] ??= translate(issue.message, lang);
    return data<MoveFeedback>({ target, errors });
  }
  const answer = await api.backofficeOrders.move({ params: { id: partId }, body: body.data });
  if (!answer.ok) {
    if (answer.problem.status === 400)
      return data<MoveFeedback>({ target, ...problemFeedback(answer.problem) });
    throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
  }
  const moved = answer.value.parts.find((part) => part.id === partId);
  throw redirectWithToast(back, {
    kind: 'success',
    message: t('admin.orders.moved', {
      number: answer.value.number,
      shop: moved?.shop.name ?? '',
      status: t(`orders.status.${moved?.status ?? body.data.to}`),
    }),
  });
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-card border border-line p-4 text-sm" data-testid={testId}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Amounts({ order }: { order: AdminOrder }) {
  const t = useT();
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-3 ${strong ? 'font-semibold' : 'text-muted'}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-0.5">
      {row(t('cart.subtotal'), formatMoney(order.subtotal))}
      {row(
        t('checkout.deliveryFee'),
        order.deliveryFee === 0 ? t('checkout.free') : formatMoney(order.deliveryFee),
      )}
      {order.discount > 0 &&
        row(
          order.promoCode ? t('admin.orders.promo', { code: order.promoCode }) : t('cart.discount'),
          `−${formatMoney(order.discount)}`,
        )}
      {row(t('cart.total'), formatMoney(order.total), true)}
    </dl>
  );
}

/** Issue 17: an order's whole history for the operators, with the courier's moves and cancelling. */
export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { order, asking, cancelling, toWalletAsked } = loaderData;
  const here = localizePath(`/admin/orders/${order.id}`, lang);
  const listHref = (query: string) => `${localizePath('/admin/orders', lang)}${query}`;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={listHref('')} className="text-accent hover:underline">
          ← {t('admin.orders.back')}
        </Link>
      </p>
      <PageHeading
        sub={`${t('admin.orders.placedAt', { date: formatDateTime(order.createdAt) })} · ${t('orders.code')}: ${order.code}`}
      >
        <span className="inline-flex flex-wrap items-center gap-3">
          {t('admin.orders.orderTitle', { number: order.number })}
          <StatusBadge status={order.status} />
        </span>
      </PageHeading>
      {cancelling && <OrderCancelConfirm order={order} keepHref={here} feedback={actionData} />}
      <div className="mb-6 grid gap-4 md:grid-cols-3">
        <Card title={t('admin.orders.buyer')} testId="order-buyer">
          <p className="font-semibold">
            <BuyerName name={order.name} surname={order.surname} />
          </p>
          {order.phone && (
            <p>
              <a href={`tel:+${order.phone}`} className="text-accent hover:underline">
                +{order.phone}
              </a>{' '}
              ·{' '}
              <Link to={listHref(`?q=${order.phone}`)} className="text-accent hover:underline">
                {t('admin.orders.title')}
              </Link>
            </p>
          )}
          <p className="break-all text-muted">{order.email}</p>
          <p className="text-muted">
            {order.userId ? t('admin.orders.account', { id: order.userId }) : t('admin.orders.guest')}
          </p>
          <p className={`mt-2 ${order.refusalsInARow > 0 ? 'font-semibold text-discount' : 'text-muted'}`}>
            {t('admin.orders.refusals', { count: order.refusalsInARow })}
          </p>
        </Card>
        <Card title={t('admin.orders.delivery')}>
          <p>
            {order.address.city}, {order.address.district}
          </p>
          <p>
            {order.address.text} ({t(order.address.type === 'home' ? 'checkout.home' : 'checkout.office')})
          </p>
          <p className="mt-1 text-muted">{t(deliveryKey(order.deliveryType))}</p>
        </Card>
        <Card title={t('admin.orders.payment')}>
          <p className="mb-2 flex flex-wrap items-center gap-1.5">
            {t(paymentKey(order.paymentType))}
            {order.paymentStatus !== 'cash' && <PaymentStatusBadge status={order.paymentStatus} />}
          </p>
          <Amounts order={order} />
          <OrderMoney
            money={order.money}
            here={here}
            buyerHasWallet={order.userId !== null}
            toWalletAsked={toWalletAsked}
          />
        </Card>
      </div>
      <p className="mb-3 text-sm text-muted" data-testid="staff-refunds-note">
        {t('orderPayment.staffRefunds')}
      </p>
      {order.cancellable && !cancelling && (
        <p className="mb-4">
          <Link
            to={`${here}?cancel=order`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-discount hover:underline"
          >
            <Ban className="size-4" aria-hidden />
            {t('admin.orders.cancelOrder')}
          </Link>
        </p>
      )}
      <div className="space-y-4">
        {order.parts.map((part) => (
          <section
            key={part.id}
            className="rounded-card border border-line p-4"
            aria-label={part.shop.name}
            data-testid="admin-order-part"
          >
            <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
              <Link
                to={listHref(`?shopId=${part.shop.id}`)}
                className="font-semibold hover:text-accent"
                title={t('admin.orders.filterByShop', { name: part.shop.name })}
              >
                {part.shop.name}
              </Link>
              <StatusBadge status={part.status} />
            </header>
            <PartBody part={part}>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">{t('admin.orders.history')}</h3>
                <Timeline events={part.events} />
                {part.feedback && (
                  <FeedbackLine feedback={part.feedback} label="sellerOrders.buyerFeedback" />
                )}
              </div>
            </PartBody>
            {asking?.partId === part.id ? (
              <PartMoveConfirm part={part} move={asking.move} keepHref={here} feedback={actionData} />
            ) : (
              <PartMoveButtons
                part={part}
                hrefFor={(move) => `${here}?${new URLSearchParams({ part: String(part.id), move })}`}
              />
            )}
          </section>
        ))}
      </div>
    </>
  );
}
