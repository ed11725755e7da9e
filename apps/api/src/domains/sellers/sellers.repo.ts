import type { ShopStatus } from '@bazar/contracts';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { foldForSearch } from '../../shared/search-text';
import { shops } from './sellers.tables';

export class SellersRepo {
  constructor(private readonly db: Database) {}

  async approvedShopBySlug(slug: string) {
    const [row] = await this.db
      .select()
      .from(shops)
      .where(and(eq(shops.slug, slug), eq(shops.status, 'approved')));
    return row;
  }

  featuredShops(limit: number) {
    return this.db
      .select({ id: shops.id, slug: shops.slug, name: shops.name, logo: shops.logo })
      .from(shops)
      .where(and(eq(shops.featured, true), eq(shops.status, 'approved')))
      .orderBy(asc(shops.id))
      .limit(limit);
  }

  /** Slugs already used that start with `base`, to pick a free one. */
  async slugsLike(base: string, db: Database = this.db): Promise<string[]> {
    const rows = await db
      .select({ slug: shops.slug })
      .from(shops)
      .where(like(shops.slug, `${base}%`));
    return rows.map((row) => row.slug);
  }

  async insertShop(
    shop: typeof shops.$inferInsert,
    db: Database = this.db,
  ): Promise<{ id: number; slug: string }> {
    const [row] = await db
      .insert(shops)
      .values({ ...shop, searchName: foldForSearch(shop.name) })
      .returning({ id: shops.id, slug: shops.slug });
    if (!row) throw new Error('shop insert returned nothing');
    return row;
  }

  async shopByOwner(ownerId: number) {
    const [row] = await this.db
      .select({
        id: shops.id,
        slug: shops.slug,
        name: shops.name,
        site: shops.site,
        status: shops.status,
        statusNote: shops.statusNote,
      })
      .from(shops)
      .where(eq(shops.ownerId, ownerId))
      .orderBy(asc(shops.id))
      .limit(1);
    return row;
  }

  /** A shop's status, locked until the transaction ends: the state a decision moves from. */
  async lockStatus(id: number, db: Database) {
    const [row] = await db
      .select({ status: shops.status, statusNote: shops.statusNote })
      .from(shops)
      .where(eq(shops.id, id))
      .for('update');
    return row;
  }

  async setStatus(id: number, status: ShopStatus, note: string | null, db: Database) {
    const [row] = await db
      .update(shops)
      .set({ status, statusNote: note, statusChangedAt: sql`now()` })
      .where(eq(shops.id, id))
      .returning({
        id: shops.id,
        name: shops.name,
        ownerId: shops.ownerId,
        status: shops.status,
        statusNote: shops.statusNote,
        statusChangedAt: shops.statusChangedAt,
      });
    if (!row) throw new Error('shop status update returned nothing');
    return row;
  }

  async shopExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
    return Boolean(row);
  }

  async countApproved(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(shops).where(eq(shops.status, 'approved'));
    return row?.value ?? 0;
  }
}
