import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { addresses, regions } from './addresses.tables';

const cities = alias(regions, 'cities');
const districts = alias(regions, 'districts');

/** A member's saved delivery addresses: copied, and deleted at the purge. A child's are kept: orders need them. */
export class AddressesPersonalData implements PersonalDataHolder {
  readonly section = 'addresses';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const rows = await this.db
      .select({
        id: addresses.id,
        city: cities.name,
        district: districts.name,
        text: addresses.text,
        type: addresses.type,
        isDefault: addresses.isDefault,
        createdAt: addresses.createdAt,
      })
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .innerJoin(districts, eq(districts.id, addresses.districtId))
      .where(eq(addresses.userId, userId))
      .orderBy(addresses.id);
    return rows.map((row) => ({ ...row, city: row.city.az, district: row.district.az }));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(addresses).where(eq(addresses.userId, person.userId));
  }
}
