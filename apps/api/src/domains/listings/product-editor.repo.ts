import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import {
  categories,
  categoryFields,
  productOfferFields,
  productOfferValues,
  productPhotos,
  products,
  productVariants,
} from '../catalog/catalog.tables';

export type ProductRow = typeof products.$inferSelect;
export type CategoryFieldRow = typeof categoryFields.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** The seller's own products as the editor reads and writes them, with their photos, offer fields and variants. */
export class ProductEditorRepo {
  constructor(private readonly db: Database) {}

  /** The same queries inside a transaction the caller holds (an Excel upload writes many products in one). */
  static in(tx: Transaction): ProductEditorRepo {
    return new ProductEditorRepo(tx);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  allCategories() {
    return this.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.id));
  }

  fieldsOf(categoryIds: number[]): Promise<CategoryFieldRow[]> {
    if (categoryIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(categoryFields)
      .where(inArray(categoryFields.categoryId, categoryIds))
      .orderBy(asc(categoryFields.position), asc(categoryFields.id));
  }

  /** A product of the shop; nothing for another shop's product. `lock` holds the row until the transaction ends. */
  async productOfShop(shopId: number, id: number, lock = false): Promise<ProductRow | undefined> {
    const query = this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.shopId, shopId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), exceptId === undefined ? undefined : ne(products.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async stockCodeTaken(shopId: number, stockCode: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.stockCode, stockCode),
          exceptId === undefined ? undefined : ne(products.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async codeTaken(code: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, code))
      .limit(1);
    return rows.length > 0;
  }

  async insertProduct(row: typeof products.$inferInsert): Promise<number> {
    const [inserted] = await this.db.insert(products).values(row).returning({ id: products.id });
    if (!inserted) throw new Error('insert returned no product');
    return inserted.id;
  }

  async updateProduct(id: number, values: Partial<typeof products.$inferInsert>): Promise<ProductRow> {
    const [row] = await this.db.update(products).set(values).where(eq(products.id, id)).returning();
    if (!row) throw new Error(`product ${id} vanished inside its own transaction`);
    return row;
  }

  async photoPaths(productId: number): Promise<string[]> {
    const rows = await this.db
      .select({ path: productPhotos.path })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));
    return rows.map((row) => row.path);
  }

  async replacePhotos(productId: number, paths: string[]): Promise<void> {
    await this.db.delete(productPhotos).where(eq(productPhotos.productId, productId));
    if (paths.length > 0)
      await this.db
        .insert(productPhotos)
        .values(paths.map((path, position) => ({ productId, position, path })));
  }

  offerFieldsOf(productId: number) {
    return this.db
      .select()
      .from(productOfferFields)
      .where(eq(productOfferFields.productId, productId))
      .orderBy(asc(productOfferFields.position));
  }

  offerValuesOf(fieldIds: number[]) {
    if (fieldIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(productOfferValues)
      .where(inArray(productOfferValues.fieldId, fieldIds))
      .orderBy(asc(productOfferValues.position));
  }

  variantsOf(productId: number): Promise<VariantRow[]> {
    return this.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.id));
  }

  async insertOfferField(productId: number, position: number, name: string): Promise<number> {
    const [row] = await this.db
      .insert(productOfferFields)
      .values({ productId, position, name })
      .returning({ id: productOfferFields.id });
    if (!row) throw new Error('insert returned no offer field');
    return row.id;
  }

  async renameOfferField(id: number, name: string): Promise<void> {
    await this.db.update(productOfferFields).set({ name }).where(eq(productOfferFields.id, id));
  }

  /** Deleting a field takes its values and the variants made of them along (foreign keys cascade). */
  async deleteOfferFieldsFrom(productId: number, position: number): Promise<void> {
    const rows = await this.offerFieldsOf(productId);
    const ids = rows.filter((row) => row.position >= position).map((row) => row.id);
    if (ids.length > 0) await this.db.delete(productOfferFields).where(inArray(productOfferFields.id, ids));
  }

  async insertOfferValue(fieldId: number, position: number, value: string): Promise<number> {
    const [row] = await this.db
      .insert(productOfferValues)
      .values({ fieldId, position, value })
      .returning({ id: productOfferValues.id });
    if (!row) throw new Error('insert returned no offer value');
    return row.id;
  }

  async moveOfferValue(id: number, position: number): Promise<void> {
    await this.db.update(productOfferValues).set({ position }).where(eq(productOfferValues.id, id));
  }

  async deleteOfferValuesExcept(fieldId: number, keepIds: number[]): Promise<void> {
    await this.db
      .delete(productOfferValues)
      .where(
        and(
          eq(productOfferValues.fieldId, fieldId),
          keepIds.length > 0 ? notInArray(productOfferValues.id, keepIds) : undefined,
        ),
      );
  }

  async insertVariant(row: typeof productVariants.$inferInsert): Promise<void> {
    await this.db.insert(productVariants).values(row);
  }

  async updateVariant(
    id: number,
    values: Pick<VariantRow, 'stockCount' | 'price' | 'discountedPrice'>,
  ): Promise<void> {
    await this.db.update(productVariants).set(values).where(eq(productVariants.id, id));
  }

  async deleteVariants(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(productVariants).where(inArray(productVariants.id, ids));
  }
}
