import {
  type CategoryRef,
  type CategoryTreeNode,
  type CategoryWithChildren,
  type Lang,
  pickLang,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { CatalogRepo, type CategoryRow } from './catalog.repo';

function toRef(row: CategoryRow, lang: Lang): CategoryRef {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLang(row.name, lang),
    icon: row.icon,
    parentId: row.parentId,
  };
}

export class CatalogService {
  private readonly repo: CatalogRepo;

  constructor(db: Database) {
    this.repo = new CatalogRepo(db);
  }

  /** One category with its direct children; 404 when it does not exist. */
  async category(id: number, lang: Lang): Promise<CategoryWithChildren> {
    const row = await this.repo.categoryById(id);
    if (!row) throw new AppError('notFound', 'error.categoryNotFound');
    const children = await this.repo.childrenOf(id);
    return {
      ...toRef(row, lang),
      hasChildren: children.length > 0,
      children: children.map((c) => toRef(c, lang)),
    };
  }

  /** Top-level categories, each with its subcategories. */
  async parentCategories(lang: Lang): Promise<CategoryWithChildren[]> {
    return this.withChildren(null, lang);
  }

  /** Children of a category, each saying whether it has children of its own. */
  async subCategories(id: number, lang: Lang): Promise<CategoryWithChildren[]> {
    if (!(await this.repo.categoryById(id))) throw new AppError('notFound', 'error.categoryNotFound');
    return this.withChildren(id, lang);
  }

  /** Breadcrumbs: from the top level down to the category. */
  async categoryParents(id: number, lang: Lang): Promise<CategoryRef[]> {
    const byId = new Map((await this.repo.allCategories()).map((row) => [row.id, row]));
    const chain: CategoryRef[] = [];
    for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      chain.unshift(toRef(row, lang));
    }
    if (chain.length === 0) throw new AppError('notFound', 'error.categoryNotFound');
    return chain;
  }

  async tree(lang: Lang): Promise<CategoryTreeNode[]> {
    const rows = await this.repo.allCategories();
    const childrenByParent = new Map<number | null, CategoryRow[]>();
    for (const row of rows) {
      const siblings = childrenByParent.get(row.parentId) ?? [];
      siblings.push(row);
      childrenByParent.set(row.parentId, siblings);
    }
    const build = (parentId: number | null): CategoryTreeNode[] =>
      (childrenByParent.get(parentId) ?? []).map((row) => ({
        category: toRef(row, lang),
        children: build(row.id),
      }));
    return build(null);
  }

  private async withChildren(parentId: number | null, lang: Lang): Promise<CategoryWithChildren[]> {
    const all = await this.repo.allCategories();
    return all
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = all.filter((c) => c.parentId === row.id);
        return {
          ...toRef(row, lang),
          hasChildren: children.length > 0,
          children: children.map((c) => toRef(c, lang)),
        };
      });
  }
}
