import { AuditLogQuery } from '@bazar/contracts';
import { data } from 'react-router';
import { TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { AuditTable } from '../../features/backoffice/audit-table';
import { ListBody } from '../../features/backoffice/list/list-body';
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
  const log = await webOf(context).api.backoffice.auditLog({
    query: { page, pageSize: 20, ...range, ...filters.data },
  });
  return { values, errors, log };
}

/** The log's own filters beside the days: what was done, to what kind of subject, to which one. */
const filterFields = [
  { name: 'action', width: 'min-[420px]:w-44', placeholder: 'product.approve' },
  { name: 'subjectType', width: 'min-[420px]:w-36', placeholder: 'product' },
  { name: 'subjectId', width: 'min-[420px]:w-28', inputMode: 'numeric' },
] as const;

/** Issue 17: every operator action, searchable by action, subject and days; nobody can change it. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { values, errors, log } = loaderData;
  const base = localizePath('/admin/audit-log', lang);
  return (
    <>
      <PageHeading sub={t('admin.audit.hint')}>{t('admin.audit.title')}</PageHeading>
      <SalesRangeForm action={base} values={{ from: values.from, to: values.to }} errors={errors}>
        {filterFields.map(({ name, width, ...input }) => (
          <div key={name} className={`w-full ${width}`}>
            <TextField
              name={name}
              label={t(`admin.audit.${name}`)}
              defaultValue={values[name]}
              idPrefix="audit"
              error={name === 'subjectId' ? errors.subjectId : undefined}
              {...input}
            />
          </div>
        ))}
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
        <ListBody
          list={log}
          found={t('admin.audit.found', { count: log.total })}
          foundTestId="audit-count"
          empty={t('admin.audit.empty')}
          hrefFor={(page) =>
            `${base}${page > 1 ? `/${page}` : ''}${rangeSearch({ from: values.from, to: values.to }, { action: values.action, subjectType: values.subjectType, subjectId: values.subjectId, kind: values.kind })}`
          }
        >
          <AuditTable entries={log.items} />
        </ListBody>
      )}
    </>
  );
}
