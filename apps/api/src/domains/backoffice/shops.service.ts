import {
  type AdminShopDetail,
  type AdminShopPage,
  type AdminShopsQuery,
  bpToPercent,
  defaultCommissionBp,
  type Lang,
  pickLang,
  type ShopFigures,
  type ShopStatus,
  type ShopStatusEvent,
  shopStatuses,
  toAzn,
} from '@bazar/contracts';
import type { MemberReads } from '../accounts';
import { type CategoryReads, categoryRate, type ProductCounts } from '../catalog';
import type { ShopMonthFigures } from '../orders';
import type { ShopsAdminService } from '../sellers';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const isStatus = (value: unknown): value is ShopStatus =>
  typeof value === 'string' && (shopStatuses as readonly string[]).includes(value);

/** What the shops' pages read from each owning domain. */
export interface ShopsOverviewSources {
  shops: ShopsAdminService;
  members: MemberReads;
  products: ProductCounts;
  orders: ShopMonthFigures;
  categories: CategoryReads;
}

/**
 * The back office's shops list and a shop's page (issue 17): the sellers domain's shops with their
 * owners (accounts), published products (catalogue) and this month's orders and revenue (orders)
 * beside them, each read once for the page. Decisions and commissions stay with their domains.
 */
export class ShopsOverviewService {
  constructor(private readonly from: ShopsOverviewSources) {}

  async list(query: AdminShopsQuery): Promise<AdminShopPage> {
    const statuses: ShopStatus[] | undefined =
      query.status === 'waiting' ? ['pending', 'documents'] : query.status ? [query.status] : undefined;
    const sort = query.sort ?? (query.status === 'waiting' ? 'oldest' : 'newest');
    const text = query.q?.trim();
    const [ownerIdsFound, byRevenue] = await Promise.all([
      text ? this.from.members.idsWithPhoneContaining(text.replace(/[\s+()-]/g, '')) : undefined,
      sort === 'revenue' ? this.from.orders.byRevenue() : undefined,
    ]);
    const { items, total } = await this.from.shops.page({
      statuses,
      q: query.q,
      ownerIdsFound,
      sort,
      byRevenue,
      page: query.page,
      pageSize: query.pageSize,
    });
    const shopIds = items.map((row) => row.id);
    const [owners, figures] = await Promise.all([
      this.from.members.namesAndPhones([...new Set(items.map((row) => row.ownerId))]),
      this.figuresOf(shopIds),
    ]);
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    return {
      items: items.map((row) => {
        const owner = ownerById.get(row.ownerId);
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          city: row.city,
          owner: { id: row.ownerId, name: owner?.name ?? '', phone: owner?.phone ?? null },
          status: row.status,
          statusChangedAt: iso(row.statusChangedAt),
          createdAt: row.createdAt.toISOString(),
          figures: figures(row.id),
          commissionPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
        };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async detail(id: number, lang: Lang): Promise<AdminShopDetail> {
    const { shop: row, addresses, history } = await this.from.shops.registration(id);
    const [[owner], actors, figures, categoryIds, tree] = await Promise.all([
      this.from.members.contacts([row.ownerId]),
      this.from.members.namesAndPhones([...new Set(history.map((entry) => entry.actorId))]),
      this.figuresOf([id]),
      this.from.categories.ofShop(id),
      this.from.categories.commissionTree(),
    ]);
    const actorName = new Map(actors.map((actor) => [actor.id, actor.name]));
    const byId = new Map(tree.map((node) => [node.id, node]));
    const categories = categoryIds
      .map((categoryId) => {
        const node = byId.get(categoryId);
        const rate =
          row.commissionBp !== null
            ? { bp: row.commissionBp, source: 'shop' as const }
            : categoryRate(byId, categoryId);
        return {
          id: categoryId,
          name: node ? pickLang(node.name, lang) : String(categoryId),
          percent: bpToPercent(rate.bp),
          source: rate.source,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      site: row.site,
      taxId: row.taxId,
      coordinator: { name: row.coordinatorName, phone: row.coordinatorPhone },
      owner: {
        id: row.ownerId,
        name: owner?.name ?? '',
        phone: owner?.phone ?? null,
        email: owner?.email ?? null,
      },
      addresses,
      status: row.status,
      statusNote: row.statusNote,
      statusChangedAt: iso(row.statusChangedAt),
      createdAt: row.createdAt.toISOString(),
      history: history.map(
        (entry): ShopStatusEvent => ({
          at: entry.at.toISOString(),
          action: entry.action,
          from: isStatus(entry.before?.status) ? entry.before.status : null,
          to: isStatus(entry.after?.status) ? entry.after.status : null,
          note: entry.note,
          actor: { id: entry.actorId, name: actorName.get(entry.actorId) ?? '' },
        }),
      ),
      figures: figures(id),
      commissionPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
      commission: {
        shopPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
        defaultPercent: bpToPercent(defaultCommissionBp),
        categories,
      },
    };
  }

  /** These shops' figures, one query per owning domain; a shop with no products or orders has zeros. */
  private async figuresOf(shopIds: number[]): Promise<(shopId: number) => ShopFigures> {
    const [published, months] = await Promise.all([
      this.from.products.publishedByShop(shopIds),
      this.from.orders.of(shopIds),
    ]);
    const publishedBy = new Map(published.map((row) => [row.shopId, row.value]));
    const monthBy = new Map(months.map((row) => [row.shopId, row]));
    return (shopId) => ({
      productsPublished: publishedBy.get(shopId) ?? 0,
      ordersThisMonth: monthBy.get(shopId)?.orders ?? 0,
      revenueThisMonth: toAzn(monthBy.get(shopId)?.revenue ?? 0),
    });
  }
}
