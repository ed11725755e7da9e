import { paymentFailureLabels, type TopUp } from '@bazar/contracts';
import { CircleAlert, CircleCheck, CreditCard, LoaderCircle } from 'lucide-react';
import { Form } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import type { FormFeedback } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useRecheckWhile } from '../../lib/use-recheck';

/** What the top-up form's action answers when it cannot go to the bank: the errors and what was typed. */
export interface TopUpFeedback extends FormFeedback {
  amount: string;
}

/** The amount to add, in AZN, paid by card on the bank's page the action sends the member to. */
export function TopUpForm({ feedback }: { feedback?: TopUpFeedback }) {
  const t = useT();
  return (
    <section
      className="rounded-card border border-line p-4 sm:p-5"
      aria-labelledby="wallet-top-up-title"
      data-testid="wallet-top-up"
    >
      <h2 id="wallet-top-up-title" className="mb-3 inline-flex items-center gap-2 font-semibold">
        <CreditCard className="size-5 text-accent" aria-hidden />
        {t('wallet.topUpTitle')}
      </h2>
      <Form method="post" className="space-y-3" noValidate>
        <FormAlert>{feedback?.formError}</FormAlert>
        <TextField
          name="amount"
          idPrefix="wallet"
          label={t('wallet.amount')}
          hint={t('wallet.amountHint')}
          error={feedback?.errors?.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={feedback?.amount}
        />
        <SubmitButton>{t('wallet.topUpSubmit')}</SubmitButton>
      </Form>
    </section>
  );
}

const looks: Record<TopUp['status'], string> = {
  paid: 'border-success/30 bg-success/5 text-success',
  failed: 'border-discount/30 bg-discount/5 text-discount',
  pending: 'border-line bg-surface text-ink',
};

/** The top-up the bank sent the member back from: added, failed with the bank's reason, or still waiting. */
export function TopUpResult({ topUp }: { topUp: TopUp }) {
  const t = useT();
  const pending = topUp.status === 'pending';
  useRecheckWhile(pending);
  const amount = formatMoney(topUp.amount);
  const Icon = topUp.status === 'paid' ? CircleCheck : topUp.status === 'failed' ? CircleAlert : LoaderCircle;
  return (
    <div
      role={pending ? 'status' : 'alert'}
      className={`mb-4 flex items-start gap-2 rounded-card border px-4 py-3 text-sm font-semibold ${looks[topUp.status]}`}
      data-testid="top-up-result"
      data-status={topUp.status}
    >
      {pending && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${pending ? 'animate-spin motion-reduce:animate-none' : ''}`}
        aria-hidden
      />
      <p>
        {topUp.status === 'paid' && t('wallet.topUpPaid', { amount })}
        {topUp.status === 'failed' &&
          t('wallet.topUpFailed', { reason: t(paymentFailureLabels[topUp.failure ?? 'error']) })}
        {pending && t('wallet.topUpPending', { amount })}
      </p>
    </div>
  );
}
