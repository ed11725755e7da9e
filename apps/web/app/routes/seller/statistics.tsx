import type { Period } from '@bazar/contracts';
import { Download } from 'lucide-react';
import { SelectField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { rangeSearch, readPeriod, readRange } from '../../features/sellers/sales-range';
import { SalesRangeForm } from '../../features/sellers/sales-range-form';
import { StatsChart } from '../../features/sellers/stats-chart';
import { PeriodsTable, TopProductsTable } from '../../features/sellers/stats-tables';
import { StatsTiles } from '../../features/sellers/stats-tiles';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/statistics';

export const meta = staticPageMeta('seller.stats.title');

const periods: { value: Period; label: MessageKey }[] = [
  { value: 'day', label: 'seller.stats.by.day' },
  { value: 'week', label: 'seller.stats.by.week' },
  { value: 'month', label: 'seller.stats.by.month' },
];

/** `{lang}/shop/statistics?from=&to=&by=`: the API picks the last 30 days when no range is given. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const by = readPeriod(url);
  const { values, range, errors } = readRange(url, langParam(params.lang), by);
  if (!range) return { by, values, errors, statistics: null };
  const statistics = await webOf(context).api.sellerSales.statistics({ query: { by, ...range } });
  // The form shows the range the figures cover, the default one included.
  return { by, values: { from: statistics.from, to: statistics.to }, errors, statistics };
}

/** Spec: statistics. Figures, a chart over time, the periods and the best sellers, and an .xlsx. */
export default function SellerStatistics({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { by, values, errors, statistics } = loaderData;
  const base = localizePath('/shop/statistics', lang);
  return (
    <>
      <PageHeading sub={t('seller.stats.revenueHint')}>{t('seller.stats.title')}</PageHeading>
      <SalesRangeForm action={base} values={values} errors={errors}>
        <div className="w-full min-[420px]:w-44">
          <SelectField name="by" label={t('seller.stats.by')} defaultValue={by} idPrefix="range">
            {periods.map((period) => (
              <option key={period.value} value={period.value}>
                {t(period.label)}
              </option>
            ))}
          </SelectField>
        </div>
      </SalesRangeForm>
      {statistics && (
        <>
          <div className="mb-4 flex justify-end">
            {/* A file, not a page: the browser downloads it through the web server with the session. */}
            <a
              href={`${base}/export${rangeSearch(values, { by })}`}
              download
              className="inline-flex items-center gap-2 rounded-lg border border-accent px-4 py-2 text-sm font-semibold text-accent hover:bg-accent-soft"
              data-testid="stats-download"
            >
              <Download className="size-4" aria-hidden />
              {t('seller.stats.download')}
            </a>
          </div>
          <StatsTiles totals={statistics.totals} />
          <StatsChart statistics={statistics} />
          <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
            <PeriodsTable statistics={statistics} />
            <TopProductsTable statistics={statistics} />
          </div>
        </>
      )}
    </>
  );
}
