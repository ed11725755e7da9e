import type { ProductDetail } from '@bazar/contracts';
import { Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { SquareImage } from '../../../components/responsive-image';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';

/** The shop that sells the product, with its rating and a link to its page. */
export function SellerBox({ shop }: { shop: ProductDetail['shop'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="flex items-center gap-3 rounded-card border border-line p-3" data-testid="product-seller">
      {shop.logo ? (
        <SquareImage
          src={shop.logo}
          alt=""
          size={48}
          className="size-12 rounded-lg border border-line object-cover"
        />
      ) : (
        <Store className="size-12 rounded-lg border border-line p-2.5 text-muted" aria-hidden />
      )}
      <div className="min-w-0">
        <p className="text-xs text-muted">{t('product.seller')}</p>
        <Link
          to={localizePath(`/seller-page/${shop.slug}`, lang)}
          className="block truncate font-semibold hover:text-accent hover:underline"
        >
          {shop.name}
        </Link>
      </div>
      {shop.rating > 0 && (
        <p className="ml-auto flex shrink-0 items-center gap-1 rounded-md bg-success px-2 py-1 text-sm font-bold text-white">
          <Star className="size-3.5 fill-current" aria-hidden />
          {shop.rating.toFixed(1)}
          <span className="sr-only">{t('product.shopRating')}</span>
        </p>
      )}
    </div>
  );
}
