import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import {
  categories,
  productImportLines,
  productImports,
  productOfferFields,
  productPhotos,
  products,
} from '../catalog/catalog.tables';

export type ProductImportRow = typeof productImports.$inferSelect;
export type ImportLine = Omit<typeof productImportLines.$inferInsert, 'id' | 'importId'>;

/** What an upload needs to know about a product the shop already has under a stock code. */
export interface ExistingProduct {
  id: number;
  stockCode: string;
  slug: string;
  categoryId: number;
  properties: Record<string, string>;
  photos: string[];
  hasVariants: boolean;
}

/** Product uploads from Excel: `product_imports`, their report lines, and the lookups a file's rows need. */
export class ProductImportRepo {
  constructor(private readonly db: Database) {}

  static in(tx: Transaction): ProductImportRepo {
    return new ProductImportRepo(tx);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async category(id: number) {
    const [row] = await this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.id, id));
    return row;
  }

  async hasChildren(categoryId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, categoryId))
      .limit(1);
    return rows.length > 0;
  }

  async categoryNames(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids));
  }

  async insert(row: typeof productImports.$inferInsert): Promise<ProductImportRow> {
    const [inserted] = await this.db.insert(productImports).values(row).returning();
    if (!inserted) throw new Error('insert returned no import');
    return inserted;
  }

  async update(id: number, values: Partial<typeof productImports.$inferInsert>): Promise<void> {
    await this.db.update(productImports).set(values).where(eq(productImports.id, id));
  }

  async ofShop(shopId: number, id: number): Promise<ProductImportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productImports)
      .where(and(eq(productImports.id, id), eq(productImports.shopId, shopId)));
    return row;
  }

  async byId(id: number): Promise<ProductImportRow | undefined> {
    const [row] = await this.db.select().from(productImports).where(eq(productImports.id, id));
    return row;
  }

  /** The shop's latest imports. */
  recentOfShop(shopId: number, limit: number) {
    return this.db
      .select()
      .from(productImports)
      .where(eq(productImports.shopId, shopId))
      .orderBy(desc(productImports.createdAt), desc(productImports.id))
      .limit(limit);
  }

  /** The shop's latest earlier import of a file with this hash. */
  async earlierWithHash(shopId: number, fileHash: string, beforeId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: productImports.id })
      .from(productImports)
      .where(
        and(
          eq(productImports.shopId, shopId),
          eq(productImports.fileHash, fileHash),
          lt(productImports.id, beforeId),
        ),
      )
      .orderBy(desc(productImports.id))
      .limit(1);
    return row?.id ?? null;
  }

  async insertLines(importId: number, lines: ImportLine[]): Promise<void> {
    if (lines.length > 0)
      await this.db.insert(productImportLines).values(lines.map((line) => ({ ...line, importId })));
  }

  /** The last row the import reported on (0 before the first): a resumed import goes on after it. */
  async lastReportedRow(importId: number): Promise<number> {
    const [row] = await this.db
      .select({ last: max(productImportLines.row) })
      .from(productImportLines)
      .where(eq(productImportLines.importId, importId));
    return row?.last ?? 0;
  }

  /** The products the import has written so far. */
  async reportedProducts(importId: number): Promise<number[]> {
    const rows = await this.db
      .select({ productId: productImportLines.productId })
      .from(productImportLines)
      .where(and(eq(productImportLines.importId, importId), isNotNull(productImportLines.productId)));
    return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
  }

  /** Rows created, updated and refused so far. */
  async outcomeCounts(importId: number): Promise<{ created: number; updated: number; refused: number }> {
    const rows = await this.db
      .select({ outcome: productImportLines.outcome, rows: countDistinct(productImportLines.row) })
      .from(productImportLines)
      .where(eq(productImportLines.importId, importId))
      .groupBy(productImportLines.outcome);
    const of = (outcome: string) => rows.find((row) => row.outcome === outcome)?.rows ?? 0;
    return { created: of('created'), updated: of('updated'), refused: of('refused') };
  }

  /** One page of the report in row order: every line, or the refused cells only. */
  async reportPage(importId: number, refusedOnly: boolean, page: { offset: number; limit: number }) {
    const filter = refusedOnly
      ? and(eq(productImportLines.importId, importId), eq(productImportLines.outcome, 'refused'))
      : eq(productImportLines.importId, importId);
    const [total] = await this.db.select({ lines: count() }).from(productImportLines).where(filter);
    const items = await this.db
      .select()
      .from(productImportLines)
      .where(filter)
      .orderBy(asc(productImportLines.row), asc(productImportLines.id))
      .offset(page.offset)
      .limit(page.limit);
    return { items, total: total?.lines ?? 0 };
  }

  /** The shop's products with these stock codes, with their photos and whether they have variants. */
  async existingByStockCode(shopId: number, stockCodes: string[]): Promise<Map<string, ExistingProduct>> {
    const found = new Map<string, ExistingProduct>();
    for (let at = 0; at < stockCodes.length; at += 1000) {
      const chunk = stockCodes.slice(at, at + 1000);
      const rows = await this.db
        .select({
          id: products.id,
          stockCode: products.stockCode,
          slug: products.slug,
          categoryId: products.categoryId,
          properties: products.properties,
          hasVariants: sql<boolean>`exists (select 1 from ${productOfferFields} where ${productOfferFields.productId} = ${products.id})`,
        })
        .from(products)
        .where(and(eq(products.shopId, shopId), inArray(products.stockCode, chunk)));
      if (rows.length === 0) continue;
      const photos = await this.db
        .select({ productId: productPhotos.productId, path: productPhotos.path })
        .from(productPhotos)
        .where(
          inArray(
            productPhotos.productId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(productPhotos.productId, productPhotos.position);
      const pathsOf = new Map<number, string[]>();
      for (const photo of photos)
        pathsOf.set(photo.productId, [...(pathsOf.get(photo.productId) ?? []), photo.path]);
      for (const row of rows) found.set(row.stockCode, { ...row, photos: pathsOf.get(row.id) ?? [] });
    }
    return found;
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug))
      .limit(1);
    return rows.length > 0;
  }
}
