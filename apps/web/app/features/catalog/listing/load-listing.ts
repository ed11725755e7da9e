import type { ProductListResult } from '@bazar/contracts';
import { data } from 'react-router';
import type { ApiClient } from '../../../lib/api-client';
import { notFoundOnMissing } from '../../../lib/not-found';
import { pageUrl } from '../../../lib/page-url';
import {
  apiQuery,
  type FilterErrors,
  type FixedQuery,
  type ListingFilters,
  type ListingScope,
  pageNumber,
  readFilters,
} from './listing-query';

/** Everything a listing page renders: one page of products, its facets, and the filters that made it. */
export interface Listing {
  result: ProductListResult;
  filters: ListingFilters;
  errors: FilterErrors;
  page: number;
  scope: ListingScope;
}

/** What a listing's URL asks for: the page number from the path (a 404 if it is none), filters from the query. */
export function readListingRequest(request: Request, pageParam: string | undefined, scope: ListingScope) {
  const page = pageNumber(pageParam);
  if (page === null) throw data(null, { status: 404 });
  return { page, ...readFilters(pageUrl(request).searchParams, scope) };
}

/** The listing as pages render it; a page past the last one is a 404. */
export function toListing(
  asked: ReturnType<typeof readListingRequest>,
  result: ProductListResult,
  scope: ListingScope,
): Listing {
  if (asked.page > 1 && result.items.length === 0) throw data(null, { status: 404 });
  return { result, filters: asked.filters, errors: asked.errors, page: asked.page, scope };
}

/** Loads a listing page of `Product/GetList` from its URL. */
export async function loadListing(
  api: ApiClient,
  request: Request,
  pageParam: string | undefined,
  scope: ListingScope,
  fixed: FixedQuery,
): Promise<Listing> {
  const asked = readListingRequest(request, pageParam, scope);
  const result = await notFoundOnMissing(
    api.catalog.productList({ query: apiQuery(asked.filters, fixed, asked.page) }),
  );
  return toListing(asked, result, scope);
}

export function pageCount(result: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(result.total / result.pageSize));
}
