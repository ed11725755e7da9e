import type { ProductDetail, ProductVariant } from '@bazar/contracts';
import { ShoppingCart, Zap } from 'lucide-react';
import { useFetcher } from 'react-router';
import { SquareImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { payablePrice } from '../catalog/product/variants';

/**
 * Add to basket and buy now for the product page: the chosen variant's offer values (spec: the
 * creation payload's offer fields), how many, and the "buy with" extras the seller offers.
 */
export function ProductBuyBox({
  product,
  variant,
  stockCount,
}: {
  product: ProductDetail;
  variant: ProductVariant | null;
  stockCount: number;
}) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const [first, second] = product.offerFields;
  const busy = fetcher.state !== 'idle';
  const max = Math.min(stockCount, 99);
  return (
    <fetcher.Form
      method="post"
      action={localizePath('/cart', lang)}
      className="flex flex-col gap-4"
      data-testid="buy-box"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      {variant && first && (
        <>
          <input type="hidden" name="productOfferFieldId" value={first.id} />
          <input type="hidden" name="productOfferFieldValueId" value={variant.valueId} />
        </>
      )}
      {variant && second && variant.secondValueId !== null && (
        <>
          <input type="hidden" name="secondProductOfferFieldId" value={second.id} />
          <input type="hidden" name="secondProductOfferFieldValueId" value={variant.secondValueId} />
        </>
      )}
      {product.buyWith.length > 0 && (
        <fieldset className="rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{t('cart.buyWith')}</legend>
          <ul className="flex flex-col gap-2">
            {product.buyWith.map((extra) => (
              <li key={extra.id}>
                <label className="flex items-center gap-3 text-sm">
                  <input type="checkbox" name="buyWith" value={extra.id} className="size-4 accent-accent" />
                  {extra.image && (
                    <SquareImage
                      src={extra.image}
                      alt=""
                      size={40}
                      className="size-10 rounded object-cover"
                    />
                  )}
                  <span className="flex-1">{extra.title}</span>
                  <span className="font-semibold">+{formatMoney(payablePrice(extra))}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          {t('cart.count')}
          <input
            type="number"
            name="count"
            min={1}
            max={max}
            defaultValue={1}
            required
            className="w-20 rounded-lg border border-line px-2 py-2"
            data-testid="buy-count"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-hover disabled:opacity-70"
          data-testid="add-to-basket"
        >
          <ShoppingCart className="size-5" aria-hidden />
          {t('cart.add')}
        </button>
        <button
          type="submit"
          name="then"
          value="buyNow"
          disabled={busy}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-accent px-5 py-3 font-semibold text-accent hover:bg-accent-soft disabled:opacity-70"
          data-testid="buy-now"
        >
          <Zap className="size-5" aria-hidden />
          {t('cart.buyNow')}
        </button>
      </div>
    </fetcher.Form>
  );
}
