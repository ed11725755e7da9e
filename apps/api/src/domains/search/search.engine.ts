import { and, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { searchWords } from '../../shared/search-text';
import type { ProductMatch, ProductSearchEngine } from '../catalog';
import { products } from '../catalog/catalog.tables';
import { titleWords } from './search.tables';
import { SearchSynonymsRepo } from './search-synonyms.repo';

/** A word of the column starts with this one (columns start with a space; see shared/search-text.ts). */
function startsWord(column: AnyPgColumn, word: string): SQL {
  // Folded words hold only letters and digits, so none carries a LIKE wildcard.
  return sql`${column} like ${`% ${word}%`}`;
}

/** Any of these spellings starts a word of the column. */
function anyStartsWord(column: AnyPgColumn, spellings: string[]): SQL {
  return or(...spellings.map((spelling) => startsWord(column, spelling))) as SQL;
}

const nothing: ProductMatch = { where: sql`false`, relevance: [] };

/** Words this short are matched only as written: correcting them would find half the catalogue. */
export const shortestCorrectedWord = 4;

/** How many dictionary words a typo may stand for (`samsng`: samsung; `kofe`: kofe, kofemaşın…). */
const correctionsPerWord = 3;

/**
 * How one word of the query is matched: by any of these spellings starting a word, anywhere in the
 * product's text or, for a typo's corrections, in its title only.
 */
interface WordMatch {
  spellings: string[];
  titleOnly: boolean;
}

/**
 * PostgreSQL full-text over folded text with pg_trgm. Every word of the query must be found, in
 * any order, as the start of a word of the title or of the rest of the product (so `iph` finds
 * iPhone while typing). A word that operators gave synonyms (search_synonyms: `ayfon` → iphone)
 * is found by the word or any of its meanings. A word the catalogue does not hold at all is taken
 * for a typo and matched by close spelling instead: the closest words of the titles' dictionary
 * stand in for it (`samsng` → samsung, `dayson` → dyson); a real word never is, so `qara` does not
 * drag in every `qarışıq`.
 * Results: products whose title holds every word come first, then those that only mention them;
 * within each, in stock first, then titles holding the words whole (`qiz` is Qız before Qızılı),
 * then the shortest title (the closest to the query). Each is cheap to compute on every match, so
 * a query that finds thousands is still one quick sort.
 */
export class PostgresProductSearch implements ProductSearchEngine {
  private readonly synonyms: SearchSynonymsRepo;

  constructor(private readonly db: Database) {
    this.synonyms = new SearchSynonymsRepo(db);
  }

  async matchProducts(query: string): Promise<ProductMatch> {
    const matches = await this.wordMatches(searchWords(query));
    if (!matches) return nothing;
    const inTitle = matches.map((match) => anyStartsWord(products.searchTitle, match.spellings));
    const where = and(
      ...matches.map((match, index) =>
        match.titleOnly
          ? inTitle[index]
          : or(inTitle[index], anyStartsWord(products.searchBody, match.spellings)),
      ),
    ) as SQL;
    const wholeWords = matches.map(
      (match) =>
        or(
          ...match.spellings.map((spelling) => sql`${products.searchTitle} || ' ' like ${`% ${spelling} %`}`),
        ) as SQL,
    );
    return {
      where,
      relevance: [
        sql`(${and(...inTitle)}) desc`,
        sql`(${products.stockCount} > 0) desc`,
        sql`(${and(...wholeWords)}) desc`,
        sql`length(${products.searchTitle})`,
        desc(products.ratingCount),
        desc(products.id),
      ],
    };
  }

  async matchTitles(query: string): Promise<ProductMatch> {
    const matches = await this.wordMatches(searchWords(query));
    if (!matches) return nothing;
    // The order of products_popular_idx, so the database walks it instead of sorting every match.
    return {
      where: and(...matches.map((match) => anyStartsWord(products.searchTitle, match.spellings))) as SQL,
      relevance: [sql`(${products.stockCount} > 0) desc`, desc(products.ratingCount), desc(products.id)],
    };
  }

  /**
   * How each word is matched: as written, or also by its synonyms' meanings, or, when the
   * catalogue holds it nowhere (a typo), by the closest words of the dictionary. Null when a query
   * has no word, or a typo resembles nothing: such a query finds nothing.
   */
  private async wordMatches(words: string[]): Promise<WordMatch[] | null> {
    if (words.length === 0) return null;
    const meanings = await this.synonyms.meaningsOf(words);
    const matches = await Promise.all(
      words.map(async (word): Promise<WordMatch> => {
        const synonyms = meanings.get(word);
        if (synonyms) return { spellings: [word, ...synonyms], titleOnly: false };
        if (word.length >= shortestCorrectedWord && !/^\d+$/.test(word) && !(await this.catalogueHolds(word)))
          return { spellings: await this.closestWords(word), titleOnly: true };
        return { spellings: [word], titleOnly: false };
      }),
    );
    return matches.some((match) => match.spellings.length === 0) ? null : matches;
  }

  /** The dictionary's words spelt most like this one (pg_trgm word similarity, trigram index). */
  private async closestWords(word: string): Promise<string[]> {
    const rows = await this.db
      .select({ word: titleWords.word })
      .from(titleWords)
      .where(sql`${word} <% ${titleWords.word}`)
      .orderBy(
        sql`word_similarity(${word}, ${titleWords.word}) desc`,
        sql`similarity(${word}, ${titleWords.word}) desc`,
        titleWords.word,
      )
      .limit(correctionsPerWord);
    return rows.map((row) => row.word);
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
