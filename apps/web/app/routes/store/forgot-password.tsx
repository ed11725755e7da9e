import {
  CheckPasscodeBody,
  ForgotPasswordBody,
  type Lang,
  ResetPasswordBody,
  translate,
} from '@bazar/contracts';
import { Form } from 'react-router';
import { AuthCard } from '../../features/accounts/auth-card';
import {
  CodeStep,
  DoneStep,
  PasswordStep,
  PhoneStep,
  type ResetState,
} from '../../features/accounts/forgot-password-steps';
import type { ApiClient } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { type MessageKey, translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/forgot-password';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('forgotPassword.title');

type CodeFeedback = Pick<Extract<ResetState, { step: 'code' }>, 'notice' | 'errors' | 'formError'>;

function codeStep(phone: string, resendAt: number, feedback: CodeFeedback = {}): ResetState {
  const resendIn = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
  return { step: 'code', phone, resendAt, resendIn, ...feedback };
}

/** Asks for a code (first time or again): the code step, with how long until another may be asked for. */
async function sendCode(api: ApiClient, lang: Lang, form: Record<string, string>): Promise<ResetState> {
  const request = validate(ForgotPasswordBody, form, lang);
  if (!request.ok) return { step: 'phone', phone: form.phone, errors: request.errors };
  const { phone } = request.data;
  const answer = await api.accounts.forgotPassword({ body: { phone } });
  if (answer.ok) {
    const notice = form.intent === 'resend' ? translator(lang)('forgotPassword.resent') : undefined;
    return codeStep(phone, Date.now() + answer.value.resendAfterSeconds * 1000, { notice });
  }
  // A code sent a moment ago is still good: go on to the code step and say when another may come.
  if (answer.problem.code === 'error.codeResendTooSoon')
    return codeStep(phone, Date.now() + (answer.retryAfterSeconds ?? 0) * 1000, {
      notice: answer.problem.detail,
    });
  return { step: 'phone', phone, ...problemFeedback(answer.problem) };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<ResetState> {
  const lang = langParam(params.lang);
  const form = formValues(await request.formData());
  if (form.intent === 'send' || form.intent === 'resend') return sendCode(webOf(context).api, lang, form);
  if (form.intent === 'verify') {
    const resendAt = Number(form.resendAt) || Date.now();
    const check = validate(CheckPasscodeBody, form, lang);
    if (!check.ok) return codeStep(form.phone ?? '', resendAt, { errors: check.errors });
    const answer = await webOf(context).api.accounts.checkPasscode({ body: check.data });
    if (!answer.ok) return codeStep(check.data.phone, resendAt, problemFeedback(answer.problem));
    return { step: 'password', resetToken: answer.value.resetToken };
  }
  const reset = validate(ResetPasswordBody, form, lang);
  if (!reset.ok && reset.errors.resetToken === undefined)
    return { step: 'password', resetToken: form.resetToken ?? '', errors: reset.errors };
  const answer = reset.ok ? await webOf(context).api.accounts.resetPassword({ body: reset.data }) : null;
  if (answer?.ok) return { step: 'done' };
  // A password the API refuses (too easy to guess) leaves the token good: ask for another one.
  if (reset.ok && answer?.problem.errors?.newPassword?.length)
    return {
      step: 'password',
      resetToken: reset.data.resetToken,
      errors: problemFeedback(answer.problem).errors,
    };
  // The reset token is missing or expired: start again from the phone.
  return { step: 'phone', formError: answer?.problem.detail ?? translate('error.resetTokenInvalid', lang) };
}

const subtitles: Record<ResetState['step'], MessageKey> = {
  phone: 'forgotPassword.phoneStep',
  code: 'forgotPassword.codeStep',
  password: 'forgotPassword.passwordStep',
  done: 'forgotPassword.doneStep',
};

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const state: ResetState = actionData ?? { step: 'phone' };
  return (
    <AuthCard
      title={t(state.step === 'password' ? 'resetPassword.title' : 'forgotPassword.title')}
      sub={t(subtitles[state.step])}
    >
      {state.step === 'done' ? (
        <DoneStep />
      ) : (
        <Form
          method="post"
          noValidate
          className="space-y-4"
          key={state.step}
          data-testid={`reset-step-${state.step}`}
        >
          {state.step === 'phone' && <PhoneStep state={state} />}
          {state.step === 'code' && <CodeStep state={state} />}
          {state.step === 'password' && <PasswordStep state={state} />}
        </Form>
      )}
    </AuthCard>
  );
}
