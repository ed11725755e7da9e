import { type Campaign, type Lang, pickLang } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { PromotionsRepo } from './promotions.repo';

export class PromotionsService {
  private readonly repo: PromotionsRepo;

  constructor(db: Database) {
    this.repo = new PromotionsRepo(db);
  }

  /** Campaigns running now, the soonest to end first. */
  async activeCampaigns(lang: Lang, now = new Date()): Promise<Campaign[]> {
    const rows = await this.repo.activeCampaigns(now);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: pickLang(row.title, lang),
      description: pickLang(row.description, lang),
      discountPercent: row.discountPercent,
      banner: mediaUrl(row.banner),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    }));
  }
}
