import { SalesFilter } from '@bazar/contracts';
import { Receipt } from 'lucide-react';
import { data } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { rangeSearch, readRange } from '../../features/sellers/sales-range';
import { SalesRangeForm } from '../../features/sellers/sales-range-form';
import { SalesTable } from '../../features/sellers/sales-table';
import { SalesTabs } from '../../features/sellers/sales-tabs';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/sales';

export const meta = staticPageMeta('seller.sales.title');

const pageSize = 20;

/** `{lang}/shop/sales/:filter/:page?` with `?from=&to=` (Baku days); an unknown group or page is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const filter = SalesFilter.safeParse(params.filter);
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!filter.success || !Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  const { values, range, errors } = readRange(pageUrl(request), langParam(params.lang));
  if (!range) return { filter: filter.data, values, errors, sales: null };
  const sales = await webOf(context).api.sellerSales.sales({
    query: { filter: filter.data, page, pageSize, ...range },
  });
  return { filter: filter.data, values, errors, sales };
}

/** Spec: Sales (all, selling, not-selling), paged; a sale row has its sale price and whether it sold. */
export default function SellerSales({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { filter, values, errors, sales } = loaderData;
  const search = rangeSearch(values);
  const base = localizePath(`/shop/sales/${filter}`, lang);
  const pages = sales ? Math.max(1, Math.ceil(sales.total / sales.pageSize)) : 1;
  return (
    <>
      <PageHeading sub={t(`seller.sales.hint.${filter}`)}>{t('seller.sales.title')}</PageHeading>
      <SalesTabs current={filter} search={search} />
      <SalesRangeForm action={`${base}/1`} values={values} errors={errors} />
      {sales && sales.items.length === 0 && (
        <EmptyState icon={Receipt} title={t('seller.sales.empty')} testId="sales-empty">
          {(values.from || values.to) && <p className="mt-1 text-muted">{t('seller.sales.emptyRange')}</p>}
        </EmptyState>
      )}
      {sales && sales.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="sales-count">
            {t('seller.sales.found', { count: sales.total })}
          </p>
          <SalesTable rows={sales.items} />
          <Pagination page={sales.page} pages={pages} hrefFor={(page) => `${base}/${page}${search}`} />
        </>
      )}
    </>
  );
}
