import type {
  AdminInstalmentPlan,
  InstalmentExclusions,
  InstalmentExclusionsBody,
  InstalmentPlanBody,
  Lang,
} from '@bazar/contracts';
import { toAzn, toQepik } from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { CategoryReads } from '../catalog';
import { ShopReads } from '../sellers';
import type { InstalmentPlanUses } from './instalment-plan-uses';
import { InstalmentsRepo, type PlanRow } from './instalments.repo';

const planNotFound = () => new AppError('notFound', 'admin.instalments.notFound');
const planTaken = () =>
  new AppError('conflict', 'admin.instalments.planTaken', { months: ['admin.instalments.planTaken'] });

/**
 * Instalment plans in the back office (PAY-04): operators add partner cards' plans, change or
 * switch them off, and leave categories and shops out. Each change has its audit row on the same
 * transaction; a used plan is not deleted, so its orders keep pointing at it.
 */
export class InstalmentPlansAdminService {
  private readonly repo: InstalmentsRepo;

  constructor(
    private readonly db: Database,
    private readonly uses: InstalmentPlanUses,
  ) {
    this.repo = new InstalmentsRepo(db);
  }

  async list(): Promise<AdminInstalmentPlan[]> {
    const rows = await this.repo.plans();
    const uses = await this.uses.ordersPerInstalmentPlan(rows.map((row) => row.id));
    return rows.map((row) => adminPlan(row, uses.get(row.id) ?? 0));
  }

  create(caller: Caller, body: InstalmentPlanBody): Promise<AdminInstalmentPlan> {
    return this.db
      .transaction(async (tx) => {
        const row = await new InstalmentsRepo(tx).insertPlan(columnsOf(body));
        await AuditLog.record(tx, {
          actor: caller,
          action: 'instalmentPlan.create',
          subject: { type: 'instalmentPlan', id: row.id },
          before: null,
          after: audited(row),
        });
        return adminPlan(row, 0);
      })
      .catch(onTaken);
  }

  update(caller: Caller, id: number, body: InstalmentPlanBody): Promise<AdminInstalmentPlan> {
    return this.db
      .transaction(async (tx) => {
        const repo = new InstalmentsRepo(tx);
        const before = await repo.lockPlan(id);
        if (!before) throw planNotFound();
        const row = await repo.updatePlan(id, columnsOf(body));
        if (!row) throw planNotFound();
        await AuditLog.record(tx, {
          actor: caller,
          action: 'instalmentPlan.update',
          subject: { type: 'instalmentPlan', id },
          before: audited(before),
          after: audited(row),
        });
        return adminPlan(row, (await this.uses.ordersPerInstalmentPlan([id], tx)).get(id) ?? 0);
      })
      .catch(onTaken);
  }

  remove(caller: Caller, id: number): Promise<null> {
    return this.db.transaction(async (tx) => {
      const repo = new InstalmentsRepo(tx);
      const before = await repo.lockPlan(id);
      if (!before) throw planNotFound();
      if ((await this.uses.ordersPerInstalmentPlan([id], tx)).get(id))
        throw new AppError('conflict', 'admin.instalments.usedDelete');
      await repo.removePlan(id);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'instalmentPlan.delete',
        subject: { type: 'instalmentPlan', id },
        before: audited(before),
        after: null,
      });
      return null;
    });
  }

  async exclusions(lang: Lang): Promise<InstalmentExclusions> {
    return exclusionsOf(this.db, lang);
  }

  setExclusions(caller: Caller, body: InstalmentExclusionsBody, lang: Lang): Promise<InstalmentExclusions> {
    const categoryIds = [...new Set(body.categoryIds)];
    const shopIds = [...new Set(body.shopIds)];
    return this.db.transaction(async (tx) => {
      const repo = new InstalmentsRepo(tx);
      if ((await new CategoryReads(tx).existing(categoryIds)) < categoryIds.length)
        throw new AppError('unprocessable', 'error.validation', { categoryIds: ['validation.invalidId'] });
      if ((await new ShopReads(tx).names(shopIds)).length < shopIds.length)
        throw new AppError('unprocessable', 'error.validation', { shopIds: ['validation.invalidId'] });
      const before = await exclusionsOf(tx, lang);
      await repo.setExclusions(categoryIds, shopIds);
      const after = await exclusionsOf(tx, lang);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'instalmentExclusions.update',
        // One list for the whole marketplace: its subject is the list itself.
        subject: { type: 'instalmentExclusions', id: 1 },
        before: idsOf(before),
        after: idsOf(after),
      });
      return after;
    });
  }
}

function adminPlan(row: PlanRow, used: number): AdminInstalmentPlan {
  return {
    id: row.id,
    partner: row.partner,
    months: row.months,
    commissionPercent: row.commissionBp / 100,
    minOrder: toAzn(row.minOrder),
    active: row.active,
    used,
  };
}

function columnsOf(body: InstalmentPlanBody) {
  return {
    partner: body.partner,
    months: body.months,
    commissionBp: Math.round(body.commissionPercent * 100),
    minOrder: toQepik(body.minOrder),
    active: body.active,
  };
}

const audited = (row: PlanRow) => ({
  partner: row.partner,
  months: row.months,
  commissionBp: row.commissionBp,
  minOrder: row.minOrder,
  active: row.active,
});

/** The lists left out, named through the catalogue's and the sellers' faces. */
async function exclusionsOf(db: Database, lang: Lang): Promise<InstalmentExclusions> {
  const repo = new InstalmentsRepo(db);
  const [categories, shops] = await Promise.all([
    repo.excludedCategoryIds().then((ids) => new CategoryReads(db).names(ids)),
    repo.excludedShopIds().then((ids) => new ShopReads(db).names(ids)),
  ]);
  return {
    categories: categories
      .sort((a, b) => a.id - b.id)
      .map((category) => ({ id: category.id, name: category.name[lang] })),
    shops,
  };
}

const idsOf = (list: InstalmentExclusions) => ({
  categoryIds: list.categories.map((category) => category.id),
  shopIds: list.shops.map((shop) => shop.id),
});

function onTaken(error: unknown): never {
  throw isUniqueViolation(error) ? planTaken() : error;
}
