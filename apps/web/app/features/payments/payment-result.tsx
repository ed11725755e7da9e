import { type OrderPayment, type PaymentAttempt, paymentFailureLabels } from '@bazar/contracts';
import { CircleAlert, CircleX, Clock, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../components/form';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { useRecheckWhile } from '../../lib/use-recheck';
import { formatDateTime } from '../orders/order-parts';

/** The newest try at the bank's page, if there was one. */
function lastAttempt(payment: OrderPayment): PaymentAttempt | undefined {
  return payment.attempts.reduce<PaymentAttempt | undefined>(
    (last, attempt) => (!last || attempt.id > last.id ? attempt : last),
    undefined,
  );
}

/** What the page tells the buyer: the last try failed or waits for the bank, or the order's money moved on. */
type Outcome = 'failed' | 'pending' | 'awaiting' | 'unpaid' | 'refunding' | 'refunded' | 'partlyRefunded';

function outcomeOf(payment: OrderPayment): Outcome {
  if (
    payment.status === 'unpaid' ||
    payment.status === 'refunding' ||
    payment.status === 'refunded' ||
    payment.status === 'partlyRefunded'
  )
    return payment.status;
  const last = lastAttempt(payment);
  if (last?.status === 'failed') return 'failed';
  if (last?.status === 'pending') return 'pending';
  return 'awaiting';
}

const outcomeLook: Record<Outcome, { icon: ReactNode; title: MessageKey }> = {
  failed: {
    icon: <CircleX className="size-14 text-discount" aria-hidden />,
    title: 'paymentPage.failedTitle',
  },
  pending: {
    icon: <Clock className="size-14 animate-pulse text-accent" aria-hidden />,
    title: 'paymentPage.pendingTitle',
  },
  awaiting: {
    icon: <Clock className="size-14 text-accent" aria-hidden />,
    title: 'paymentPage.awaitingTitle',
  },
  unpaid: {
    icon: <CircleAlert className="size-14 text-discount" aria-hidden />,
    title: 'paymentPage.unpaidTitle',
  },
  refunding: {
    icon: <Undo2 className="size-14 text-accent" aria-hidden />,
    title: 'paymentPage.refundingTitle',
  },
  refunded: {
    icon: <Undo2 className="size-14 text-muted" aria-hidden />,
    title: 'paymentPage.refundedTitle',
  },
  partlyRefunded: {
    icon: <Undo2 className="size-14 text-muted" aria-hidden />,
    title: 'paymentPage.partlyRefundedTitle',
  },
};

/** The order's money: its number, total, what the wallet paid, what was given back, what is due. */
function MoneySummary({ payment, awaiting }: { payment: OrderPayment; awaiting: boolean }) {
  const t = useT();
  const rows: { label: string; value: string; testId: string; strong?: boolean }[] = [
    { label: t('paymentPage.total'), value: formatMoney(payment.total), testId: 'payment-total' },
  ];
  if (payment.fromWallet > 0)
    rows.push({
      label: t('paymentPage.fromWallet'),
      value: `-${formatMoney(payment.fromWallet)}`,
      testId: 'payment-from-wallet',
    });
  if (payment.refunded > 0)
    rows.push({
      label: t(payment.status === 'refunding' ? 'paymentPage.refunding' : 'paymentPage.refunded'),
      value: formatMoney(payment.refunded),
      testId: 'payment-refunded',
    });
  if (awaiting)
    rows.push({
      label: t('paymentPage.due'),
      value: formatMoney(payment.due),
      testId: 'payment-due',
      strong: true,
    });
  return (
    <section className="w-full rounded-card border border-line p-4 text-left" data-testid="payment-summary">
      <h2 className="font-bold" data-testid="payment-order-number">
        {t('orders.title', { number: payment.number })}
      </h2>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <div
            key={row.testId}
            className={`flex justify-between gap-3 ${row.strong ? 'mt-1 border-t border-line pt-2 text-base font-bold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {awaiting && payment.payBy && (
        <p className="mt-3 text-xs text-muted" data-testid="payment-pay-by">
          {t('paymentPage.payBy', { time: formatDateTime(payment.payBy) })}
        </p>
      )}
    </section>
  );
}

/** Try the bank's page again, or, while the order may still be, pay at the door instead. */
function NextSteps({ payment }: { payment: OrderPayment }) {
  const t = useT();
  return (
    <Form method="post" className="flex w-full flex-col gap-2" data-testid="payment-next-steps">
      {payment.canRetry && <SubmitButton intent="retry">{t('paymentPage.tryAgain')}</SubmitButton>}
      {payment.canPayCash && (
        <>
          <SubmitButton intent="payCash" variant="secondary">
            {t('paymentPage.payCash')}
          </SubmitButton>
          {payment.fromWallet > 0 && (
            <p className="text-xs text-muted">
              {t('paymentPage.walletBack', { amount: formatMoney(payment.fromWallet) })}
            </p>
          )}
        </>
      )}
    </Form>
  );
}

/** Where the buyer finds the order: a member's own orders, a guest's order lookup. */
function orderLink(payment: OrderPayment, member: boolean): string {
  return member
    ? `/user/profile/my-orders/${payment.orderId}`
    : `/order-lookup?${new URLSearchParams({ number: payment.number })}`;
}

/** The page the bank sends the buyer back to, for an order not (or no longer) to be paid by card now. */
export function PaymentResult({
  payment,
  member,
  formError,
}: {
  payment: OrderPayment;
  member: boolean;
  formError?: string;
}) {
  const t = useT();
  const lang = useLang();
  const outcome = outcomeOf(payment);
  const awaiting = payment.status === 'awaiting';
  useRecheckWhile(outcome === 'pending');
  const failure = lastAttempt(payment)?.failure;
  const { icon, title } = outcomeLook[outcome];
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center"
      data-testid="payment-result"
      data-outcome={outcome}
    >
      {icon}
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <div role="status" className="text-muted" data-testid="payment-result-text">
        {outcome === 'failed' && <p>{t(paymentFailureLabels[failure ?? 'error'])}</p>}
        {outcome === 'pending' && <p>{t('paymentPage.pendingText')}</p>}
        {outcome === 'unpaid' && <p>{t('paymentPage.unpaidText')}</p>}
      </div>
      <MoneySummary payment={payment} awaiting={awaiting} />
      <FormAlert>{formError}</FormAlert>
      {awaiting ? (
        <NextSteps payment={payment} />
      ) : (
        <Link
          to={localizePath(orderLink(payment, member), lang)}
          className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
          data-testid="payment-view-order"
        >
          {t('paymentPage.viewOrder')}
        </Link>
      )}
    </section>
  );
}
