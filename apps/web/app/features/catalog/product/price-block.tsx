import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import type { Offer } from './variants';

/** Few enough left that the buyer should know. */
const lowStock = 5;

/** The price in AZN (discounted with the old one struck through and the percent), and the stock. */
export function PriceBlock({ offer }: { offer: Offer }) {
  const t = useT();
  const discounted = offer.discountedPrice !== null && offer.discountedPrice < offer.price;
  return (
    <div data-testid="product-offer">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className={`text-3xl font-bold ${discounted ? 'text-discount' : ''}`} data-testid="product-price">
          <span className="sr-only">{t('product.price')} </span>
          {formatMoney(discounted && offer.discountedPrice !== null ? offer.discountedPrice : offer.price)}
        </p>
        {discounted && (
          <>
            <s className="text-lg text-muted" data-testid="product-old-price">
              <span className="sr-only">{t('product.oldPrice')} </span>
              {formatMoney(offer.price)}
            </s>
            {offer.discountPercent ? (
              <span className="rounded-md bg-discount px-2 py-0.5 text-sm font-bold text-white">
                -{offer.discountPercent}%
              </span>
            ) : null}
          </>
        )}
      </div>
      <p className="mt-1 text-xs text-muted">{t('product.taxIncluded')}</p>
      <p
        className={`mt-3 flex items-center gap-1.5 text-sm font-semibold ${offer.inStock ? 'text-success' : 'text-discount'}`}
        data-testid="product-stock"
      >
        {offer.inStock ? (
          <CircleCheck className="size-4" aria-hidden />
        ) : (
          <CircleX className="size-4" aria-hidden />
        )}
        {offer.inStock
          ? offer.stockCount <= lowStock
            ? t('product.fewLeft', { count: offer.stockCount })
            : t('product.inStock')
          : t('product.outOfStock')}
      </p>
    </div>
  );
}
