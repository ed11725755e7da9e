import {
  type AdminShopFilter,
  type AdminShopRow,
  type AdminShopSort,
  adminShopFilters,
  adminShopSorts,
  type ShopStatus,
} from '@bazar/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';
import { AdminTable } from './list/admin-table';
import { FilterSelect, SearchFilters } from './list/list-filters';

/** The list's state as its address says it. */
export interface ShopsView {
  status?: AdminShopFilter;
  q?: string;
  sort?: AdminShopSort;
  page: number;
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
    <SearchFilters name="shops" action={action} q={view.q} searchLabel={t('admin.shops.search')}>
      <FilterSelect
        name="status"
        idPrefix="shops"
        width="sm:w-56"
        label={t('admin.shops.status')}
        value={view.status}
        anyLabel={t('admin.shops.allStatuses')}
        options={adminShopFilters.map((status) => ({ value: status, label: t(shopStatusKey(status)) }))}
      />
      <FilterSelect
        name="sort"
        idPrefix="shops"
        width="sm:w-56"
        label={t('admin.shops.sort')}
        value={view.sort}
        anyLabel={t('admin.shops.sort.default')}
        options={adminShopSorts.map((sort) => ({ value: sort, label: t(`admin.shops.sort.${sort}`) }))}
      />
    </SearchFilters>
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

/** The shops: a table on wide screens, cards on a phone; each opens the shop's page. */
export function ShopsTable({ rows }: { rows: AdminShopRow[] }) {
  const t = useT();
  const lang = useLang();
  const href = (id: number) => localizePath(`/admin/shops/${id}`, lang);
  const figures = [
    { head: t('admin.shops.col.products'), cell: (row: AdminShopRow) => row.figures.productsPublished },
    { head: t('admin.shops.col.orders'), cell: (row: AdminShopRow) => row.figures.ordersThisMonth },
    {
      head: t('admin.shops.col.revenue'),
      cell: (row: AdminShopRow) => formatMoney(row.figures.revenueThisMonth),
      className: 'whitespace-nowrap',
    },
    {
      head: t('admin.shops.col.commission'),
      cell: (row: AdminShopRow) => <CommissionText percent={row.commissionPercent} />,
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <AdminTable
      name="shop"
      rows={rows}
      columns={[
        {
          head: t('admin.shops.col.shop'),
          cell: (row) => (
            <>
              <Link to={href(row.id)} className="font-semibold hover:text-accent" data-testid="shop-link">
                {row.name}
              </Link>
              <p className="text-xs text-muted">
                {row.slug} · {t('admin.shops.col.registered')} {formatDateTime(row.createdAt)}
              </p>
            </>
          ),
        },
        {
          head: t('admin.shops.col.owner'),
          cell: (row) => (
            <>
              <p>{row.owner.name}</p>
              {row.owner.phone && <p className="text-xs text-muted">+{row.owner.phone}</p>}
            </>
          ),
        },
        { head: t('admin.shops.status'), cell: (row) => <ShopStatusBadge status={row.status} /> },
        ...figures.map((column) => ({ ...column, align: 'right' as const })),
      ]}
      card={(row) => (
        <>
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
            {figures.map((figure) => (
              <Fragment key={figure.head}>
                <dt className="text-muted">{figure.head}</dt>
                <dd className="text-right">{figure.cell(row)}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    />
  );
}
