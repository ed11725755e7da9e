import { and, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { products } from '../catalog/catalog.tables';
import { searchWords } from './search-text';

/** How a listing keeps the products a query finds, and the order that puts the best first. */
export interface ProductMatch {
  where: SQL;
  relevance: SQL[];
}

/**
 * The search engine as listings see it. Today PostgreSQL answers; a dedicated engine would return
 * `id in (its hits)` and `array_position(its hits, id)` here, and no route would change.
 */
export interface ProductSearchEngine {
  /** A query without a single word in it ("!!!") finds nothing rather than everything. */
  matchProducts(query: string): Promise<ProductMatch>;
}

/** A word of the column starts with this one (columns start with a space; see search-text.ts). */
function startsWord(column: AnyPgColumn, word: string): SQL {
  // Folded words hold only letters and digits, so none carries a LIKE wildcard.
  return sql`${column} like ${`% ${word}%`}`;
}

/** Words this short are matched only as written: fuzzy matching would find half the catalogue. */
const shortestFuzzyWord = 4;

/**
 * PostgreSQL full-text over folded text with pg_trgm. Every word of the query must be found, in
 * any order, as the start of a word of the title or of the rest of the product (so `iph` finds
 * iPhone while typing). A word the catalogue does not hold at all is taken for a typo and matched
 * by close spelling against titles instead (`samsng`, `dayson`); a real word never is, so `qara`
 * does not drag in every `qarışıq`.
 * Products whose title holds every word come first, then those that only mention them; within
 * each, in stock first, then the title closest to the query.
 */
export class PostgresProductSearch implements ProductSearchEngine {
  constructor(private readonly db: Database) {}

  async matchProducts(query: string): Promise<ProductMatch> {
    const words = searchWords(query);
    if (words.length === 0) return { where: sql`false`, relevance: [] };
    // Folded words hold only letters and digits, so none carries a LIKE wildcard.
    const startsWord = (column: AnyPgColumn, word: string) => sql`${column} like ${`% ${word}%`}`;
    const misspelt = await Promise.all(
      words.map(async (word) => word.length >= shortestFuzzyWord && !(await this.catalogueHolds(word))),
    );
    const inTitle = words.map((word, index) =>
      misspelt[index] ? sql`${word} <% ${products.searchTitle}` : startsWord(products.searchTitle, word),
    );
    const where = and(
      ...words.map((word, index) =>
        misspelt[index] ? inTitle[index] : or(inTitle[index], startsWord(products.searchBody, word)),
      ),
    ) as SQL;
    return {
      where,
      relevance: [
        sql`(${and(...inTitle)}) desc`,
        sql`(${products.stockCount} > 0) desc`,
        sql`word_similarity(${words.join(' ')}, ${products.searchTitle}) desc`,
        desc(products.ratingCount),
        desc(products.id),
      ],
    };
  }

  /** Whether any product, on sale or not, has a word starting with this one. */
  private async catalogueHolds(word: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(or(startsWord(products.searchTitle, word), startsWord(products.searchBody, word)))
      .limit(1);
    return rows.length > 0;
  }
}
