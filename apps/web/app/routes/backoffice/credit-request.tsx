import { CreditDecisionBody, CreditDecisionStatus, type Problem } from '@bazar/contracts';
import { ChevronLeft, ShieldAlert } from 'lucide-react';
import { data, Link } from 'react-router';
import { CreditDecisions } from '../../features/credit-requests/admin-credit-requests';
import { CreditGoodsPanels, CreditRequestTitle } from '../../features/credit-requests/credit-request-page';
import {
  CreditApplicantFacts,
  CreditHistory,
  CreditOutcome,
  Panel,
} from '../../features/credit-requests/credit-request-view';
import { type FormFeedback, formValues, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { idFromParam, notFoundOnMissing } from '../../lib/not-found';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/credit-request';

export const meta = staticPageMeta('admin.credit.title');

export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    request: await notFoundOnMissing(
      webOf(context).api.backofficeCreditRequests.detail({ params: { id: idFromParam(params.id) } }),
    ),
  };
}

type DecisionFeedback = FormFeedback & { intent: string };

/** A decision (its note when it needs one); a toast on the request's page either way. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idFromParam(params.id);
  const back = localizePath(`/admin/credit-requests/${id}`, lang);
  const form = formValues(await request.formData());
  const intent = CreditDecisionStatus.safeParse(form.intent);
  if (!intent.success) throw data(null, { status: 400 });
  const body = validate(CreditDecisionBody, { status: intent.data, note: form.note ?? '' }, lang);
  if (!body.ok) return data<DecisionFeedback>({ intent: intent.data, errors: body.errors }, { status: 400 });
  const answer = await webOf(context).api.backofficeCreditRequests.decide({
    params: { id },
    body: body.data,
  });
  if (!answer.ok)
    throw redirectWithToast(back, { kind: 'error', message: await refusalOf(context, id, answer.problem) });
  throw redirectWithToast(back, {
    kind: 'success',
    message: t(`admin.credit.done.${intent.data}`, {
      id,
      number: answer.value.order?.number ?? '',
    }),
  });
}

/**
 * What the operator reads when a decision is refused: the API's words, and for an approval refused
 * because goods changed since the request, the lines that did (`errors` names them, items.<index>).
 */
async function refusalOf(
  context: Route.ActionArgs['context'],
  id: number,
  problem: Problem,
): Promise<string> {
  const lines = Object.keys(problem.errors ?? {}).flatMap((field) => {
    const index = /^items\.(\d+)$/.exec(field)?.[1];
    return index === undefined ? [] : [Number(index)];
  });
  if (lines.length === 0) return problem.detail;
  const { items } = await webOf(context).api.backofficeCreditRequests.detail({ params: { id } });
  const titles = lines.flatMap((index) => (items[index] ? [items[index].title] : []));
  return titles.length > 0 ? `${problem.detail}: ${titles.join(', ')}` : problem.detail;
}

/**
 * `{lang}/admin/credit-requests/:id`: the request to review. Staff see the ID card number and FIN in
 * full (the API records each such view), Admin masked; the decisions its status allows.
 */
export default function AdminCreditRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { request } = loaderData;
  const feedback = actionData as DecisionFeedback | undefined;
  return (
    <>
      <Link
        to={localizePath('/admin/credit-requests', lang)}
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-accent"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('admin.credit.back')}
      </Link>
      <CreditRequestTitle request={request} />
      <div className="space-y-4">
        <CreditOutcome request={request} orderHref={(id) => localizePath(`/admin/orders/${id}`, lang)} />
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="space-y-4">
            <Panel title={t('credit.profile.applicant')} testId="credit-applicant">
              <p
                className="mb-3 flex items-start gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-xs"
                data-testid="credit-personal-notice"
              >
                <ShieldAlert className="size-4 shrink-0 text-accent" aria-hidden />
                {t(request.unmasked ? 'admin.credit.unmaskedNote' : 'admin.credit.maskedForAdmin')}
              </p>
              <CreditApplicantFacts applicant={request.applicant} />
            </Panel>
            <CreditDecisions request={request} errors={feedback?.errors ?? {}} failed={feedback?.intent} />
          </div>
          <div className="space-y-4">
            <CreditGoodsPanels request={request} />
            <Panel title={t('credit.profile.history')}>
              <CreditHistory history={request.history} />
            </Panel>
          </div>
        </div>
      </div>
    </>
  );
}
