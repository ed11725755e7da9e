import { ChangePhoneBody, ConfirmPhoneChangeBody, type Lang } from '@bazar/contracts';
import { type formValues, problemFeedback, validate } from '../../lib/forms';
import { translator } from '../../lib/i18n';
import { type RouteContext, webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { redirectWithToast } from '../../lib/toast.server';

/**
 * The phone section of the profile and of the seller information page, in two posts: the new
 * number and the password (user/ChangePhone texts it a code), then the code
 * (user/ConfirmPhoneChange). The account keeps its phone until the code is entered.
 */
export async function changePhone(
  request: Request,
  context: RouteContext,
  form: ReturnType<typeof formValues>,
  lang: Lang,
) {
  const { api } = webOf(context);
  const phone = form.phone;
  if (form.intent === 'phone') {
    const asked = validate(ChangePhoneBody, form, lang);
    if (!asked.ok) return { form: 'phone' as const, step: 'phone' as const, phone, errors: asked.errors };
    const answer = await api.accounts.changePhone({ body: asked.data });
    if (!answer.ok)
      return { form: 'phone' as const, step: 'phone' as const, phone, ...problemFeedback(answer.problem) };
    return { form: 'phone' as const, step: 'code' as const, phone: answer.value.phone };
  }
  const confirm = validate(ConfirmPhoneChangeBody, form, lang);
  if (!confirm.ok) return { form: 'phone' as const, step: 'code' as const, phone, errors: confirm.errors };
  const answer = await api.accounts.confirmPhoneChange({ body: confirm.data });
  if (!answer.ok)
    return { form: 'phone' as const, step: 'code' as const, phone, ...problemFeedback(answer.problem) };
  return redirectWithToast(pageUrl(request).pathname, {
    kind: 'success',
    message: translator(lang)('account.phoneChanged'),
  });
}
