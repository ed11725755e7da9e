import type { ProductCard as ProductCardData } from '@bazar/contracts';
import { ImageOff, Star } from 'lucide-react';
import { Link } from 'react-router';
import { imageSizes, ResponsiveImage } from '../../components/responsive-image';
import { type Translate, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { CardBasketButton } from '../basket/add-to-basket-button';
import { FavouriteButton } from '../wishlist/favourite-button';
import { productHref } from './product/variants';

/** The card shows its photo square; the attributes give that shape before the file arrives. */
const imageSize = 600;

interface ProductCardProps {
  product: ProductCardData;
  /** Above the fold (the first row of a listing): load at once instead of lazily. */
  eager?: boolean;
}

/** A card's price; "from" when the product's other variants cost more. */
export function priceText(t: Translate, amount: number, from: boolean): string {
  return from ? t('catalog.card.priceFrom', { price: formatMoney(amount) }) : formatMoney(amount);
}

/** The one product card of the store (docs/architecture.md, section 9), the same on every listing. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const t = useT();
  const lang = useLang();
  // A product with variants opens on the variant whose price the card shows.
  const href = productHref(product.slug, product.variant?.id, lang);
  const discounted = product.discountedPrice !== null && product.discountedPrice < product.price;
  const priceFrom = product.variant?.priceFrom === true;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition hover:shadow-md focus-within:shadow-md"
      data-testid="product-card"
    >
      <div className="relative aspect-square bg-surface">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            alt={product.title}
            sizes={imageSizes.card}
            width={imageSize}
            height={imageSize}
            loading={eager ? 'eager' : 'lazy'}
            className={`size-full object-cover ${product.inStock ? '' : 'opacity-60'}`}
          />
        ) : (
          <div
            className="flex size-full items-center justify-center text-muted"
            role="img"
            aria-label={product.title}
          >
            <ImageOff className="size-10" aria-hidden />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {discounted && product.discountPercent ? (
            <span className="rounded-md bg-discount px-1.5 py-0.5 text-xs font-bold text-white">
              -{product.discountPercent}%
            </span>
          ) : null}
          {!product.inStock && (
            <span className="rounded-md bg-ink/85 px-1.5 py-0.5 text-xs font-semibold text-white">
              {t('catalog.card.outOfStock')}
            </span>
          )}
        </div>
        <FavouriteButton id={product.id} title={product.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5">
          <Link to={href} className="after:absolute after:inset-0 hover:text-accent">
            {product.title}
          </Link>
        </h3>
        {product.ratingCount > 0 && (
          <p className="flex items-center gap-1 text-xs text-muted">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            <span className="font-semibold text-ink" aria-hidden>
              {product.rating.toFixed(1)}
            </span>
            <span aria-hidden>({product.ratingCount})</span>
            <span className="sr-only">
              {t('catalog.card.rating', { rating: product.rating.toFixed(1), count: product.ratingCount })}
            </span>
          </p>
        )}
        <div className="mt-auto pt-1">
          {discounted && product.discountedPrice !== null ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-base font-bold text-discount" data-testid="price">
                <span className="sr-only">{t('catalog.card.price')} </span>
                {priceText(t, product.discountedPrice, priceFrom)}
              </span>
              <s className="text-xs text-muted">
                <span className="sr-only">{t('catalog.card.oldPrice')} </span>
                {formatMoney(product.price)}
              </s>
            </p>
          ) : (
            <p className="text-base font-bold" data-testid="price">
              <span className="sr-only">{t('catalog.card.price')} </span>
              {priceText(t, product.price, priceFrom)}
            </p>
          )}
          {priceFrom && product.variant && (
            <p className="truncate text-xs text-muted" data-testid="card-variant">
              {t('catalog.card.variant', { variant: product.variant.label })}
            </p>
          )}
          <Link
            to={localizePath(`/seller-page/${product.shop.slug}`, lang)}
            className="relative z-10 mt-1 block truncate text-xs text-muted hover:text-accent hover:underline"
          >
            {product.shop.name}
          </Link>
          <CardBasketButton
            productId={product.id}
            href={href}
            title={product.title}
            hasVariants={product.hasVariants}
            inStock={product.inStock}
          />
        </div>
      </div>
    </article>
  );
}

interface ProductGridProps {
  products: ProductCardData[];
  /** How many leading cards load eagerly (those in the first row). */
  eager?: number;
  /** Narrower grid for pages with a side column. */
  withAside?: boolean;
}

/** Cards in a responsive grid: two columns on phones, up to five on wide screens. */
export function ProductGrid({ products, eager = 0, withAside = false }: ProductGridProps) {
  const columns = withAside
    ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
