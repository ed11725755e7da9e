import { instalmentOffer, instalmentPlans } from '@bazar/contracts';
import { CalendarClock } from 'lucide-react';
import { useFeatures } from '../../../lib/features';
import { useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

/**
 * Spec: pay in instalments. The plans by months with the monthly payment and the total with
 * commission; shown only while instalments can be taken (they cannot yet: Layout.features).
 */
export function InstalmentEntry({ price }: { price: number }) {
  const t = useT();
  if (!useFeatures().instalments) return null;
  const offers = instalmentPlans.map((plan) => instalmentOffer(price, plan));
  const lowest = Math.min(...offers.map((offer) => offer.monthly));
  return (
    <details className="group rounded-card border border-line" data-testid="instalments">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
        <CalendarClock className="size-5 text-accent" aria-hidden />
        {t('product.instalments.entry', { monthly: formatMoney(lowest) })}
      </summary>
      <table className="w-full border-t border-line text-sm">
        <thead className="text-left text-muted">
          <tr>
            <th className="px-4 py-2 font-medium">{t('product.instalments.months')}</th>
            <th className="px-4 py-2 font-medium">{t('product.instalments.monthly')}</th>
            <th className="px-4 py-2 font-medium">{t('product.instalments.total')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.months} className="border-t border-line" data-testid="instalment-plan">
              <td className="px-4 py-2">{t('product.instalments.monthCount', { count: offer.months })}</td>
              <td className="px-4 py-2 font-semibold">{formatMoney(offer.monthly)}</td>
              <td className="px-4 py-2">
                {formatMoney(offer.total)}
                {offer.commissionPercent > 0 && (
                  <span className="ml-1 text-xs text-muted">
                    {t('product.instalments.commission', { percent: offer.commissionPercent })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
