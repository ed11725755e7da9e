import { asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { searchSynonyms } from './search.tables';

/** Words shorter than this stand only for terms they equal; longer ones also for terms they start. */
export const shortestSynonymPrefix = 4;

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;

export class SearchSynonymsRepo {
  constructor(private readonly db: Database) {}

  /**
   * The folded meanings of these folded query words, by word: those of the terms a word equals,
   * or starts when it is long enough (`ayfo`, typed on the way to `ayfon`). One indexed read.
   */
  async meaningsOf(words: string[]): Promise<Map<string, string[]>> {
    const meanings = new Map<string, string[]>();
    if (words.length === 0) return meanings;
    const prefixes = words.filter((word) => word.length >= shortestSynonymPrefix);
    const rows = await this.db
      .selectDistinct({ termKey: searchSynonyms.termKey, meaningKey: searchSynonyms.meaningKey })
      .from(searchSynonyms)
      .where(
        or(
          inArray(searchSynonyms.termKey, words),
          // Folded words hold only letters and digits, so none carries a LIKE wildcard.
          ...prefixes.map((word) => sql`${searchSynonyms.termKey} like ${`${word}%`}`),
        ),
      )
      .orderBy(asc(searchSynonyms.meaningKey));
    for (const word of words) {
      const found = rows
        .filter(
          (row) =>
            row.termKey === word || (word.length >= shortestSynonymPrefix && row.termKey.startsWith(word)),
        )
        .map((row) => row.meaningKey);
      if (found.length > 0) meanings.set(word, [...new Set(found)]);
    }
    return meanings;
  }

  /** A page of the list, by term; `folded` (folded text) narrows it to rows whose term or meaning holds it. */
  async list(
    page: number,
    pageSize: number,
    folded?: string,
  ): Promise<{ rows: SearchSynonymRow[]; total: number }> {
    const where: SQL | undefined = folded
      ? or(like(searchSynonyms.termKey, `%${folded}%`), like(searchSynonyms.meaningKey, `%${folded}%`))
      : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(searchSynonyms)
        .where(where)
        .orderBy(asc(searchSynonyms.termKey), asc(searchSynonyms.meaningKey), asc(searchSynonyms.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(searchSynonyms).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Adds a row; undefined when the same term already has this meaning. */
  async add(row: Pick<SearchSynonymRow, 'term' | 'termKey' | 'meaning' | 'meaningKey'>) {
    const [added] = await this.db.insert(searchSynonyms).values(row).onConflictDoNothing().returning();
    return added;
  }

  /** Whether a row was there to remove. */
  async remove(id: number): Promise<boolean> {
    const removed = await this.db
      .delete(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
      .returning({ id: searchSynonyms.id });
    return removed.length > 0;
  }
}
