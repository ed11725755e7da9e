import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
