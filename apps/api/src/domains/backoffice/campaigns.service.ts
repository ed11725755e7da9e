import {
  type AdminCampaign,
  type AdminCampaignPage,
  type AdminCatalogueQuery,
  type AdminSeoTag,
  type AdminSeoTagPage,
  type CampaignBody,
  type CampaignState,
  type Lang,
  pickLang,
  type SeoTagBody,
  type UploadedImage,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { ImageStore } from '../../media/image-store';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../accounts/caller';
import { AuditLog } from './audit-log.service';
import { type CampaignRow, CampaignsRepo, type SeoTagRow } from './campaigns.repo';

/** Uploaded banners live here under the uploads folder. */
const bannerFolder = 'campaigns';

const toQepik = (azn: number | null) => (azn === null ? undefined : Math.round(azn * 100));
const toAzn = (qepik: number | undefined) => (qepik === undefined ? null : qepik / 100);

const campaignNotFound = () => new AppError('notFound', 'admin.catalogue.campaignNotFound');
const seoTagNotFound = () => new AppError('notFound', 'admin.catalogue.seoTagNotFound');
const slugTaken = () =>
  new AppError('conflict', 'admin.catalogue.slugTaken', { slug: ['admin.catalogue.slugTaken'] });

function stateAt(row: CampaignRow, now: Date): CampaignState {
  if (row.startsAt.getTime() > now.getTime()) return 'scheduled';
  return row.endsAt.getTime() > now.getTime() ? 'running' : 'ended';
}

const campaignState = (row: CampaignRow, categoryIds: number[]) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  discountPercent: row.discountPercent,
  banner: row.banner,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  categoryIds,
});

const seoTagState = (row: SeoTagRow) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  categoryId: row.categoryId,
  filter: row.filter,
});

/** A unique index refusing what another operator wrote meanwhile: the same 409 as the check before it. */
function onUnique<T>(work: Promise<T>, conflict: () => AppError): Promise<T> {
  return work.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict() : error;
  });
}

function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Campaigns and SEO tag pages in the back office (issue 17). The home page's banner is the running
 * campaign that ends soonest, so creating, dating and deleting campaigns is how operators change it.
 * The storefront reads both tables on each request: nothing to invalidate.
 */
export class CampaignsService {
  private readonly repo: CampaignsRepo;

  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {
    this.repo = new CampaignsRepo(db);
  }

