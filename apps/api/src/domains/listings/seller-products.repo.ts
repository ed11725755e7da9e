import type { ProductStatus } from '@bazar/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { searchWords } from '../../shared/search-text';
import {
  productOfferValues,
  productPhotos,
  productRequests,
  products,
  productVariants,
} from '../catalog/catalog.tables';

/**
 * A row of the seller's product table as the database holds it (prices in qəpik). The main photo's
 * subquery names `products` itself: a select from one table renders its columns unqualified, and a
 * bare "id" inside the subquery would be the photo's own id.
 */
const rowColumns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  image: sql<
    string | null
  >`(select ${productPhotos.path} from ${productPhotos} where ${productPhotos.productId} = ${products}.${sql.identifier(products.id.name)} order by ${productPhotos.position} limit 1)`,
  title: products.title,
  stockCode: products.stockCode,
  stockCount: products.stockCount,
  price: products.price,
  discountedPrice: products.discountedPrice,
  status: products.status,
  rejectionReason: products.rejectionReason,
  updatedAt: products.updatedAt,
};

export type SellerProductRecord = NonNullable<Awaited<ReturnType<SellerProductsRepo['productRow']>>>;

/** `%`, `_` and `\` as themselves inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * What a seller's search finds: every word of it starting a word of the title (folded, as buyers'
 * search reads titles, so `seher` finds `Şəhər`), or the text inside the title, code or stock code.
 */
function sellerSearch(q: string): SQL | undefined {
  const words = searchWords(q);
  const pattern = `%${likeLiteral(q)}%`;
  return or(
    words.length > 0
      ? and(...words.map((word) => sql`${products.searchTitle} like ${`% ${word}%`}`))
      : undefined,
    ilike(products.title, pattern),
    ilike(products.code, pattern),
    ilike(products.stockCode, pattern),
  );
}

/**
 * The seller cabinet's reads and writes of the catalog's products: only ever one shop's, which the
 * caller names after the sellers domain has said which shop the caller acts on.
 */
export class SellerProductsRepo {
  constructor(private readonly db: Database) {}

  /** One page of a shop's products in these statuses, the latest change first. */
  async page(options: {
    shopId: number;
    statuses: readonly ProductStatus[];
    q?: string;
    page: number;
    pageSize: number;
  }) {
    const where = and(
      eq(products.shopId, options.shopId),
      inArray(products.status, [...options.statuses]),
      options.q ? sellerSearch(options.q) : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(products)
        .where(where)
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db.select({ value: count() }).from(products).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /** How many of the shop's products stand in each status (statuses it has none in are missing). */
  countsByStatus(shopId: number) {
    return this.db
      .select({ status: products.status, count: count() })
      .from(products)
      .where(eq(products.shopId, shopId))
      .groupBy(products.status);
  }

  /** One product of the shop as its table row; nothing when it is another shop's or does not exist. */
  async productRow(shopId: number, productId: number) {
    const [row] = await this.db
      .select(rowColumns)
      .from(products)
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
    return row;
  }

  /**
   * Moves the product from `from` to `to`, only if it is still in `from`: of two moves at once one
   * wins and the other finds nothing to move. Publishing records when; a rejection keeps its reason,
   * which going to pending (or on sale) clears.
   */
  async moveStatus(productId: number, from: ProductStatus, to: ProductStatus, reason?: string) {
    const rejectionReason =
      to === 'rejected' ? (reason ?? null) : to === 'pending' || to === 'published' ? null : undefined;
    const moved = await this.db
      .update(products)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'published' ? { publishedAt: sql`now()` } : {}),
        ...(rejectionReason === undefined ? {} : { rejectionReason }),
        // The comparison with the version on sale means something only while the product waits.
        ...(to === 'pending' ? {} : { pendingChanges: null }),
      })
      .where(and(eq(products.id, productId), eq(products.status, from)))
      .returning({ id: products.id });
    return moved.length > 0;
  }

  /** Buyers' requests about the shop's products, newest first, with the variant asked about. */
  async requests(shopId: number, page: number, pageSize: number) {
    const value = alias(productOfferValues, 'value');
    const secondValue = alias(productOfferValues, 'second_value');
    const ofShop = eq(products.shopId, shopId);
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: productRequests.id,
          name: productRequests.name,
          phone: productRequests.phone,
          message: productRequests.message,
          createdAt: productRequests.createdAt,
          productId: products.id,
          code: products.code,
          title: products.title,
          slug: products.slug,
          status: products.status,
          stockCount: products.stockCount,
          variant: sql<string | null>`nullif(concat_ws(', ', ${value.value}, ${secondValue.value}), '')`,
        })
        .from(productRequests)
        .innerJoin(products, eq(products.id, productRequests.productId))
        .leftJoin(productVariants, eq(productVariants.id, productRequests.variantId))
        .leftJoin(value, eq(value.id, productVariants.valueId))
        .leftJoin(secondValue, eq(secondValue.id, productVariants.secondValueId))
        .where(ofShop)
        .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ value: count() })
        .from(productRequests)
        .innerJoin(products, eq(products.id, productRequests.productId))
        .where(ofShop),
    ]);
    return { items, total: total?.value ?? 0 };
  }
}
