import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { addresses, regions } from './addresses.tables';

export type AddressRow = typeof addresses.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;

export class AddressesRepo {
  constructor(private readonly db: Database) {}

  allRegions(): Promise<RegionRow[]> {
    return this.db.select().from(regions).orderBy(asc(regions.position), asc(regions.id));
  }

  ofUser(userId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
  }

  async byId(userId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  async insert(row: typeof addresses.$inferInsert): Promise<AddressRow> {
    const [inserted] = await this.db.insert(addresses).values(row).returning();
    if (!inserted) throw new Error('insert returned no address');
    return inserted;
  }

  async update(userId: number, id: number, values: Partial<typeof addresses.$inferInsert>) {
    const [row] = await this.db
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  /** Only one address of a member is the default. */
  async clearDefaultExcept(userId: number, id: number): Promise<void> {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    return rows.length > 0;
  }

  transaction<T>(work: (repo: AddressesRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AddressesRepo(tx)));
  }
}
