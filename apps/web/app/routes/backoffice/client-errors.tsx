import type { ClientErrorEntry } from '@bazar/contracts';
import { data, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { ErrorTabs } from '../../features/backoffice/error-tabs';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/client-errors';

export const meta = staticPageMeta('admin.errors.title');

const reasonKey = {
  server: 'admin.errors.reason.server',
  unreachable: 'admin.errors.reason.unreachable',
  page: 'admin.errors.reason.page',
} as const;

/** `{lang}/admin/errors/:page?`: the pages visitors could not be shown, newest first (Staff and Admin). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  return { log: await webOf(context).api.clientErrors.list({ query: { page, pageSize: 20 } }) };
}

function ErrorEntry({ entry }: { entry: ClientErrorEntry }) {
  const t = useT();
  const lang = useLang();
  return (
    <li className="rounded-card border border-line p-3 text-sm" data-testid="client-error">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={entry.at} className="text-muted">
          {formatDateTime(entry.at)}
        </time>
        <code className="break-all rounded bg-surface px-1.5 py-0.5" data-testid="client-error-path">
          {entry.path}
        </code>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('admin.errors.reason')}:</dt>
          <dd data-testid="client-error-reason">
            {t(reasonKey[entry.reason])}
            {entry.status !== null && ` (${entry.status})`}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('admin.errors.lang')}:</dt>
          <dd>{entry.lang}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('admin.errors.member')}:</dt>
          <dd>
            {entry.userId === null ? (
              t('admin.errors.guest')
            ) : (
              <Link
                to={localizePath(`/admin/people/${entry.userId}`, lang)}
                className="font-semibold text-accent hover:underline"
              >
                #{entry.userId}
              </Link>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Spec: /error is tracked after navigation errors; operators read the record here. */
export default function ClientErrors({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { log } = loaderData;
  const base = localizePath('/admin/errors', lang);
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.errors.hint')}>{t('admin.errors.title')}</PageHeading>
      <ErrorTabs current="pages" />
      <p className="mb-3 text-sm text-muted" data-testid="client-errors-total">
        {t('admin.errors.total', { count: log.total })}
      </p>
      {log.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.errors.empty')}
        </p>
      ) : (
        <ol className="grid gap-3" data-testid="client-errors">
          {log.items.map((entry) => (
            <ErrorEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination page={log.page} pages={pages} hrefFor={(page) => `${base}${page > 1 ? `/${page}` : ''}`} />
    </>
  );
}
