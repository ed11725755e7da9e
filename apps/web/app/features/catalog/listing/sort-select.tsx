import { sortOptions } from '@bazar/contracts';
import { useEffect, useId, useRef } from 'react';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';
import { HiddenFields, useListingSubmit } from './listing-form';
import { filterSearch } from './listing-query';
import type { Listing } from './load-listing';

/** The six sort options; changing one reloads the listing from page 1 with the same filters. */
export function SortSelect({ listing }: { listing: Listing }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { filters, scope } = listing;
  const submit = useListingSubmit(scope.defaultSort);
  const select = useRef<HTMLSelectElement>(null);
  // Follow the URL (back button) without remounting the box, so that keyboard focus stays on it.
  useEffect(() => {
    if (select.current && select.current.value !== filters.sort) select.current.value = filters.sort;
  }, [filters.sort]);
  const carried = filterSearch(filters, scope.defaultSort);
  carried.delete('sort');
  return (
    <form
      method="get"
      action={localizePath(scope.basePath, lang)}
      className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none"
      onChange={(event) => submit(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <HiddenFields search={carried} />
      <label htmlFor={id} className="sr-only whitespace-nowrap text-sm text-muted sm:not-sr-only">
        {t('catalog.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        ref={select}
        defaultValue={filters.sort}
        className="min-w-0 flex-1 rounded-lg border border-line bg-white py-2 pr-8 pl-3 text-sm focus:border-accent sm:flex-none"
        data-testid="sort-select"
      >
        {sortOptions.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.sort.${option}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border border-line px-3 py-2 text-sm">
          {t('catalog.filters.apply')}
        </button>
      </noscript>
    </form>
  );
}
