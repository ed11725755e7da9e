import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { foldForSearch } from '../../shared/search-text';
import { shopAddresses, shops } from './sellers.tables';

export type ShopRow = typeof shops.$inferSelect;
export type ShopAddressRow = typeof shopAddresses.$inferSelect;

/** The shop's own settings (the text, the pictures) and its addresses. */
export class ShopSettingsRepo {
  constructor(private readonly db: Database) {}

  async shop(shopId: number): Promise<ShopRow | undefined> {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, shopId));
    return row;
  }

  /** The shop other than `shopId` that already uses this page name, if any. */
  async otherShopWithSlug(slug: string, shopId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.slug, slug), ne(shops.id, shopId)));
    return row?.id;
  }

  /** Saves the text settings; the search name follows the name, as at registration. */
  async updateShop(
    shopId: number,
    values: Pick<
      typeof shops.$inferInsert,
      'name' | 'slug' | 'city' | 'site' | 'description' | 'taxId' | 'coordinatorName' | 'coordinatorPhone'
    >,
  ): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...values, searchName: foldForSearch(values.name) })
      .where(eq(shops.id, shopId));
  }

  async setPicture(shopId: number, picture: 'logo' | 'banner', path: string): Promise<void> {
    await this.db
      .update(shops)
      .set(picture === 'logo' ? { logo: path } : { banner: path })
      .where(eq(shops.id, shopId));
  }

  addresses(shopId: number): Promise<ShopAddressRow[]> {
    return this.db
      .select()
      .from(shopAddresses)
      .where(eq(shopAddresses.shopId, shopId))
      .orderBy(asc(shopAddresses.id));
  }

  async address(shopId: number, id: number): Promise<ShopAddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shopAddresses)
      .where(and(eq(shopAddresses.id, id), eq(shopAddresses.shopId, shopId)));
    return row;
  }

  async insertAddress(row: typeof shopAddresses.$inferInsert): Promise<ShopAddressRow> {
    const [inserted] = await this.db.insert(shopAddresses).values(row).returning();
    if (!inserted) throw new Error('shop address insert returned nothing');
    return inserted;
  }

  async updateAddress(
    shopId: number,
    id: number,
    values: Pick<typeof shopAddresses.$inferInsert, 'city' | 'addressText' | 'phone' | 'forReturns'>,
  ): Promise<ShopAddressRow> {
    const [row] = await this.db
      .update(shopAddresses)
      .set(values)
      .where(and(eq(shopAddresses.id, id), eq(shopAddresses.shopId, shopId)))
      .returning();
    if (!row) throw new Error('shop address update returned nothing');
    return row;
  }

  /** Clears the returns mark first, so the one-returns-address index never sees two. */
  async clearReturns(shopId: number): Promise<void> {
    await this.db
      .update(shopAddresses)
      .set({ forReturns: false })
      .where(and(eq(shopAddresses.shopId, shopId), eq(shopAddresses.forReturns, true)));
  }

  async removeAddress(shopId: number, id: number): Promise<void> {
    await this.db
      .delete(shopAddresses)
      .where(and(eq(shopAddresses.id, id), eq(shopAddresses.shopId, shopId)));
  }

  /**
   * Runs address changes in one transaction holding the shop's row lock, so two changes to one
   * shop's addresses (two tabs marking returns) take turns instead of tripping the unique index.
   */
  inShopTransaction<T>(shopId: number, work: (repo: ShopSettingsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
      return work(new ShopSettingsRepo(tx));
    });
  }
}
