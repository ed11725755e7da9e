import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, GoShoppingLink } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import {
  deliveryKey,
  noteworthyPayment,
  PaymentStatusBadge,
  StatusBadge,
} from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { formatDate, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/my-orders';

export const meta = staticPageMeta('account.orders');

const pageSize = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(pageUrl(request).searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  return { orders: await webOf(context).api.orders.mine({ query: { page, pageSize } }) };
}

/**
 * Spec: my orders, with number, code, date, amount, status (and the payment's, when it is awaited
 * or refunded) and delivery; an empty state.
 */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { orders } = loaderData;
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const base = localizePath('/user/profile/my-orders', lang);
  return (
    <>
      <PageHeading>{t('account.orders')}</PageHeading>
      {orders.items.length === 0 ? (
        <EmptyState icon={Package} title={t('orders.empty')} testId="orders-empty">
          <GoShoppingLink />
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.items.map((order) => (
            <li key={order.id}>
              <Link
                to={`${base}/${order.id}`}
                className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-card border border-line p-4 text-sm hover:border-accent sm:grid-cols-[1.2fr_1fr_1fr_1fr_1fr_auto] sm:items-center"
                data-testid="order-row"
              >
                <div>
                  <span className="block text-xs text-muted">{t('orders.number')}</span>
                  <span className="font-semibold" data-testid="order-number">
                    {order.number}
                  </span>
                  <span className="block text-xs text-muted">
                    {t('orders.code')}: {order.code}
                  </span>
                </div>
                <div>
                  <span className="block text-xs text-muted">{t('orders.date')}</span>
                  {formatDate(order.createdAt)}
                </div>
                <div>
                  <span className="block text-xs text-muted">{t('orders.amount')}</span>
                  <span className="font-bold">{formatMoney(order.total)}</span>
                  <span className="block text-xs text-muted">
                    {t('orders.itemCount', { count: order.itemCount })}
                  </span>
                </div>
                <div>
                  <span className="block text-xs text-muted">{t('orders.status')}</span>
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={order.status} />
                    {noteworthyPayment(order.paymentStatus) && (
                      <PaymentStatusBadge status={order.paymentStatus} />
                    )}
                  </span>
                </div>
                <div>
                  <span className="block text-xs text-muted">{t('orders.delivery')}</span>
                  {t(deliveryKey(order.deliveryType))}
                </div>
                <span className="col-span-2 inline-flex items-center gap-1 font-semibold text-accent sm:col-span-1">
                  {t('orders.details')}
                  <ChevronRight className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={orders.page}
        pages={pages}
        hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
      />
    </>
  );
}
