import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { campaignCategories, campaigns } from './promotions.tables';

export class PromotionsRepo {
  constructor(private readonly db: Database) {}

  activeCampaigns(at: Date) {
    return this.db
      .select()
      .from(campaigns)
      .where(and(lte(campaigns.startsAt, at), gt(campaigns.endsAt, at)))
      .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  }

  async runningCampaignBySlug(slug: string, at: Date) {
    const [row] = await this.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.slug, slug), lte(campaigns.startsAt, at), gt(campaigns.endsAt, at)));
    return row;
  }

  async categoryIdsOf(campaignId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: campaignCategories.categoryId })
      .from(campaignCategories)
      .where(eq(campaignCategories.campaignId, campaignId));
    return rows.map((row) => row.id);
  }
}
