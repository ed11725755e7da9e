import type { ProductFacets } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  appliedFilters,
  clearedFilters,
  filterSearch,
  type ListingScope,
  pageNumber,
  readFilters,
} from './listing-query';

const scope: Pick<ListingScope, 'defaultSort' | 'sortable' | 'filters'> = {
  defaultSort: 'default',
  sortable: true,
  filters: ['price', 'shop', 'brand', 'prop', 'inStock', 'discounted'],
};

const facets: ProductFacets = {
  price: { min: 10, max: 900 },
  categories: [{ value: '3', label: 'Noutbuklar', count: 3 }],
  shops: [{ value: 'texno-merkez', label: 'Texno Mərkəz', count: 4 }],
  brands: [{ value: 'Apple', label: 'Apple', count: 2 }],
  properties: [],
  inStock: 5,
  discounted: 2,
};

describe('readFilters', () => {
  it('reads repeated values, flags and prices from the URL', () => {
    const { filters, errors } = readFilters(
      new URLSearchParams(
        'sort=priceAsc&minPrice=100&brand=Apple&brand=Samsung&prop=Yaddaş:256 GB&inStock=true',
      ),
      scope,
    );
    expect(errors).toEqual({});
    expect(filters).toMatchObject({
      sort: 'priceAsc',
      minPrice: 100,
      brand: ['Apple', 'Samsung'],
      prop: ['Yaddaş:256 GB'],
      inStock: true,
      discounted: false,
    });
  });

  it('drops a value the shared schema refuses and reports it, keeping the rest', () => {
    const { filters, errors } = readFilters(
      new URLSearchParams('minPrice=abc&sort=cheap&brand=Apple'),
      scope,
    );
    expect(errors).toEqual({ minPrice: 'validation.invalid', sort: 'validation.invalid' });
    expect(filters.minPrice).toBeUndefined();
    expect(filters.sort).toBe('default');
    expect(filters.brand).toEqual(['Apple']);
  });

  it('treats empty form fields as absent and ignores filters the page does not offer', () => {
    const { filters } = readFilters(new URLSearchParams('minPrice=&maxPrice=&shop=a&categoryId=4'), {
      ...scope,
      filters: ['price'],
    });
    expect(filters.minPrice).toBeUndefined();
    expect(filters.shop).toEqual([]);
    expect(filters.categoryId).toBeUndefined();
  });

  it('keeps the page’s own order when it has no sort choice', () => {
    const { filters } = readFilters(new URLSearchParams('sort=priceAsc'), {
      defaultSort: 'new',
      sortable: false,
      filters: [],
    });
    expect(filters.sort).toBe('new');
  });
});

describe('filterSearch', () => {
  it('writes back only what differs from the defaults, so the URL round-trips', () => {
    const search = new URLSearchParams('brand=Apple&sort=rating&maxPrice=500&discounted=true');
    const { filters } = readFilters(search, scope);
    const written = filterSearch(filters, 'default');
    expect(written.toString()).toBe('sort=rating&maxPrice=500&brand=Apple&discounted=true');
    expect(readFilters(written, scope).filters).toEqual(filters);
    expect(filterSearch({ ...filters, sort: 'default' }, 'default').has('sort')).toBe(false);
  });
});

describe('apiQuery', () => {
  it('adds what the page fixes, the page and the page size', () => {
    const { filters } = readFilters(new URLSearchParams('brand=Apple'), scope);
    const query = apiQuery(filters, { categoryId: 15, campaign: 'qara-cume' }, 2);
    expect(Object.fromEntries(query)).toEqual({
      brand: 'Apple',
      categoryId: '15',
      campaign: 'qara-cume',
      page: '2',
      pageSize: '24',
    });
  });
});

describe('appliedFilters', () => {
  it('gives one chip per value, labelled from the facets, each removing only itself', () => {
    const { filters } = readFilters(
      new URLSearchParams('shop=texno-merkez&brand=Apple&brand=Sony&minPrice=5&inStock=true'),
      scope,
    );
    const chips = appliedFilters(filters, facets);
    expect(chips.map((chip) => chip.key)).toEqual([
      'price',
      'shop-texno-merkez',
      'brand-Apple',
      'brand-Sony',
      'inStock',
    ]);
    expect(chips[1]?.label).toBe('Texno Mərkəz');
    expect(chips[2]?.without.brand).toEqual(['Sony']);
    expect(chips[0]?.without.minPrice).toBeUndefined();
  });

  it('clears everything but the sort and what the page shows as tabs', () => {
    const { filters } = readFilters(new URLSearchParams('sort=new&brand=Apple&discounted=true'), scope);
    expect(clearedFilters(filters, ['discounted'])).toMatchObject({
      sort: 'new',
      brand: [],
      discounted: true,
    });
    expect(clearedFilters(filters, []).discounted).toBe(false);
  });
});

describe('pageNumber', () => {
  it('accepts only positive whole page numbers', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBeNull();
    expect(pageNumber('02')).toBeNull();
    expect(pageNumber('x')).toBeNull();
  });
});
