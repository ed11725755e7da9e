import {
  type AdminOrderRow,
  type AdminOrderSort,
  adminOrderSorts,
  OrderStatus,
  type PaymentType,
  paymentTypes,
} from '@bazar/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Form, Link } from 'react-router';
import { SelectField, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatDateTime, paymentKey, StatusBadge, statusKey } from '../orders/order-parts';
import { BuyerName } from '../privacy/buyer-name';
import { SearchBox } from './list/list-filters';

/** The list's state as its address says it: the search box, the filters, the sort and the page. */
export interface OrdersView {
  q?: string;
  status?: OrderStatus;
  payment?: PaymentType;
  shopId?: number;
  from?: string;
  to?: string;
  sort: AdminOrderSort;
  page: number;
}

/** The list's address for a state: only what differs from the default, so shared links stay short. */
export function ordersSearch(view: OrdersView): string {
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  if (view.status) query.set('status', view.status);
  if (view.payment) query.set('payment', view.payment);
  if (view.shopId) query.set('shopId', String(view.shopId));
  if (view.from) query.set('from', view.from);
  if (view.to) query.set('to', view.to);
  if (view.sort !== 'newest') query.set('sort', view.sort);
  if (view.page > 1) query.set('page', String(view.page));
  return query.size ? `?${query}` : '';
}

const statuses = OrderStatus.options;

/**
 * The search box (an order number or a phone) first, so the lookup is one field on a phone, then
 * the filters: a GET form, so the filtered list has its own address to share.
 */
