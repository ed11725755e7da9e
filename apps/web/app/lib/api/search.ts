import { searchApi } from '@bazar/contracts';
import type { Call } from './call';

/** Suggestions while typing, and the search results page. */
export function searchCalls(call: Call) {
  return {
    searchSuggestions: (q: string) => call(searchApi.suggest, { query: { q } }),
    /** The listing's params plus `keyword`. */
    searchResults: (params: URLSearchParams) => call(searchApi.results, { query: params }),
  };
}
