import { type SandboxPayment, sandboxCards, sandboxSecureCode } from '@bazar/contracts';
import { CreditCard, Landmark, Lock, ShieldCheck } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError } from '../../components/form';
import { type MessageKey, useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatExpiry, groupCardNumber } from './card-input';
import type { SandboxBankState } from './sandbox-bank.server';

const bankInput =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-blue-700 focus:ring-2 focus:ring-blue-700/20 aria-[invalid]:border-red-600 sm:text-sm';

/** A field of the bank's own form: its label, the input, and the bank's message beside it. */
function BankField({
  name,
  label,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & {
  name: string;
  label: string;
  error?: string;
}) {
  const id = `bank-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={bankInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

const primaryButton =
  'flex w-full items-center justify-center gap-2 rounded-md bg-blue-800 px-4 py-3 font-semibold text-white hover:bg-blue-900 aria-disabled:opacity-70';
const cancelButton =
  'w-full rounded-md px-4 py-2.5 text-sm font-semibold text-slate-600 hover:bg-slate-200 hover:text-slate-900';

/** The end of a step's form: the bank's message, the step's button (held while it posts), and cancel. */
function BankFormEnd({
  formError,
  intent,
  busy,
  className,
  children,
}: {
  formError?: string;
  intent: string;
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className={className}>
        <button
          type="submit"
          name="intent"
          value={intent}
          aria-disabled={busy || undefined}
          className={primaryButton}
        >
          {children}
        </button>
        <CancelButton />
      </div>
    </>
  );
}

/** The bank's frame: its name, the merchant and what is paid, then the step the payment is at. */
export function BankFrame({ payment, children }: { payment: SandboxPayment; children: ReactNode }) {
  const t = useT();
  return (
    // The bank's blue, not the store's accent, for the focus outline of its fields and buttons.
    <div
      className="min-h-screen bg-slate-100 px-4 py-6 text-slate-900 [--color-accent:#1d4ed8] sm:py-12"
      data-testid="sandbox-bank"
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <header className="flex items-center justify-between gap-3 bg-blue-900 px-5 py-4 text-white">
            <p className="flex items-center gap-2 text-lg font-bold">
              <Landmark className="size-6" aria-hidden />
              Bazar Sandbox Bank
            </p>
            <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-bold uppercase text-amber-950">
              Test
            </span>
          </header>
          <dl className="grid gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('sandboxBank.merchant')}</dt>
              <dd className="font-semibold" data-testid="bank-merchant">
                {payment.merchant}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('sandboxBank.description')}</dt>
              <dd className="font-semibold" data-testid="bank-description">
                {payment.description}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-slate-500">{t('sandboxBank.amount')}</dt>
              <dd className="text-2xl font-bold" data-testid="bank-amount">
                {formatMoney(payment.amount)}
              </dd>
            </div>
          </dl>
          <div className="px-5 py-5">{children}</div>
          <p className="flex items-center justify-center gap-1.5 border-t border-slate-200 px-5 py-3 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden />
            {t('sandboxBank.noStorage')}
          </p>
        </div>
        <TestCards />
      </div>
    </div>
  );
}

const cardOutcomes: Record<keyof typeof sandboxCards, MessageKey> = {
  approved: 'sandboxBank.card.approved',
  declined: 'sandboxBank.card.declined',
  insufficientFunds: 'sandboxBank.card.insufficientFunds',
  secureCode: 'sandboxBank.card.secureCode',
  neverCallsBack: 'sandboxBank.card.neverCallsBack',
  refundsRefused: 'sandboxBank.card.refundsRefused',
};

/** The sandbox's documented test cards, each with what it does. */
function TestCards() {
  const t = useT();
  return (
    <aside
      className="rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4 text-sm"
      aria-labelledby="test-cards-title"
      data-testid="test-cards"
    >
      <h2 id="test-cards-title" className="flex items-center gap-2 font-bold text-amber-950">
        <CreditCard className="size-4" aria-hidden />
        {t('sandboxBank.testCards')}
      </h2>
      <p className="mt-1 text-amber-900">{t('sandboxBank.testNotice')}</p>
      <ul className="mt-3 space-y-2">
        {(Object.keys(cardOutcomes) as (keyof typeof sandboxCards)[]).map((name) => (
          <li key={name} data-testid={`test-card-${name}`}>
            <span className="block select-all font-semibold tabular-nums tracking-wider text-slate-900">
              {groupCardNumber(sandboxCards[name])}
            </span>
            <span className="text-amber-900">{t(cardOutcomes[name], { code: sandboxSecureCode })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-amber-900">{t('sandboxBank.testCardsHint')}</p>
    </aside>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function CancelButton() {
  const t = useT();
  return (
    <button type="submit" name="intent" value="cancel" className={cancelButton}>
      {t('sandboxBank.cancel')}
    </button>
  );
}

/** The card form: number in groups of four, expiry MM/YY, CVV hidden as typed, holder's name. */
export function CardForm({ amount, state }: { amount: number; state?: SandboxBankState }) {
  const t = useT();
  // The fields are not held in state: what was typed before the page came alive (hydration) stays,
  // and each keystroke only reshapes the field's own text.
  const previousExpiry = useRef('');
  const errors = state?.errors ?? {};
  const busy = useBusy('pay');
  return (
    <Form method="post" noValidate className="space-y-4">
      <h1 className="sr-only">{t('sandboxBank.title')}</h1>
      {/* Enter in a field pays (the first submit button is the form's default). */}
      <button type="submit" name="intent" value="pay" tabIndex={-1} aria-hidden className="hidden" />
      <BankField
        name="cardNumber"
        label={t('sandboxBank.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={19}
        onChange={(event) => {
          event.currentTarget.value = groupCardNumber(event.currentTarget.value);
        }}
        error={errors.cardNumber}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <BankField
          name="expiry"
          label={t('sandboxBank.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          onChange={(event) => {
            const shaped = formatExpiry(event.currentTarget.value, previousExpiry.current);
            event.currentTarget.value = shaped;
            previousExpiry.current = shaped;
          }}
          error={errors.expiry}
          required
        />
        <BankField
          name="cvv"
          type="password"
          label={t('sandboxBank.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="•••"
          maxLength={3}
          error={errors.cvv}
          required
        />
      </div>
      <BankField
        name="holder"
        label={t('sandboxBank.holder')}
        autoComplete="cc-name"
        autoCapitalize="characters"
        maxLength={60}
        defaultValue={state?.holder ?? ''}
        error={errors.holder}
      />
      <BankFormEnd formError={state?.formError} intent="pay" busy={busy} className="space-y-2 pt-1">
        <Lock className="size-4" aria-hidden />
        {t('sandboxBank.pay', { amount: formatMoney(amount) })}
      </BankFormEnd>
    </Form>
  );
}

/** The 3-D Secure step: the code the bank "sent" (in the sandbox, the documented one). */
export function SecureCodeForm({ state }: { state?: SandboxBankState }) {
  const t = useT();
  const busy = useBusy('code');
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="secure-code-step">
      <button type="submit" name="intent" value="code" tabIndex={-1} aria-hidden className="hidden" />
      <div className="flex items-start gap-3">
        <ShieldCheck className="size-8 shrink-0 text-blue-800" aria-hidden />
        <div>
          <h1 className="text-lg font-bold">{t('sandboxBank.secureTitle')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('sandboxBank.secureText', { code: sandboxSecureCode })}
          </p>
        </div>
      </div>
      <BankField
        name="code"
        label={t('sandboxBank.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={state?.errors?.code}
        required
      />
      <BankFormEnd formError={state?.formError} intent="code" busy={busy} className="space-y-2">
        {t('sandboxBank.confirm')}
      </BankFormEnd>
    </Form>
  );
}
