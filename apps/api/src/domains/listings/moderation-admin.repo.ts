import type { Lang } from '@bazar/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { categories, productPhotos, products } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

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
          shopId: shops.id,
          shopName: shops.name,
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
        .innerJoin(shops, eq(shops.id, products.shopId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(asc(products.updatedAt), asc(products.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db.select({ value: count() }).from(products).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /**
   * A product's shop and the state a moderation changes; nothing when there is no such product.
   * Locked until the decision's transaction ends, so the state read is the state moved from.
   */
  async moderationState(productId: number) {
    const [row] = await this.db
      .select({
        shopId: products.shopId,
        ownerId: shops.ownerId,
        status: products.status,
        rejectionReason: products.rejectionReason,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(products.id, productId))
      .for('update', { of: products });
    return row;
  }

  /** What the preview says about a product besides its page; nothing when there is no such product. */
  async moderationInfo(productId: number) {
    const [row] = await this.db
      .select({
        status: products.status,
        shopId: shops.id,
        shopName: shops.name,
        submittedAt: products.updatedAt,
        publishedAt: products.publishedAt,
        pendingChanges: products.pendingChanges,
        rejectionReason: products.rejectionReason,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(products.id, productId));
    return row;
  }
}
