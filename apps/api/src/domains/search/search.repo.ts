import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shops } from '../sellers/sellers.tables';
import { searchTerms } from './search.tables';

export class SearchRepo {
  constructor(private readonly db: Database) {}

  /** Approved shops with a word of their name starting with each word given, best rated first. */
  shopsNamed(words: string[], limit: number) {
    return this.db
      .select({ name: shops.name, slug: shops.slug })
      .from(shops)
      .where(
        and(
          eq(shops.status, 'approved'),
          ...words.map((word) => sql`(' ' || ${shops.searchName}) like ${`% ${word}%`}`),
        ),
      )
      .orderBy(desc(shops.rating), shops.name)
      .limit(limit);
  }

  /** Counts one more search for a term, remembering how it was last typed and what it found. */
  async recordSearch(term: string, label: string, resultCount: number): Promise<void> {
    await this.db
      .insert(searchTerms)
      .values({ term, label, resultCount })
      .onConflictDoUpdate({
        target: searchTerms.term,
        set: {
          searches: sql`${searchTerms.searches} + 1`,
          label,
          resultCount,
          lastSearchedAt: sql`now()`,
        },
      });
  }

  /** The terms searched most that still find something, most recent first among equals. */
  async mostSought(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ label: searchTerms.label })
      .from(searchTerms)
      .where(gt(searchTerms.resultCount, 0))
      .orderBy(desc(searchTerms.searches), desc(searchTerms.lastSearchedAt))
      .limit(limit);
    return rows.map((row) => row.label);
  }
}
