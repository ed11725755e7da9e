import type {
  PeoplePage,
  PeopleQuery,
  PersonDetail,
  PersonOrderPage,
  PersonOrdersQuery,
} from '@bazar/contracts';
import type { Caller } from '../../shared/caller';
import type { PeopleAdminService } from '../accounts';
import type { BuyerOrderReads } from '../orders';
import type { ShopReads } from '../sellers';

type ShopRef = PeoplePage['items'][number]['shop'];

/**
 * The back office's pages of people (issue 17): the accounts domain's people with a seller's shop
 * and their orders beside them. Blocking and roles stay with `PeopleAdminService`.
 */
export class PeopleOverviewService {
  constructor(
    private readonly people: PeopleAdminService,
    private readonly shops: ShopReads,
    private readonly buyerOrders: BuyerOrderReads,
  ) {}

  async list(query: PeopleQuery): Promise<PeoplePage> {
    const page = await this.people.list(query);
    const shops = await this.shopsOf(page.items.map((person) => person.id));
    return {
      ...page,
      items: page.items.map((person) => ({ ...person, shop: shops.get(person.id) ?? null })),
    };
  }

  /** A person's page; the operator's look at it is in the audit log (access to personal data). */
  async detail(caller: Caller, id: number): Promise<PersonDetail> {
    const person = await this.people.detail(caller, id);
    const [shops, ordersCount] = await Promise.all([this.shopsOf([id]), this.buyerOrders.count(id)]);
    return { ...person, ordersCount, shop: shops.get(id) ?? null };
  }

  async orders(caller: Caller, id: number, query: PersonOrdersQuery): Promise<PersonOrderPage> {
    await this.people.viewOrders(caller, id);
    const { items, parts, total } = await this.buyerOrders.page(id, query.page, query.pageSize);
    return {
      items: items.map((order) => ({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        total: order.total / 100,
        paymentType: order.paymentType,
        statuses: parts.filter((part) => part.orderId === order.id).map((part) => part.status),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  /** Each seller's shop, the first as the cabinet takes it, by owner. */
  private async shopsOf(ownerIds: number[]): Promise<Map<number, NonNullable<ShopRef>>> {
    const rows = await this.shops.firstShopsOf(ownerIds);
    return new Map(rows.map((shop) => [shop.ownerId, { id: shop.id, name: shop.name, status: shop.status }]));
  }
}
