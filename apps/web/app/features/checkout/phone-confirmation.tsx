import { CircleCheck } from 'lucide-react';
import { FieldError, TextField } from '../../components/form';
import { ResendCodeButton } from '../../components/resend-code-button';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import type { CheckoutState } from './checkout.server';

export const smallButton =
  'rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:text-muted';

/**
 * Spec: phone confirmation by code with resend. Guests and members whose phone is not confirmed get
 * a 6-digit code by SMS; the token its confirmation gives is sent with the order.
 */
export function PhoneConfirmation({
  phone,
  confirmedPhone,
  code,
  errors,
}: {
  phone: string;
  confirmedPhone?: string;
  code?: CheckoutState['code'];
  errors: FieldErrors;
}) {
  const t = useT();
  if (confirmedPhone && confirmedPhone === phone)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm font-semibold text-success"
        data-testid="phone-confirmed"
      >
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {t('checkout.phoneConfirmed', { phone })}
      </p>
    );
  const sent = code && code.phone === phone ? code : undefined;
  return (
    <div className="rounded-lg border border-line bg-surface p-3 sm:p-4" data-testid="phone-confirmation">
      <h3 className="text-sm font-semibold">{t('checkout.confirmPhone')}</h3>
      <p className="mt-1 text-sm text-muted">{t('checkout.confirmPhoneHint')}</p>
      {sent ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm">{t('checkout.codeSent', { phone: sent.phone })}</p>
          {sent.notice && (
            <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm">
              {sent.notice}
            </p>
          )}
          <div className="flex flex-wrap items-start gap-2">
            <div className="w-40">
              <TextField
                name="code"
                label={t('checkout.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                pattern="\d{6}"
                error={errors.code}
              />
            </div>
            <button type="submit" name="intent" value="confirmPhone" className={`${smallButton} mt-6`}>
              {t('checkout.confirmCode')}
            </button>
          </div>
          <ResendCodeButton
            key={sent.resendAt}
            seconds={sent.resendIn}
            intent="sendCode"
            label={t('checkout.resend')}
            waitingLabel={(time) => t('checkout.resendIn', { time })}
            className={smallButton}
            testId="resend-code"
          />
        </div>
      ) : (
        <div className="mt-3">
          <button type="submit" name="intent" value="sendCode" className={smallButton}>
            {t('checkout.sendCode')}
          </button>
          <FieldError id="field-code-error">{errors.code}</FieldError>
        </div>
      )}
    </div>
  );
}
