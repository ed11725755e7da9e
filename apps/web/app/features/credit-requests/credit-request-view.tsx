import {
  type CreditApplicantView,
  type CreditRequestDetail,
  type CreditRequestItem,
  type CreditRequestStatus,
  type CreditTerms,
  creditRequestStatusLabels,
  formatDay,
} from '@bazar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

const statusTone: Record<CreditRequestStatus, string> = {
  submitted: 'bg-surface text-ink',
  underReview: 'bg-amber-100 text-amber-900',
  moreInfoNeeded: 'bg-amber-100 text-amber-900',
  approved: 'bg-success/10 text-success',
  declined: 'bg-discount/10 text-discount',
};

export function CreditStatusBadge({ status }: { status: CreditRequestStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[status]}`}
      data-testid="credit-status"
      data-status={status}
    >
      {t(creditRequestStatusLabels[status])}
    </span>
  );
}

/** "BirKart · 6 months · 17,41 ₼ a month". */
export function useTermsLine() {
  const t = useT();
  return (terms: Pick<CreditTerms, 'lender' | 'months' | 'monthly'>) =>
    [
      terms.lender,
      t('product.instalments.monthCount', { count: terms.months }),
      t('credit.profile.monthly', { amount: formatMoney(terms.monthly) }),
    ].join(' · ');
}

/** A card in a section of a request's page. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-card border border-line p-4" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value rows. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd className="min-w-0 break-words font-medium" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The goods, each linking to its page. */
export function CreditItems({ items }: { items: CreditRequestItem[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="space-y-2 text-sm" data-testid="credit-items">
      {items.map((item) => {
        const href = item.slug ? `/product/${item.slug}` : item.comboCode ? `/combo/${item.comboCode}` : null;
        const title = t('credit.profile.itemLine', { title: item.title, count: item.count });
        return (
          <li
            key={`${item.productId}-${item.comboId}-${item.variant}`}
            className="flex justify-between gap-3"
          >
            <span className="min-w-0">
              {href ? (
                <Link to={localizePath(href, lang)} className="hover:text-accent hover:underline">
                  {title}
                </Link>
              ) : (
                title
              )}
              {item.variant && <span className="block text-xs text-muted">{item.variant}</span>}
            </span>
            <span className="shrink-0 font-semibold">{formatMoney(item.price * item.count)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The credit as the server computed it: lender, months, the amount, total and monthly payments. */
export function CreditTermsFacts({ terms }: { terms: CreditTerms }) {
  const t = useT();
  return (
    <Facts
      rows={[
        { label: t('credit.form.lender'), value: terms.lender, testId: 'credit-lender' },
        {
          label: t('credit.form.duration'),
          value: t('product.instalments.monthCount', { count: terms.months }),
          testId: 'credit-duration',
        },
        { label: t('credit.form.goodsTotal'), value: formatMoney(terms.amount) },
        { label: t('credit.form.commission'), value: formatMoney(terms.commission) },
        { label: t('credit.form.totalPayment'), value: formatMoney(terms.total), testId: 'credit-total' },
        {
          label: t('credit.form.monthlyPayment'),
          value: (
            <>
              {formatMoney(terms.monthly)}
              {terms.firstMonthly !== terms.monthly && (
                <span className="block text-xs font-normal text-muted">
                  {t('product.instalments.first', { amount: formatMoney(terms.firstMonthly) })}
                </span>
              )}
            </>
          ),
          testId: 'credit-monthly',
        },
      ]}
    />
  );
}

/** The applicant as the request gives them (the ID card number and FIN masked unless `unmasked`). */
export function CreditApplicantFacts({ applicant }: { applicant: CreditApplicantView }) {
  const t = useT();
  return (
    <Facts
      rows={[
        {
          label: t('credit.profile.applicant'),
          value: `${applicant.surname} ${applicant.name} ${applicant.fatherName}`,
        },
        { label: t('credit.form.birthDate'), value: formatDay(applicant.birthDate) },
        { label: t('credit.form.idCardNumber'), value: applicant.idCardNumber, testId: 'credit-id-card' },
        { label: t('credit.form.fin'), value: applicant.fin, testId: 'credit-fin' },
        {
          label: t('checkout.city'),
          value: `${applicant.city.name}, ${applicant.district.name}`,
        },
        { label: t('credit.form.registeredAddress'), value: applicant.registeredAddress },
        { label: t('credit.form.livingAddress'), value: applicant.livingAddress },
        { label: t('credit.form.mobilePhone'), value: applicant.mobilePhone },
        ...(applicant.homePhone ? [{ label: t('credit.form.homePhone'), value: applicant.homePhone }] : []),
        { label: t('admin.credit.income'), value: formatMoney(applicant.monthlyIncome) },
        { label: t('credit.form.workplace'), value: applicant.workplace },
      ]}
    />
  );
}

/** Every status the request has had, oldest first, with what came with it. */
export function CreditHistory({ history }: { history: CreditRequestDetail['history'] }) {
  const t = useT();
  return (
    <ol className="space-y-3" data-testid="credit-history">
      {history.map((event) => (
        <li key={`${event.at}-${event.status}`} className="border-l-2 border-accent pl-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <CreditStatusBadge status={event.status} />
            <time className="text-muted" dateTime={event.at}>
              {formatDateTime(event.at)}
            </time>
            <span className="text-xs text-muted">
              {t(event.byOperator ? 'admin.credit.by.operator' : 'admin.credit.by.buyer')}
            </span>
          </div>
          {event.note && <p className="mt-1 whitespace-pre-line">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** What the buyer must know now: why it was declined, what staff need, or the order it placed. */
export function CreditOutcome({
  request,
  orderHref,
}: {
  request: CreditRequestDetail;
  /** Where the placed order opens: the buyer's order page, or the back office's. */
  orderHref: (id: number) => string;
}) {
  const t = useT();
  if (request.order)
    return (
      <div
        className="rounded-card border border-success/30 bg-success/5 p-4 text-sm"
        data-testid="credit-order"
      >
        <p>{t('credit.profile.orderPlaced')}</p>
        <Link
          to={orderHref(request.order.id)}
          className="mt-1 inline-block font-semibold text-accent hover:underline"
        >
          {t('credit.profile.order', { number: request.order.number })}
        </Link>
      </div>
    );
  if (!request.note) return null;
  const declined = request.status === 'declined';
  return (
    <div
      className={`rounded-card border p-4 text-sm ${declined ? 'border-discount/30 bg-discount/5' : 'border-amber-300 bg-amber-50'}`}
      data-testid="credit-note"
    >
      <p className="font-semibold">{t(declined ? 'credit.profile.reason' : 'credit.profile.needed')}</p>
      <p className="mt-1 whitespace-pre-line">{request.note}</p>
    </div>
  );
}
