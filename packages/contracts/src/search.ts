import { z } from 'zod';
import { Azn, Id } from './common';
import { ProductListQuery, ProductListResult } from './products';

/** Longest query search takes; anything longer is a paste, not a search. */
export const maxSearchLength = 100;

/** `GET Home/search`: suggestions while typing; an empty `q` asks only for the most sought terms. */
export const SearchSuggestQuery = z.object({
  q: z.string().trim().max(maxSearchLength, 'validation.tooLong').default(''),
  lang: z.string().optional(),
});

/** The spec's search result: products (name, slug), categories (name, slug), sellers (name), theMostSoughtAfter. */
export const SearchSuggestions = z.object({
  products: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      price: Azn,
      /** The variant the price is of (the card's), to open the product page on; null without variants. */
      variantId: z.number().int().nullable(),
      /** Other variants cost more: the price is a "from" price. */
      priceFrom: z.boolean(),
    }),
  ),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  sellers: z.array(z.object({ name: z.string(), slug: z.string() })),
  theMostSoughtAfter: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** `GET Home/searchall`: the results page, with a listing's paging, sort and filters. */
export const SearchResultsQuery = ProductListQuery.extend({
  /** Narrows the results to a category's branch (the results page's category filter). */
  categoryId: Id.optional(),
  keyword: z.string().trim().min(1, 'validation.required').max(maxSearchLength, 'validation.tooLong'),
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuery>;

export const SearchResults = z.object({
  keyword: z.string(),
  products: ProductListResult,
  categories: SearchSuggestions.shape.categories,
  sellers: SearchSuggestions.shape.sellers,
});
export type SearchResults = z.infer<typeof SearchResults>;
