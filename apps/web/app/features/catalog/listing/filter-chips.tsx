import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { listingHref } from './listing-links';
import { type AppliedFilter, appliedFilters, clearedFilters, type FilterKind } from './listing-query';
import type { Listing } from './load-listing';

function useChipLabel() {
  const t = useT();
  return (chip: AppliedFilter, listing: Listing): string => {
    const { minPrice, maxPrice } = listing.filters;
    switch (chip.kind) {
      case 'price':
        if (minPrice !== undefined && maxPrice !== undefined)
          return t('catalog.chips.priceBetween', { min: formatMoney(minPrice), max: formatMoney(maxPrice) });
        if (minPrice !== undefined) return t('catalog.chips.priceFrom', { min: formatMoney(minPrice) });
        return t('catalog.chips.priceTo', { max: formatMoney(maxPrice ?? 0) });
      case 'inStock':
        return t('catalog.filters.inStock');
      case 'discounted':
        return t('catalog.filters.discounted');
      default:
        return chip.label;
    }
  };
}

/** The applied filters as chips, each a link to the listing without it, and a link that clears all. */
export function FilterChips({ listing, hidden }: { listing: Listing; hidden: FilterKind[] }) {
  const t = useT();
  const lang = useLang();
  const label = useChipLabel();
  const { scope, filters } = listing;
  const chips = appliedFilters(filters, listing.result.facets).filter((chip) => !hidden.includes(chip.kind));
  if (chips.length === 0) return null;
  const href = (next: typeof filters) => listingHref(scope.basePath, lang, next, scope.defaultSort);
  const cleared = clearedFilters(filters, hidden);
  return (
    <ul
      className="mb-4 flex flex-wrap items-center gap-2"
      aria-label={t('catalog.chips.label')}
      data-testid="filter-chips"
    >
      {chips.map((chip) => {
        const text = label(chip, listing);
        return (
          <li key={chip.key}>
            <Link
              to={href(chip.without)}
              preventScrollReset
              className="inline-flex items-center gap-1.5 rounded-full border border-accent bg-accent-soft px-3 py-1 text-sm text-accent hover:bg-white"
              aria-label={t('catalog.chips.remove', { filter: text })}
              data-testid="filter-chip"
            >
              {text}
              <X className="size-3.5" aria-hidden />
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          to={href(cleared)}
          className="px-1 text-sm font-semibold text-muted underline hover:text-accent"
        >
          {t('catalog.chips.clearAll')}
        </Link>
      </li>
    </ul>
  );
}
