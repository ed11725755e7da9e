import {
  type ProductGroup,
  type ProductStatusBody,
  productGroupStatuses,
  productGroups,
  productStatusMover,
  Role,
  type SellerProductPage,
  type SellerProductRequestPage,
  type SellerProductRequestsQuery,
  type SellerProductRow,
  type SellerProductsQuery,
  sellerMovesFrom,
  toAzn,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type SellerProductRecord, SellerProductsRepo } from './seller-products.repo';

function toRow(record: SellerProductRecord): SellerProductRow {
  return {
    ...record,
    image: record.image ? mediaUrl(record.image) : null,
    price: toAzn(record.price),
    discountedPrice: record.discountedPrice === null ? null : toAzn(record.discountedPrice),
    updatedAt: record.updatedAt.toISOString(),
    moves: sellerMovesFrom(record.status),
  };
}

const isMarketplace = (caller: Caller) => caller.role === Role.Staff || caller.role === Role.Admin;

/**
 * The seller cabinet's product list and status moves (spec SEL-02, SEL-03). Every call takes the
 * shop the caller acts on, as `SellersService.actingShop` answered it, and never reaches past it.
 *
 * Search needs no re-indexing after a move: the folded search columns hold only the product's text,
 * and every buyer-facing read (listings, search, suggestions, product page, basket, combos) asks
 * for `status = 'published'` itself, so a product leaves or joins them the moment its status changes.
 */
export class SellerProductsService {
  private readonly repo: SellerProductsRepo;

  constructor(db: Database) {
    this.repo = new SellerProductsRepo(db);
  }

  /** One page of a group, with the count of every group for the tabs. */
  async list(shopId: number, query: SellerProductsQuery): Promise<SellerProductPage> {
    const [page, byStatus] = await Promise.all([
      this.repo.page({
        shopId,
        statuses: productGroupStatuses[query.group],
        q: query.q,
        page: query.page,
        pageSize: query.pageSize,
      }),
      this.repo.countsByStatus(shopId),
    ]);
    const counts = Object.fromEntries(
      productGroups.map((group) => [
        group,
        byStatus
          .filter((row) => productGroupStatuses[group].includes(row.status))
          .reduce((sum, row) => sum + row.count, 0),
      ]),
    ) as Record<ProductGroup, number>;
    return {
      items: page.items.map(toRow),
      page: query.page,
      pageSize: query.pageSize,
      total: page.total,
      counts,
    };
  }

  /**
   * One move of the status machine. The marketplace's moves (publish, reject) are for Staff and
   * Admin; the seller's for the shop's seller and for Staff and Admin acting for the shop. A move the
   * machine does not have is refused (422), as is a move that lost a race with another (409).
   */
  async changeStatus(
    caller: Caller,
    shopId: number,
    productId: number,
    body: ProductStatusBody,
  ): Promise<SellerProductRow> {
    const product = await this.repo.productRow(shopId, productId);
    if (!product) throw new AppError('notFound', 'error.productNotFound');
    const mover = productStatusMover(product.status, body.status);
    if (!mover) throw new AppError('unprocessable', 'product.illegalMove');
    if (mover === 'marketplace' && !isMarketplace(caller))
      throw new AppError('forbidden', 'product.moderationOnly');
    if (!(await this.repo.moveStatus(productId, product.status, body.status, body.reason)))
      throw new AppError('conflict', 'error.conflict');
    const moved = await this.repo.productRow(shopId, productId);
    if (!moved) throw new AppError('notFound', 'error.productNotFound');
    return toRow(moved);
  }

  /** What buyers asked about the shop's products while they were out of stock, newest first. */
  async requests(shopId: number, query: SellerProductRequestsQuery): Promise<SellerProductRequestPage> {
    const { items, total } = await this.repo.requests(shopId, query.page, query.pageSize);
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        product: {
          id: row.productId,
          code: row.code,
          title: row.title,
          slug: row.slug,
          status: row.status,
          stockCount: row.stockCount,
        },
        variant: row.variant,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }
}
