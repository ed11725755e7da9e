import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories, products } from './catalog.tables';
import type { CategoryCommissionNode } from './category-commission';

/** What other domains may ask of the categories they point at: one query for a page of ids. */
export class CategoryReads {
  constructor(private readonly db: Database) {}

  /** How many of these ids name a category. */
  async existing(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.db
      .select({ value: count() })
      .from(categories)
      .where(inArray(categories.id, ids));
    return row?.value ?? 0;
  }

  /** The names, in every language, of the categories with these ids. */
  async names(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids));
  }

  /** The categories a shop has products in. */
  async ofShop(shopId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: products.categoryId })
      .from(products)
      .where(eq(products.shopId, shopId));
    return rows.map((row) => row.id);
  }

  /** Every category's parent, own commission rate and names: the tree is small (three levels), read whole. */
  commissionTree(): Promise<CategoryCommissionNode[]> {
    return this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        commissionBp: categories.commissionBp,
      })
      .from(categories);
  }
}
