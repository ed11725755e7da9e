import type { CreditRequestSummary } from '@bazar/contracts';
import { ChevronRight, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/route-meta';
import { CreditStatusBadge, useTermsLine } from './credit-request-view';

/** The goods in one line: the first, and how many more. */
export function goodsLine(request: CreditRequestSummary): string {
  const [first, ...rest] = request.items;
  if (!first) return '';
  const line = `${first.title} × ${first.count}`;
  return rest.length > 0 ? `${line} +${rest.length}` : line;
}

function CreditRequestCard({ request }: { request: CreditRequestSummary }) {
  const t = useT();
  const lang = useLang();
  const termsLine = useTermsLine();
  return (
    <li data-testid="credit-request" data-id={request.id}>
      <Link
        to={localizePath(`/user/profile/credit-requests/${request.id}`, lang)}
        className="flex items-center gap-3 rounded-card border border-line p-4 hover:border-accent"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t('credit.profile.number', { id: request.id })}</span>
            <CreditStatusBadge status={request.status} />
          </div>
          <p className="truncate text-sm">{goodsLine(request)}</p>
          <p className="text-sm text-muted">
            {termsLine(request.terms)} · {formatMoney(request.terms.total)}
          </p>
          <p className="text-xs text-muted">
            {t('credit.profile.sentOn', { date: formatDate(request.createdAt) })}
            {request.order && ` · ${t('credit.profile.order', { number: request.order.number })}`}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted" aria-label={t('credit.profile.open')} />
      </Link>
    </li>
  );
}

/** The member's credit requests, newest first, or what to do when there are none. */
export function MyCreditRequestList({ requests }: { requests: CreditRequestSummary[] }) {
  const t = useT();
  if (requests.length === 0)
    return (
      <EmptyState
        icon={Landmark}
        title={t('credit.profile.empty')}
        testId="credit-requests-empty"
        look="quiet"
      />
    );
  return (
    <ul className="space-y-3" data-testid="credit-requests">
      {requests.map((request) => (
        <CreditRequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
