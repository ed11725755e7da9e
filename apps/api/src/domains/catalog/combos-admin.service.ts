import type { AdminCatalogueQuery, AdminCombo, AdminComboPage, ComboBody } from '@bazar/contracts';
import { toAzn } from '@bazar/contracts';
import { AuditLog, changes } from '../../audit';
import type { Database } from '../../db/connection';
import { onUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type ComboRow, CombosAdminRepo } from './combos-admin.repo';

type ItemRow = Awaited<ReturnType<CombosAdminRepo['items']>>[number];

/** What a product costs a buyer today: its discounted price when that is a real discount. */
const payable = (row: { price: number; discountedPrice: number | null }) =>
  row.discountedPrice !== null && row.discountedPrice < row.price ? row.discountedPrice : row.price;

const notFound = () => new AppError('notFound', 'admin.catalogue.comboNotFound');
const codeTaken = () =>
  new AppError('conflict', 'admin.catalogue.comboCodeTaken', { code: ['admin.catalogue.comboCodeTaken'] });
const refused = (
  field: string,
  code:
    | 'admin.catalogue.comboUnknownProduct'
    | 'admin.catalogue.comboOtherShop'
    | 'admin.catalogue.comboNotCheaper',
) => new AppError('unprocessable', 'error.validation', { [field]: [code] });

const comboState = (row: ComboRow, items: { code: string; count: number }[]) => ({
  shopId: row.shopId,
  code: row.code,
  title: row.title,
  price: row.price,
  status: row.status,
  items,
});

function toCombo(row: ComboRow, items: ItemRow[]): AdminCombo {
  const own = items.filter((item) => item.comboId === row.id);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    price: toAzn(row.price),
    priceApart: toAzn(own.reduce((sum, item) => sum + payable(item) * item.count, 0)),
    status: row.status,
    shop: { id: row.shopId, name: row.shopName },
    items: own.map((item) => ({
      productId: item.productId,
      code: item.code,
      title: item.title,
      status: item.status,
      count: item.count,
      price: toAzn(payable(item)),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Combos in the back office (issue 17): a combo's products are named by code and must all be of
 * one shop, which becomes the combo's; it must cost less than they do apart today. The storefront
 * reads combos on each request, so a change shows at once.
 */
export class CombosAdminService {
  private readonly repo: CombosAdminRepo;

  constructor(private readonly db: Database) {
    this.repo = new CombosAdminRepo(db);
  }

  async list(query: AdminCatalogueQuery): Promise<AdminComboPage> {
    const { items, total } = await this.repo.page(query.q, query.page, query.pageSize);
    const rows = await this.repo.items(items.map((row) => row.id));
    return {
      items: items.map((row) => toCombo(row, rows)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async get(id: number, repo = this.repo): Promise<AdminCombo> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return toCombo(row, await repo.items([id]));
  }

  create(caller: Caller, body: ComboBody): Promise<AdminCombo> {
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new CombosAdminRepo(tx);
        const checked = await this.check(repo, body);
        const id = await repo.insert({
          shopId: checked.shopId,
          code: body.code,
          title: body.title,
          price: checked.price,
          status: body.status,
        });
        await repo.setItems(id, checked.items);
        const after = await repo.byId(id);
        if (!after) throw notFound();
        await AuditLog.record(tx, {
          actor: caller,
          action: 'combo.create',
          subject: { type: 'combo', id },
          before: null,
          after: comboState(after, checked.audit),
        });
        return this.get(id, repo);
      }),
      codeTaken,
    );
  }

  edit(caller: Caller, id: number, body: ComboBody): Promise<AdminCombo> {
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new CombosAdminRepo(tx);
        const before = await repo.byId(id, true);
        if (!before) throw notFound();
        const itemsBefore = (await repo.items([id]))
          .map((item) => ({ code: item.code, count: item.count }))
          .sort((a, b) => a.code.localeCompare(b.code));
        const checked = await this.check(repo, body, id);
        await repo.update(id, {
          shopId: checked.shopId,
          code: body.code,
          title: body.title,
          price: checked.price,
          status: body.status,
        });
        await repo.setItems(id, checked.items);
        const after = await repo.byId(id);
        if (!after) throw notFound();
        const diff = changes(comboState(before, itemsBefore), comboState(after, checked.audit));
        if (Object.keys(diff.after).length > 0)
          await AuditLog.record(tx, {
            actor: caller,
            action: 'combo.edit',
            subject: { type: 'combo', id },
            ...diff,
          });
        return this.get(id, repo);
      }),
      codeTaken,
    );
  }

  remove(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new CombosAdminRepo(tx);
      const row = await repo.byId(id, true);
      if (!row) throw notFound();
      const items = (await repo.items([id])).map((item) => ({ code: item.code, count: item.count }));
      await repo.delete(id);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'combo.delete',
        subject: { type: 'combo', id },
        before: comboState(row, items),
        after: null,
      });
    });
  }

  /** Known codes, one shop, a free combo code, and a price below the products' apart. */
  private async check(repo: CombosAdminRepo, body: ComboBody, exceptId?: number) {
    if (await repo.codeTaken(body.code, exceptId))
      throw new AppError('conflict', 'admin.catalogue.comboCodeTaken', {
        code: ['admin.catalogue.comboCodeTaken'],
      });
    const codes = body.items.map((item) => item.code.toUpperCase());
    const found = await repo.productsByCode(codes);
    const byCode = new Map(found.map((product) => [product.code.toUpperCase(), product]));
    if (codes.some((code) => !byCode.has(code)))
      throw refused('items', 'admin.catalogue.comboUnknownProduct');
    const shopIds = new Set(found.map((product) => product.shopId));
    const [shopId] = shopIds;
    if (shopIds.size !== 1 || shopId === undefined) throw refused('items', 'admin.catalogue.comboOtherShop');
    const items = body.items.map((item) => {
      const product = byCode.get(item.code.toUpperCase());
      if (!product) throw refused('items', 'admin.catalogue.comboUnknownProduct');
      return { product, count: item.count };
    });
    const apart = items.reduce((sum, { product, count }) => sum + payable(product) * count, 0);
    const price = Math.round(body.price * 100);
    if (price >= apart) throw refused('price', 'admin.catalogue.comboNotCheaper');
    return {
      shopId,
      price,
      items: items.map(({ product, count }) => ({ productId: product.id, count })),
      audit: items
        .map(({ product, count }) => ({ code: product.code, count }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    };
  }
}