  async campaigns(query: AdminCatalogueQuery, now = new Date()): Promise<AdminCampaignPage> {
    const [{ items, total }, bannerId] = await Promise.all([
      this.repo.campaignPage(query.q, query.page, query.pageSize),
      this.repo.homeBannerId(now),
    ]);
    const categories = await this.repo.categoryIdsOf(items.map((row) => row.id));
    return {
      items: items.map((row) => this.toCampaign(row, categories.get(row.id) ?? [], bannerId, now)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async campaign(id: number, repo = this.repo, now = new Date()): Promise<AdminCampaign> {
    const row = await repo.campaign(id);
    if (!row) throw campaignNotFound();
    const [categories, bannerId] = await Promise.all([repo.categoryIdsOf([id]), repo.homeBannerId(now)]);
    return this.toCampaign(row, categories.get(id) ?? [], bannerId, now);
  }

  /** Stores a banner as WebP with its smaller copies (the image store checks type and size). */
  async uploadBanner(image: Buffer): Promise<UploadedImage> {
    const { path } = await this.images.storeImage(image, bannerFolder);
    return { path, url: mediaUrl(path) };
  }

  createCampaign(caller: Caller, body: CampaignBody): Promise<AdminCampaign> {
    return onUnique(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsRepo(tx);
        await this.checkCampaign(repo, body);
        const row = await repo.insertCampaign(this.campaignValues(body));
        await repo.setCampaignCategories(row.id, body.categoryIds);
        await AuditLog.record(tx, {
          actor: caller,
          action: 'campaign.create',
          subject: { type: 'campaign', id: row.id },
          before: null,
          after: campaignState(
            row,
            [...body.categoryIds].sort((a, b) => a - b),
          ),
        });
        return this.campaign(row.id, repo);
      }),
      slugTaken,
    );
  }

  editCampaign(caller: Caller, id: number, body: CampaignBody): Promise<AdminCampaign> {
    return onUnique(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsRepo(tx);
        const before = await repo.campaign(id, true);
        if (!before) throw campaignNotFound();
        await this.checkCampaign(repo, body, before);
        const categoriesBefore = (await repo.categoryIdsOf([id])).get(id) ?? [];
        const after = await repo.updateCampaign(id, this.campaignValues(body));
        await repo.setCampaignCategories(id, body.categoryIds);
        const diff = changes(
          campaignState(before, categoriesBefore),
          campaignState(
            after,
            [...body.categoryIds].sort((a, b) => a - b),
          ),
        );
        if (Object.keys(diff.after).length > 0)
          await AuditLog.record(tx, {
            actor: caller,
            action: 'campaign.edit',
            subject: { type: 'campaign', id },
            ...diff,
          });
        return this.campaign(id, repo);
      }),
      slugTaken,
    );
  }

  deleteCampaign(caller: Caller, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const repo = new CampaignsRepo(tx);
      const row = await repo.campaign(id, true);
      if (!row) throw campaignNotFound();
      const categoryIds = (await repo.categoryIdsOf([id])).get(id) ?? [];
      await repo.deleteCampaign(id);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'campaign.delete',
        subject: { type: 'campaign', id },
        before: campaignState(row, categoryIds),
        after: null,
      });
    });
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
    return onUnique(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsRepo(tx);
        await this.checkSeoTag(repo, body);
        const row = await repo.insertSeoTag(this.seoTagValues(body));
        await AuditLog.record(tx, {
          actor: caller,
          action: 'seoTag.create',
          subject: { type: 'seoTag', id: row.id },
          before: null,
          after: seoTagState(row),
        });
        return this.seoTag(row.id, lang, repo);
      }),
      slugTaken,
    );
  }

  editSeoTag(caller: Caller, id: number, body: SeoTagBody, lang: Lang): Promise<AdminSeoTag> {
    return onUnique(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsRepo(tx);
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
      const repo = new CampaignsRepo(tx);
      const row = await repo.seoTag(id, true);
      if (!row) throw seoTagNotFound();
      await repo.deleteSeoTag(id);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'seoTag.delete',
        subject: { type: 'seoTag', id },
        before: seoTagState(row),
        after: null,
      });
    });
  }

  private toCampaign(
    row: CampaignRow,
    categoryIds: number[],
    bannerId: number | undefined,
    now: Date,
  ): AdminCampaign {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      discountPercent: row.discountPercent,
      banner: mediaUrl(row.banner),
      bannerPath: row.banner,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      categoryIds,
      state: stateAt(row, now),
      onHomeBanner: row.id === bannerId,
    };
  }

  private campaignValues(body: CampaignBody) {
    return {
      slug: body.slug,
      title: body.title,
      description: body.description,
      discountPercent: body.discountPercent,
      banner: body.banner,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
    };
  }

  /** A free slug, real categories, and a banner this store holds (uploaded, or the one kept). */
  private async checkCampaign(repo: CampaignsRepo, body: CampaignBody, current?: CampaignRow): Promise<void> {
    if (await repo.campaignSlugTaken(body.slug, current?.id)) throw slugTaken();
    const ids = [...new Set(body.categoryIds)];
    if ((await repo.existingCategories(ids)) !== ids.length)
      throw new AppError('unprocessable', 'error.validation', { categoryIds: ['error.categoryNotFound'] });
    body.categoryIds = ids;
    const kept = current !== undefined && body.banner === current.banner;
    if (!kept && (!body.banner.startsWith(`${bannerFolder}/`) || !(await this.images.has(body.banner))))
      throw new AppError('unprocessable', 'error.validation', { banner: ['admin.catalogue.bannerUnknown'] });
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

  private async checkSeoTag(repo: CampaignsRepo, body: SeoTagBody, exceptId?: number): Promise<void> {
    if (await repo.seoSlugTaken(body.slug, exceptId)) throw slugTaken();
    if (body.categoryId !== null && (await repo.existingCategories([body.categoryId])) === 0)
      throw new AppError('unprocessable', 'error.validation', { categoryId: ['error.categoryNotFound'] });
  }

  private async categoryNames(repo: CampaignsRepo, rows: SeoTagRow[], lang: Lang) {
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
