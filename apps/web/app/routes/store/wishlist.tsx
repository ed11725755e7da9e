import type { WishlistEntry } from '@bazar/contracts';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Container, PageHeading } from '../../components/page-heading';
import { ComboCard } from '../../features/catalog/combo/combo-card';
import { ProductCard } from '../../features/catalog/product-card';
import { FavouriteButton } from '../../features/wishlist/favourite-button';
import { loadWishlist, wishlistAction } from '../../features/wishlist/wishlist.server';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/wishlist';

export const meta = staticPageMeta('wishlist.title');

export async function loader(args: Route.LoaderArgs) {
  return { wishlist: await loadWishlist(args) };
}

export function action(args: Route.ActionArgs) {
  return wishlistAction(args, langParam(args.params.lang));
}

/** Moves a favourite into the basket (and off the list); a product with options is chosen on its page. */
function MoveToBasket({ entry }: { entry: WishlistEntry }) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const product = entry.product;
  if (product && !product.inStock) return null;
  if (product?.hasVariants)
    return (
      <Link
        to={localizePath(`/product/${product.slug}`, lang)}
        className="mt-2 block rounded-lg border border-accent px-3 py-2 text-center text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        {t('cart.chooseOptions')}
      </Link>
    );
  return (
    <fetcher.Form method="post" action={localizePath('/wishlist', lang)} className="mt-2">
      <input type="hidden" name="intent" value="toBasket" />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="isCombo" value={String(entry.isCombo)} />
      <input type="hidden" name={entry.isCombo ? 'productComboId' : 'productId'} value={entry.id} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="flex w-full items-center justify-center gap-1.5 rounded-lg border border-accent px-3 py-2 text-sm font-semibold text-accent hover:bg-accent-soft disabled:opacity-60"
        data-testid="move-to-basket"
      >
        <ShoppingCart className="size-4" aria-hidden />
        {t('wishlist.moveToBasket')}
      </button>
    </fetcher.Form>
  );
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { wishlist } = loaderData;
  return (
    <Container>
      <PageHeading
        sub={<span data-testid="wishlist-page-count">{t('wishlist.count', { count: wishlist.count })}</span>}
      >
        {t('wishlist.title')}
      </PageHeading>
      {wishlist.count === 0 ? (
        <EmptyState icon={Heart} title={t('wishlist.empty')} testId="empty-wishlist">
          <p className="mt-1 text-sm text-muted">{t('wishlist.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
          data-testid="wishlist-items"
        >
          {wishlist.items.map((entry) => (
            <li key={`${entry.isCombo ? 'c' : 'p'}${entry.id}`} data-testid="wishlist-item">
              {entry.product && <ProductCard product={entry.product} />}
              {entry.combo && <ComboCard combo={entry.combo} />}
              <div className="flex items-center gap-2">
                <div className="flex-1">
                  <MoveToBasket entry={entry} />
                </div>
                {entry.combo && (
                  <FavouriteButton id={entry.id} isCombo title={entry.combo.title} className="mt-2" />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
