import {
  AdminOrdersQuery,
  adminOrdersCountCap,
  orderLookup,
  rangeProblem,
  translate,
} from '@bazar/contracts';
import { Package } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { ListBody } from '../../features/backoffice/list/list-body';
import {
  OrdersFilters,
  OrdersTable,
  type OrdersView,
  ordersSearch,
} from '../../features/backoffice/orders-list';
import type { FieldErrors } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/orders';

export const meta = staticPageMeta('admin.orders.title');

const pageSize = 20;

/**
 * `{lang}/admin/orders?q=&status=&payment=&shopId=&from=&to=&sort=&page=`: every order, newest
 * first. The search box takes an order number or a phone; a filter that cannot be read is shown
 * with its message and left out, so the list still answers.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const search = pageUrl(request).searchParams;
  const raw = Object.fromEntries(search);
  const q = raw.q?.trim() || undefined;
  const lookup = q ? orderLookup(q) : {};
  const errors: FieldErrors = {};
  const fields = { ...raw, q: undefined, ...lookup, pageSize: String(pageSize) };
  let parsed = AdminOrdersQuery.safeParse(fields);
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const shown = field === 'phone' || field === 'number' ? 'q' : field;
      errors[shown] ??= translate(issue.message, lang);
    }
    parsed = AdminOrdersQuery.safeParse(
      Object.fromEntries(Object.entries(fields).filter(([key]) => !bad.has(key))),
    );
  }
  const query = parsed.success ? parsed.data : AdminOrdersQuery.parse({ pageSize });
  const reversed = rangeProblem(query);
  if (reversed) {
    errors[reversed.field] = t(reversed.key);
    query.to = undefined;
  }
  const orders = await webOf(context).api.backofficeOrders.list({ query });
  const shop = query.shopId
    ? (orders.items.flatMap((row) => row.parts).find((part) => part.shop.id === query.shopId)?.shop ?? {
        id: query.shopId,
        name: `#${query.shopId}`,
      })
    : null;
  const view: OrdersView = {
    q,
    status: query.status,
    payment: query.payment,
    shopId: query.shopId,
    from: query.from,
    to: query.to,
    sort: query.sort,
    page: query.page,
  };
  return { orders, view, shop, errors };
}

/** Issue 17: every order for the operators, looked up by number or phone, filtered, sorted and paged. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { orders, view, shop, errors } = loaderData;
  const action = localizePath('/admin/orders', lang);
  const href = (next: OrdersView) => `${action}${ordersSearch(next)}`;
  return (
    <>
      <PageHeading>{t('admin.orders.title')}</PageHeading>
      <OrdersFilters action={action} view={view} shop={shop} errors={errors} />
      <p className="mb-3 text-sm text-muted" data-testid="orders-count">
        {orders.totalCapped
          ? t('admin.orders.countCapped', { count: adminOrdersCountCap })
          : t('admin.orders.count', { count: orders.total })}
      </p>
      <ListBody
        list={orders}
        empty={
          <EmptyState icon={Package} look="list" title={t('admin.orders.empty')} testId="orders-empty" />
        }
        hrefFor={(page) => href({ ...view, page })}
      >
        <OrdersTable
          rows={orders.items}
          view={view}
          href={href}
          orderHref={(id) => localizePath(`/admin/orders/${id}`, lang)}
        />
      </ListBody>
    </>
  );
}
