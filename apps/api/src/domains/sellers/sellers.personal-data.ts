import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { shopAddresses, shops } from './sellers.tables';

/**
 * A seller's shops as they registered them. A shop is a business: its name, tax id and addresses
 * stay with its orders and payouts; only the person's own contact (the coordinator) is erased.
 */
export class SellersPersonalData implements PersonalDataHolder {
  readonly section = 'shops';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const owned = await this.db
      .select({
        id: shops.id,
        name: shops.name,
        slug: shops.slug,
        site: shops.site,
        taxId: shops.taxId,
        coordinatorName: shops.coordinatorName,
        coordinatorPhone: shops.coordinatorPhone,
        city: shops.city,
        status: shops.status,
        createdAt: shops.createdAt,
      })
      .from(shops)
      .where(eq(shops.ownerId, userId))
      .orderBy(asc(shops.id));
    if (owned.length === 0) return [];
    const places = await this.db
      .select({
        shopId: shopAddresses.shopId,
        city: shopAddresses.city,
        addressText: shopAddresses.addressText,
        phone: shopAddresses.phone,
        forReturns: shopAddresses.forReturns,
      })
      .from(shopAddresses)
      .where(
        inArray(
          shopAddresses.shopId,
          owned.map((shop) => shop.id),
        ),
      )
      .orderBy(asc(shopAddresses.id));
    return owned.map(({ id, ...shop }) => ({
      ...shop,
      addresses: places.filter((place) => place.shopId === id).map(({ shopId: _shop, ...place }) => place),
    }));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx
      .update(shops)
      .set({ coordinatorName: null, coordinatorPhone: null })
      .where(eq(shops.ownerId, person.userId));
  }
}
