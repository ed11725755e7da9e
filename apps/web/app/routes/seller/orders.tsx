import { type SellerOrderPart, SellerOrderTab } from '@bazar/contracts';
import { Package, Search } from 'lucide-react';
import { data, Form } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { deliveryKey, PaymentName, PaymentStatusBadge, StatusBadge } from '../../features/orders/order-parts';
import { FoldedHistory } from '../../features/orders/order-view';
import { PartBody } from '../../features/orders/part-body';
import { BuyerName } from '../../features/privacy/buyer-name';
import { type MoveFeedback, OrderActions } from '../../features/sellers/order-actions';
import { SellerOrderTabs } from '../../features/sellers/order-tabs';
import { formValues, problemFeedback } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { formatDate, langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/orders';

export const meta = staticPageMeta('sellerOrders.title');

function tabOf(param: string | undefined): SellerOrderTab {
  const tab = SellerOrderTab.safeParse(param ?? 'all');
  if (!tab.success) throw data(null, { status: 404 });
  return tab.data;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tab = tabOf(params.tab);
  const search = pageUrl(request).searchParams;
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const q = search.get('q')?.trim() || undefined;
  return {
    tab,
    q,
    orders: await webOf(context).api.sellerOrders.list({ query: { tab, page, q, pageSize: 10 } }),
  };
}

/** Moves one part: confirm, ship with a tracking note, deliver, refuse, return or cancel with a reason. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(langParam(params.lang));
  const url = pageUrl(request);
  const form = formValues(await request.formData());
  const partId = Number(form.partId);
  if (!Number.isInteger(partId) || partId <= 0) throw data(null, { status: 400 });
  const status = (form.status ?? '') as SellerOrderPart['status'];
  const answer = await webOf(context).api.sellerOrders.move({
    params: { id: partId },
    body: {
      status,
      justified: form.justified === 'on',
      ...(form.note?.trim() ? { note: form.note } : {}),
    },
  });
  if (!answer.ok) return data<MoveFeedback>({ partId, status, ...problemFeedback(answer.problem) });
  return redirectWithToast(url.pathname + url.search, {
    kind: 'success',
    message: t('sellerOrders.moved', {
      number: answer.value.number,
      status: t(`orders.status.${answer.value.status}`),
    }),
  });
}

function OrderCard({ part, feedback }: { part: SellerOrderPart; feedback?: MoveFeedback }) {
  const t = useT();
  return (
    <li className="rounded-card border border-line p-4" data-testid="seller-order" aria-label={part.number}>
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-line pb-3">
        <div>
          <p className="font-semibold" data-testid="seller-order-number">
            {part.number}{' '}
            <span className="text-sm font-normal text-muted">
              · {t('orders.code')}: {part.code}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
            {formatDate(part.createdAt)} · {t(deliveryKey(part.deliveryType))} ·{' '}
            <PaymentName type={part.paymentType} instalment={part.instalment} />
            {/* Cash says it all; money paid online (or awaited, or given back) says where it stands. */}
            {part.paymentStatus !== 'cash' && <PaymentStatusBadge status={part.paymentStatus} />}
          </p>
        </div>
        <StatusBadge status={part.status} />
      </header>
      <PartBody part={part}>
        <div className="min-w-0 text-sm">
          <h3 className="font-semibold">{t('sellerOrders.buyer')}</h3>
          <p data-testid="seller-order-buyer">
            <BuyerName name={part.buyer.name} surname={part.buyer.surname} />
            {part.buyer.phone && (
              <>
                ,{' '}
                <a href={`tel:+${part.buyer.phone}`} className="text-accent hover:underline">
                  +{part.buyer.phone}
                </a>
              </>
            )}
          </p>
          <p className="text-muted">
            {part.address.city}, {part.address.district}, {part.address.text} (
            {t(part.address.type === 'home' ? 'checkout.home' : 'checkout.office')})
          </p>
          <FoldedHistory events={part.events} feedback={part.feedback} />
        </div>
      </PartBody>
      <OrderActions part={part} feedback={feedback} />
    </li>
  );
}

/** The seller's orders: their parts of buyers' orders, newest first, by tab, with the moves they may make. */
export default function SellerOrders({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { tab, q, orders } = loaderData;
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const base = (to: SellerOrderTab) => localizePath(`/shop/orders/${to}`, lang);
  const withQuery = (page: number) =>
    `${base(tab)}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <>
      <PageHeading>{t('sellerOrders.title')}</PageHeading>
      <SellerOrderTabs current={tab} counts={orders.counts} href={base} />
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2" data-testid="seller-order-search">
        <label htmlFor="order-search" className="sr-only">
          {t('sellerOrders.search')}
        </label>
        <input
          id="order-search"
          name="q"
          defaultValue={q}
          placeholder={t('sellerOrders.search')}
          className="w-full rounded-lg border border-line px-3 py-2 text-sm outline-none focus:border-accent"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-1 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          <Search className="size-4" aria-hidden />
          {t('sellerOrders.find')}
        </button>
      </Form>
      {orders.items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t(q ? 'sellerOrders.noneFound' : 'sellerOrders.empty')}
          testId="seller-orders-empty"
          look="list"
        />
      ) : (
        <ul className="space-y-4">
          {orders.items.map((part) => (
            <OrderCard key={part.id} part={part} feedback={actionData} />
          ))}
        </ul>
      )}
      <Pagination page={orders.page} pages={pages} hrefFor={withQuery} />
    </>
  );
}
