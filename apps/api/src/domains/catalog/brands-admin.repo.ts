import { asc, count, countDistinct, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { products } from './catalog.tables';

/**
 * The back office's brands: the `manufacturer` the catalogue's products name. It reads and renames
 * them on products and in the SEO pages' brand filters.
 */
export class BrandsAdminRepo {
  constructor(private readonly db: Database) {}

  async page(options: { q?: string; page: number; pageSize: number }) {
    const where = options.q ? ilike(products.manufacturer, containing(options.q)) : undefined;
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          name: products.manufacturer,
          products: count(),
          onSale: sql<number>`count(*) filter (where ${products.status} = 'published')`.mapWith(Number),
        })
        .from(products)
        .where(where)
        .groupBy(products.manufacturer)
        .orderBy(asc(products.manufacturer))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db
        .select({ value: countDistinct(products.manufacturer) })
        .from(products)
        .where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async brand(name: string) {
    const [row] = await this.db
      .select({
        name: products.manufacturer,
        products: count(),
        onSale: sql<number>`count(*) filter (where ${products.status} = 'published')`.mapWith(Number),
      })
      .from(products)
      .where(eq(products.manufacturer, name))
      .groupBy(products.manufacturer);
    return row;
  }

  /** Renames the brand on its products, answering their ids (for search to fold them again). */
  async renameOnProducts(from: string, to: string): Promise<number[]> {
    const rows = await this.db
      .update(products)
      .set({ manufacturer: to })
      .where(eq(products.manufacturer, from))
      .returning({ id: products.id });
    return rows.map((row) => row.id);
  }
}
