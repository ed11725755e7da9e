import type { SaleOutcome, SaleRow } from '@bazar/contracts';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime, statusKey } from '../orders/order-parts';

const outcomeLook: Record<SaleOutcome, string> = {
  sold: 'bg-success/10 text-success',
  inProgress: 'bg-accent-soft text-accent',
  notSold: 'bg-discount/10 text-discount',
};

const outcomeKey = (outcome: SaleOutcome): MessageKey => `seller.sales.outcome.${outcome}`;

/** Sold, in progress or not sold, with the part's own status under it. */
function Outcome({ row }: { row: SaleRow }) {
  const t = useT();
  return (
    <span className="flex flex-col items-end gap-0.5 sm:items-start">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${outcomeLook[row.outcome]}`}
        data-testid="sale-outcome"
      >
        {t(outcomeKey(row.outcome))}
      </span>
      <span className="text-xs text-muted">{t(statusKey(row.status))}</span>
    </span>
  );
}

// On phones each row is a card: the header hides and every cell shows its own label.
const cell =
  'flex justify-between gap-4 px-0 py-1 text-right before:font-normal before:text-muted before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-3 sm:text-left sm:before:content-none';
const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';

/** The sale rows (spec: sale price, sold or cancelled): a table on wide screens, cards on phones. */
export function SalesTable({ rows }: { rows: SaleRow[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <table className="block w-full text-sm sm:table sm:rounded-card sm:border sm:border-line">
      <thead className="sr-only sm:not-sr-only sm:table-header-group sm:bg-surface">
        <tr>
          <th className={head}>{t('seller.sales.date')}</th>
          <th className={head}>{t('orders.number')}</th>
          <th className={head}>{t('seller.sales.product')}</th>
          <th className={`${head} sm:text-right`}>{t('seller.sales.count')}</th>
          <th className={`${head} sm:text-right`}>{t('seller.sales.unitPrice')}</th>
          <th className={`${head} sm:text-right`}>{t('seller.sales.total')}</th>
          <th className={head}>{t('seller.sales.outcome')}</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 sm:table-row-group">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="block rounded-card border border-line p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0"
            data-testid="sale-row"
          >
            <td className={cell} data-label={t('seller.sales.date')}>
              {formatDateTime(row.orderedAt)}
            </td>
            <td className={`${cell} font-semibold`} data-label={t('orders.number')} data-testid="sale-order">
              {row.orderNumber}
            </td>
            <td className={`${cell} sm:max-w-72`} data-label={t('seller.sales.product')}>
              <span className="min-w-0">
                {row.slug && row.productId ? (
                  <Link
                    to={localizePath(`/product/${row.slug}`, lang)}
                    className="line-clamp-2 font-semibold hover:text-accent"
                  >
                    {row.title}
                  </Link>
                ) : (
                  <span className="line-clamp-2 font-semibold">{row.title}</span>
                )}
                <span className="block text-xs text-muted">
                  {t('orders.productCode', { code: row.code })}
                  {row.variant ? ` · ${row.variant}` : ''}
                </span>
              </span>
            </td>
            <td className={`${cell} sm:text-right`} data-label={t('seller.sales.count')}>
              {row.count}
            </td>
            <td className={`${cell} sm:text-right`} data-label={t('seller.sales.unitPrice')}>
              {formatMoney(row.unitPrice)}
            </td>
            <td
              className={`${cell} font-bold sm:text-right`}
              data-label={t('seller.sales.total')}
              data-testid="sale-total"
            >
              {formatMoney(row.total)}
            </td>
            <td className={cell} data-label={t('seller.sales.outcome')}>
              <Outcome row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
