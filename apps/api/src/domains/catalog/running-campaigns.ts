import type { Campaign, Lang } from '@bazar/contracts';

/**
 * The running campaigns as the catalogue's listings see them, declared here so that the catalogue
 * does not depend on promotions, which provides them (`services.promotions`).
 */
export interface RunningCampaigns {
  activeCampaigns(lang: Lang): Promise<Campaign[]>;
  /** The categories a running campaign covers; a campaign that is not running is a 404. */
  runningCampaignCategoryIds(slug: string): Promise<number[]>;
}
