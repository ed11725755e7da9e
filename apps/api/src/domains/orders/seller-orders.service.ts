import {
  type OrderStatus,
  orderTransitions,
  type SellerOrderPage,
  type SellerOrderPart,
  type SellerOrdersQuery,
  sellerOrderTabStatuses,
  sellerOrderTabs,
  toAzn,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { SellersService } from '../sellers';
import { OrdersRepo } from './orders.repo';
import { type Actor, actorOf, eventView, itemView } from './orders.service';
import { SellerOrdersRepo } from './seller-orders.repo';

type Found = NonNullable<Awaited<ReturnType<SellerOrdersRepo['part']>>>;

/** The seller's side of orders: the parts of their shop, new first, with what they may do next. */
export class SellerOrdersService {
  private readonly repo: SellerOrdersRepo;
  private readonly orders: OrdersRepo;

  constructor(
    db: Database,
    private readonly sellers: SellersService,
  ) {
    this.repo = new SellerOrdersRepo(db);
    this.orders = new OrdersRepo(db);
  }

  async list(caller: Caller, query: SellerOrdersQuery): Promise<SellerOrderPage> {
    const shopId = await this.sellers.actingShop(caller, query.shopId);
    const [{ items, total }, byStatus] = await Promise.all([
      this.repo.page(
        shopId,
        { statuses: sellerOrderTabStatuses[query.tab], number: query.q || undefined },
        query.page,
        query.pageSize,
      ),
      this.repo.countsByStatus(shopId),
    ]);
    const counts = Object.fromEntries(
      sellerOrderTabs.map((tab) => {
        const statuses = sellerOrderTabStatuses[tab];
        const sum = [...byStatus].reduce(
          (n, [status, value]) => (statuses === null || statuses.includes(status) ? n + value : n),
          0,
        );
        return [tab, sum];
      }),
    ) as SellerOrderPage['counts'];
    return {
      items: await this.present(items, actorOf(caller)),
      page: query.page,
      pageSize: query.pageSize,
      total,
      counts,
    };
  }

  /** One part, for its own shop (or staff); any other caller gets 404, never the part. */
  async part(caller: Caller, partId: number): Promise<SellerOrderPart> {
    const found = await this.repo.part(partId);
    const actor = actorOf(caller);
    if (!found || actor === 'buyer') throw new AppError('notFound', 'order.notFound');
    if (actor === 'seller' && found.part.shopId !== (await this.sellers.actingShop(caller)))
      throw new AppError('notFound', 'order.notFound');
    const [presented] = await this.present([found], actor);
    if (!presented) throw new AppError('notFound', 'order.notFound');
    return presented;
  }

  private async present(rows: Found[], actor: Actor): Promise<SellerOrderPart[]> {
    const ids = rows.map((row) => row.part.id);
    const [items, events, feedback] = await Promise.all([
      this.orders.itemsOf(ids),
      this.orders.eventsOf(ids),
      this.orders.feedbackOf(ids),
    ]);
    return rows.map(({ part, order }) => {
      const given = feedback.find((entry) => entry.partId === part.id);
      return {
        id: part.id,
        orderId: order.id,
        number: order.number,
        code: order.code,
        createdAt: order.createdAt.toISOString(),
        status: part.status,
        buyer: { name: order.name, surname: order.surname, phone: order.phone },
        address: {
          city: order.city,
          district: order.district,
          text: order.addressText,
          type: order.addressType,
        },
        deliveryType: order.deliveryType,
        paymentType: order.paymentType,
        paymentStatus: order.paymentStatus,
        instalment:
          order.instalmentPartner !== null && order.instalmentMonths !== null
            ? { partner: order.instalmentPartner, months: order.instalmentMonths }
            : null,
        items: items.filter((item) => item.partId === part.id).map(itemView),
        subtotal: toAzn(part.subtotal),
        deliveryFee: toAzn(part.deliveryFee),
        total: toAzn(part.subtotal + part.deliveryFee),
        events: events.filter((event) => event.partId === part.id).map(eventView),
        feedback: given
          ? {
              rating: given.rating,
              reason: given.reason,
              comment: given.comment,
              createdAt: given.createdAt.toISOString(),
            }
          : null,
        moves: movesFor(part.status, actor),
      };
    });
  }
}

function movesFor(status: OrderStatus, actor: Actor): OrderStatus[] {
  return Object.entries(orderTransitions[status])
    .filter(([, who]) => who?.includes(actor))
    .map(([to]) => to as OrderStatus);
}
