import {
  type AdminShopDetail,
  type AdminShopPage,
  type AdminShopsQuery,
  bpToPercent,
  type CommissionAnswer,
  type CommissionBody,
  type CommissionSource,
  defaultCommissionBp,
  type Lang,
  percentToBp,
  pickLang,
  type ShopApprovalBody,
  type ShopDecisionBody,
  type ShopStatus,
  type ShopStatusAnswer,
  type ShopStatusEvent,
  shopStatuses,
  toAzn,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { NotificationsService } from '../notifications';
import { SellersService } from './sellers.service';
import { ShopsAdminRepo } from './shops-admin.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Each decision: the status it moves to and the statuses it may move from. */
const decisions = {
  approve: { to: 'approved', from: ['pending', 'documents', 'rejected'] },
  refuse: { to: 'rejected', from: ['pending', 'documents'] },
  requestDocuments: { to: 'documents', from: ['pending'] },
  suspend: { to: 'suspended', from: ['approved'] },
  reinstate: { to: 'approved', from: ['suspended'] },
} as const satisfies Record<string, { to: ShopStatus; from: readonly ShopStatus[] }>;
export type ShopDecision = keyof typeof decisions;

const isStatus = (value: unknown): value is ShopStatus =>
  typeof value === 'string' && (shopStatuses as readonly string[]).includes(value);

interface CategoryNode {
  id: number;
  parentId: number | null;
  name: Record<string, string>;
  commissionBp: number | null;
}

/** A category's rate: its own, else the nearest one up the tree, else the marketplace's default. */
function categoryRate(
  byId: Map<number, CategoryNode>,
  categoryId: number,
): { bp: number; source: CommissionSource } {
  const seen = new Set<number>();
  let node = byId.get(categoryId);
  while (node && !seen.has(node.id)) {
    if (node.commissionBp !== null) return { bp: node.commissionBp, source: 'category' };
    seen.add(node.id);
    node = node.parentId === null ? undefined : byId.get(node.parentId);
  }
  return { bp: defaultCommissionBp, source: 'default' };
}

/**
 * Shops in the back office (issue 17): the list with figures, a shop's registration and history,
 * the status decisions (each with its audit row on one transaction) and the commission rates.
 */
export class ShopsAdminService {
  private readonly repo: ShopsAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new ShopsAdminRepo(db);
  }

  async list(query: AdminShopsQuery): Promise<AdminShopPage> {
    const statuses: ShopStatus[] | undefined =
      query.status === 'waiting' ? ['pending', 'documents'] : query.status ? [query.status] : undefined;
    const sort = query.sort ?? (query.status === 'waiting' ? 'oldest' : 'newest');
    const { items, total } = await this.repo.page({
      statuses,
      q: query.q,
      sort,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        city: row.city,
        owner: { id: row.ownerId, name: row.ownerName, phone: row.ownerPhone },
        status: row.status,
        statusChangedAt: iso(row.statusChangedAt),
        createdAt: row.createdAt.toISOString(),
        figures: {
          productsPublished: Number(row.productsPublished),
          ordersThisMonth: Number(row.ordersThisMonth),
          revenueThisMonth: toAzn(Number(row.revenueThisMonth)),
        },
        commissionPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async detail(id: number, lang: Lang): Promise<AdminShopDetail> {
    const row = await this.repo.shop(id);
    if (!row) throw new AppError('notFound', 'error.shopNotFound');
    const [addresses, history, categoryIds, tree] = await Promise.all([
      this.repo.addresses(id),
      this.repo.history(id),
      this.repo.categoryIdsOfShop(id),
      this.repo.categoryTree(),
    ]);
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
      owner: { id: row.ownerId, name: row.ownerName, phone: row.ownerPhone, email: row.ownerEmail },
      addresses,
      status: row.status,
      statusNote: row.statusNote,
      statusChangedAt: iso(row.statusChangedAt),
      createdAt: row.createdAt.toISOString(),
      history: history
        .filter((entry) => entry.action.startsWith('shop.'))
        .map(
          (entry): ShopStatusEvent => ({
            at: entry.at.toISOString(),
            action: entry.action,
            from: isStatus(entry.before?.status) ? entry.before.status : null,
            to: isStatus(entry.after?.status) ? entry.after.status : null,
            note: entry.note,
            actor: { id: entry.actorId, name: entry.actorName },
          }),
        ),
      figures: {
        productsPublished: Number(row.productsPublished),
        ordersThisMonth: Number(row.ordersThisMonth),
        revenueThisMonth: toAzn(Number(row.revenueThisMonth)),
      },
      commissionPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
      commission: {
        shopPercent: row.commissionBp === null ? null : bpToPercent(row.commissionBp),
        defaultPercent: bpToPercent(defaultCommissionBp),
        categories,
      },
    };
  }

  /**
   * A status decision and its audit row on one transaction. The note is what the seller reads in
   * the cabinet; a decision without one clears the last note.
   */
  decide(
    caller: Caller,
    shopId: number,
    decision: ShopDecision,
    body: ShopDecisionBody | ShopApprovalBody,
  ): Promise<ShopStatusAnswer> {
    const { to, from } = decisions[decision];
    const note = body.note ?? null;
    return this.db.transaction(async (tx) => {
      const { before, after } = await new SellersService(tx).decideStatus(tx, shopId, {
        to,
        allowedFrom: from,
        note,
      });
      await AuditLog.record(tx, {
        actor: caller,
        action: `shop.${decision}`,
        subject: { type: 'shop', id: shopId },
        before: { status: before.status, statusNote: before.statusNote },
        after: { status: after.status, statusNote: after.statusNote },
        note,
      });
      // The seller hears of the decision on their registration; suspensions are said in the cabinet.
      if (decision === 'approve' || decision === 'refuse')
        await this.notifications.notify(tx, after.ownerId, {
          kind: 'shopDecided',
          params: { decision: after.status, shop: after.name, note: note ?? '' },
          link: decision === 'approve' ? '/shop/products/all-products' : '/shop/info',
        });
      return {
        id: after.id,
        status: after.status,
        statusNote: after.statusNote,
        statusChangedAt: iso(after.statusChangedAt),
      };
    });
  }

  setShopCommission(caller: Caller, shopId: number, body: CommissionBody): Promise<CommissionAnswer> {
    const bp = body.percent === null ? null : percentToBp(body.percent);
    return this.db.transaction(async (tx) => {
      const repo = new ShopsAdminRepo(tx);
      const before = await repo.lockShopCommission(shopId);
      if (!before) throw new AppError('notFound', 'error.shopNotFound');
      await repo.setShopCommission(shopId, bp);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'shop.commission',
        subject: { type: 'shop', id: shopId },
        before: { commissionBp: before.commissionBp },
        after: { commissionBp: bp },
      });
      return {
        id: shopId,
        percent: body.percent,
        effectivePercent: bpToPercent(bp ?? defaultCommissionBp),
        // Following the categories: each sale takes its category's rate, the default where none has one.
        source: bp === null ? 'category' : 'shop',
      };
    });
  }

  setCategoryCommission(caller: Caller, categoryId: number, body: CommissionBody): Promise<CommissionAnswer> {
    const bp = body.percent === null ? null : percentToBp(body.percent);
    return this.db.transaction(async (tx) => {
      const repo = new ShopsAdminRepo(tx);
      const before = await repo.lockCategoryCommission(categoryId);
      if (!before) throw new AppError('notFound', 'error.categoryNotFound');
      await repo.setCategoryCommission(categoryId, bp);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'category.commission',
        subject: { type: 'category', id: categoryId },
        before: { commissionBp: before.commissionBp },
        after: { commissionBp: bp },
      });
      const tree = await repo.categoryTree();
      const rate = categoryRate(new Map(tree.map((node) => [node.id, node])), categoryId);
      return {
        id: categoryId,
        percent: body.percent,
        effectivePercent: bpToPercent(rate.bp),
        source: rate.source,
      };
    });
  }
}
