import type { InstalmentOffer } from '@bazar/contracts';
import { CalendarClock } from 'lucide-react';
import { useFeatures } from '../../../lib/features';
import { useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

/**
 * Spec: pay in instalments. "From X ₼ × N months" and a table of every partner card's plan for
 * this price, as the API computed them (commission, total, monthly payment); shown only while a
 * bank takes instalments and some plan takes this price.
 */
export function InstalmentEntry({ offers }: { offers: InstalmentOffer[] }) {
  const t = useT();
  const [cheapest] = offers;
  if (!useFeatures().instalments || !cheapest) return null;
  return (
    <details className="group rounded-card border border-line" data-testid="instalments">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
        <CalendarClock className="size-5 text-accent" aria-hidden />
        {t('product.instalments.entry', {
          monthly: formatMoney(cheapest.monthly),
          months: cheapest.months,
        })}
      </summary>
      <InstalmentTable offers={offers} />
    </details>
  );
}

/** Every plan for an amount: card, months, monthly payment, and the total with its commission. */
export function InstalmentTable({ offers }: { offers: InstalmentOffer[] }) {
  const t = useT();
  return (
    <div className="overflow-x-auto border-t border-line">
      <table className="w-full text-sm">
        <thead className="text-left text-muted">
          <tr>
            <th className="px-4 py-2 font-medium">{t('product.instalments.partner')}</th>
            <th className="px-4 py-2 font-medium">{t('product.instalments.months')}</th>
            <th className="px-4 py-2 font-medium">{t('product.instalments.monthly')}</th>
            <th className="px-4 py-2 font-medium">{t('product.instalments.total')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.planId} className="border-t border-line" data-testid="instalment-plan">
              <td className="px-4 py-2">{offer.partner}</td>
              <td className="px-4 py-2">{t('product.instalments.monthCount', { count: offer.months })}</td>
              <td className="px-4 py-2 font-semibold">
                {formatMoney(offer.monthly)}
                {offer.firstMonthly !== offer.monthly && (
                  <span className="block text-xs font-normal text-muted">
                    {t('product.instalments.first', { amount: formatMoney(offer.firstMonthly) })}
                  </span>
                )}
              </td>
              <td className="px-4 py-2">
                {formatMoney(offer.total)}
                <span className="ml-1 text-xs text-muted">
                  {offer.commission > 0
                    ? t('product.instalments.commission', { percent: offer.commissionPercent })
                    : t('product.instalments.noCommission')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
