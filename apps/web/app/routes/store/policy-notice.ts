import { acceptedDocuments } from '@bazar/contracts';
import { data } from 'react-router';
import { translator } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import { continuePath } from '../../lib/session.server';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/policy-notice';

/** `privacy-policy:3` as the notice's form sends it. */
function acceptanceOf(value: FormDataEntryValue) {
  const [document, version] = String(value).split(':');
  const slug = acceptedDocuments.find((known) => known === document);
  return slug && /^\d{1,6}$/.test(version ?? '') ? { document: slug, version: Number(version) } : null;
}

/**
 * Spec PRV-03: "I have read it" under the notice of a changed legal text. The versions read are
 * recorded for the member (POST Privacy/Consents) and the notice is gone from the page they were on.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = await request.formData();
  const accept = form.getAll('accept').map(acceptanceOf);
  if (accept.length === 0 || accept.some((entry) => entry === null))
    throw data(t('error.badRequest'), { status: 400 });
  const answer = await webOf(context).api.privacy.recordConsents({
    body: {
      accept: accept.filter((entry) => entry !== null),
    },
  });
  const back = continuePath(form.get('returnTo'), lang);
  if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
  throw redirectWithToast(back, { kind: 'success', message: t('policyNotice.accepted') });
}
