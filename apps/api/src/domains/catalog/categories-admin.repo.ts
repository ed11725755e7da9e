import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categories, categoryFields, productImports, products } from './catalog.tables';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryFieldRow = typeof categoryFields.$inferSelect;

const countOf = (rows: { value: number }[]) => rows[0]?.value ?? 0;

/**
 * The category tree and its fields as the back office writes them (ADR 015: the back office edits
 * the catalogue's structure). Every write runs on the caller's transaction, which first takes the
 * tree's lock, so two operators moving branches never see a half-moved tree.
 */
export class CategoriesAdminRepo {
  constructor(private readonly db: Database) {}

  /** Serializes writes to the tree (readers are not blocked). */
  async lockTree(): Promise<void> {
    await this.db.execute(sql`lock table ${categories} in share row exclusive mode`);
  }

  /** Every category with how many products it holds itself, its direct children and its own fields. */
  all() {
    return this.db
      .select({
        row: categories,
        // Spelled out: drizzle leaves a lone table's columns unqualified, which a subquery would misread.
        products: sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`,
        children: sql<number>`(select count(*)::int from categories c where c.parent_id = categories.id)`,
        fields: sql<number>`(select count(*)::int from category_fields f where f.category_id = categories.id)`,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
  }

  async byId(id: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, slug), exceptId === undefined ? undefined : ne(categories.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  /** A category's direct children (or the top level's), in their order. */
  siblings(parentId: number | null): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  async productCount(categoryId: number): Promise<number> {
    return countOf(
      await this.db.select({ value: count() }).from(products).where(eq(products.categoryId, categoryId)),
    );
  }

  /** Whether a product import names the category (campaigns and SEO pages answer `catalog.categoryRemoving`). */
  async referenced(categoryId: number): Promise<boolean> {
    return (
      countOf(
        await this.db
          .select({ value: count() })
          .from(productImports)
          .where(eq(productImports.categoryId, categoryId)),
      ) > 0
    );
  }

  async insert(values: typeof categories.$inferInsert): Promise<CategoryRow> {
    const [row] = await this.db.insert(categories).values(values).returning();
    if (!row) throw new Error('The category insert returned no row');
    return row;
  }

  async lockCommission(id: number) {
    const [row] = await this.db
      .select({ id: categories.id, commissionBp: categories.commissionBp })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    return row;
  }

  async update(id: number, values: Partial<typeof categories.$inferInsert>): Promise<void> {
    await this.db.update(categories).set(values).where(eq(categories.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(categories).where(eq(categories.id, id));
  }

  /** Ids of the products in these categories, for search to fold their category names again. */
  async productIdsIn(categoryIds: number[]): Promise<number[]> {
    if (categoryIds.length === 0) return [];
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.categoryId, categoryIds));
    return rows.map((row) => row.id);
  }

  fields(categoryId: number): Promise<CategoryFieldRow[]> {
    return this.db
      .select()
      .from(categoryFields)
      .where(eq(categoryFields.categoryId, categoryId))
      .orderBy(asc(categoryFields.position), asc(categoryFields.id));
  }

  /** A field, locked until the transaction ends. */
  async field(id: number): Promise<CategoryFieldRow | undefined> {
    const [row] = await this.db.select().from(categoryFields).where(eq(categoryFields.id, id)).for('update');
    return row;
  }

  async fieldNameTaken(categoryId: number, name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categoryFields.id })
      .from(categoryFields)
      .where(
        and(
          eq(categoryFields.categoryId, categoryId),
          sql`lower(${categoryFields.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(categoryFields.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async insertField(values: typeof categoryFields.$inferInsert): Promise<CategoryFieldRow> {
    const [row] = await this.db.insert(categoryFields).values(values).returning();
    if (!row) throw new Error('The field insert returned no row');
    return row;
  }

  async updateField(
    id: number,
    values: Partial<typeof categoryFields.$inferInsert>,
  ): Promise<CategoryFieldRow> {
    const [row] = await this.db
      .update(categoryFields)
      .set(values)
      .where(eq(categoryFields.id, id))
      .returning();
    if (!row) throw new Error('The field update returned no row');
    return row;
  }

  async deleteField(id: number): Promise<void> {
    await this.db.delete(categoryFields).where(eq(categoryFields.id, id));
  }
}
