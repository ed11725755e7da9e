import { Role } from '@bazar/contracts';
import {
  ChoiceField,
  FieldError,
  FormAlert,
  PhoneField,
  SubmitButton,
  TextField,
} from '../../components/form';
import { ResendCodeButton, wideResendButton } from '../../components/resend-code-button';
import { TermsDialog } from '../../components/terms-dialog';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

/** The fields step one asks for, which step two carries along in hidden inputs. */
export const stepOneFields = ['accountType', 'firstName', 'lastName', 'phone', 'email'] as const;
/** What step two asked for that step one carries along, so going back to fix a detail loses nothing (passwords aside). */
export const stepTwoKept = ['shopName', 'shopSite', 'acceptTerms'] as const;

export interface StepProps {
  values: Partial<Record<string, string>>;
  errors: FieldErrors;
  formError?: string;
}

/** The code texted at step one: when another may be asked for (server clock, ms), and a note. */
export interface CodeSent {
  resendAt: number;
  resendIn: number;
  notice?: string;
}

export function isSellerType(accountType: string | undefined): boolean {
  return accountType === String(Role.Seller);
}

/** Step one: who registers (buyer or seller) and how to reach them; "continue" texts the phone a code. */
export function StepOne({ values, errors, formError }: StepProps) {
  const t = useT();
  return (
    <>
      {stepTwoKept.map(
        (field) => values[field] && <input key={field} type="hidden" name={field} value={values[field]} />,
      )}
      <ChoiceField
        name="accountType"
        legend={t('register.accountType')}
        value={values.accountType}
        error={errors.accountType}
        options={[
          { value: String(Role.Customer), label: t('register.asBuyer') },
          { value: String(Role.Seller), label: t('register.asSeller') },
        ]}
      />
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={t('register.firstName')}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
          required
        />
        <TextField
          name="lastName"
          label={t('register.lastName')}
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
          required
        />
      </div>
      <PhoneField
        label={t('register.phone')}
        hint={t('register.phoneHint')}
        defaultValue={values.phone}
        error={errors.phone}
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
        required
      />
      <SubmitButton intent="check">{t('register.continue')}</SubmitButton>
    </>
  );
}

function AcceptTerms({ checked, error }: { checked: boolean; error?: string }) {
  const t = useT();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="acceptTerms"
            value="true"
            defaultChecked={checked}
            className="size-4 accent-accent"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'acceptTerms-error' : undefined}
          />
          {t('register.acceptTerms')}
        </label>
        <TermsDialog className="font-semibold text-accent underline" label={t('register.readTerms')} />
      </div>
      <FieldError id="acceptTerms-error">{error}</FieldError>
    </div>
  );
}

/** The code that proves the phone. */
function PhoneCode({ phone, code, error }: { phone?: string; code: CodeSent; error?: string }) {
  const t = useT();
  return (
    <div
      className="space-y-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
      data-testid="register-code"
    >
      <input type="hidden" name="resendAt" value={code.resendAt} />
      <p className="text-sm">{t('register.codeSent', { phone: phone ?? '' })}</p>
      {code.notice && (
        <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm">
          {code.notice}
        </p>
      )}
      <TextField
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('register.code')}
        error={error}
        required
      />
    </div>
  );
}

/** Step two: the code texted to the phone, the password, a seller's shop, and the buyer agreement; "back" returns to step one. */
export function StepTwo({ values, errors, formError, code }: StepProps & { code: CodeSent }) {
  const t = useT();
  const seller = isSellerType(values.accountType);
  return (
    <>
      {stepOneFields.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field] ?? ''} />
      ))}
      <FormAlert>{formError}</FormAlert>
      <PhoneCode phone={values.phone} code={code} error={errors.code} />
      <TextField
        name="password"
        type="password"
        label={t('register.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={errors.password}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('register.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
      {seller && (
        <>
          <TextField
            name="shopName"
            label={t('register.shopName')}
            autoComplete="organization"
            defaultValue={values.shopName}
            error={errors.shopName}
            required
          />
          <TextField
            name="shopSite"
            type="url"
            label={t('register.shopSite')}
            placeholder="https://"
            autoComplete="url"
            defaultValue={values.shopSite}
            error={errors.shopSite}
          />
        </>
      )}
      <AcceptTerms checked={values.acceptTerms === 'true'} error={errors.acceptTerms} />
      <div className="grid gap-2">
        <SubmitButton intent="register">{t('register.submit')}</SubmitButton>
        <SubmitButton intent="back" variant="secondary">
          {t('register.back')}
        </SubmitButton>
        {/* After "register", so that Enter in a field registers rather than asks for a new code. */}
        <ResendCodeButton
          key={code.resendAt}
          seconds={code.resendIn}
          intent="resend"
          label={t('register.resend')}
          waitingLabel={(time) => t('register.resendIn', { time })}
          className={wideResendButton}
        />
      </div>
    </>
  );
}
