import { type Lang, pickLang, type ShopProfile, type ShopShortcut } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import { SellersRepo } from './sellers.repo';

export class SellersService {
  private readonly repo: SellersRepo;

  constructor(db: Database) {
    this.repo = new SellersRepo(db);
  }

  /** The footer's four fixed seller shortcuts: approved shops the marketplace features. */
  async footerShops(): Promise<ShopShortcut[]> {
    const rows = await this.repo.featuredShops(4);
    return rows.map((row) => ({ ...row, logo: mediaUrl(row.logo) }));
  }

  /** A shop's public profile by its page name; shops not approved are not shown. */
  async shopProfile(slug: string, lang: Lang): Promise<ShopProfile> {
    const row = await this.repo.approvedShopBySlug(slug.toLowerCase());
    if (!row) throw new AppError('notFound', 'error.shopNotFound');
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      logo: mediaUrl(row.logo),
      description: pickLang(row.description, lang),
      city: row.city,
      rating: row.rating,
    };
  }
}
