import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { shops } from '../sellers/sellers.tables';
import { comboItems, combos, products } from './catalog.tables';

export type ComboRow = typeof combos.$inferSelect & { shopName: string };

/** Combos as the back office writes them (ADR 015): a combo and its items, on the caller's transaction. */
export class CombosAdminRepo {
  constructor(private readonly db: Database) {}

  async page(q: string | undefined, page: number, pageSize: number) {
    const like = q ? containing(q) : undefined;
    const where = like ? or(ilike(combos.code, like), ilike(combos.title, like)) : undefined;
    const [items, [total]] = await Promise.all([
      this.db
        .select({ combo: combos, shopName: shops.name })
        .from(combos)
        .innerJoin(shops, eq(shops.id, combos.shopId))
        .where(where)
        .orderBy(desc(combos.createdAt), desc(combos.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(combos).where(where),
    ]);
    return {
      items: items.map((row) => ({ ...row.combo, shopName: row.shopName })),
      total: total?.value ?? 0,
    };
  }

  async byId(id: number, lock = false): Promise<ComboRow | undefined> {
    const query = this.db
      .select({ combo: combos, shopName: shops.name })
      .from(combos)
      .innerJoin(shops, eq(shops.id, combos.shopId))
      .where(eq(combos.id, id));
    const [row] = lock ? await query.for('update', { of: combos }) : await query;
    return row && { ...row.combo, shopName: row.shopName };
  }

  /** The products of these combos with what they cost today (qəpik). */
  items(comboIds: number[]) {
    if (comboIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comboId: comboItems.comboId,
        productId: products.id,
        code: products.code,
        title: products.title,
        status: products.status,
        count: comboItems.count,
        price: products.price,
        discountedPrice: products.discountedPrice,
      })
      .from(comboItems)
      .innerJoin(products, eq(products.id, comboItems.productId))
      .where(inArray(comboItems.comboId, comboIds))
      .orderBy(asc(comboItems.comboId), asc(products.id));
  }

  /** Products by their codes (any case). */
  productsByCode(codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: products.id,
        code: products.code,
        shopId: products.shopId,
        price: products.price,
        discountedPrice: products.discountedPrice,
      })
      .from(products)
      .where(inArray(products.code, codes));
  }

  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: combos.id })
      .from(combos)
      .where(and(eq(combos.code, code), exceptId === undefined ? undefined : ne(combos.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async insert(values: typeof combos.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(combos).values(values).returning({ id: combos.id });
    if (!row) throw new Error('The combo insert returned no row');
    return row.id;
  }

  async update(id: number, values: Partial<typeof combos.$inferInsert>): Promise<void> {
    await this.db.update(combos).set(values).where(eq(combos.id, id));
  }

  async setItems(comboId: number, items: { productId: number; count: number }[]): Promise<void> {
    await this.db.delete(comboItems).where(eq(comboItems.comboId, comboId));
    if (items.length > 0)
      await this.db.insert(comboItems).values(items.map((item) => ({ comboId, ...item })));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(combos).where(eq(combos.id, id));
  }
}
