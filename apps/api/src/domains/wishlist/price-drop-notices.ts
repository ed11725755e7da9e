import { toAzn, toQepik } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type { CatalogService } from '../catalog';
import type { NotificationsService } from '../notifications';
import { WishlistRepo } from './wishlist.repo';

export const priceDropQueue = 'wishlist.price-dropped';

interface PriceDropJob {
  productId: number;
  /** Qəpik: what the product cost before the drop. */
  was: number;
}

export interface PriceDropDeps {
  db: Database;
  jobs: JobQueue;
  catalog: CatalogService;
  notifications: NotificationsService;
}

/**
 * Members keeping a product in their wishlist hear when its price goes down, once per drop: each
 * wishlist row remembers the price its member was told of, and a rise clears it.
 */
export class PriceDropNotices {
  constructor(private readonly deps: PriceDropDeps) {
    deps.jobs.define<PriceDropJob>({
      name: priceDropQueue,
      queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
      work: (job) => this.tell(job.data),
    });
  }

  /** In the transaction of a price change (qəpik, what a buyer pays): a drop is told later, a rise forgotten now. */
  async priceChanged(tx: Transaction, productId: number, before: number, after: number): Promise<void> {
    if (after < before)
      await this.deps.jobs.send<PriceDropJob>(priceDropQueue, { productId, was: before }, tx);
    else if (after > before) await new WishlistRepo(tx).forgetPricesTold(productId);
  }

  /** Reads the price as it is when the job runs: a drop undone before then is not told. */
  private async tell({ productId, was }: PriceDropJob): Promise<void> {
    const [card] = await this.deps.catalog.cardsByIds([productId]);
    if (!card) return;
    const price = toQepik(card.discountedPrice ?? card.price);
    if (price >= was) return;
    const owners = await new WishlistRepo(this.deps.db).ownersToTellOf(productId, price);
    for (const owner of owners)
      await this.deps.db.transaction(async (tx) => {
        if (await new WishlistRepo(tx).markTold(owner.id, price))
          await this.deps.notifications.notify(tx, owner.userId, {
            kind: 'priceDropped',
            params: { title: card.title, price: toAzn(price), was: toAzn(was) },
            link: `/product/${card.slug}`,
          });
      });
  }
}
