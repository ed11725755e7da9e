import type {
  AdminCampaign,
  AdminCampaignPage,
  AdminCatalogueQuery,
  CampaignBody,
  CampaignState,
  UploadedImage,
} from '@bazar/contracts';
import { AuditLog, changes } from '../../audit';
import type { Database } from '../../db/connection';
import { onUniqueViolation } from '../../db/errors';
import type { ImageStore } from '../../media/image-store';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type CampaignRow, CampaignsAdminRepo } from './campaigns-admin.repo';

/** Uploaded banners live here under the uploads folder. */
const bannerFolder = 'campaigns';

const campaignNotFound = () => new AppError('notFound', 'admin.catalogue.campaignNotFound');
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

/**
 * Campaigns in the back office (issue 17). The home page's banner is the running campaign that ends
 * soonest, so creating, dating and deleting campaigns is how operators change it. The storefront
 * reads them on each request: nothing to invalidate.
 */
export class CampaignsAdminService {
  private readonly repo: CampaignsAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {
    this.repo = new CampaignsAdminRepo(db);
  }

  /** A category a campaign covers stays (`catalog.categoryRemoving`). */
  async keepUsedCategory(tx: Database, removing: { categoryId: number }): Promise<void> {
    if ((await new CampaignsAdminRepo(tx).campaignsOfCategory(removing.categoryId)) > 0)
      throw new AppError('conflict', 'admin.catalogue.inUse');
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
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsAdminRepo(tx);
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
    return onUniqueViolation(
      this.db.transaction(async (tx) => {
        const repo = new CampaignsAdminRepo(tx);
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
      const repo = new CampaignsAdminRepo(tx);
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
  private async checkCampaign(
    repo: CampaignsAdminRepo,
    body: CampaignBody,
    current?: CampaignRow,
  ): Promise<void> {
    if (await repo.campaignSlugTaken(body.slug, current?.id)) throw slugTaken();
    const ids = [...new Set(body.categoryIds)];
    if ((await repo.existingCategories(ids)) !== ids.length)
      throw new AppError('unprocessable', 'error.validation', { categoryIds: ['error.categoryNotFound'] });
    body.categoryIds = ids;
    const kept = current !== undefined && body.banner === current.banner;
    if (!kept && (!body.banner.startsWith(`${bannerFolder}/`) || !(await this.images.has(body.banner))))
      throw new AppError('unprocessable', 'error.validation', { banner: ['admin.catalogue.bannerUnknown'] });
  }
}
