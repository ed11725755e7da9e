import { periodLabel, type Statistics } from '@bazar/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatPercent } from './stats-format';

const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const number = 'px-3 py-2 text-right tabular-nums';

/** The chart's numbers per period, newest first, with the range's totals at the foot. */
export function PeriodsTable({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const range = { from: statistics.from, to: statistics.to };
  const total = statistics.totals;
  return (
    <section className="min-w-0 rounded-card border border-line" aria-labelledby="stats-periods-title">
      <h2 id="stats-periods-title" className="border-b border-line px-4 py-3 font-semibold">
        {t('seller.stats.periods')}
      </h2>
      <div className="max-h-[28rem] overflow-auto">
        <table className="w-full text-sm" data-testid="stats-periods">
          <thead className="sticky top-0 bg-surface">
            <tr>
              <th className={head}>{t('seller.stats.period')}</th>
              <th className={`${head} text-right`}>{t('seller.stats.revenue')}</th>
              <th className={`${head} text-right`}>{t('seller.stats.orders')}</th>
              <th className={`${head} text-right`}>{t('seller.stats.items')}</th>
              <th className={`${head} text-right`}>{t('seller.stats.averageOrder')}</th>
              <th className={`${head} text-right`}>{t('seller.stats.cancellationRate')}</th>
            </tr>
          </thead>
          <tbody>
            {[...statistics.rows].reverse().map((row) => (
              <tr key={row.period} className="border-t border-line">
                <td className="whitespace-nowrap px-3 py-2">
                  {periodLabel(row.period, statistics.by, range)}
                </td>
                <td className={`${number} whitespace-nowrap`}>{formatMoney(row.revenue)}</td>
                <td className={number}>{row.orders}</td>
                <td className={number}>{row.items}</td>
                <td className={`${number} whitespace-nowrap`}>{formatMoney(row.averageOrder)}</td>
                <td className={number}>{formatPercent(row.cancellationRate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="sticky bottom-0 bg-surface font-bold">
            <tr className="border-t border-line">
              <td className="px-3 py-2">{t('seller.stats.total')}</td>
              <td className={`${number} whitespace-nowrap`}>{formatMoney(total.revenue)}</td>
              <td className={number}>{total.orders}</td>
              <td className={number}>{total.items}</td>
              <td className={`${number} whitespace-nowrap`}>{formatMoney(total.averageOrder)}</td>
              <td className={number}>{formatPercent(total.cancellationRate)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The ten best sellers of the range by revenue. */
export function TopProductsTable({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="min-w-0 rounded-card border border-line" aria-labelledby="stats-top-title">
      <h2 id="stats-top-title" className="border-b border-line px-4 py-3 font-semibold">
        {t('seller.stats.topProducts')}
      </h2>
      {statistics.topProducts.length === 0 ? (
        <p className="px-4 py-8 text-center text-muted" data-testid="stats-top-empty">
          {t('seller.stats.noTopProducts')}
        </p>
      ) : (
        <ol className="divide-y divide-line text-sm" data-testid="stats-top">
          {statistics.topProducts.map((product, index) => (
            <li
              key={`${product.productId}-${product.comboId}-${product.code}`}
              className="flex gap-3 px-4 py-3"
            >
              <span className="w-5 shrink-0 font-semibold text-muted">{index + 1}</span>
              <span className="min-w-0 flex-1">
                {product.slug && product.productId ? (
                  <Link
                    to={localizePath(`/product/${product.slug}`, lang)}
                    className="line-clamp-2 font-semibold hover:text-accent"
                  >
                    {product.title}
                  </Link>
                ) : (
                  <span className="line-clamp-2 font-semibold">{product.title}</span>
                )}
                <span className="block text-xs text-muted">
                  {t('orders.productCode', { code: product.code })} ·{' '}
                  {t('seller.sales.pieces', { count: product.items })}
                </span>
              </span>
              <span className="shrink-0 font-bold">{formatMoney(product.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
