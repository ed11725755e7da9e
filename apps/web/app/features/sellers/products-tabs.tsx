import { type ProductGroup, productGroups } from '@bazar/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { productGroupKey } from './products-status';

/**
 * The spec's product groups as tabs with how many products each holds; a tab opens its first page
 * (the cabinet's, or the one `hrefFor` gives, as the back office's read-only view of a shop).
 */
export function ProductTabs({
  current,
  counts,
  hrefFor,
}: {
  current: ProductGroup;
  counts: Record<ProductGroup, number>;
  hrefFor?: (group: ProductGroup) => string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <nav aria-label={t('seller.products.groups')} className="mb-4 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {productGroups.map((group) => (
          <li key={group}>
            <Link
              to={hrefFor ? hrefFor(group) : localizePath(`/shop/products/${group}/1`, lang)}
              aria-current={group === current ? 'page' : undefined}
              className="inline-flex items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-accent sm:px-4"
              data-testid={`products-tab-${group}`}
            >
              {t(productGroupKey(group))}
              <span
                className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted"
                data-testid="products-tab-count"
              >
                {counts[group]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
