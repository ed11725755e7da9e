import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { products } from './catalog.tables';

/** The catalogue's product counts other domains' screens show. */
export class ProductCounts {
  constructor(private readonly db: Database) {}

  /** Products waiting for moderation. */
  async pending(): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(products)
      .where(eq(products.status, 'pending'));
    return row?.value ?? 0;
  }

  /** Each of these shops' published products; a shop with none is missing from the answer. */
  publishedByShop(shopIds: number[]) {
    if (shopIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ shopId: products.shopId, value: count() })
      .from(products)
      .where(and(inArray(products.shopId, shopIds), eq(products.status, 'published')))
      .groupBy(products.shopId);
  }
}
