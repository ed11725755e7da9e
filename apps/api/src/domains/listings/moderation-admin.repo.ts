import type { Lang } from '@bazar/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { categories, productPhotos, products } from '../catalog/catalog.tables';
import { ShopReads } from '../sellers';

/**
 * The back office's reads of products for moderation. It never writes them: moves go through the
 * listings domain's status machine.
 */
export class ModerationRepo {
  constructor(private readonly db: Database) {}

  /** Pending products, the longest waiting first (`updated_at` is when the product last changed). */
  async pendingPage(options: {
    shopId?: number;
    categoryId?: number;
    q?: string;
    lang: Lang;
    page: number;
    pageSize: number;
  }) {
    const where: SQL | undefined = and(
      eq(products.status, 'pending'),
      options.shopId === undefined ? undefined : eq(products.shopId, options.shopId),
      options.categoryId === undefined ? undefined : eq(products.categoryId, options.categoryId),
      options.q ? or(ilike(products.title, containing(options.q)), eq(products.code, options.q)) : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          code: products.code,
          slug: products.slug,
          title: products.title,
          shopId: products.shopId,
          categoryId: categories.id,
          categoryName: sql<string>`${categories.name}->>${options.lang}`,
          price: products.price,
          discountedPrice: products.discountedPrice,
          image: sql<
            string | null
          >`(select ${productPhotos.path} from ${productPhotos} where ${productPhotos.productId} = ${products}.${sql.identifier(products.id.name)} order by ${productPhotos.position} limit 1)`,
          submittedAt: products.updatedAt,
          publishedAt: products.publishedAt,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(asc(products.updatedAt), asc(products.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db.select({ value: count() }).from(products).where(where),
    ]);
    const shops = await this.shopsOf(items.map((item) => item.shopId));
    return {
      items: items.map((item) => ({ ...item, shopName: shops.get(item.shopId)?.name ?? '' })),
      total: total?.value ?? 0,
    };
  }

  /**
   * A product's shop and the state a moderation changes; nothing when there is no such product.
   * Locked until the decision's transaction ends, so the state read is the state moved from.
   */
  async moderationState(productId: number) {
    const [row] = await this.db
      .select({ shopId: products.shopId, status: products.status, rejectionReason: products.rejectionReason })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!row) return undefined;
    const shop = (await this.shopsOf([row.shopId])).get(row.shopId);
    return shop ? { ...row, ownerId: shop.ownerId } : undefined;
  }

  /** What the preview says about a product besides its page; nothing when there is no such product. */
  async moderationInfo(productId: number) {
    const [row] = await this.db
      .select({
        status: products.status,
        shopId: products.shopId,
        submittedAt: products.updatedAt,
        publishedAt: products.publishedAt,
        pendingChanges: products.pendingChanges,
        rejectionReason: products.rejectionReason,
      })
      .from(products)
      .where(eq(products.id, productId));
    if (!row) return undefined;
    const shop = (await this.shopsOf([row.shopId])).get(row.shopId);
    return shop ? { ...row, shopName: shop.name } : undefined;
  }

  /** The shops of a page of products, by id (the sellers domain owns them). */
  private async shopsOf(ids: number[]) {
    return new Map(
      (await new ShopReads(this.db).namesAndOwners([...new Set(ids)])).map((shop) => [shop.id, shop]),
    );
  }
}
