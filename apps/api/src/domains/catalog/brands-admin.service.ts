import type { AdminBrand, AdminBrandPage, BrandsQuery, RenameBrandBody } from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { BrandsAdminRepo } from './brands-admin.repo';

declare module '../../events/event-bus' {
  interface DomainEvents {
    /** Every product that named brand `from` names `to` now (a rename, or a merge into `to`). */
    'catalog.brandRenamed': { from: string; to: string };
  }
}

/**
 * Brands in the back office (issue 17). A brand is the manufacturer products name, so renaming it
 * (or merging it into another) rewrites those products and the SEO pages that filter by it, on one
 * transaction with its audit row, in which search folds the products again.
 */
export class BrandsAdminService {
  private readonly repo: BrandsAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {
    this.repo = new BrandsAdminRepo(db);
  }

  async list(query: BrandsQuery): Promise<AdminBrandPage> {
    const { items, total } = await this.repo.page(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async rename(caller: Caller, body: RenameBrandBody): Promise<AdminBrand> {
    await this.db.transaction(async (tx) => {
      const repo = new BrandsAdminRepo(tx);
      const before = await repo.brand(body.from);
      if (!before) throw new AppError('notFound', 'admin.brands.notFound');
      const merged = await repo.brand(body.to);
      const productIds = await repo.renameOnProducts(body.from, body.to);
      await this.events.emit(tx, 'catalog.brandRenamed', { from: body.from, to: body.to });
      await this.events.emit(tx, 'catalog.productTextChanged', { productIds });
      // A brand has no row of its own: the audit names it by its old and new names.
      await AuditLog.record(tx, {
        actor: caller,
        action: merged ? 'brand.merge' : 'brand.rename',
        subject: { type: 'brand', id: 0 },
        before: { name: body.from, products: before.products },
        after: { name: body.to, products: before.products + (merged?.products ?? 0) },
      });
    });
    const after = await this.repo.brand(body.to);
    if (!after) throw new AppError('notFound', 'admin.brands.notFound');
    return after;
  }
}
