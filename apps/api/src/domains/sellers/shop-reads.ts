import { asc, count, gte, inArray } from 'drizzle-orm';
import { startOfBakuDay } from '../../db/baku-days';
import type { Database } from '../../db/connection';
import { shops } from './sellers.tables';

/** What the back office's screens show of shops beside other domains' figures: one query for a page of ids. */
export class ShopReads {
  constructor(private readonly db: Database) {}

  /** Each owner's shop, the first as the cabinet takes it (lowest id). */
  firstShopsOf(ownerIds: number[]) {
    if (ownerIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectDistinctOn([shops.ownerId], {
        ownerId: shops.ownerId,
        id: shops.id,
        name: shops.name,
        status: shops.status,
      })
      .from(shops)
      .where(inArray(shops.ownerId, ownerIds))
      .orderBy(asc(shops.ownerId), asc(shops.id));
  }

  /** Each shop's name and owner, by id. */
  namesAndOwners(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: shops.id, name: shops.name, ownerId: shops.ownerId })
      .from(shops)
      .where(inArray(shops.id, ids));
  }

  /** The names of the shops with these ids, by name (a shop that is gone is missing). */
  names(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, ids))
      .orderBy(asc(shops.name));
  }

  /** Shops that registered from the start of `day` (Baku) on. */
  async registeredSince(day: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(shops)
      .where(gte(shops.createdAt, startOfBakuDay(day)));
    return row?.value ?? 0;
  }

  /** Shops waiting for an operator's decision on their registration. */
  async waitingDecision(): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(shops)
      .where(inArray(shops.status, ['pending', 'documents']));
    return row?.value ?? 0;
  }
}
