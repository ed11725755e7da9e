import {
  Problem,
  SearchResults,
  SearchResultsQuery,
  SearchSuggestions,
  SearchSuggestQuery,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['search'];

/** The spec's search calls (section 7): suggestions while typing, and the results page. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;

  app.get(
    '/Home/search',
    {
      schema: {
        tags,
        summary:
          'Suggestions while typing: products, categories and sellers matching q (folded letters, typos, prefixes, any word order); with an empty q, the most sought terms',
        querystring: SearchSuggestQuery,
        response: { 200: SearchSuggestions, 400: Problem },
      },
    },
    (request) => search.suggest(request.query.q, request.lang),
  );

  app.get(
    '/Home/searchall',
    {
      schema: {
        tags,
        summary:
          'The search results page: products for keyword, paged, with the listing sorts (default is relevance) and filters with counts, plus matching categories and sellers',
        querystring: SearchResultsQuery,
        response: { 200: SearchResults, 400: Problem },
      },
    },
    (request) => search.results(request.query, request.lang),
  );
};
