import { count, eq } from 'drizzle-orm';
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
}
