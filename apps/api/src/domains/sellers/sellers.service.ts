import {
  type Lang,
  type MyShop,
  pickLang,
  Role,
  type ShopProfile,
  type ShopShortcut,
  type ShopStatus,
  shopStatuses,
  slugify,
} from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { SellersRepo } from './sellers.repo';

/** Served by the web (apps/web/public) for shops that have no logo of their own yet. */
const defaultShopLogo = '/shop-default.svg';
export const logoUrl = (logo: string | null) => (logo ? mediaUrl(logo) : defaultShopLogo);

export class SellersService {
  private readonly repo: SellersRepo;

  constructor(db: Database) {
    this.repo = new SellersRepo(db);
  }

  /** The footer's four fixed seller shortcuts: approved shops the marketplace features. */
  async footerShops(): Promise<ShopShortcut[]> {
    const rows = await this.repo.featuredShops(4);
    return rows.map((row) => ({ ...row, logo: logoUrl(row.logo) }));
  }

  /** A shop's public profile by its page name; shops not approved are not shown. */
  async shopProfile(slug: string, lang: Lang): Promise<ShopProfile> {
    const row = await this.repo.approvedShopBySlug(slug.toLowerCase());
    if (!row) throw new AppError('notFound', 'error.shopNotFound');
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      logo: logoUrl(row.logo),
      description: pickLang(row.description, lang),
      city: row.city,
      rating: row.rating,
    };
  }

  /**
   * A shop registered with its seller account, in the same transaction. It starts pending: the
   * marketplace approves it before it is shown to buyers.
   */
  async createPendingShop(
    tx: Transaction,
    shop: { ownerId: number; name: string; site?: string },
  ): Promise<{ id: number; slug: string }> {
    const base = slugify(shop.name) || 'shop';
    const used = new Set(await this.repo.slugsLike(base, tx));
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    return this.repo.insertShop(
      {
        ownerId: shop.ownerId,
        slug,
        name: shop.name,
        site: shop.site ?? null,
        description: { az: '', en: '', ru: '' },
        // Filled in the shop settings before the marketplace approves the shop.
        city: '',
        status: 'pending',
      },
      tx,
    );
  }

  /** The seller's own shop, pending or not; a seller account always has one. */
  async myShop(ownerId: number): Promise<MyShop> {
    const { statusNote: _note, ...shop } = await this.myShopWithNote(ownerId);
    return shop;
  }

  /** The seller's own shop with the operator's note on its last status decision. */
  async myShopWithNote(ownerId: number): Promise<MyShop & { statusNote: string | null }> {
    const row = await this.repo.shopByOwner(ownerId);
    if (!row) throw new AppError('notFound', 'error.shopNotFound');
    return row;
  }

  /**
   * An operator's status decision (issue 17), on the operator's transaction: the shop's row is
   * locked, `allowedFrom` checked (409 otherwise), then the status, the note and the time written.
   * Nothing is cached: the storefront's reads filter on the status, so the change shows at once.
   */
  async decideStatus(
    tx: Transaction,
    shopId: number,
    decision: { to: ShopStatus; allowedFrom: readonly ShopStatus[]; note: string | null },
  ) {
    const before = await this.repo.lockStatus(shopId, tx);
    if (!before) throw new AppError('notFound', 'error.shopNotFound');
    if (!decision.allowedFrom.includes(before.status))
      throw new AppError('conflict', 'admin.shops.wrongStatus');
    const after = await this.repo.setStatus(shopId, decision.to, decision.note, tx);
    return { before, after };
  }

  /**
   * Closes the owner's shop when their account is deleted (privacy), on the deletion's transaction:
   * suspended with the note, so its products leave the storefront at once. Undefined without a shop.
   */
  async closeShopOf(tx: Transaction, ownerId: number, note: string) {
    const shop = await new SellersRepo(tx).shopByOwner(ownerId);
    if (!shop) return undefined;
    const { before } = await this.decideStatus(tx, shop.id, {
      to: 'suspended',
      allowedFrom: shopStatuses,
      note,
    });
    return { shopId: shop.id, statusBefore: before.status };
  }

  /**
   * The shop a cabinet call acts on, checked once for every cabinet call: a seller acts only on
   * their own shop (whatever `shopId` they send); Staff and Admin act on the shop they name, from
   * the back office. Any other caller, or a shop that does not exist, is refused.
   */
  async actingShop(caller: Caller, shopId?: number): Promise<number> {
    if (caller.role === Role.Seller) {
      const own = await this.repo.shopByOwner(caller.userId);
      if (!own) throw new AppError('notFound', 'error.shopNotFound');
      return own.id;
    }
    if (caller.role !== Role.Staff && caller.role !== Role.Admin)
      throw new AppError('forbidden', 'error.forbidden');
    if (shopId === undefined) throw new AppError('notFound', 'error.shopNotFound');
    if (!(await this.repo.shopExists(shopId))) throw new AppError('notFound', 'error.shopNotFound');
    return shopId;
  }

  /** Shops buyers can visit: the home page's "over N shops". */
  countApprovedShops(): Promise<number> {
    return this.repo.countApproved();
  }
}
