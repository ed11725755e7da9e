import { type Campaign, type Lang, pickLang } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import { PromotionsRepo } from './promotions.repo';

type CampaignRow = Awaited<ReturnType<PromotionsRepo['activeCampaigns']>>[number];

function toCampaign(row: CampaignRow, lang: Lang): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    title: pickLang(row.title, lang),
    description: pickLang(row.description, lang),
    discountPercent: row.discountPercent,
    banner: mediaUrl(row.banner),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

export class PromotionsService {
  private readonly repo: PromotionsRepo;

  constructor(db: Database) {
    this.repo = new PromotionsRepo(db);
  }

  /** Campaigns running now, the soonest to end first. */
  async activeCampaigns(lang: Lang, now = new Date()): Promise<Campaign[]> {
    const rows = await this.repo.activeCampaigns(now);
    return rows.map((row) => toCampaign(row, lang));
  }

  /** A running campaign by its address; one that ended or has not begun is not shown. */
  async runningCampaign(slug: string, lang: Lang, now = new Date()): Promise<Campaign> {
    const row = await this.repo.runningCampaignBySlug(slug.toLowerCase(), now);
    if (!row) throw new AppError('notFound', 'error.campaignNotFound');
    return toCampaign(row, lang);
  }

  /**
   * The categories whose products take part in a running campaign. A seller joins a campaign by
   * discounting products of these categories, so listings show its discounted products there.
   */
  async runningCampaignCategoryIds(slug: string, now = new Date()): Promise<number[]> {
    const row = await this.repo.runningCampaignBySlug(slug.toLowerCase(), now);
    if (!row) throw new AppError('notFound', 'error.campaignNotFound');
    return this.repo.categoryIdsOf(row.id);
  }
}
