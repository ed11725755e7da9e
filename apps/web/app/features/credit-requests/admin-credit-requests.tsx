import {
  type AdminCreditRequests,
  type CreditDecisionStatus,
  type CreditRequestDetail,
  type CreditRequestStatus,
  type CreditRequestSummary,
  creditRequestMoves,
  creditRequestStatuses,
  creditRequestStatusLabels,
} from '@bazar/contracts';
import { Check, MessageSquareWarning, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextAreaField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { StatusTabs } from '../backoffice/list/status-tabs';
import { formatDateTime } from '../orders/order-parts';
import { CreditStatusBadge, Panel, useTermsLine } from './credit-request-view';
import { goodsLine } from './my-credit-requests';

/** The list's address for a status and page: only what is set. */
export function creditRequestsSearch(view: { status?: CreditRequestStatus; page: number }): string {
  const query = new URLSearchParams();
  if (view.status) query.set('status', view.status);
  if (view.page > 1) query.set('page', String(view.page));
  return query.size ? `?${query}` : '';
}

/** One tab per status with how many requests it has, and "all". */
export function CreditStatusTabs({
  current,
  counts,
}: {
  current: CreditRequestStatus | undefined;
  counts: AdminCreditRequests['counts'];
}) {
  const t = useT();
  const lang = useLang();
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: { status: CreditRequestStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: t('admin.credit.all'), count: all },
    ...creditRequestStatuses.map((status) => ({
      status,
      label: t(creditRequestStatusLabels[status]),
      count: counts[status],
    })),
  ];
  return (
    <StatusTabs
      label={t('admin.credit.status')}
      testId="credit-status-tab"
      tabs={tabs.map((tab) => ({
        key: tab.status ?? 'all',
        href: localizePath(
          `/admin/credit-requests${creditRequestsSearch({ status: tab.status, page: 1 })}`,
          lang,
        ),
        current: tab.status === current,
        label: (
          <>
            {tab.label} <span className="font-normal">({tab.count})</span>
          </>
        ),
      }))}
    />
  );
}

/** The requests of a tab: number, applicant, goods, credit, status and when sent, each opening its review. */
export function CreditRequestsTable({ rows }: { rows: CreditRequestSummary[] }) {
  const t = useT();
  const lang = useLang();
  const termsLine = useTermsLine();
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full min-w-[48rem] text-sm" data-testid="credit-requests-table">
        <thead className="bg-surface text-left text-muted">
          <tr>
            <th className="px-3 py-2 font-medium">{t('admin.credit.number')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.credit.applicant')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.credit.goods')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.credit.terms')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.credit.status')}</th>
            <th className="px-3 py-2 font-medium">{t('admin.credit.sent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top" data-testid="credit-request-row">
              <td className="px-3 py-2">
                <Link
                  to={localizePath(`/admin/credit-requests/${row.id}`, lang)}
                  className="font-semibold text-accent hover:underline"
                >
                  {t('credit.profile.number', { id: row.id })}
                </Link>
              </td>
              <td className="px-3 py-2">
                {row.applicantName}
                <span className="block text-xs text-muted">{row.mobilePhone}</span>
              </td>
              <td className="max-w-56 px-3 py-2">{goodsLine(row)}</td>
              <td className="px-3 py-2">
                {termsLine(row.terms)}
                <span className="block text-xs text-muted">
                  {t('credit.form.totalPayment')}: {formatMoney(row.terms.total)}
                </span>
              </td>
              <td className="px-3 py-2">
                <CreditStatusBadge status={row.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{formatDateTime(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const decisionLook: Record<CreditDecisionStatus, { icon: ReactNode; tone: string }> = {
  underReview: {
    icon: <Search className="size-4" aria-hidden />,
    tone: 'bg-accent text-white hover:bg-accent-hover',
  },
  approved: {
    icon: <Check className="size-4" aria-hidden />,
    tone: 'bg-accent text-white hover:bg-accent-hover',
  },
  moreInfoNeeded: {
    icon: <MessageSquareWarning className="size-4" aria-hidden />,
    tone: 'border border-line bg-white hover:bg-surface',
  },
  declined: {
    icon: <X className="size-4" aria-hidden />,
    tone: 'border border-discount text-discount hover:bg-discount/5',
  },
};

function DecisionButton({ status }: { status: CreditDecisionStatus }) {
  const t = useT();
  return (
    <button
      type="submit"
      name="intent"
      value={status}
      className={`inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2.5 text-sm font-semibold ${decisionLook[status].tone}`}
    >
      {decisionLook[status].icon}
      {t(`admin.credit.action.${status}`)}
    </button>
  );
}

/**
 * The moves the request's status allows: start (or return to) the review and approve as one click
 * each; asking for more information and declining each with the note the buyer reads.
 */
export function CreditDecisions({
  request,
  errors,
  failed,
}: {
  request: CreditRequestDetail;
  errors: FieldErrors;
  /** The decision whose note the form refused, so its message shows beside it. */
  failed?: string;
}) {
  const t = useT();
  const moves = creditRequestMoves[request.status] as readonly CreditDecisionStatus[];
  const quick = moves.filter((status) => status === 'underReview' || status === 'approved');
  const withNote = moves.filter((status) => status === 'moreInfoNeeded' || status === 'declined');
  return (
    <Panel title={t('admin.credit.decision')} testId="credit-decisions">
      {moves.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.credit.noMoves')}</p>
      ) : (
        <div className="space-y-4">
          {quick.length > 0 && (
            <Form method="post" className="flex flex-wrap gap-2">
              {quick.map((status) => (
                <DecisionButton key={status} status={status} />
              ))}
            </Form>
          )}
          {withNote.map((status) => (
            <Form key={status} method="post" noValidate className="space-y-2 border-t border-line pt-4">
              <TextAreaField
                name="note"
                idPrefix={status}
                label={t(status === 'declined' ? 'admin.credit.reason' : 'admin.credit.note')}
                error={failed === status ? errors.note : undefined}
                maxLength={500}
                rows={2}
              />
              <DecisionButton status={status} />
            </Form>
          ))}
        </div>
      )}
    </Panel>
  );
}
