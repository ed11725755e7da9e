import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { CategoryReads } from '../catalog';
import { campaignCategories, campaigns } from './promotions.tables';

export type CampaignRow = typeof campaigns.$inferSelect;

/** `q` in a slug or in a title in any language. */
function matching(q: string | undefined, slug: AnyPgColumn, title: AnyPgColumn) {
  if (!q) return undefined;
  const like = containing(q);
  return or(ilike(slug, like), ilike(sql`${title}::text`, like));
}

/**
 * Campaigns as the back office writes them (ADR 015). The storefront reads them on every request,
 * so a change shows at once.
 */
export class CampaignsAdminRepo {
  constructor(private readonly db: Database) {}

  async campaignPage(q: string | undefined, page: number, pageSize: number) {
    const where = matching(q, campaigns.slug, campaigns.title);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(campaigns).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /** The running campaign that ends soonest: the one the home banner shows. */
  async homeBannerId(at: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(sql`${campaigns.startsAt} <= ${at}`, sql`${campaigns.endsAt} > ${at}`))
      .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
      .limit(1);
    return row?.id;
  }

  async campaign(id: number, lock = false): Promise<CampaignRow | undefined> {
    const query = this.db.select().from(campaigns).where(eq(campaigns.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async categoryIdsOf(campaignIds: number[]): Promise<Map<number, number[]>> {
    const byCampaign = new Map<number, number[]>();
    if (campaignIds.length === 0) return byCampaign;
    const rows = await this.db
      .select()
      .from(campaignCategories)
      .where(inArray(campaignCategories.campaignId, campaignIds))
      .orderBy(asc(campaignCategories.categoryId));
    for (const row of rows)
      byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row.categoryId]);
    return byCampaign;
  }

  async campaignSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.slug, slug), exceptId === undefined ? undefined : ne(campaigns.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  /** How many campaigns cover the category. */
  async campaignsOfCategory(categoryId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(campaignCategories)
      .where(eq(campaignCategories.categoryId, categoryId));
    return row?.value ?? 0;
  }

  /** How many of these ids name a category. */
  existingCategories(ids: number[]): Promise<number> {
    return new CategoryReads(this.db).existing(ids);
  }

  async insertCampaign(values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
    const [row] = await this.db.insert(campaigns).values(values).returning();
    if (!row) throw new Error('The campaign insert returned no row');
    return row;
  }

  async updateCampaign(id: number, values: Partial<typeof campaigns.$inferInsert>): Promise<CampaignRow> {
    const [row] = await this.db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
    if (!row) throw new Error('The campaign update returned no row');
    return row;
  }

  async setCampaignCategories(campaignId: number, categoryIds: number[]): Promise<void> {
    await this.db.delete(campaignCategories).where(eq(campaignCategories.campaignId, campaignId));
    if (categoryIds.length > 0)
      await this.db
        .insert(campaignCategories)
        .values(categoryIds.map((categoryId) => ({ campaignId, categoryId })));
  }

  async deleteCampaign(id: number): Promise<void> {
    await this.db.delete(campaigns).where(eq(campaigns.id, id));
  }
}
