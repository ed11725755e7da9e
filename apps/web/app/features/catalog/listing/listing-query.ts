import { type ProductFacets, ProductListQuery, type ProductSort } from '@bazar/contracts';

/** What a shopper can narrow a listing by; each page offers the ones that make sense there. */
export type FilterKind = 'price' | 'category' | 'shop' | 'brand' | 'prop' | 'inStock' | 'discounted';

/** A listing's filters and sort, as read from (and written back to) the page's URL. */
export interface ListingFilters {
  /** The search results page's query, kept through every filter, sort and page link. */
  keyword?: string;
  sort: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  /** Only where the page offers categories as a filter (the seller page). */
  categoryId?: number;
  shop: string[];
  brand: string[];
  prop: string[];
  inStock: boolean;
  discounted: boolean;
}

/** Message keys of the URL values that did not pass the shared schema, by parameter. */
export type FilterErrors = Partial<Record<'sort' | 'minPrice' | 'maxPrice', string>>;

/** The part of a listing a page decides: its own sort order and what is already fixed by the page. */
export interface ListingScope {
  /** The page's address without language and page number, e.g. "/category/1-electronics". */
  basePath: string;
  defaultSort: ProductSort;
  /** Sort order a shopper may change (the new products page keeps its own). */
  sortable: boolean;
  filters: FilterKind[];
}

const FilterQuery = ProductListQuery.pick({
  sort: true,
  minPrice: true,
  maxPrice: true,
  shop: true,
  brand: true,
  prop: true,
  inStock: true,
  discounted: true,
});

const listKeys = ['shop', 'brand', 'prop'] as const;
const scalarKeys = ['sort', 'minPrice', 'maxPrice', 'inStock', 'discounted'] as const;

/** Reads the filters from a URL; a value the schema refuses is dropped and reported, never fatal. */
export function readFilters(
  search: URLSearchParams,
  scope: Pick<ListingScope, 'defaultSort' | 'sortable' | 'filters'>,
): { filters: ListingFilters; errors: FilterErrors } {
  const raw: Record<string, string | string[]> = {};
  for (const key of listKeys) {
    const values = search.getAll(key).filter((value) => value.trim() !== '');
    if (values.length > 0) raw[key] = values;
  }
  for (const key of scalarKeys) {
    const value = search.get(key)?.trim();
    if (value) raw[key] = value;
  }
  if (!scope.sortable) delete raw.sort;
  const errors: FilterErrors = {};
  let parsed = FilterQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string') continue;
      delete raw[key];
      if (key === 'sort' || key === 'minPrice' || key === 'maxPrice') errors[key] = issue.message;
    }
    parsed = FilterQuery.safeParse(raw);
  }
  const query = parsed.success ? parsed.data : FilterQuery.parse({});
  const offered = new Set(scope.filters);
  const categoryId = Number(search.get('categoryId'));
  return {
    filters: {
      keyword: search.get('keyword')?.trim() || undefined,
      sort: raw.sort === undefined ? scope.defaultSort : query.sort,
      minPrice: offered.has('price') ? query.minPrice : undefined,
      maxPrice: offered.has('price') ? query.maxPrice : undefined,
      categoryId:
        offered.has('category') && Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
      shop: offered.has('shop') ? query.shop : [],
      brand: offered.has('brand') ? query.brand : [],
      prop: offered.has('prop') ? query.prop : [],
      inStock: offered.has('inStock') && query.inStock,
      discounted: offered.has('discounted') && query.discounted,
    },
    errors,
  };
}

/** The URL query of a listing: only what differs from the page's defaults, in a stable order. */
export function filterSearch(filters: ListingFilters, defaultSort: ProductSort): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword !== undefined) search.set('keyword', filters.keyword);
  if (filters.sort !== defaultSort) search.set('sort', filters.sort);
  if (filters.minPrice !== undefined) search.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) search.set('maxPrice', String(filters.maxPrice));
  if (filters.categoryId !== undefined) search.set('categoryId', String(filters.categoryId));
  for (const key of listKeys) for (const value of filters[key]) search.append(key, value);
  if (filters.inStock) search.set('inStock', 'true');
  if (filters.discounted) search.set('discounted', 'true');
  return search;
}

/** The listing with no filters, keeping the sort and what the page shows elsewhere (tabs). */
export function clearedFilters(filters: ListingFilters, elsewhere: FilterKind[]): ListingFilters {
  return {
    keyword: filters.keyword,
    sort: filters.sort,
    shop: [],
    brand: [],
    prop: [],
    inStock: false,
    discounted: elsewhere.includes('discounted') && filters.discounted,
  };
}

/** What the page fixes for every request of its listing (its category, shop, campaign...). */
export interface FixedQuery {
  categoryId?: number;
  shop?: string;
  campaign?: string;
  discounted?: boolean;
}

const listingPageSize = 24;

/** The `Product/GetList` query for a page of the listing. */
export function apiQuery(
  filters: ListingFilters,
  fixed: FixedQuery,
  page: number,
  pageSize = listingPageSize,
): URLSearchParams {
  const search = filterSearch(filters, 'default');
  if (fixed.categoryId !== undefined) search.set('categoryId', String(fixed.categoryId));
  if (fixed.shop !== undefined) search.append('shop', fixed.shop);
  if (fixed.campaign !== undefined) search.set('campaign', fixed.campaign);
  if (fixed.discounted) search.set('discounted', 'true');
  search.set('page', String(page));
  search.set('pageSize', String(pageSize));
  return search;
}

/** One applied filter as a removable chip: what it is and the filters without it. */
export interface AppliedFilter {
  kind: FilterKind;
  key: string;
  label: string;
  without: ListingFilters;
}

function facetLabel(values: { value: string; label: string }[], value: string): string {
  return values.find((entry) => entry.value === value)?.label ?? value;
}

/** The applied filters, labelled from the facets where the URL only holds an id or slug. */
export function appliedFilters(filters: ListingFilters, facets: ProductFacets): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({
      kind: 'price',
      key: 'price',
      label: '',
      without: { ...filters, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (filters.categoryId !== undefined) {
    chips.push({
      kind: 'category',
      key: `category-${filters.categoryId}`,
      label: facetLabel(facets.categories, String(filters.categoryId)),
      without: { ...filters, categoryId: undefined },
    });
  }
  for (const shop of filters.shop) {
    chips.push({
      kind: 'shop',
      key: `shop-${shop}`,
      label: facetLabel(facets.shops, shop),
      without: { ...filters, shop: filters.shop.filter((value) => value !== shop) },
    });
  }
  for (const brand of filters.brand) {
    chips.push({
      kind: 'brand',
      key: `brand-${brand}`,
      label: facetLabel(facets.brands, brand),
      without: { ...filters, brand: filters.brand.filter((value) => value !== brand) },
    });
  }
  for (const prop of filters.prop) {
    chips.push({
      kind: 'prop',
      key: `prop-${prop}`,
      label: prop.replace(':', ': '),
      without: { ...filters, prop: filters.prop.filter((value) => value !== prop) },
    });
  }
  if (filters.inStock)
    chips.push({ kind: 'inStock', key: 'inStock', label: '', without: { ...filters, inStock: false } });
  if (filters.discounted)
    chips.push({
      kind: 'discounted',
      key: 'discounted',
      label: '',
      without: { ...filters, discounted: false },
    });
  return chips;
}

/** A listing page number from the path: none is page 1; anything but a positive whole number is no page. */
export function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(param) ? Number(param) : null;
}
