import { z } from 'zod';
import { PageQuery, pageOf } from './common';

/**
 * The search synonyms operators keep (Staff and Admin): a word shoppers type (`айфон`) and what
 * the catalogue calls it (`iPhone`). The API folds both as search does, so one row covers the
 * word in any case and alphabet; a term must fold to a single word.
 */
const synonymText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const SearchSynonymBody = z
  .object({
    /** What shoppers type: one word. */
    term: synonymText(40),
    /** What it means in the catalogue: a word or a phrase. */
    meaning: synonymText(60),
  })
  .strict();
export type SearchSynonymBody = z.infer<typeof SearchSynonymBody>;

export const SearchSynonymsQuery = PageQuery.extend({
  /** Narrows the list to terms or meanings holding this text (folded, so `айфон` finds ayfon). */
  q: z.string().trim().max(60, 'validation.tooLong').optional(),
});
export type SearchSynonymsQuery = z.infer<typeof SearchSynonymsQuery>;

export const SearchSynonym = z.object({
  id: z.number().int(),
  term: z.string(),
  meaning: z.string(),
  /** The term and meaning as search compares them. */
  termKey: z.string(),
  meaningKey: z.string(),
  createdAt: z.string(),
});
export type SearchSynonym = z.infer<typeof SearchSynonym>;

export const SearchSynonymPage = pageOf(SearchSynonym);
export type SearchSynonymPage = z.infer<typeof SearchSynonymPage>;
