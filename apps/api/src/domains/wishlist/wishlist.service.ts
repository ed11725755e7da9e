import type { Wishlist, WishlistEntry, WishlistRef } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { CatalogService } from '../catalog';
import { type WishlistKey, WishlistRepo } from './wishlist.repo';

/** How many favourites one account keeps; the oldest beyond it are not listed. */
const wishlistLimit = 200;

/** Favourites: a member's in the database, a guest's in the browser (spec: favItems), shown alike. */
export class WishlistService {
  private readonly repo: WishlistRepo;

  constructor(
    db: Database,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new WishlistRepo(db);
  }

  async list(userId: number): Promise<Wishlist> {
    return this.describe(await this.repo.entries(userId));
  }

  /** Favourites a product or combo that is on sale; 404 for anything else. */
  async add(userId: number, key: WishlistKey): Promise<Wishlist> {
    if (!(await this.onSale(key))) throw new AppError('notFound', 'wishlist.notFound');
    await this.repo.add(userId, key);
    return this.list(userId);
  }

  async remove(userId: number, key: WishlistKey): Promise<Wishlist> {
    await this.repo.remove(userId, key);
    return this.list(userId);
  }

  /** Moves a guest's favourites into the account at sign-in; what left sale is skipped. */
  async merge(userId: number, keys: WishlistRef[]): Promise<Wishlist> {
    const onSale = await this.describe(keys);
    for (const entry of [...onSale.items].reverse()) await this.repo.add(userId, entry);
    return this.list(userId);
  }

  /** Entries with their cards, in the given order; entries no longer on sale are left out. */
  async describe(keys: WishlistKey[]): Promise<Wishlist> {
    const unique = keys.filter(
      (key, index) =>
        keys.findIndex((other) => other.id === key.id && other.isCombo === key.isCombo) === index,
    );
    const limited = unique.slice(0, wishlistLimit);
    const [products, combos] = await Promise.all([
      this.catalog.cardsByIds(limited.filter((key) => !key.isCombo).map((key) => key.id)),
      this.catalog.comboSummariesByIds(limited.filter((key) => key.isCombo).map((key) => key.id)),
    ]);
    const items = limited.flatMap((key): WishlistEntry[] => {
      if (key.isCombo) {
        const combo = combos.find((candidate) => candidate.id === key.id);
        return combo ? [{ id: key.id, isCombo: true, product: null, combo }] : [];
      }
      const product = products.find((candidate) => candidate.id === key.id);
      return product ? [{ id: key.id, isCombo: false, product, combo: null }] : [];
    });
    return { count: items.length, items };
  }

  private async onSale(key: WishlistKey): Promise<boolean> {
    const found = key.isCombo
      ? await this.catalog.comboSummariesByIds([key.id])
      : await this.catalog.cardsByIds([key.id]);
    return found.length > 0;
  }
}
