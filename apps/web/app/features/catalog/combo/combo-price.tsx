import type { ComboDetail } from '@bazar/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { comboSaving } from './saving';

/** The combo's price against buying its products apart, the saving, and whether it can be bought now. */
export function ComboPrice({ combo }: { combo: ComboDetail }) {
  const t = useT();
  const saving = comboSaving(combo);
  const short = combo.items.filter((item) => !item.product.inStock).map((item) => item.product.title);
  return (
    <div className="rounded-card border border-line p-4" data-testid="combo-price">
      <dl className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('combo.priceApart')}</dt>
          <dd>
            <s className="text-muted">{formatMoney(combo.priceApart)}</s>
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold">{t('combo.price')}</dt>
          <dd className="text-2xl font-bold text-discount">{formatMoney(combo.price)}</dd>
        </div>
        {saving.amount > 0 && (
          <div className="flex items-baseline justify-between gap-4 rounded-lg bg-discount/5 px-2 py-1.5 text-discount">
            <dt className="font-semibold">{t('combo.saving')}</dt>
            <dd className="font-bold" data-testid="combo-saving">
              {formatMoney(saving.amount)} (-{saving.percent}%)
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-2 text-xs text-muted">{t('product.taxIncluded')}</p>
      {combo.inStock ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-success">
          <CircleCheck className="size-4" aria-hidden />
          {t('combo.inStock')}
        </p>
      ) : (
        <div
          className="mt-3 flex items-start gap-1.5 text-sm text-discount"
          role="note"
          data-testid="combo-stock-note"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {short.length > 0 ? t('combo.shortOf', { products: short.join(', ') }) : t('combo.notEnough')}
          </p>
        </div>
      )}
    </div>
  );
}
