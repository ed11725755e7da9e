import { CheckUserBody, type Lang, phoneCodeRules, RegisterBody, Role } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { AuthCard, textLink } from '../../features/accounts/auth-card';
import {
  type CodeSent,
  isSellerType,
  StepOne,
  StepTwo,
  stepOneFields,
  stepTwoKept,
} from '../../features/accounts/register-steps';
import type { ApiClient } from '../../lib/api-client';
import { type FieldErrors, type FormFeedback, formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { signIn } from '../../lib/session.server';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/register';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('register.title');

interface RegisterState extends FormFeedback {
  step: 1 | 2;
  values: Partial<Record<string, string>>;
  code?: CodeSent;
}

/** `?type=seller` (from the shop registration page) preselects a seller account. */
export function loader({ request }: Route.LoaderArgs) {
  const query = pageUrl(request).searchParams;
  return {
    accountType: String(query.get('type') === 'seller' ? Role.Seller : Role.Customer),
    continueUrl: query.get('continueUrl'),
  };
}

const keptFields = [...stepOneFields, ...stepTwoKept];

/** An error about a step-one field (such as a phone taken meanwhile) sends the form back to step one. */
function stepOf(errors: FieldErrors | undefined): 1 | 2 {
  return Object.keys(errors ?? {}).some((field) => (stepOneFields as readonly string[]).includes(field))
    ? 1
    : 2;
}

function codeSent(resendAt: number, notice?: string): CodeSent {
  return { resendAt, resendIn: Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)), notice };
}

/** Step one's "continue" and step two's "send again": the API texts the phone a code (or says when it may). */
async function sendCode(
  api: ApiClient,
  lang: Lang,
  form: Record<string, string>,
  values: RegisterState['values'],
): Promise<RegisterState> {
  const person = validate(CheckUserBody, form, lang);
  if (!person.ok) return { step: 1, values, errors: person.errors };
  const answer = await api.accounts.checkUser({ body: person.data });
  if (!answer.ok) return { step: 1, values, ...problemFeedback(answer.problem) };
  const { resendAfterSeconds } = answer.value;
  const notice =
    form.intent === 'resend'
      ? translator(lang)(
          resendAfterSeconds >= phoneCodeRules.resendAfterSeconds ? 'register.resent' : 'register.notYet',
        )
      : undefined;
  return { step: 2, values, code: codeSent(Date.now() + resendAfterSeconds * 1000, notice) };
}

export async function action({
  request,
  params,
  context,
}: Route.ActionArgs): Promise<RegisterState | Response> {
  const lang = langParam(params.lang);
  const form = formValues(await request.formData());
  const values = Object.fromEntries(keptFields.map((field) => [field, form[field]]));
  if (form.intent === 'back') return { step: 1, values };
  if (form.intent === 'check' || form.intent === 'resend')
    return sendCode(webOf(context).api, lang, form, values);
  const code = codeSent(Number(form.resendAt) || Date.now());
  const registration = validate(RegisterBody, form, lang);
  if (!registration.ok)
    return { step: stepOf(registration.errors), values, code, errors: registration.errors };
  const answer = await webOf(context).api.accounts.register({ body: registration.data });
  if (!answer.ok) {
    const feedback = problemFeedback(answer.problem);
    return { step: stepOf(feedback.errors), values, code, ...feedback };
  }
  return signIn({ request, context }, answer.value, lang, form.continueUrl);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state: RegisterState = actionData ?? { step: 1, values: { accountType: loaderData.accountType } };
  const { continueUrl } = loaderData;
  const props = { values: state.values, errors: state.errors ?? {}, formError: state.formError };
  const kind = isSellerType(state.values.accountType) ? t('register.asSeller') : t('register.asBuyer');
  return (
    <AuthCard
      title={t('register.title')}
      sub={state.step === 1 ? t('register.stepOne') : t('register.stepTwo', { kind })}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={localizePath(
              `/login${continueUrl ? `?continueUrl=${encodeURIComponent(continueUrl)}` : ''}`,
              lang,
            )}
            className={textLink}
          >
            {t('register.login')}
          </Link>
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-4"
        key={state.step}
        data-testid={`register-step-${state.step}`}
      >
        {continueUrl && <input type="hidden" name="continueUrl" value={continueUrl} />}
        {state.step === 2 && state.code ? <StepTwo {...props} code={state.code} /> : <StepOne {...props} />}
      </Form>
    </AuthCard>
  );
}
