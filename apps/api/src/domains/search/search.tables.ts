import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What shoppers search for, counted as they open result pages: the empty search box offers the
 * most sought terms from here (spec: theMostSoughtAfter).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** The folded query, so `Çay` and `cay` count as one term. */
    term: text('term').primaryKey(),
    /** The query as last typed (trimmed, lower case), which the box offers back. */
    label: text('label').notNull(),
    searches: integer('searches').notNull().default(1),
    /** Products the last search found; terms that find nothing are never offered. */
    resultCount: integer('result_count').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_terms_searches_idx').on(t.searches)],
);

/**
 * Every folded word of at least four characters in product titles, numbers aside: the dictionary a misspelt word is
 * corrected against. Comparing a typo with some thousand words is quick; comparing it with every
 * title of a large catalogue is not. Words are added as titles are indexed and never removed (a
 * stale word only finds nothing).
 */
export const titleWords = pgTable('title_words', { word: text('word').primaryKey() }, (t) => [
  index('title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * What shoppers type for a name the catalogue spells otherwise: `айфон` (folded `ayfon`) means
 * iphone, `сяоми` means xiaomi. A query word that a term equals, or starts (3 letters or more),
 * also matches the term's meaning, in results and suggestions alike. Operators extend the list
 * (`SearchSynonym` calls); the migration seeds the common brand forms. Keys are folded by
 * `foldForSearch`, as the query is, so one row covers every alphabet and case it is typed in.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    /** What shoppers type, as the operator wrote it. */
    term: text('term').notNull(),
    /** The term folded: one word, what query words are compared with. */
    termKey: text('term_key').notNull(),
    /** What the catalogue calls it, as the operator wrote it. */
    meaning: text('meaning').notNull(),
    /** The meaning folded: a word or phrase that must start a word of a product's text. */
    meaningKey: text('meaning_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // text_pattern_ops: the same index serves `term_key like 'ayf%'` for words still being typed.
  (t) => [uniqueIndex('search_synonyms_term_meaning_idx').on(t.termKey.op('text_pattern_ops'), t.meaningKey)],
);
