import type { ComboDetail } from '@bazar/contracts';
import { ShoppingCart } from 'lucide-react';
import { useFetcher } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { FavouriteButton } from '../wishlist/favourite-button';

/** Puts the whole combo in the basket as one line (spec: productComboId), or favourites it. */
export function ComboBuyBox({ combo }: { combo: ComboDetail }) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  return (
    <div className="mt-4 flex items-center gap-3">
      <fetcher.Form method="post" action={localizePath('/cart', lang)} className="flex flex-1">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productComboId" value={combo.id} />
        <button
          type="submit"
          disabled={!combo.inStock || fetcher.state !== 'idle'}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-hover disabled:opacity-60"
          data-testid="add-combo-to-basket"
        >
          <ShoppingCart className="size-5" aria-hidden />
          {combo.inStock ? t('cart.addCombo') : t('product.outOfStock')}
        </button>
      </fetcher.Form>
      <FavouriteButton id={combo.id} isCombo title={combo.title} />
    </div>
  );
}
