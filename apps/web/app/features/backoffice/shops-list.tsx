import {
  type AdminShopFilter,
  type AdminShopRow,
  type AdminShopSort,
  adminShopFilters,
  adminShopSorts,
  type ShopStatus,
} from '@bazar/contracts';
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { SelectField } from '../../components/form';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

/** The list's state as its address says it. */
export interface ShopsView {
  status?: AdminShopFilter;
  q?: string;
  sort?: AdminShopSort;
  page: number;
}

/** The list's address for a state: only what is set, so shared links stay short. */
export function shopsSearch(view: ShopsView): string {
  const query = new URLSearchParams();
  if (view.status) query.set('status', view.status);
  if (view.q) query.set('q', view.q);
  if (view.sort) query.set('sort', view.sort);
  if (view.page > 1) query.set('page', String(view.page));
  return query.size ? `?${query}` : '';
}

const statusTone: Record<ShopStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  documents: 'bg-amber-100 text-amber-900',
  approved: 'bg-success/10 text-success',
  rejected: 'bg-discount/10 text-discount',
  suspended: 'bg-discount/10 text-discount',
};

export const shopStatusKey = (status: ShopStatus | AdminShopFilter): MessageKey =>
  `admin.shops.filter.${status}`;

export function ShopStatusBadge({ status }: { status: ShopStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[status]}`}
      data-testid="shop-status-badge"
    >
      {t(shopStatusKey(status))}
    </span>
  );
}

/** The search box first (one field on a phone), then status and sort: a GET form, so the view has an address. */
export function ShopsFilters({ action, view }: { action: string; view: ShopsView }) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="mb-4 space-y-3" data-testid="shops-filters">
      <div className="flex gap-2">
        <label htmlFor="shops-q" className="sr-only">
          {t('admin.shops.search')}
        </label>
        <input
          id="shops-q"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder={t('admin.shops.search')}
          autoComplete="off"
          className="w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent sm:max-w-md sm:text-sm"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          <Search className="size-4" aria-hidden />
          {t('admin.shops.find')}
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="sm:w-56">
          <SelectField
            name="status"
            label={t('admin.shops.status')}
            defaultValue={view.status ?? ''}
            idPrefix="shops"
          >
            <option value="">{t('admin.shops.allStatuses')}</option>
            {adminShopFilters.map((status) => (
              <option key={status} value={status}>
                {t(shopStatusKey(status))}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:w-56">
          <SelectField
            name="sort"
            label={t('admin.shops.sort')}
            defaultValue={view.sort ?? ''}
            idPrefix="shops"
          >
            <option value="">{t('admin.shops.sort.default')}</option>
            {adminShopSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.shops.sort.${sort}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <button
          type="submit"
          className="col-span-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface sm:col-span-1"
        >
          {t('admin.shops.apply')}
        </button>
      </div>
    </Form>
  );
}

/** A shop's rate as the list shows it: its own, or "by category". */
export function CommissionText({ percent }: { percent: number | null }) {
  const t = useT();
  return percent === null ? (
    <span className="text-muted">{t('admin.shops.byCategory')}</span>
  ) : (
    <span>{t('admin.shops.percent', { value: percent })}</span>
  );
}

const head = 'px-3 py-2 text-left text-xs font-semibold uppercase text-muted';

/** The shops: a table on wide screens, cards on a phone; each opens the shop's page. */
export function ShopsTable({ rows }: { rows: AdminShopRow[] }) {
  const t = useT();
  const lang = useLang();
  const href = (id: number) => localizePath(`/admin/shops/${id}`, lang);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line md:block">
        <table className="w-full text-sm">
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={head}>
                {t('admin.shops.col.shop')}
              </th>
              <th scope="col" className={head}>
                {t('admin.shops.col.owner')}
              </th>
              <th scope="col" className={head}>
                {t('admin.shops.status')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('admin.shops.col.products')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('admin.shops.col.orders')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('admin.shops.col.revenue')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('admin.shops.col.commission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-line align-top"
                data-testid="shop-row"
                data-shop-id={row.id}
              >
                <td className="px-3 py-3">
                  <Link to={href(row.id)} className="font-semibold hover:text-accent" data-testid="shop-link">
                    {row.name}
                  </Link>
                  <p className="text-xs text-muted">
                    {row.slug} · {t('admin.shops.col.registered')} {formatDateTime(row.createdAt)}
                  </p>
                </td>
                <td className="px-3 py-3">
                  <p>{row.owner.name}</p>
                  {row.owner.phone && <p className="text-xs text-muted">+{row.owner.phone}</p>}
                </td>
                <td className="px-3 py-3">
                  <ShopStatusBadge status={row.status} />
                </td>
                <td className="px-3 py-3 text-right">{row.figures.productsPublished}</td>
                <td className="px-3 py-3 text-right">{row.figures.ordersThisMonth}</td>
                <td className="whitespace-nowrap px-3 py-3 text-right">
                  {formatMoney(row.figures.revenueThisMonth)}
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right">
                  <CommissionText percent={row.commissionPercent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-card border border-line p-3"
            data-testid="shop-card"
            data-shop-id={row.id}
          >
            <div className="flex items-start justify-between gap-2">
              <Link to={href(row.id)} className="min-w-0 font-semibold hover:text-accent">
                {row.name}
              </Link>
              <ShopStatusBadge status={row.status} />
            </div>
            <p className="text-xs text-muted">
              {row.owner.name}
              {row.owner.phone ? ` · +${row.owner.phone}` : ''}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('admin.shops.col.products')}</dt>
              <dd className="text-right">{row.figures.productsPublished}</dd>
              <dt className="text-muted">{t('admin.shops.col.orders')}</dt>
              <dd className="text-right">{row.figures.ordersThisMonth}</dd>
              <dt className="text-muted">{t('admin.shops.col.revenue')}</dt>
              <dd className="text-right">{formatMoney(row.figures.revenueThisMonth)}</dd>
              <dt className="text-muted">{t('admin.shops.col.commission')}</dt>
              <dd className="text-right">
                <CommissionText percent={row.commissionPercent} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
