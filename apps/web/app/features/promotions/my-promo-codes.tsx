import type { MyPromoCode } from '@bazar/contracts';
import { TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/route-meta';

/** Where "use" takes a code: checkout, which applies it to the basket (see checkout.server). */
export const checkoutWithPromo = (code: string) => `/checkout?promo=${encodeURIComponent(code)}`;

function PromoCodeCard({ promo }: { promo: MyPromoCode }) {
  const t = useT();
  const lang = useLang();
  const active = promo.status === 'active';
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center"
      data-testid="promo-code"
      data-code={promo.code}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-lg border border-dashed border-accent bg-accent-soft px-2 py-0.5 font-mono text-base font-bold tracking-wide text-accent">
            {promo.code}
          </span>
          <span className="font-semibold" data-testid="promo-code-discount">
            {t('promo.profile.discount', { amount: formatMoney(promo.discount) })}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-50 text-success' : 'bg-surface text-muted'}`}
          >
            {t(`promo.status.${promo.status}` as MessageKey)}
          </span>
        </div>
        <p className="text-sm text-muted">
          {promo.minOrder > 0
            ? t('promo.profile.minOrder', { amount: formatMoney(promo.minOrder) })
            : t('promo.profile.anyOrder')}
          {' · '}
          {t(promo.personal ? 'promo.profile.personal' : 'promo.profile.forEveryone')}
        </p>
        <p className="text-sm text-muted">
          {active || !promo.usedAt
            ? t('promo.profile.expires', { date: formatDate(promo.expiresAt) })
            : t('promo.profile.usedOn', { date: formatDate(promo.usedAt) })}
        </p>
      </div>
      {active ? (
        <Link
          to={localizePath(checkoutWithPromo(promo.code), lang)}
          aria-label={t('promo.profile.useLabel', { code: promo.code })}
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('promo.profile.use')}
        </Link>
      ) : (
        promo.orderId !== null && (
          <Link
            to={localizePath(`/user/profile/my-orders/${promo.orderId}`, lang)}
            className="shrink-0 text-sm font-semibold text-accent hover:underline"
          >
            {t('promo.profile.order')}
          </Link>
        )
      )}
    </li>
  );
}

/** One of the profile's two lists of codes, or what it says when it has none. */
export function PromoCodeList({
  codes,
  heading,
  empty,
  testId,
}: {
  codes: MyPromoCode[];
  heading: MessageKey;
  empty: MessageKey;
  testId: string;
}) {
  const t = useT();
  return (
    <section className="space-y-3" data-testid={testId} aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`} className="text-lg font-semibold">
        {t(heading)} <span className="text-muted">({codes.length})</span>
      </h2>
      {codes.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-8 text-center text-muted">
          <TicketPercent className="size-8" aria-hidden />
          <p className="mt-2">{t(empty)}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {codes.map((promo) => (
            <PromoCodeCard key={promo.code} promo={promo} />
          ))}
        </ul>
      )}
    </section>
  );
}
