import type {
  SellerInfo,
  SellerInfoBody,
  ShopAddress,
  ShopAddressBody,
  ShopSettings,
  ShopSettingsBody,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { ImageStore } from '../../media/image-store';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { AccountsService } from '../accounts';
import type { SellersService } from './sellers.service';
import { type ShopAddressRow, type ShopRow, ShopSettingsRepo } from './shop-settings.repo';

/** Host names the marketplace keeps for itself; a shop subdomain cannot take them. */
const reservedSubdomains = new Set(['www', 'api', 'admin', 'mail', 'media', 'static']);

const addressNotFound = () => new AppError('notFound', 'shop.addressNotFound');
const subdomainTaken = () =>
  new AppError('unprocessable', 'error.validation', { slug: ['validation.subdomainTaken'] });

/**
 * Seller information (SEL-07) and shop settings with the shop's addresses (SEL-08). The shop is
 * always the one `SellersService.actingShop` resolved for the caller; this service trusts that id.
 */
export class ShopSettingsService {
  private readonly repo: ShopSettingsRepo;

  constructor(
    db: Database,
    private readonly accounts: AccountsService,
    private readonly sellers: SellersService,
    private readonly images: ImageStore,
  ) {
    this.repo = new ShopSettingsRepo(db);
  }

  async sellerInfo(userId: number): Promise<SellerInfo> {
    const [profile, shop] = await Promise.all([
      this.accounts.profile(userId),
      this.sellers.myShopWithNote(userId),
    ]);
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: profile.email,
      shopName: shop.name,
      shopSlug: shop.slug,
      shopStatus: shop.status,
      statusNote: shop.statusNote,
    };
  }

  /** Changes the seller's name and contacts through the accounts profile, keeping its other fields. */
  async updateSellerInfo(userId: number, body: SellerInfoBody): Promise<SellerInfo> {
    const profile = await this.accounts.profile(userId);
    await this.accounts.updateProfile(userId, {
      ...body,
      fatherName: profile.fatherName ?? undefined,
      extraPhone: profile.extraPhone ?? undefined,
      birthday: profile.birthday ?? undefined,
      gender: profile.gender ?? undefined,
      maritalStatus: profile.maritalStatus ?? undefined,
    });
    return this.sellerInfo(userId);
  }

  async settings(shopId: number): Promise<ShopSettings> {
    const row = await this.repo.shop(shopId);
    if (!row) throw new AppError('notFound', 'error.shopNotFound');
    return presentShop(row);
  }

  /**
   * Saves the text settings. The seller's description is stored as written under `az` with the
   * other languages empty, so every language shows the seller's own text (pickLang falls back to az).
   */
  async updateSettings(shopId: number, body: ShopSettingsBody): Promise<ShopSettings> {
    if (reservedSubdomains.has(body.slug) || (await this.repo.otherShopWithSlug(body.slug, shopId)))
      throw subdomainTaken();
    try {
      await this.repo.updateShop(shopId, {
        name: body.name,
        slug: body.slug,
        city: body.city,
        site: body.site ?? null,
        description: { az: body.description, en: '', ru: '' },
        taxId: body.taxId,
        coordinatorName: body.coordinatorName,
        coordinatorPhone: body.coordinatorPhone,
      });
    } catch (error) {
      // Another shop took the name between the check and the write.
      if (isUniqueViolation(error)) throw subdomainTaken();
      throw error;
    }
    return this.settings(shopId);
  }

  /** Stores an uploaded logo or banner as WebP (the image store checks type and size) and shows it on the shop. */
  async uploadPicture(shopId: number, picture: 'logo' | 'banner', image: Buffer): Promise<ShopSettings> {
    const { path } = await this.images.storeImage(image, `shops/s${shopId}`);
    await this.repo.setPicture(shopId, picture, path);
    return this.settings(shopId);
  }

  async addresses(shopId: number): Promise<ShopAddress[]> {
    return (await this.repo.addresses(shopId)).map(presentAddress);
  }

  /** A new address; the shop's first one takes returns, and one marked for returns takes them over. */
  async addAddress(shopId: number, body: ShopAddressBody): Promise<ShopAddress> {
    const row = await this.repo.inShopTransaction(shopId, async (repo) => {
      const isFirst = (await repo.addresses(shopId)).length === 0;
      const forReturns = body.forReturns || isFirst;
      if (forReturns) await repo.clearReturns(shopId);
      return repo.insertAddress({
        shopId,
        city: body.city,
        addressText: body.addressText,
        phone: body.phone ?? null,
        forReturns,
      });
    });
    return presentAddress(row);
  }

  /** The returns address stays the returns address until another address is marked for returns. */
  async updateAddress(shopId: number, id: number, body: ShopAddressBody): Promise<ShopAddress> {
    const row = await this.repo.inShopTransaction(shopId, async (repo) => {
      const current = await repo.address(shopId, id);
      if (!current) throw addressNotFound();
      const forReturns = body.forReturns || current.forReturns;
      if (forReturns && !current.forReturns) await repo.clearReturns(shopId);
      return repo.updateAddress(shopId, id, {
        city: body.city,
        addressText: body.addressText,
        phone: body.phone ?? null,
        forReturns,
      });
    });
    return presentAddress(row);
  }

  /**
   * Deletes an address. The returns address goes only as the shop's last address: while others
   * remain, the seller first chooses which of them takes returns, rather than one being picked for them.
   */
  async removeAddress(shopId: number, id: number): Promise<void> {
    await this.repo.inShopTransaction(shopId, async (repo) => {
      const all = await repo.addresses(shopId);
      const current = all.find((row) => row.id === id);
      if (!current) throw addressNotFound();
      if (current.forReturns && all.length > 1) throw new AppError('conflict', 'shop.returnsAddressKept');
      await repo.removeAddress(shopId, id);
    });
  }
}

function presentShop(row: ShopRow): ShopSettings {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    slug: row.slug,
    city: row.city,
    site: row.site,
    description: row.description.az,
    taxId: row.taxId,
    coordinatorName: row.coordinatorName,
    coordinatorPhone: row.coordinatorPhone,
    logo: row.logo ? mediaUrl(row.logo) : null,
    banner: row.banner ? mediaUrl(row.banner) : null,
  };
}

function presentAddress(row: ShopAddressRow): ShopAddress {
  return {
    id: row.id,
    city: row.city,
    addressText: row.addressText,
    phone: row.phone,
    forReturns: row.forReturns,
  };
}
