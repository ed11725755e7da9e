import type { InstalmentOffer, InstalmentOffers } from '@bazar/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

/** The goods an order buys, as `GET Instalment/Plans` names them (products and combos). */
export interface InstalmentGoods {
  productIds: number[];
  comboIds: number[];
}

/** The query for the offers of an amount (AZN) and goods. */
export function offersQuery(amount: number, goods: InstalmentGoods): string {
  const search = new URLSearchParams({ amount: String(amount) });
  if (goods.productIds.length > 0) search.set('productIds', goods.productIds.join(','));
  if (goods.comboIds.length > 0) search.set('comboIds', goods.comboIds.join(','));
  return search.toString();
}

/**
 * The offers for what the order costs now. The page loads them for its first total; when the
 * buyer changes what changes the total (delivery type, a promo code), they are asked for again.
 */
export function useInstalmentOffers(
  amount: number,
  goods: InstalmentGoods,
  initial: { amount: number; offers: InstalmentOffer[] },
): { offers: InstalmentOffer[]; loading: boolean } {
  const fetcher = useFetcher<InstalmentOffers>();
  const query = offersQuery(amount, goods);
  const { load } = fetcher;
  useEffect(() => {
    if (amount !== initial.amount) load(`/instalment-offers?${query}`);
  }, [amount, initial.amount, query, load]);
  if (amount === initial.amount) return { offers: initial.offers, loading: false };
  return { offers: fetcher.data?.offers ?? [], loading: fetcher.state !== 'idle' || !fetcher.data };
}

/**
 * The plans to choose from when paying in instalments: card, months, the monthly payment and the
 * total with its commission, as the server computed them for this order's total.
 */
export function InstalmentPlanChoice({
  offers,
  chosen,
  error,
}: {
  offers: InstalmentOffer[];
  chosen?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-2" data-testid="instalment-plans">
      <p className="text-sm font-semibold">{t('checkout.chooseInstalmentPlan')}</p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-discount">
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {offers.map((offer) => (
          <label
            key={offer.planId}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            data-testid="instalment-option"
          >
            <input
              type="radio"
              name="instalmentPlanId"
              value={offer.planId}
              defaultChecked={chosen === String(offer.planId)}
              className="mt-0.5 accent-accent"
            />
            <span>
              <span className="block font-semibold">
                {offer.partner} · {t('product.instalments.monthCount', { count: offer.months })}
              </span>
              <span className="block">
                {t('checkout.instalmentMonthly', { monthly: formatMoney(offer.monthly) })}
                {offer.firstMonthly !== offer.monthly &&
                  ` (${t('product.instalments.first', { amount: formatMoney(offer.firstMonthly) })})`}
              </span>
              <span className="block text-muted">
                {offer.commission > 0
                  ? t('checkout.instalmentTotal', {
                      total: formatMoney(offer.total),
                      commission: formatMoney(offer.commission),
                    })
                  : t('checkout.instalmentNoCommission', { total: formatMoney(offer.total) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
