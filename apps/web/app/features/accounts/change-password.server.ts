import { ChangePasswordBody, type Lang } from '@bazar/contracts';
import { type formValues, problemFeedback, validate } from '../../lib/forms';
import { translator } from '../../lib/i18n';
import { type RouteContext, webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { redirectWithToast } from '../../lib/toast.server';

/**
 * The password form of the profile and of the seller information page (user/ChangePassword):
 * errors beside the fields, a wrong current password and success as notifications.
 */
export async function changePassword(
  request: Request,
  context: RouteContext,
  form: ReturnType<typeof formValues>,
  lang: Lang,
) {
  const here = pageUrl(request).pathname;
  const change = validate(ChangePasswordBody, form, lang);
  if (!change.ok) return { form: 'password' as const, errors: change.errors };
  const answer = await webOf(context).api.accounts.changePassword({ body: change.data });
  if (answer.ok)
    return redirectWithToast(here, { kind: 'success', message: translator(lang)('account.passwordChanged') });
  if (answer.problem.code === 'error.wrongCurrentPassword')
    return redirectWithToast(here, { kind: 'error', message: answer.problem.detail });
  return { form: 'password' as const, ...problemFeedback(answer.problem) };
}
