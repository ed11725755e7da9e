import { translate } from '@bazar/contracts';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';
import { HiddenFields, useListingSubmit } from './listing-form';
import { listingHref } from './listing-links';
import { type FilterKind, filterSearch, type ListingFilters } from './listing-query';
import type { Listing } from './load-listing';

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

function Group({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-line py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-4 text-muted transition group-open:rotate-180" aria-hidden />
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

function CheckboxList({
  title,
  name,
  options,
  selected,
}: {
  title: string;
  name: string;
  options: FacetOption[];
  selected: string[];
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="sr-only">{title}</legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto pr-1">
        {options.map((option, index) => (
          <li key={option.value}>
            <label
              htmlFor={`${id}-${index}`}
              className="flex cursor-pointer items-center gap-2 py-0.5 text-sm"
            >
              <input
                id={`${id}-${index}`}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className="size-4 shrink-0 accent-accent"
              />
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              <span className="text-xs text-muted">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** What the form itself does not hold but must keep: the sort, and filters set elsewhere on the page. */
function carriedFields(
  filters: ListingFilters,
  listing: Listing,
  controls: Set<FilterKind>,
): URLSearchParams {
  const all = filterSearch(filters, listing.scope.defaultSort);
  const carried = new URLSearchParams();
  if (filters.keyword !== undefined) carried.set('keyword', filters.keyword);
  if (all.has('sort')) carried.set('sort', all.get('sort') ?? '');
  if (filters.categoryId !== undefined) carried.set('categoryId', String(filters.categoryId));
  if (!controls.has('discounted') && filters.discounted) carried.set('discounted', 'true');
  return carried;
}

/**
 * The listing's filters as one GET form, so they work without JavaScript and end up in the URL.
 * With `autoSubmit` a ticked box applies at once; price boxes apply with the button or Enter.
 */
export function FilterPanel({
  listing,
  controls,
  autoSubmit,
  onDone,
}: {
  listing: Listing;
  /** The filters this panel shows (the page may show some elsewhere, as tabs). */
  controls: FilterKind[];
  autoSubmit: boolean;
  /** Called once the panel has sent the shopper to the filtered listing. */
  onDone?: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { filters, errors, result, scope } = listing;
  const { facets } = result;
  const shown = new Set(controls);
  const submit = useListingSubmit(scope.defaultSort);
  const errorText = (key: string | undefined) => (key ? translate(key, lang) : null);
  const priceError = errorText(errors.minPrice) ?? errorText(errors.maxPrice);
  const form = useRef<HTMLFormElement>(null);
  const applied = listingHref(scope.basePath, lang, filters, scope.defaultSort);
  const syncedUrl = useRef(applied);
  // Bring the boxes in step with the URL (a chip removed, the back button) without remounting them,
  // so that keyboard focus stays on the box just ticked.
  useEffect(() => {
    if (syncedUrl.current === applied) return;
    syncedUrl.current = applied;
    form.current?.reset();
  }, [applied]);

  return (
    <form
      method="get"
      ref={form}
      action={localizePath(scope.basePath, lang)}
      onChange={(event) => {
        const target = event.target;
        if (autoSubmit && target instanceof HTMLInputElement && target.type === 'checkbox')
          submit(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
        onDone?.();
      }}
      data-testid="filter-form"
    >
      <HiddenFields search={carriedFields(filters, listing, shown)} />

      {shown.has('category') && facets.categories.length > 0 && (
        <Group title={t('catalog.filters.categories')} open>
          <ul className="max-h-64 space-y-1 overflow-y-auto text-sm" data-testid="category-facet">
            {facets.categories.map((category) => {
              const active = filters.categoryId === Number(category.value);
              const next = { ...filters, categoryId: active ? undefined : Number(category.value) };
              return (
                <li key={category.value}>
                  <Link
                    to={listingHref(scope.basePath, lang, next, scope.defaultSort)}
                    preventScrollReset
                    onClick={onDone}
                    aria-current={active ? 'true' : undefined}
                    className={`flex items-center justify-between gap-2 rounded px-1 py-0.5 hover:text-accent ${
                      active ? 'font-semibold text-accent' : ''
                    }`}
                  >
                    <span className="truncate">{category.label}</span>
                    <span className="text-xs text-muted">{category.count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      )}

      {shown.has('price') && (
        <Group title={t('catalog.filters.price')} open>
          <fieldset aria-describedby={priceError ? `${id}-price-error` : undefined}>
            <legend className="sr-only">{t('catalog.filters.price')}</legend>
            <div className="flex items-end gap-2">
              <label className="min-w-0 flex-1 text-xs text-muted">
                {t('catalog.filters.minPrice')}
                <input
                  type="number"
                  name="minPrice"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  defaultValue={filters.minPrice}
                  placeholder={String(Math.floor(facets.price.min))}
                  aria-invalid={errors.minPrice ? true : undefined}
                  className="mt-1 w-full rounded-md border border-line px-2 py-1.5 text-sm text-ink focus:border-accent"
                />
              </label>
              <span className="pb-2 text-muted" aria-hidden>
                –
              </span>
              <label className="min-w-0 flex-1 text-xs text-muted">
                {t('catalog.filters.maxPrice')}
                <input
                  type="number"
                  name="maxPrice"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  defaultValue={filters.maxPrice}
                  placeholder={String(Math.ceil(facets.price.max))}
                  aria-invalid={errors.maxPrice ? true : undefined}
                  className="mt-1 w-full rounded-md border border-line px-2 py-1.5 text-sm text-ink focus:border-accent"
                />
              </label>
            </div>
            {priceError && (
              <p id={`${id}-price-error`} className="mt-1 text-xs text-discount">
                {priceError}
              </p>
            )}
          </fieldset>
        </Group>
      )}

      {shown.has('shop') && facets.shops.length > 0 && (
        <Group title={t('catalog.filters.sellers')} open>
          <CheckboxList
            title={t('catalog.filters.sellers')}
            name="shop"
            options={facets.shops}
            selected={filters.shop}
          />
        </Group>
      )}

      {shown.has('brand') && facets.brands.length > 0 && (
        <Group title={t('catalog.filters.brands')} open>
          <CheckboxList
            title={t('catalog.filters.brands')}
            name="brand"
            options={facets.brands}
            selected={filters.brand}
          />
        </Group>
      )}

      {shown.has('prop') &&
        facets.properties.map((property) => {
          const options = property.values.map((value) => ({
            ...value,
            value: `${property.name}:${value.value}`,
          }));
          if (options.length === 0) return null;
          const selected = filters.prop.filter((value) => value.startsWith(`${property.name}:`));
          return (
            <Group key={property.name} title={property.name} open={selected.length > 0}>
              <CheckboxList title={property.name} name="prop" options={options} selected={selected} />
            </Group>
          );
        })}

      {(shown.has('inStock') || shown.has('discounted')) && (
        <Group title={t('catalog.filters.availability')} open>
          <fieldset className="space-y-1">
            <legend className="sr-only">{t('catalog.filters.availability')}</legend>
            {shown.has('inStock') && (
              <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                <input
                  type="checkbox"
                  name="inStock"
                  value="true"
                  defaultChecked={filters.inStock}
                  className="size-4 accent-accent"
                />
                <span className="flex-1">{t('catalog.filters.inStock')}</span>
                <span className="text-xs text-muted">{facets.inStock}</span>
              </label>
            )}
            {shown.has('discounted') && (
              <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                <input
                  type="checkbox"
                  name="discounted"
                  value="true"
                  defaultChecked={filters.discounted}
                  className="size-4 accent-accent"
                />
                <span className="flex-1">{t('catalog.filters.discounted')}</span>
                <span className="text-xs text-muted">{facets.discounted}</span>
              </label>
            )}
          </fieldset>
        </Group>
      )}

      <div
        className={autoSubmit ? 'mt-4' : 'sticky bottom-0 -mx-4 mt-4 border-t border-line bg-white px-4 py-3'}
      >
        <button
          type="submit"
          className="w-full rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('catalog.filters.apply')}
        </button>
      </div>
    </form>
  );
}
