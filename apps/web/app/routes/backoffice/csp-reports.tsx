import type { CspReportEntry } from '@bazar/contracts';
import { data } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { ErrorTabs } from '../../features/backoffice/error-tabs';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/csp-reports';

export const meta = staticPageMeta('admin.csp.title');

/** `{lang}/admin/csp-reports/:page?`: the pages' policy violations browsers reported, newest first (Staff and Admin). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  return { log: await webOf(context).api.clientErrors.cspReports({ query: { page, pageSize: 20 } }) };
}

function ReportEntry({ entry }: { entry: CspReportEntry }) {
  const t = useT();
  const where = entry.sourceFile
    ? `${entry.sourceFile}${entry.line === null ? '' : `:${entry.line}${entry.column === null ? '' : `:${entry.column}`}`}`
    : null;
  return (
    <li className="rounded-card border border-line p-3 text-sm" data-testid="csp-report">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={entry.at} className="text-muted">
          {formatDateTime(entry.at)}
        </time>
        <code className="break-all rounded bg-surface px-1.5 py-0.5" data-testid="csp-report-document">
          {entry.document}
        </code>
        {entry.disposition === 'report' && <span className="text-muted">({t('admin.csp.reportOnly')})</span>}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('admin.csp.directive')}:</dt>
          <dd data-testid="csp-report-directive">{entry.directive}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-muted">{t('admin.csp.blocked')}:</dt>
          <dd className="break-all" data-testid="csp-report-blocked">
            {entry.blocked}
          </dd>
        </div>
        {where && (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-muted">{t('admin.csp.source')}:</dt>
            <dd className="break-all">{where}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** Issue 35: the Content-Security-Policy's reports, beside the page errors. */
export default function CspReports({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { log } = loaderData;
  const base = localizePath('/admin/csp-reports', lang);
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.csp.hint')}>{t('admin.csp.title')}</PageHeading>
      <ErrorTabs current="csp" />
      <p className="mb-3 text-sm text-muted" data-testid="csp-reports-total">
        {t('admin.csp.total', { count: log.total })}
      </p>
      {log.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">{t('admin.csp.empty')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="csp-reports">
          {log.items.map((entry) => (
            <ReportEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination page={log.page} pages={pages} hrefFor={(page) => `${base}${page > 1 ? `/${page}` : ''}`} />
    </>
  );
}
