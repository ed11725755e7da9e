import type { SQL } from 'drizzle-orm';

/** How a listing keeps the products a query finds, and the order that puts the best first. */
export interface ProductMatch {
  where: SQL;
  relevance: SQL[];
}

/**
 * The search engine as the catalogue's listings see it, declared here so that the catalogue does not
 * depend on search, which provides it (`services.productSearch`). Today PostgreSQL answers; a
 * dedicated engine would return `id in (its hits)` and `array_position(its hits, id)` here, and no
 * route would change.
 */
export interface ProductSearchEngine {
  /** A query without a single word in it ("!!!") finds nothing rather than everything. */
  matchProducts(query: string): Promise<ProductMatch>;
  /**
   * Products whose title holds every word, most popular first: what the box suggests while typing,
   * quick at every pause in typing because the database can stop at the first few it finds.
   */
  matchTitles(query: string): Promise<ProductMatch>;
}
