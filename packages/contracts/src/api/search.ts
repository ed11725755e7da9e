import { IdParams, Role } from '../common';
import { SearchResults, SearchResultsQuery, SearchSuggestions, SearchSuggestQuery } from '../search';
import { SearchSynonym, SearchSynonymBody, SearchSynonymPage, SearchSynonymsQuery } from '../search-synonyms';
import { defineRoute } from './route';

/** The spec's search calls (section 7): suggestions while typing, and the results page. */
export const searchApi = {
  suggest: defineRoute({
    operationId: 'suggestSearch',
    method: 'GET',
    path: '/Home/search',
    tags: ['search'],
    access: 'public',
    cache: 'etag',
    summary:
      'Suggestions while typing: products, categories and sellers matching q (folded letters, typos, prefixes, any word order); with an empty q, the most sought terms',
    query: SearchSuggestQuery,
    answer: SearchSuggestions,
    errors: [400],
  }),
  results: defineRoute({
    operationId: 'search',
    method: 'GET',
    path: '/Home/searchall',
    tags: ['search'],
    access: 'public',
    cache: 'etag',
    summary:
      'The search results page: products for keyword, paged, with the listing sorts (default is relevance) and filters with counts, plus matching categories and sellers',
    query: SearchResultsQuery,
    answer: SearchResults,
    errors: [400],
  }),
} as const;

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's search synonyms: Staff and Admin list, add and remove them. */
export const searchSynonymsApi = {
  list: defineRoute({
    operationId: 'listSearchSynonyms',
    method: 'GET',
    path: '/SearchSynonym',
    tags: ['search'],
    access: operators,
    summary:
      'The search synonyms (a word shoppers type → what the catalogue calls it), by term, paged; q narrows them (Staff, Admin)',
    query: SearchSynonymsQuery,
    answer: SearchSynonymPage,
    errors: [400, 401, 403],
  }),
  add: defineRoute({
    operationId: 'addSearchSynonym',
    method: 'POST',
    path: '/SearchSynonym',
    tags: ['search'],
    access: operators,
    summary:
      'Adds a synonym: searches holding the term (one word, any alphabet) also find the meaning, in results and suggestions at once (Staff, Admin)',
    body: SearchSynonymBody,
    status: 201,
    answer: SearchSynonym,
    errors: [400, 401, 403, 409, 422],
  }),
  remove: defineRoute({
    operationId: 'deleteSearchSynonym',
    method: 'DELETE',
    path: '/SearchSynonym/:id',
    tags: ['search'],
    access: operators,
    summary: 'Removes a synonym (Staff, Admin)',
    params: IdParams,
    status: 204,
    answer: null,
    errors: [400, 401, 403, 404],
  }),
} as const;
