import { and, asc, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { campaigns } from './promotions.tables';

export class PromotionsRepo {
  constructor(private readonly db: Database) {}

  activeCampaigns(at: Date) {
    return this.db
      .select()
      .from(campaigns)
      .where(and(lte(campaigns.startsAt, at), gt(campaigns.endsAt, at)))
      .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  }
}
