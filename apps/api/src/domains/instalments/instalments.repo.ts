import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories, comboItems, combos, products } from '../catalog/catalog.tables';
import { instalmentExcludedCategories, instalmentExcludedShops, instalmentPlans } from './instalments.tables';

export type PlanRow = typeof instalmentPlans.$inferSelect;
type PlanColumns = Pick<
  typeof instalmentPlans.$inferInsert,
  'partner' | 'months' | 'commissionBp' | 'minOrder' | 'active'
>;

/** Instalment plans and what is left out of them. */
export class InstalmentsRepo {
  constructor(private readonly db: Database) {}

  /** Every plan, by partner then months. */
  plans(): Promise<PlanRow[]> {
    return this.db
      .select()
      .from(instalmentPlans)
      .orderBy(asc(instalmentPlans.partner), asc(instalmentPlans.months));
  }

  async activePlans(): Promise<PlanRow[]> {
    return this.db
      .select()
      .from(instalmentPlans)
      .where(eq(instalmentPlans.active, true))
      .orderBy(asc(instalmentPlans.partner), asc(instalmentPlans.months));
  }

  async planById(id: number): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(instalmentPlans).where(eq(instalmentPlans.id, id));
    return row;
  }

  /** Locked until the transaction ends, so two edits of one plan do not interleave. */
  async lockPlan(id: number): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .select()
      .from(instalmentPlans)
      .where(eq(instalmentPlans.id, id))
      .for('update');
    return row;
  }

  async insertPlan(columns: PlanColumns): Promise<PlanRow> {
    const [row] = await this.db.insert(instalmentPlans).values(columns).returning();
    if (!row) throw new Error('instalment plan not inserted');
    return row;
  }

  async updatePlan(id: number, columns: PlanColumns): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .update(instalmentPlans)
      .set(columns)
      .where(eq(instalmentPlans.id, id))
      .returning();
    return row;
  }

  async removePlan(id: number): Promise<void> {
    await this.db.delete(instalmentPlans).where(eq(instalmentPlans.id, id));
  }

  /** Whether any of these products is left out: its shop, or its category or one above it. */
  async excluded(productIds: number[]): Promise<boolean> {
    if (productIds.length === 0) return false;
    const chosen = inArray(products.id, productIds);
    const result = await this.db.execute(sql`
      with recursive up(id, parent_id) as (
        select ${categories.id}, ${categories.parentId} from ${categories}
        where ${categories.id} in (select ${products.categoryId} from ${products} where ${chosen})
        union
        select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
      )
      select exists (select 1 from up join ${instalmentExcludedCategories} x on x.category_id = up.id)
        or exists (
          select 1 from ${products} join ${instalmentExcludedShops}
            on ${instalmentExcludedShops.shopId} = ${products.shopId}
          where ${chosen}
        ) as excluded`);
    return (result as unknown as { rows: { excluded: boolean }[] }).rows[0]?.excluded === true;
  }

  /** How many of these products exist. */
  async productCount(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.db.select({ value: count() }).from(products).where(inArray(products.id, ids));
    return row?.value ?? 0;
  }

  /** The products in these combos, and how many of the combos exist. */
  async comboProducts(ids: number[]): Promise<{ productIds: number[]; combos: number }> {
    if (ids.length === 0) return { productIds: [], combos: 0 };
    const rows = await this.db
      .select({ comboId: combos.id, productId: comboItems.productId })
      .from(combos)
      .leftJoin(comboItems, eq(comboItems.comboId, combos.id))
      .where(inArray(combos.id, ids));
    return {
      productIds: rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
      combos: new Set(rows.map((row) => row.comboId)).size,
    };
  }

  /** The categories left out, by id (their names are the catalogue's). */
  async excludedCategoryIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: instalmentExcludedCategories.categoryId })
      .from(instalmentExcludedCategories);
    return rows.map((row) => row.id);
  }

  /** The shops left out, by id (their names are the sellers'). */
  async excludedShopIds(): Promise<number[]> {
    const rows = await this.db.select({ id: instalmentExcludedShops.shopId }).from(instalmentExcludedShops);
    return rows.map((row) => row.id);
  }

  /** Replaces both lists, in the caller's transaction. */
  async setExclusions(categoryIds: number[], shopIds: number[]): Promise<void> {
    await this.db.delete(instalmentExcludedCategories);
    await this.db.delete(instalmentExcludedShops);
    if (categoryIds.length > 0)
      await this.db
        .insert(instalmentExcludedCategories)
        .values(categoryIds.map((categoryId) => ({ categoryId })));
    if (shopIds.length > 0)
      await this.db.insert(instalmentExcludedShops).values(shopIds.map((shopId) => ({ shopId })));
  }
}
