import type { StockRequestBody, StockRequestState } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import { buyableKey, type InventoryService, titleWithOptions } from '../inventory';
import type { NotificationsService } from '../notifications';
import { StockRequestsRepo } from './stock-requests.repo';

export const backInStockQueue = 'stock-requests.back-in-stock';

interface BackInStockJob {
  productId: number;
}

export interface StockRequestsDeps {
  db: Database;
  jobs: JobQueue;
  inventory: InventoryService;
  notifications: NotificationsService;
}

/**
 * "Notify me when it's back" (spec: a requested product): members ask about a sold-out product or
 * variant; when stock comes back, a job tells each of them once and forgets the request.
 */
export class StockRequestsService {
  private readonly repo: StockRequestsRepo;

  constructor(private readonly deps: StockRequestsDeps) {
    this.repo = new StockRequestsRepo(deps.db);
    deps.jobs.define<BackInStockJob>({
      name: backInStockQueue,
      queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
      work: (job) => this.tellBackInStock(job.data.productId),
    });
  }

  async state(userId: number, productId: number): Promise<StockRequestState> {
    const asked = await this.repo.variantsAskedBy(userId, productId);
    return {
      productId,
      product: asked.includes(null),
      variantIds: asked.filter((variantId): variantId is number => variantId !== null),
    };
  }

  /** Only what is on sale and sold out can be waited for: 404 for anything else, 409 when it is in stock. */
  async ask(userId: number, body: StockRequestBody): Promise<StockRequestState> {
    const ref = { productId: body.productId, variantId: body.variantId ?? null };
    const target = (await this.deps.inventory.buyables([ref])).get(buyableKey(ref));
    if (!target?.onSale) throw new AppError('notFound', 'error.productNotFound');
    if (target.stock > 0) throw new AppError('conflict', 'stockRequest.inStock');
    await this.repo.add({ userId, ...ref });
    return this.state(userId, body.productId);
  }

  async cancel(userId: number, body: StockRequestBody): Promise<StockRequestState> {
    await this.repo.remove({ userId, productId: body.productId, variantId: body.variantId ?? null });
    return this.state(userId, body.productId);
  }

  /** In the transaction that brought stock back: the job that answers the product's requests, if anyone waits. */
  async answerLater(tx: Transaction, productId: number): Promise<void> {
    if (await new StockRequestsRepo(tx).anyWaitingFor(productId))
      await this.deps.jobs.send<BackInStockJob>(backInStockQueue, { productId }, tx);
  }

  /**
   * Tells each member waiting for what is in stock now, deleting their request in the same
   * transaction: a re-run, or a second job for the same product, finds nothing left to tell.
   */
  private async tellBackInStock(productId: number): Promise<void> {
    const waiting = await this.repo.waitingFor(productId);
    if (waiting.length === 0) return;
    const refs = waiting.map((request) => ({ productId, variantId: request.variantId }));
    const targets = await this.deps.inventory.buyables(refs);
    for (const request of waiting) {
      const target = targets.get(buyableKey({ productId, variantId: request.variantId }));
      if (!target?.onSale || target.stock <= 0 || !target.slug) continue;
      const title = titleWithOptions(
        target.title,
        target.offers.map((offer) => offer.value),
      );
      const link = request.variantId
        ? `/product/${target.slug}?v=${request.variantId}`
        : `/product/${target.slug}`;
      await this.deps.db.transaction(async (tx) => {
        if (await new StockRequestsRepo(tx).take(request.id))
          await this.deps.notifications.notify(tx, request.userId, {
            kind: 'backInStock',
            params: { title },
            link,
          });
      });
    }
  }
}
