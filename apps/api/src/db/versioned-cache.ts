import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from './connection';

/**
 * In-process cache of what is computed from the whole catalogue (facet counts, totals, the
 * category tree). Each entry remembers the catalogue's version when it was computed: triggers on
 * products, shops, categories and search synonyms move the `catalog_version` sequence on every
 * change (migration 0023), so one cheap read tells whether an entry still holds, on every app
 * process alike, without Redis. The sequence moves before its writer commits: a read racing an
 * uncommitted change may cache the state just before it, so entries also expire after `ttlMs`.
 */
export class VersionedCache {
  private readonly entries: LRUCache<string, { version: string; value: object }>;
  private reading: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    options: { max: number; ttlMs: number },
  ) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  /**
   * The catalogue's version now. Callers asking while a read is under way share it: the parts of
   * one page ask at once, and a page needs one round trip for this, not one per part.
   */
  version(): Promise<string> {
    this.reading ??= this.readVersion().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readVersion(): Promise<string> {
    const result = await this.db.execute(sql`select last_value::text as version from catalog_version`);
    const [row] = (result as unknown as { rows: { version: string }[] }).rows;
    if (!row) throw new Error('the catalog_version sequence answered no row');
    return row.version;
  }

  /** The value cached for `key` at `version`, or `compute`'s answer, cached for the next caller. */
  async get<Value extends object>(
    key: string,
    version: string,
    compute: () => Promise<Value>,
  ): Promise<Value> {
    const hit = this.entries.get(key);
    if (hit?.version === version) return hit.value as Value;
    const value = await compute();
    this.entries.set(key, { version, value });
    return value;
  }
}
