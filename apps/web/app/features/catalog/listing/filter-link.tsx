import { SlidersHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * The phone's "Filters" button with the count of filters applied. Without JavaScript it is a link
 * to the filter column, which then shows in the page (`:target`).
 */
export function FilterLink({ applied, ...props }: ComponentProps<'a'> & { applied: number }) {
  const t = useT();
  return (
    <a
      href="#listing-filters"
      className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold lg:hidden"
      data-testid="filters-button"
      {...props}
    >
      <SlidersHorizontal className="size-4" aria-hidden />
      {t('catalog.filters.title')}
      {applied > 0 && <span className="rounded-full bg-accent px-1.5 text-xs text-white">{applied}</span>}
    </a>
  );
}
