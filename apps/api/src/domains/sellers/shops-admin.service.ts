import {
  bpToPercent,
  type CommissionAnswer,
  type CommissionBody,
  defaultCommissionBp,
  percentToBp,
  type ShopApprovalBody,
  type ShopDecisionBody,
  type ShopStatus,
  type ShopStatusAnswer,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { NotificationsService } from '../notifications';
import { SellersService } from './sellers.service';
import { type ShopListFilter, ShopsAdminRepo } from './shops-admin.repo';

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

/**
 * Shops in the back office (issue 17): the shops' own rows for the list and a shop's page (the back
 * office adds their owners and figures), the status decisions (each with its audit row on one
 * transaction) and a shop's commission rate.
 */
export class ShopsAdminService {
  private readonly repo: ShopsAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new ShopsAdminRepo(db);
  }

  /** A page of shops, filtered and sorted as the back office's list asks. */
  page(filter: ShopListFilter) {
    return this.repo.page(filter);
  }

  /** A shop's registration, its addresses and its status history (newest first). */
  async registration(id: number) {
    const shop = await this.repo.shop(id);
    if (!shop) throw new AppError('notFound', 'error.shopNotFound');
    const [addresses, history] = await Promise.all([this.repo.addresses(id), this.repo.history(id)]);
    return { shop, addresses, history: history.filter((entry) => entry.action.startsWith('shop.')) };
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
}
