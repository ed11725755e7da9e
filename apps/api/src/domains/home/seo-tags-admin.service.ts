import type { AdminCatalogueQuery, AdminSeoTag, AdminSeoTagPage, Lang, SeoTagBody } from '@bazar/contracts';
import { pickLang } from '@bazar/contracts';
import { AuditLog, changes } from '../../audit';
import type { Database } from '../../db/connection';
import { onUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type SeoTagRow, SeoTagsAdminRepo } from './seo-tags-admin.repo';

const toQepik = (azn: number | null) => (azn === null ? undefined : Math.round(azn * 100));
const toAzn = (qepik: number | undefined) => (qepik === undefined ? null : qepik / 100);

const seoTagNotFound = () => new AppError('notFound', 'admin.catalogue.seoTagNotFound');
const slugTaken = () =>
  new AppError('conflict', 'admin.catalogue.slugTaken', { slug: ['admin.catalogue.slugTaken'] });

const seoTagState = (row: SeoTagRow) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  categoryId: row.categoryId,
  filter: row.filter,
});

/**
 * SEO tag pages in the back office (issue 17): a landing page for a category with a filter. The
 * storefront reads them on each request: nothing to invalidate.
 */
export class SeoTagsAdminService {
  private readonly repo: SeoTagsAdminRepo;

  constructor(private readonly db: Database) {
    this.repo = new SeoTagsAdminRepo(db);
  }

  /** The brand filters follow a brand's rename, on the transaction that renamed its products. */
  renameBrand(tx: Database, rename: { from: string; to: string }): Promise<void> {
    return new SeoTagsAdminRepo(tx).renameBrand(rename.from, rename.to);
  }

  /** A category an SEO page names stays (`catalog.categoryRemoving`). */
  async keepUsedCategory(tx: Database, removing: { categoryId: number }): Promise<void> {
    if ((await new SeoTagsAdminRepo(tx).pagesOfCategory(removing.categoryId)) > 0)
      throw new AppError('conflict', 'admin.catalogue.inUse');
  }

  async seoTags(query: AdminCatalogueQuery, lang: Lang): Promise<AdminSeoTagPage> {
    const { items, total } = await this.repo.seoTagPage(query.q, query.page, query.pageSize);
    const names = await this.categoryNames(this.repo, items, lang);
    return {
      items: items.map((row) => this.toSeoTag(row, names)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async seoTag(id: number, lang: Lang, repo = this.repo): Promise<AdminSeoTag> {
    const row = await repo.seoTag(id);
    if (!row) throw seoTagNotFound();
    return this.toSeoTag(row, await this.categoryNames(repo, [row], lang));
  }

  createSeoTag(caller: Caller, body: SeoTagBody, lang: Lang): Promise<AdminSeoTag> {
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new SeoTagsAdminRepo(tx);
        await this.checkSeoTag(repo, body);
        const row = await repo.insertSeoTag(this.seoTagValues(body));
        await AuditLog.created(tx, caller, 'seoTag.create', { type: 'seoTag', id: row.id }, seoTagState(row));
        return this.seoTag(row.id, lang, repo);
      }),
      slugTaken,
    );
  }

  editSeoTag(caller: Caller, id: number, body: SeoTagBody, lang: Lang): Promise<AdminSeoTag> {
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new SeoTagsAdminRepo(tx);
        const before = await repo.seoTag(id, true);
        if (!before) throw seoTagNotFound();
        await this.checkSeoTag(repo, body, id);
        const after = await repo.updateSeoTag(id, this.seoTagValues(body));
        const diff = changes(seoTagState(before), seoTagState(after));
        if (Object.keys(diff.after).length > 0)
          await AuditLog.record(tx, {
            actor: caller,
            action: 'seoTag.edit',
            subject: { type: 'seoTag', id },
            ...diff,
          });
        return this.seoTag(id, lang, repo);
      }),
      slugTaken,
    );
  }

  deleteSeoTag(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new SeoTagsAdminRepo(tx);
      const row = await repo.seoTag(id, true);
      if (!row) throw seoTagNotFound();
      await repo.deleteSeoTag(id);
      await AuditLog.removed(tx, caller, 'seoTag.delete', { type: 'seoTag', id }, seoTagState(row));
    });
  }

  private seoTagValues(body: SeoTagBody) {
    return {
      slug: body.slug,
      title: body.title,
      description: body.description,
      keywords: body.keywords,
      categoryId: body.categoryId,
      filter: {
        ...(body.filter.brands.length > 0 ? { brands: body.filter.brands } : {}),
        ...(body.filter.discounted ? { discounted: true } : {}),
        ...(body.filter.inStock ? { inStock: true } : {}),
        ...(body.filter.minPrice === null ? {} : { minPrice: toQepik(body.filter.minPrice) }),
        ...(body.filter.maxPrice === null ? {} : { maxPrice: toQepik(body.filter.maxPrice) }),
      },
    };
  }

  private async checkSeoTag(repo: SeoTagsAdminRepo, body: SeoTagBody, exceptId?: number): Promise<void> {
    if (await repo.seoSlugTaken(body.slug, exceptId)) throw slugTaken();
    if (body.categoryId !== null && (await repo.existingCategories([body.categoryId])) === 0)
      throw new AppError('unprocessable', 'error.validation', { categoryId: ['error.categoryNotFound'] });
  }

  private async categoryNames(repo: SeoTagsAdminRepo, rows: SeoTagRow[], lang: Lang) {
    const ids = [...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))];
    return new Map((await repo.categoryNames(ids)).map((row) => [row.id, pickLang(row.name, lang)]));
  }

  private toSeoTag(row: SeoTagRow, names: Map<number, string>): AdminSeoTag {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      keywords: row.keywords,
      categoryId: row.categoryId,
      categoryName: row.categoryId === null ? null : (names.get(row.categoryId) ?? null),
      filter: {
        brands: row.filter.brands ?? [],
        discounted: row.filter.discounted ?? false,
        inStock: row.filter.inStock ?? false,
        minPrice: toAzn(row.filter.minPrice),
        maxPrice: toAzn(row.filter.maxPrice),
      },
    };
  }
}
