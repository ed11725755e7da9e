import type { ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { useLang, useT } from '../../../lib/i18n';
import { ProductGrid } from '../product-card';
import { EmptyListing } from './empty-listing';
import { DeferredFilterDialog } from './filter-button';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { listingHref } from './listing-links';
import { appliedFilters, clearedFilters, type FilterKind } from './listing-query';
import { type Listing, pageCount } from './load-listing';
import { SortSelect } from './sort-select';

/**
 * A product listing with its filters (a side column on wide screens, a drawer on phones), sort,
 * applied-filter chips, paging and the empty state. Every state is in the URL.
 */
export function ProductListing({
  listing,
  elsewhere = [],
  emptyState,
}: {
  listing: Listing;
  /** Filters the page shows itself (tabs): left out of the panel and the chips. */
  elsewhere?: FilterKind[];
  /** What an empty listing says when no filter narrowed it (the search page's own message). */
  emptyState?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const { result, filters, scope, page } = listing;
  const controls = scope.filters.filter((kind) => !elsewhere.includes(kind));
  const href = (next: typeof filters, n = 1) => listingHref(scope.basePath, lang, next, scope.defaultSort, n);
  const cleared = clearedFilters(filters, elsewhere);
  const narrowed = href(cleared) !== href(filters);
  const applied = appliedFilters(filters, result.facets).filter(
    (chip) => !elsewhere.includes(chip.kind),
  ).length;
  // Nothing found and nothing chosen: there is nothing to narrow, so no filter panel either.
  const withAside = controls.length > 0 && (result.total > 0 || narrowed);

  return (
    <div className={withAside ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6' : ''}>
      {withAside && (
        <aside
          id="listing-filters"
          className="mb-6 hidden target:block lg:mb-0 lg:block"
          aria-label={t('catalog.filters.title')}
        >
          <FilterPanel listing={listing} controls={controls} autoSubmit />
        </aside>
      )}
      <section aria-label={t('catalog.listing.results')}>
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p
            className="w-full text-sm text-muted sm:mr-auto sm:w-auto"
            data-testid="listing-total"
            aria-live="polite"
          >
            {t('catalog.listing.total', { count: result.total })}
          </p>
          {withAside && <DeferredFilterDialog listing={listing} controls={controls} applied={applied} />}
          {scope.sortable && <SortSelect listing={listing} />}
        </div>
        <FilterChips listing={listing} hidden={elsewhere} />
        {result.items.length > 0 ? (
          <ProductGrid products={result.items} eager={4} withAside={withAside} />
        ) : !narrowed && emptyState ? (
          emptyState
        ) : (
          <EmptyListing clearHref={narrowed ? href(cleared) : null} />
        )}
        <Pagination page={page} pages={pageCount(result)} hrefFor={(n) => href(filters, n)} />
      </section>
    </div>
  );
}