export function OrdersFilters({
  action,
  view,
  shop,
  errors,
}: {
  action: string;
  view: OrdersView;
  shop: { id: number; name: string } | null;
  errors: FieldErrors;
}) {
  const t = useT();
  return (
    <Form method="get" action={action} className="mb-4 space-y-3" data-testid="orders-filters">
      <SearchBox
        id="orders-q"
        label={t('admin.orders.lookup')}
        placeholder={t('admin.orders.lookupHint')}
        q={view.q}
        button={t('admin.orders.find')}
        error={errors.q}
        landmark
      />
      <fieldset className="grid grid-cols-2 gap-3 rounded-card border border-line p-3 md:grid-cols-3 xl:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t('admin.orders.filters')}</legend>
        <SelectField
          name="status"
          label={t('admin.orders.status')}
          idPrefix="orders"
          defaultValue={view.status ?? ''}
        >
          <option value="">{t('admin.orders.anyStatus')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="payment"
          label={t('admin.orders.payment')}
          idPrefix="orders"
          defaultValue={view.payment ?? ''}
        >
          <option value="">{t('admin.orders.anyPayment')}</option>
          {paymentTypes.map((type) => (
            <option key={type} value={type}>
              {t(paymentKey(type))}
            </option>
          ))}
        </SelectField>
        <TextField
          name="from"
          type="date"
          label={t('admin.orders.from')}
          idPrefix="orders"
          defaultValue={view.from}
          error={errors.from}
        />
        <TextField
          name="to"
          type="date"
          label={t('admin.orders.to')}
          idPrefix="orders"
          defaultValue={view.to}
          error={errors.to}
        />
        <SelectField name="sort" label={t('admin.orders.sort')} idPrefix="orders" defaultValue={view.sort}>
          {adminOrderSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`admin.orders.sort.${sort}`)}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 flex items-end gap-3 md:col-span-1">
          <button
            type="submit"
            className="w-full rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface"
          >
            {t('admin.orders.apply')}
          </button>
        </div>
        {shop && <input type="hidden" name="shopId" value={shop.id} />}
      </fieldset>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {shop && (
          <p data-testid="orders-shop-filter">
            {t('admin.orders.shopFilter', { name: shop.name })}{' '}
            <Link
              className="text-accent hover:underline"
              to={`${action}${ordersSearch({ ...view, shopId: undefined, page: 1 })}`}
            >
              {t('admin.orders.removeShopFilter')}
            </Link>
          </p>
        )}
        {ordersSearch({ ...view, q: undefined, page: 1 }) !== '' && (
          <Link
            className="text-accent hover:underline"
            to={`${action}${view.q ? `?q=${encodeURIComponent(view.q)}` : ''}`}
          >
            {t('admin.orders.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** A column header that sorts by it: newest or highest first, the other way on a second click. */
function SortHeader({
  label,
  view,
  by,
  href,
}: {
  label: string;
  view: OrdersView;
  by: 'date' | 'total';
  href: (view: OrdersView) => string;
}) {
  const [down, up]: AdminOrderSort[] = by === 'date' ? ['newest', 'oldest'] : ['totalDesc', 'totalAsc'];
  const current = view.sort === down ? 'descending' : view.sort === up ? 'ascending' : undefined;
  const next = view.sort === down ? up : down;
  return (
    <th scope="col" className="px-3 py-2" aria-sort={current ?? 'none'}>
      <Link
        to={href({ ...view, sort: next as AdminOrderSort, page: 1 })}
        className="inline-flex items-center gap-1 hover:text-accent"
      >
        {label}
        {current === 'descending' && <ArrowDown className="size-3.5" aria-hidden />}
        {current === 'ascending' && <ArrowUp className="size-3.5" aria-hidden />}
      </Link>
    </th>
  );
}

/**
 * The page of orders: a table from a tablet up, a list of cards on a phone, each leading to the
 * order's history; a shop's name filters the list by that shop.
 */
export function OrdersTable({
  rows,
  view,
  href,
  orderHref,
}: {
  rows: AdminOrderRow[];
  view: OrdersView;
  href: (view: OrdersView) => string;
  orderHref: (id: number) => string;
}) {
  const t = useT();
  const shopLink = (shop: { id: number; name: string }) => (
    <Link
      to={href({ ...view, shopId: shop.id, page: 1 })}
      className="hover:text-accent hover:underline"
      title={t('admin.orders.filterByShop', { name: shop.name })}
    >
      {shop.name}
    </Link>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="orders-cards">
        {rows.map((row) => (
          <li key={row.id} className="rounded-card border border-line p-3 text-sm" data-testid="order-card">
            <div className="flex items-start justify-between gap-2">
              <Link to={orderHref(row.id)} className="font-semibold text-accent hover:underline">
                {row.number}
              </Link>
              <StatusBadge status={row.status} />
            </div>
            <p className="text-muted">{formatDateTime(row.createdAt)}</p>
            <p className="mt-1">
              <BuyerName name={row.buyer.name} surname={row.buyer.surname} />
              {row.buyer.phone && ` · +${row.buyer.phone}`}
            </p>
            <p className="mt-1 flex justify-between gap-2">
              <span className="text-muted">{t(paymentKey(row.paymentType))}</span>
              <span className="font-semibold">{formatMoney(row.total)}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line md:block">
        <table className="w-full text-left text-sm" data-testid="orders-table">
          <thead className="bg-surface text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('admin.orders.number')}
              </th>
              <SortHeader label={t('admin.orders.date')} view={view} by="date" href={href} />
              <th scope="col" className="px-3 py-2">
                {t('admin.orders.buyer')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.orders.shops')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.orders.payment')}
              </th>
              <SortHeader label={t('admin.orders.total')} view={view} by="total" href={href} />
              <th scope="col" className="px-3 py-2">
                {t('admin.orders.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top" data-testid="order-row">
                <td className="px-3 py-3 whitespace-nowrap">
                  <Link to={orderHref(row.id)} className="font-semibold text-accent hover:underline">
                    {row.number}
                  </Link>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-muted">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-3">
                  <BuyerName name={row.buyer.name} surname={row.buyer.surname} />
                  {row.buyer.phone && (
                    <span className="block whitespace-nowrap text-xs text-muted">+{row.buyer.phone}</span>
                  )}
                </td>
                <td className="px-3 py-3">
                  <ul className="space-y-1">
                    {row.parts.map((part) => (
                      <li key={part.id} className="flex flex-wrap items-center gap-x-2">
                        {shopLink(part.shop)}
                        {row.parts.length > 1 && (
                          <span className="text-xs text-muted">{t(statusKey(part.status))}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{t(paymentKey(row.paymentType))}</td>
                <td className="px-3 py-3 whitespace-nowrap font-semibold">{formatMoney(row.total)}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
