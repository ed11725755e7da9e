import {
  AdminSpendingHoldsQuery,
  type SpendingHold,
  SpendingHoldDecisionBody,
  type SpendingHoldStatus,
  spendingHoldStatuses,
} from '@bazar/contracts';
import { Check, ShieldCheck, X } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { keepWithinPages } from '../../features/backoffice/list/list-address';
import { ListBody } from '../../features/backoffice/list/list-body';
import { StatusTabs } from '../../features/backoffice/list/status-tabs';
import { formatDateTime } from '../../features/orders/order-parts';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/spending-holds';

export const meta = staticPageMeta('admin.spending.title');

const pageSize = 20;

/** The list's address for a tab and page: waiting holds by default, so `status=all` names every hold. */
function holdsSearch(view: { status: SpendingHoldStatus | 'all'; page: number }): string {
  const query = new URLSearchParams();
  if (view.status !== 'held') query.set('status', view.status);
  if (view.page > 1) query.set('page', String(view.page));
  return query.size ? `?${query}` : '';
}

/** `{lang}/admin/spending-holds?status=&page=`: the holds waiting for a decision first; an unreadable filter is dropped. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const { shape } = AdminSpendingHoldsQuery;
  const asked = search.get('status');
  const status: SpendingHoldStatus | 'all' =
    asked === 'all' ? 'all' : (shape.status.safeParse(asked ?? undefined).data ?? 'held');
  const page = shape.page.safeParse(search.get('page') ?? undefined).data ?? 1;
  const holds = await webOf(context).api.backofficeSpending.list({
    query: {
      status: status === 'all' ? undefined : status,
      page,
      pageSize,
    },
  });
  keepWithinPages(holds, page, (last) =>
    localizePath(`/admin/spending-holds${holdsSearch({ status, page: last })}`, langParam(params.lang)),
  );
  return { status, holds };
}

/** An operator's decision on one hold; a toast either way. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const back = localizePath(`/admin/spending-holds${new URL(request.url).search}`, lang);
  const form = formValues(await request.formData());
  const id = AdminSpendingHoldsQuery.shape.page.safeParse(form.id).data;
  const body = SpendingHoldDecisionBody.safeParse({ decision: form.decision });
  if (id === undefined || !body.success) throw data(null, { status: 400 });
  const answer = await webOf(context).api.backofficeSpending.decide({ params: { id }, body: body.data });
  if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
  throw redirectWithToast(back, {
    kind: 'success',
    message: t(`admin.spending.done.${body.data.decision}`, { name: answer.value.member.name }),
  });
}

/**
 * Issue 35, point 7: wallet top-ups and gift cards held for crossing a member's daily limit. Staff
 * and Admin approve one (the member may go over by its amount for 24 hours and sends it again) or
 * refuse it; each decision is in the audit log.
 */
export default function AdminSpendingHolds({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { status, holds } = loaderData;
  const tabs: (SpendingHoldStatus | 'all')[] = [...spendingHoldStatuses, 'all'];
  return (
    <>
      <PageHeading sub={t('admin.spending.hint')}>{t('admin.spending.title')}</PageHeading>
      <StatusTabs
        label={t('admin.spending.status')}
        testId="spending-status-tab"
        tabs={tabs.map((tab) => ({
          key: tab,
          href: localizePath(`/admin/spending-holds${holdsSearch({ status: tab, page: 1 })}`, lang),
          current: tab === status,
          label: (
            <>
              {t(`admin.spending.tab.${tab}`)}
              {tab === 'held' && <span className="font-normal"> ({holds.waiting})</span>}
            </>
          ),
        }))}
      />
      <ListBody
        list={holds}
        empty={
          <EmptyState
            icon={ShieldCheck}
            look="quiet"
            title={t('admin.spending.empty')}
            testId="spending-holds-empty"
          />
        }
        hrefFor={(page) => localizePath(`/admin/spending-holds${holdsSearch({ status, page })}`, lang)}
      >
        <HoldsTable rows={holds.items} />
      </ListBody>
    </>
  );
}

const statusTone: Record<SpendingHoldStatus, string> = {
  held: 'bg-amber-100 text-amber-900',
  approved: 'bg-success/10 text-success',
  refused: 'bg-discount/10 text-discount',
};

function HoldsTable({ rows }: { rows: SpendingHold[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full min-w-[52rem] text-sm" data-testid="spending-holds-table">
        <thead className="bg-surface text-left text-muted">
          <tr>
            <th className="px-3 py-2 font-medium">{t('admin.spending.member')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.spending.kind')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('admin.spending.amount')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('admin.spending.spent')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('admin.spending.limit')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.spending.when')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.spending.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top" data-testid="spending-hold-row">
              <td className="px-3 py-2">
                <Link
                  to={localizePath(`/admin/people/${row.member.id}`, lang)}
                  className="font-semibold text-accent hover:underline"
                >
                  {row.member.name || t('admin.spending.unnamed')}
                </Link>
                {row.member.phone && <span className="block text-xs text-muted">{row.member.phone}</span>}
              </td>
              <td className="px-3 py-2">{t(`admin.spending.kinds.${row.kind}`)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                {formatMoney(row.amount)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right">{formatMoney(row.spent)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right">{formatMoney(row.limit)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{formatDateTime(row.createdAt)}</td>
              <td className="px-3 py-2">
                {row.status === 'held' ? (
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      name="decision"
                      value="approved"
                      className="inline-flex items-center gap-1.5 rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
                    >
                      <Check className="size-4" aria-hidden />
                      {t('admin.spending.approve')}
                    </button>
                    <button
                      type="submit"
                      name="decision"
                      value="refused"
                      className="inline-flex items-center gap-1.5 rounded-lg border border-discount px-3 py-2 text-sm font-semibold text-discount hover:bg-discount/5"
                    >
                      <X className="size-4" aria-hidden />
                      {t('admin.spending.refuse')}
                    </button>
                  </Form>
                ) : (
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[row.status]}`}
                  >
                    {t(`admin.spending.tab.${row.status}`)}
                    {row.decidedAt && (
                      <span className="block font-normal">{formatDateTime(row.decidedAt)}</span>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
