import { Form, Link, useLocation } from 'react-router';
import { FormAlert, PhoneField, SubmitButton, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

/** Where the new phone is, as the profile's action answers it: the number and password, then the code. */
export interface PhoneChangeState {
  step: 'phone' | 'code';
  /** The new number (step code: the one the code went to). */
  phone?: string;
  errors?: FieldErrors;
  formError?: string;
}

/**
 * The account's phone and the two steps that change it (the password and a new number, then the
 * code texted to it). Until the code is entered the account keeps its phone; both steps are plain
 * form posts, so they work without JavaScript.
 */
export function PhoneChangeForm({
  currentPhone,
  state,
}: {
  currentPhone: string | null;
  state?: PhoneChangeState;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const errors = state?.errors ?? {};
  return (
    <section
      id="phone"
      aria-labelledby="phone-title"
      className="scroll-mt-4 rounded-card border border-line p-4 sm:p-6"
    >
      <h2 id="phone-title" className="mb-2 text-lg font-bold">
        {t('account.phone')}
      </h2>
      <p className="mb-4 text-sm">
        <span className="font-semibold" data-testid="current-phone">
          {currentPhone ?? t('account.phoneNone')}
        </span>
      </p>
      {/* Keyed forms: the password typed at step one never stays in step two's code field. */}
      {state?.step === 'code' ? (
        <Form key="code" method="post" noValidate className="space-y-4 sm:max-w-md">
          <input type="hidden" name="phone" value={state.phone ?? ''} />
          <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm">
            {t('account.phoneCodeSent', { phone: state.phone ?? '' })}
          </p>
          <FormAlert>{state.formError ?? errors.phone}</FormAlert>
          <TextField
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={t('account.phoneCode')}
            error={errors.code}
            idPrefix="phone-change"
            required
          />
          <div className="flex flex-wrap items-center gap-4">
            <div className="sm:w-56">
              <SubmitButton intent="confirmPhone">{t('account.confirmPhone')}</SubmitButton>
            </div>
            <Link to={`${pathname}#phone`} className="text-sm font-semibold text-accent hover:underline">
              {t('account.phoneChangeRestart')}
            </Link>
          </div>
        </Form>
      ) : (
        <Form key="phone" method="post" noValidate className="space-y-4 sm:max-w-md">
          <p className="text-sm text-muted">{t('account.phoneHint')}</p>
          <FormAlert>{state?.formError}</FormAlert>
          <PhoneField
            label={t('account.newPhone')}
            defaultValue={state?.phone}
            error={errors.phone}
            idPrefix="phone-change"
            required
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('account.phonePassword')}
            error={errors.password}
            idPrefix="phone-change"
          />
          <div className="sm:w-56">
            <SubmitButton intent="phone">{t('account.sendPhoneCode')}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
