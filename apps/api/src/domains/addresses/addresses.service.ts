import type { Address, AddressBody, Lang, Region } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { AddressesRepo, type AddressRow, type RegionRow } from './addresses.repo';

/** A place to deliver to, checked: names in the buyer's language and whether delivery reaches it. */
export interface DeliveryPlace {
  city: string;
  district: string;
  text: string;
  type: 'home' | 'office';
}

const notFound = () => new AppError('notFound', 'checkout.addressNotFound');

/** Delivery regions (cities and districts) and members' saved addresses. */
export class AddressesService {
  private readonly repo: AddressesRepo;
  private regionRows: Promise<RegionRow[]> | undefined;

  constructor(db: Database) {
    this.repo = new AddressesRepo(db);
  }

  /**
   * Cities and districts, read once per process: they change only with a migration (nothing in
   * the app writes them), and every address shown or checked needs them.
   */
  private allRegions(): Promise<RegionRow[]> {
    this.regionRows ??= this.repo.allRegions().catch((err: unknown) => {
      this.regionRows = undefined; // a failed read is tried again by the next caller
      throw err;
    });
    return this.regionRows;
  }

  async regions(lang: Lang): Promise<Region[]> {
    const rows = await this.allRegions();
    return rows
      .filter((row) => row.parentId === null)
      .map((city) => ({
        id: city.id,
        name: city.name[lang] || city.name.az,
        deliverable: city.deliverable,
        districts: rows
          .filter((row) => row.parentId === city.id)
          .map((district) => ({
            id: district.id,
            name: district.name[lang] || district.name.az,
            deliverable: city.deliverable && district.deliverable,
          })),
      }));
  }

  async list(userId: number, lang: Lang): Promise<Address[]> {
    const [rows, regions] = await Promise.all([this.repo.ofUser(userId), this.allRegions()]);
    return rows.map((row) => present(row, regions, lang));
  }

  async create(userId: number, body: AddressBody, lang: Lang): Promise<Address> {
    await this.checkPlace(body.cityId, body.districtId);
    const row = await this.repo.transaction(async (repo) => {
      const isFirst = (await repo.ofUser(userId)).length === 0;
      const inserted = await repo.insert({ ...body, userId, isDefault: body.isDefault || isFirst });
      if (inserted.isDefault) await repo.clearDefaultExcept(userId, inserted.id);
      return inserted;
    });
    return present(row, await this.allRegions(), lang);
  }

  async update(userId: number, id: number, body: AddressBody, lang: Lang): Promise<Address> {
    await this.checkPlace(body.cityId, body.districtId);
    const row = await this.repo.transaction(async (repo) => {
      const current = await repo.byId(userId, id);
      if (!current) throw notFound();
      // The default stays the default until another address takes it.
      const updated = await repo.update(userId, id, {
        ...body,
        isDefault: body.isDefault || current.isDefault,
      });
      if (updated?.isDefault) await repo.clearDefaultExcept(userId, id);
      return updated;
    });
    if (!row) throw notFound();
    return present(row, await this.allRegions(), lang);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw notFound();
  }

  /** A member's saved address as an order takes it; refused when delivery no longer reaches it. */
  async savedPlace(userId: number, id: number, lang: Lang): Promise<DeliveryPlace> {
    const row = await this.repo.byId(userId, id);
    if (!row)
      throw new AppError('unprocessable', 'error.validation', { addressId: ['checkout.addressNotFound'] });
    const address = present(row, await this.allRegions(), lang);
    if (!address.deliverable)
      throw new AppError('unprocessable', 'error.validation', { addressId: ['checkout.areaNotDeliverable'] });
    return { city: address.city, district: address.district, text: address.text, type: address.type };
  }

  /** A new address given with an order (guests), checked like a saved one. */
  async newPlace(
    body: { cityId: number; districtId: number; text: string; type: 'home' | 'office' },
    lang: Lang,
  ): Promise<DeliveryPlace> {
    const { city, district } = await this.checkPlace(body.cityId, body.districtId, 'address.districtId');
    return {
      city: city.name[lang] || city.name.az,
      district: district.name[lang] || district.name.az,
      text: body.text,
      type: body.type,
    };
  }

  /** The district must be in the city, and delivery must reach both. */
  private async checkPlace(cityId: number, districtId: number, field = 'districtId') {
    const regions = await this.allRegions();
    const city = regions.find((row) => row.id === cityId && row.parentId === null);
    const district = regions.find((row) => row.id === districtId && row.parentId === cityId);
    if (!city || !district)
      throw new AppError('unprocessable', 'error.validation', { [field]: ['checkout.regionInvalid'] });
    if (!city.deliverable || !district.deliverable)
      throw new AppError('unprocessable', 'error.validation', { [field]: ['checkout.areaNotDeliverable'] });
    return { city, district };
  }
}

function present(row: AddressRow, regions: RegionRow[], lang: Lang): Address {
  const city = regions.find((region) => region.id === row.cityId);
  const district = regions.find((region) => region.id === row.districtId);
  return {
    id: row.id,
    cityId: row.cityId,
    city: city ? city.name[lang] || city.name.az : '',
    districtId: row.districtId,
    district: district ? district.name[lang] || district.name.az : '',
    text: row.text,
    type: row.type,
    isDefault: row.isDefault,
    deliverable: Boolean(city?.deliverable && district?.deliverable),
  };
}
