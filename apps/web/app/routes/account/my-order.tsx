import { FeedbackBody, RefundTo } from '@bazar/contracts';
import { ChevronLeft } from 'lucide-react';
import { data, Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { CancelConfirm } from '../../features/orders/cancel-confirm';
import { FeedbackDialog, type FeedbackResult } from '../../features/orders/feedback-dialog';
import { StatusBadge } from '../../features/orders/order-parts';
import { OrderInfo, OrderPartCard, PaymentRefunds } from '../../features/orders/order-view';
import { ApiError, isRefusal } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { idFromParam } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast, toastSetCookie } from '../../lib/toast.server';
import type { Route } from './+types/my-order';

export const meta = staticPageMeta('account.orders');

/** The order and its money (refunds, what the wallet paid), which the member reads without a key. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id);
  const { api } = webOf(context);
  try {
    const [order, payment] = await Promise.all([
      api.orders.detail({ params: { id } }),
      api.payments.order({ params: { orderId: id }, query: {} }),
    ]);
    return { order, payment };
  } catch (error) {
    if (isRefusal(error) || (ApiError.is(error) && error.status === 403)) throw data(null, { status: 404 });
    throw error;
  }
}

/** Cancels the order (after the confirmation), or sends the delivery feedback of one part. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idFromParam(params.id);
  const here = pageUrl(request).pathname;
  const form = formValues(await request.formData());

  if (form.intent === 'cancel') {
    // What a paid order's card money does: back to the card unless the buyer chose the wallet.
    const refundTo = RefundTo.catch('source').parse(form.refundTo);
    const answer = await webOf(context).api.orders.cancel({ params: { id }, body: { refundTo } });
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
  const answer = await webOf(context).api.orders.feedback({ params: { id }, body: feedback.data });
  if (!answer.ok) return data<FeedbackResult>({ ok: false, ...problemFeedback(answer.problem) });
  const headers = new Headers();
  headers.append('set-cookie', toastSetCookie({ kind: 'success', message: t('orders.feedbackThanks') }));
  return data<FeedbackResult>({ ok: true }, { headers });
}

/**
 * One order: its parts per seller with their items and timelines, its payment (pay one still awaited,
 * the refunds), cancel (choosing where a paid order's money goes), delivery feedback.
 */
export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const [search] = useSearchParams();
  const { order, payment } = loaderData;
  const confirming = search.get('cancel') === '1' && order.cancellable;
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
            <OrderPartCard key={part.id} part={part}>
              {!part.feedback && part.status === 'delivered' && (
                <div className="mt-4">
                  <FeedbackDialog partId={part.id} shopName={part.shop.name} />
                </div>
              )}
            </OrderPartCard>
          ))}
          <PaymentRefunds refunds={payment.refunds} />
        </div>
        <aside className="h-fit space-y-4">
          <OrderInfo
            order={order}
            payNow={{ href: localizePath(`/payment/result/${order.id}`, lang), payment }}
          />
          {order.cancellable &&
            (confirming ? (
              <CancelConfirm payment={payment} />
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
