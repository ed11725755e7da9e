import {
  type AdminCategory,
  type AdminCategoryField,
  type AdminCategoryFieldList,
  type AdminCategoryList,
  bpToPercent,
  type CategoryFieldBody,
  type CategoryVisibilityBody,
  type CommissionAnswer,
  type CommissionBody,
  type CreateCategoryBody,
  type EditCategoryBody,
  type MessageKey,
  type MoveCategoryBody,
  maxCategoryDepth,
  percentToBp,
} from '@bazar/contracts';
import { AuditLog, changes } from '../../audit';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { CategoriesAdminRepo, type CategoryFieldRow, type CategoryRow } from './categories-admin.repo';
import { categoryRate } from './category-commission';
import { CategoryReads } from './category-reads';

type Counted = Awaited<ReturnType<CategoriesAdminRepo['all']>>[number];

const notFound = () => new AppError('notFound', 'error.categoryNotFound');
const conflict = (code: MessageKey, field?: string) =>
  new AppError('conflict', code, field ? { [field]: [code] } : undefined);

/** The fields of a category an audit row keeps. */
const categoryState = (row: CategoryRow) => ({
  parentId: row.parentId,
  slug: row.slug,
  name: row.name,
  icon: row.icon,
  position: row.position,
  depth: row.depth,
  hidden: row.hidden,
});

const fieldState = (row: CategoryFieldRow) => ({
  categoryId: row.categoryId,
  name: row.name,
  label: row.label,
  kind: row.kind,
  options: row.options,
  required: row.required,
  position: row.position,
});

function toField(row: CategoryFieldRow): AdminCategoryField {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    label: row.label,
    kind: row.kind,
    options: row.options,
    required: row.required,
    position: row.position,
  };
}

/** The tree in the menus' order (each category followed by its branch), with what the storefront goes by. */
function treeOrder(rows: Counted[]): AdminCategory[] {
  const byParent = new Map<number | null, Counted[]>();
  for (const entry of rows)
    byParent.set(entry.row.parentId, [...(byParent.get(entry.row.parentId) ?? []), entry]);
  const out: AdminCategory[] = [];
  const walk = (parentId: number | null, hiddenAbove: boolean) => {
    for (const { row, products, children, fields } of byParent.get(parentId) ?? []) {
      out.push({
        id: row.id,
        parentId: row.parentId,
        slug: row.slug,
        name: row.name,
        icon: row.icon,
        position: row.position,
        depth: row.depth,
        hidden: row.hidden,
        hiddenInStore: hiddenAbove || row.hidden,
        products,
        children,
        fields,
      });
      walk(row.id, hiddenAbove || row.hidden);
    }
  };
  walk(null, false);
  return out;
}

