import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CreditGoodsPanels, CreditRequestTitle } from '../../features/credit-requests/credit-request-page';
import {
  CreditApplicantFacts,
  CreditHistory,
  CreditOutcome,
  Panel,
} from '../../features/credit-requests/credit-request-view';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { idFromParam, notFoundOnMissing } from '../../lib/not-found';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/credit-request';

export const meta = staticPageMeta('credit.profile.title');

export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    request: await notFoundOnMissing(
      webOf(context).api.creditRequests.detail({ params: { id: idFromParam(params.id) } }),
    ),
  };
}

/**
 * `{lang}/user/profile/credit-requests/:id`: one request with where it stands (the order it placed,
 * what staff need, or why it was declined), the goods and credit, the applicant (ID card and FIN
 * masked) and its status history.
 */
export default function CreditRequest({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { request } = loaderData;
  return (
    <>
      <Link
        to={localizePath('/user/profile/credit-requests', lang)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('credit.profile.back')}
      </Link>
      <CreditRequestTitle request={request} />
      <div className="space-y-4">
        <CreditOutcome
          request={request}
          orderHref={(id) => localizePath(`/user/profile/my-orders/${id}`, lang)}
        />
        <div className="grid gap-4 xl:grid-cols-2">
          <CreditGoodsPanels request={request} />
          <Panel title={t('credit.profile.applicant')}>
            <CreditApplicantFacts applicant={request.applicant} />
            <p className="mt-3 text-xs text-muted">{t('credit.profile.masked')}</p>
          </Panel>
          <Panel title={t('credit.profile.history')}>
            <CreditHistory history={request.history} />
          </Panel>
        </div>
      </div>
    </>
  );
}
