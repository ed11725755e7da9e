import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert, PhoneField, SubmitButton, TextField } from '../../components/form';
import { ResendCodeButton, wideResendButton } from '../../components/resend-code-button';
import type { FieldErrors } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { useCountdown } from '../../lib/use-countdown';
import { textLink } from './auth-card';

/** Where the password reset is, as the action answers it (spec: phone → code → new password → done). */
export type ResetState =
  | { step: 'phone'; phone?: string; errors?: FieldErrors; formError?: string }
  | {
      step: 'code';
      phone: string;
      /** When another code may be asked for (server clock, ms) and how long that is from now. */
      resendAt: number;
      resendIn: number;
      notice?: string;
      errors?: FieldErrors;
      formError?: string;
    }
  | { step: 'password'; resetToken: string; errors?: FieldErrors }
  | { step: 'done' };

export const redirectAfterSeconds = 5;

export function PhoneStep({ state }: { state: Extract<ResetState, { step: 'phone' }> }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <FormAlert>{state.formError}</FormAlert>
      <PhoneField
        label={t('forgotPassword.phone')}
        hint={t('register.phoneHint')}
        defaultValue={state.phone}
        error={state.errors?.phone}
        required
      />
      <SubmitButton intent="send">{t('forgotPassword.send')}</SubmitButton>
      <p className="text-center text-sm">
        <Link to={localizePath('/login', lang)} className={textLink}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </>
  );
}

export function CodeStep({ state }: { state: Extract<ResetState, { step: 'code' }> }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <input type="hidden" name="phone" value={state.phone} />
      <input type="hidden" name="resendAt" value={state.resendAt} />
      <p className="text-sm">{t('forgotPassword.codeSent', { phone: state.phone })}</p>
      {state.notice && (
        <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm">
          {state.notice}
        </p>
      )}
      <FormAlert>{state.formError}</FormAlert>
      <TextField
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('forgotPassword.code')}
        error={state.errors?.code}
        required
      />
      <SubmitButton intent="verify">{t('forgotPassword.verify')}</SubmitButton>
      <ResendCodeButton
        key={state.resendAt}
        seconds={state.resendIn}
        intent="resend"
        label={t('forgotPassword.resend')}
        waitingLabel={(time) => t('forgotPassword.resendIn', { time })}
        className={wideResendButton}
      />
      <p className="text-center text-sm">
        <Link to={localizePath('/forgot-password', lang)} className={textLink}>
          {t('forgotPassword.otherPhone')}
        </Link>
      </p>
    </>
  );
}

export function PasswordStep({ state }: { state: Extract<ResetState, { step: 'password' }> }) {
  const t = useT();
  return (
    <>
      <input type="hidden" name="resetToken" value={state.resetToken} />
      <TextField
        name="newPassword"
        type="password"
        label={t('forgotPassword.newPassword')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={state.errors?.newPassword}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('forgotPassword.confirmPassword')}
        autoComplete="new-password"
        error={state.errors?.confirmPassword}
        required
      />
      <SubmitButton intent="reset">{t('forgotPassword.save')}</SubmitButton>
    </>
  );
}

/** The success note, then sign-in after a visible countdown. */
export function DoneStep() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const loginPath = localizePath('/login', lang);
  const left = useCountdown(redirectAfterSeconds);
  useEffect(() => {
    if (left === 0) navigate(loginPath);
  }, [left, navigate, loginPath]);
  return (
    <div className="space-y-4 text-center">
      <p role="status" className="rounded-lg bg-success/10 px-3 py-3 font-semibold text-success">
        {t('forgotPassword.done')}
      </p>
      <p className="text-sm text-muted" data-testid="redirect-countdown">
        {t('forgotPassword.redirecting', { seconds: left })}
      </p>
      <Link
        to={loginPath}
        className="block rounded-lg bg-accent px-4 py-2.5 font-semibold text-white hover:bg-accent-hover"
      >
        {t('forgotPassword.loginNow')}
      </Link>
    </div>
  );
}