/** A category and every category under it, the category first. */
function branchOf(rows: { id: number; parentId: number | null }[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  return ids;
}

/**
 * The category tree and its fields in the back office (issue 17). The storefront reads categories
 * straight from the table on every request (no copy is kept in memory), so each change shows in
 * the menus, category pages and listings at once; renaming or moving a branch also folds its
 * products' category names into search again. Every change writes its audit row in its transaction.
 */
declare module '../../events/event-bus' {
  interface DomainEvents {
    /**
     * An empty category is about to go, in its transaction: a domain that still names it refuses
     * with a conflict `admin.catalogue.inUse`.
     */
    'catalog.categoryRemoving': { categoryId: number };
    /**
     * These products' searchable text changed without an edit of their own (a brand renamed, a
     * category renamed or moved): search folds them again, in the change's transaction.
     */
    'catalog.productTextChanged': { productIds: number[] };
  }
}

export class CategoriesAdminService {
  private readonly repo: CategoriesAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {
    this.repo = new CategoriesAdminRepo(db);
  }

  async list(): Promise<AdminCategoryList> {
    return { items: treeOrder(await this.repo.all()) };
  }

  async get(id: number, repo = this.repo): Promise<AdminCategory> {
    const found = treeOrder(await repo.all()).find((category) => category.id === id);
    if (!found) throw notFound();
    return found;
  }

  create(caller: Caller, body: CreateCategoryBody): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      let depth = 1;
      if (body.parentId !== null) {
        const parent = await repo.byId(body.parentId);
        if (!parent) throw notFound();
        await this.checkParent(repo, parent, 1);
        depth = parent.depth + 1;
      }
      if (await repo.slugTaken(body.slug)) throw conflict('admin.catalogue.slugTaken', 'slug');
      const siblings = await repo.siblings(body.parentId);
      const row = await repo.insert({
        parentId: body.parentId,
        slug: body.slug,
        name: body.name,
        icon: body.icon,
        position: siblings.length,
        depth,
      });
      await AuditLog.record(tx, {
        actor: caller,
        action: 'category.create',
        subject: { type: 'category', id: row.id },
        before: null,
        after: categoryState(row),
      });
      return this.get(row.id, repo);
    });
  }

  edit(caller: Caller, id: number, body: EditCategoryBody): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const before = await repo.byId(id);
      if (!before) throw notFound();
      if (body.slug !== before.slug && (await repo.slugTaken(body.slug, id)))
        throw conflict('admin.catalogue.slugTaken', 'slug');
      await repo.update(id, { name: body.name, slug: body.slug, icon: body.icon });
      const after = { ...before, ...body };
      const diff = changes(categoryState(before), categoryState(after));
      if (Object.keys(diff.after).length > 0)
        await AuditLog.record(tx, {
          actor: caller,
          action: 'category.edit',
          subject: { type: 'category', id },
          ...diff,
        });
      if ('name' in diff.after) await this.branchTextChanged(tx, repo, id);
      return this.get(id, repo);
    });
  }

  /**
   * Reorders a category among its siblings, or moves its branch under another parent: never under
   * itself or its own branch, never deeper than three levels, never under a category that holds
   * products (a product sits in a leaf). Positions of both sibling lists are renumbered 0, 1, 2…
   */
  move(caller: Caller, id: number, body: MoveCategoryBody): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const all = (await repo.all()).map((entry) => entry.row);
      const branch = branchOf(all, id);
      if (body.parentId !== null && branch.includes(body.parentId))
        throw conflict('admin.catalogue.underItself', 'parentId');
      const parent = body.parentId === null ? undefined : await repo.byId(body.parentId);
      if (body.parentId !== null && !parent) throw notFound();
      const depth = (parent?.depth ?? 0) + 1;
      const branchRows = all.filter((other) => branch.includes(other.id));
      const height = Math.max(...branchRows.map((other) => other.depth)) - row.depth + 1;
      const reparented = body.parentId !== row.parentId;
      if (reparented && parent) await this.checkParent(repo, parent, height);
      if (reparented && !parent && height > maxCategoryDepth)
        throw conflict('admin.catalogue.tooDeep', 'parentId');

      // Take it out of its old list, put it into the new one, and number both lists again.
      const oldSiblings = (await repo.siblings(row.parentId)).filter((other) => other.id !== id);
      const newSiblings = reparented ? await repo.siblings(body.parentId) : oldSiblings;
      const at = Math.min(body.position, newSiblings.length);
      const ordered = [...newSiblings.slice(0, at), row, ...newSiblings.slice(at)];
      if (reparented) await this.renumber(repo, oldSiblings);
      await this.renumber(repo, ordered);
      if (reparented) {
        await repo.update(id, { parentId: body.parentId });
        const shift = depth - row.depth;
        if (shift !== 0)
          for (const other of branchRows) await repo.update(other.id, { depth: other.depth + shift });
      }
      const after = await repo.byId(id);
      if (!after) throw notFound();
      const diff = changes(categoryState(row), categoryState(after));
      if (Object.keys(diff.after).length > 0)
        await AuditLog.record(tx, {
          actor: caller,
          action: 'category.move',
          subject: { type: 'category', id },
          ...diff,
        });
      if (reparented) await this.branchTextChanged(tx, repo, id);
      return this.get(id, repo);
    });
  }

  setVisibility(caller: Caller, id: number, body: CategoryVisibilityBody): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const row = await repo.byId(id);
      if (!row) throw notFound();
      if (row.hidden !== body.hidden) {
        await repo.update(id, { hidden: body.hidden });
        await AuditLog.record(tx, {
          actor: caller,
          action: body.hidden ? 'category.hide' : 'category.show',
          subject: { type: 'category', id },
          before: { hidden: row.hidden },
          after: { hidden: body.hidden },
        });
      }
      return this.get(id, repo);
    });
  }

  /** Only an empty leaf goes: no subcategories, no products, nothing else naming it. */
  remove(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const children = await repo.siblings(id);
      if (children.length > 0 || (await repo.productCount(id)) > 0)
        throw conflict('admin.catalogue.notEmpty');
      if (await repo.referenced(id)) throw conflict('admin.catalogue.inUse');
      await this.events.emit(tx, 'catalog.categoryRemoving', { categoryId: id });
      await repo.delete(id);
      await this.renumber(repo, await repo.siblings(row.parentId));
      await AuditLog.record(tx, {
        actor: caller,
        action: 'category.delete',
        subject: { type: 'category', id },
        before: categoryState(row),
        after: null,
      });
    });
  }

  async fields(categoryId: number): Promise<AdminCategoryFieldList> {
    if (!(await this.repo.byId(categoryId))) throw notFound();
    return { items: (await this.repo.fields(categoryId)).map(toField) };
  }

  addField(caller: Caller, categoryId: number, body: CategoryFieldBody): Promise<AdminCategoryField> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      if (!(await repo.byId(categoryId))) throw notFound();
      if (await repo.fieldNameTaken(categoryId, body.name))
        throw conflict('admin.catalogue.fieldNameTaken', 'name');
      const position = (await repo.fields(categoryId)).length;
      const row = await repo.insertField({ categoryId, ...body, position });
      await AuditLog.record(tx, {
        actor: caller,
        action: 'categoryField.create',
        subject: { type: 'categoryField', id: row.id },
        before: null,
        after: fieldState(row),
      });
      return toField(row);
    });
  }

  editField(caller: Caller, id: number, body: CategoryFieldBody): Promise<AdminCategoryField> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      const before = await repo.field(id);
      if (!before) throw new AppError('notFound', 'admin.catalogue.fieldNotFound');
      if (await repo.fieldNameTaken(before.categoryId, body.name, id))
        throw conflict('admin.catalogue.fieldNameTaken', 'name');
      const after = await repo.updateField(id, body);
      const diff = changes(fieldState(before), fieldState(after));
      if (Object.keys(diff.after).length > 0)
        await AuditLog.record(tx, {
          actor: caller,
          action: 'categoryField.edit',
          subject: { type: 'categoryField', id },
          ...diff,
        });
      return toField(after);
    });
  }

  moveField(caller: Caller, id: number, position: number): Promise<AdminCategoryFieldList> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const row = await repo.field(id);
      if (!row) throw new AppError('notFound', 'admin.catalogue.fieldNotFound');
      const others = (await repo.fields(row.categoryId)).filter((field) => field.id !== id);
      const at = Math.min(position, others.length);
      const ordered = [...others.slice(0, at), row, ...others.slice(at)];
      for (const [index, field] of ordered.entries())
        if (field.position !== index || field.id === id)
          await repo.updateField(field.id, { position: index });
      if (row.position !== at)
        await AuditLog.record(tx, {
          actor: caller,
          action: 'categoryField.move',
          subject: { type: 'categoryField', id },
          before: { position: row.position },
          after: { position: at },
        });
      return { items: (await repo.fields(row.categoryId)).map(toField) };
    });
  }

  removeField(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      await repo.lockTree();
      const row = await repo.field(id);
      if (!row) throw new AppError('notFound', 'admin.catalogue.fieldNotFound');
      await repo.deleteField(id);
      const rest = await repo.fields(row.categoryId);
      for (const [index, field] of rest.entries())
        if (field.position !== index) await repo.updateField(field.id, { position: index });
      await AuditLog.record(tx, {
        actor: caller,
        action: 'categoryField.delete',
        subject: { type: 'categoryField', id },
        before: fieldState(row),
        after: null,
      });
    });
  }

  /** A category's own commission rate (none: its parent's) and its audit row on one transaction. */
  setCommission(caller: Caller, categoryId: number, body: CommissionBody): Promise<CommissionAnswer> {
    const bp = body.percent === null ? null : percentToBp(body.percent);
    return this.db.transaction(async (tx) => {
      const repo = new CategoriesAdminRepo(tx);
      const before = await repo.lockCommission(categoryId);
      if (!before) throw notFound();
      await repo.update(categoryId, { commissionBp: bp });
      await AuditLog.record(tx, {
        actor: caller,
        action: 'category.commission',
        subject: { type: 'category', id: categoryId },
        before: { commissionBp: before.commissionBp },
        after: { commissionBp: bp },
      });
      const tree = await new CategoryReads(tx).commissionTree();
      const rate = categoryRate(new Map(tree.map((node) => [node.id, node])), categoryId);
      return {
        id: categoryId,
        percent: body.percent,
        effectivePercent: bpToPercent(rate.bp),
        source: rate.source,
      };
    });
  }

  /** A parent must leave room for a branch of this height and hold no products of its own. */
  private async checkParent(repo: CategoriesAdminRepo, parent: CategoryRow, height: number): Promise<void> {
    if (parent.depth + height > maxCategoryDepth) throw conflict('admin.catalogue.tooDeep', 'parentId');
    if ((await repo.productCount(parent.id)) > 0)
      throw conflict('admin.catalogue.parentHasProducts', 'parentId');
  }

  private async renumber(repo: CategoriesAdminRepo, ordered: CategoryRow[]): Promise<void> {
    for (const [index, row] of ordered.entries())
      if (row.position !== index) await repo.update(row.id, { position: index });
  }

  /** Search folds each product's category names (its whole chain) into its text: the branch's change. */
  private async branchTextChanged(tx: Transaction, repo: CategoriesAdminRepo, id: number): Promise<void> {
    const all = (await repo.all()).map((entry) => entry.row);
    const productIds = await repo.productIdsIn(branchOf(all, id));
    if (productIds.length > 0) await this.events.emit(tx, 'catalog.productTextChanged', { productIds });
  }
}
