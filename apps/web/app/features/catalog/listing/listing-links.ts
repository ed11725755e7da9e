import type { Lang, ProductSort } from '@bazar/contracts';
import { localizePath } from '../../../lib/language';
import { filterSearch, type ListingFilters } from './listing-query';

/** The address of one page of a listing with these filters: the page in the path, filters in the query. */
export function listingHref(
  basePath: string,
  lang: Lang,
  filters: ListingFilters,
  defaultSort: ProductSort,
  page = 1,
): string {
  const path = localizePath(page > 1 ? `${basePath}/${page}` : basePath, lang);
  const search = filterSearch(filters, defaultSort).toString();
  return search ? `${path}?${search}` : path;
}
