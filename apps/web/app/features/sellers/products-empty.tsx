import type { ProductGroup } from '@bazar/contracts';
import { PackageOpen, PackageSearch, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

/** A group with nothing in it, or a search that found nothing there: say which, and offer the way on. */
export function ProductsEmpty({
  group,
  q,
  clearHref,
}: {
  group: ProductGroup;
  q: string;
  clearHref: string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <EmptyState
      icon={q ? PackageSearch : PackageOpen}
      title={q ? t('seller.products.empty.search', { q }) : t(`seller.products.empty.${group}`)}
      testId="products-empty"
      section
    >
      {q ? (
        <Link
          to={clearHref}
          className="mt-6 rounded-lg border border-line px-5 py-2.5 text-sm font-semibold hover:border-accent hover:text-accent"
        >
          {t('seller.products.search.clear')}
        </Link>
      ) : (
        group === 'all-products' && (
          <Link
            to={localizePath('/shop/product/new', lang)}
            className="mt-6 inline-flex items-center gap-1.5 rounded-lg bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            <Plus className="size-4" aria-hidden />
            {t('seller.products.empty.addFirst')}
          </Link>
        )
      )}
    </EmptyState>
  );
}
