import { AuditLogQuery } from '@bazar/contracts';
import { data } from 'react-router';
import { TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { AuditTable } from '../../features/backoffice/audit-table';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { rangeSearch, readRange } from '../../features/sellers/sales-range';
import { SalesRangeForm } from '../../features/sellers/sales-range-form';
import { validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/audit-log';

export const meta = staticPageMeta('admin.audit.title');

/** `{lang}/admin/audit-log/:page?` with `?action=&subjectType=&subjectId=&from=&to=`: newest first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  const url = pageUrl(request);
  const lang = langParam(params.lang);
  const { values: days, range, errors: rangeErrors } = readRange(url, lang);
  const values = {
    ...days,
    action: url.searchParams.get('action') ?? '',
    subjectType: url.searchParams.get('subjectType') ?? '',
    subjectId: url.searchParams.get('subjectId') ?? '',
    // `security`: sign-ins, failures, second-factor changes, role changes and blocks.
    kind: url.searchParams.get('kind') ?? '',
  };
  // An empty field is no filter.
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const filters = validate(
    AuditLogQuery.pick({ action: true, subjectType: true, subjectId: true, kind: true }),
    given,
    lang,
  );
  const errors = { ...rangeErrors, ...(filters.ok ? {} : filters.errors) };
  if (!range || !filters.ok) return { values, errors, log: null };
  const log = await webOf(context).api.auditLog({ page, pageSize: 20, ...range, ...filters.data });
  return { values, errors, log };
}

/** Issue 17: every operator action, searchable by action, subject and days; nobody can change it. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { values, errors, log } = loaderData;
  const base = localizePath('/admin/audit-log', lang);
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  return (
    <>
      <PageHeading sub={t('admin.audit.hint')}>{t('admin.audit.title')}</PageHeading>
      <SalesRangeForm action={base} values={{ from: values.from, to: values.to }} errors={errors}>
        <div className="w-full min-[420px]:w-44">
          <TextField
            name="action"
            label={t('admin.audit.action')}
            defaultValue={values.action}
            idPrefix="audit"
            placeholder="product.approve"
          />
        </div>
        <div className="w-full min-[420px]:w-36">
          <TextField
            name="subjectType"
            label={t('admin.audit.subjectType')}
            defaultValue={values.subjectType}
            idPrefix="audit"
            placeholder="product"
          />
        </div>
        <div className="w-full min-[420px]:w-28">
          <TextField
            name="subjectId"
            label={t('admin.audit.subjectId')}
            defaultValue={values.subjectId}
            idPrefix="audit"
            inputMode="numeric"
            error={errors.subjectId}
          />
        </div>
        <label className="flex items-center gap-2 self-end py-2.5 text-sm">
          <input
            type="checkbox"
            name="kind"
            value="security"
            defaultChecked={values.kind === 'security'}
            className="size-4 accent-accent"
          />
          {t('admin.audit.securityOnly')}
        </label>
      </SalesRangeForm>
      {log && (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="audit-count">
            {t('admin.audit.found', { count: log.total })}
          </p>
          {log.items.length === 0 ? (
            <p className="rounded-card border border-line p-6 text-center text-muted">
              {t('admin.audit.empty')}
            </p>
          ) : (
            <AuditTable entries={log.items} />
          )}
          <Pagination
            page={log.page}
            pages={pages}
            hrefFor={(page) =>
              `${base}${page > 1 ? `/${page}` : ''}${rangeSearch({ from: values.from, to: values.to }, { action: values.action, subjectType: values.subjectType, subjectId: values.subjectId, kind: values.kind })}`
            }
          />
        </>
      )}
    </>
  );
}
