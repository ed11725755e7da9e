import { ShoppingCart } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

/**
 * A card's basket button: puts one in the basket without leaving the page. A product with options
 * (colour, size) is bought on its page, so the button leads there instead.
 */
export function CardBasketButton({
  productId,
  href,
  title,
  hasVariants,
  inStock,
}: {
  productId: number;
  /** The product's page, where its options are chosen. */
  href: string;
  title: string;
  hasVariants: boolean;
  inStock: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const base =
    'relative z-10 mt-2 flex w-full items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold';
  if (!inStock) return null;
  if (hasVariants)
    return (
      <Link
        to={href}
        className={`${base} border border-accent text-accent hover:bg-accent-soft`}
        aria-label={t('cart.chooseOptionsOf', { title })}
      >
        {t('cart.chooseOptions')}
      </Link>
    );
  return (
    <fetcher.Form method="post" action={localizePath('/cart', lang)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className={`${base} bg-accent text-white hover:bg-accent-hover disabled:opacity-70`}
        aria-label={t('cart.addOf', { title })}
        data-testid="add-to-basket"
      >
        <ShoppingCart className="size-4" aria-hidden />
        {t('cart.add')}
      </button>
    </fetcher.Form>
  );
}
