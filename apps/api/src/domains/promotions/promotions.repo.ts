import { and, asc, eq, exists, gt, inArray, isNotNull, lte, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  campaignCategories,
  campaigns,
  promoCodePeople,
  promoCodes,
  promoRedemptions,
} from './promotions.tables';

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

  async promoCode(code: string) {
    const [row] = await this.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    return row;
  }

  /** Whether a code given to named members is this member's (always true for a code for everyone). */
  async givenTo(promoCodeId: number, userId: number | null): Promise<boolean> {
    const people = await this.db
      .select({ userId: promoCodePeople.userId })
      .from(promoCodePeople)
      .where(eq(promoCodePeople.promoCodeId, promoCodeId));
    return people.length === 0 || people.some((person) => person.userId === userId);
  }

  async redeemedBy(promoCodeId: number, buyers: string[]): Promise<boolean> {
    const rows = await this.db
      .select({ buyer: promoRedemptions.buyer })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), inArray(promoRedemptions.buyer, buyers)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The codes a member may use now (given to them by name or to everyone, not expired, not used)
   * and those they used, with when and on which order.
   */
  codesOf(userId: number, phone: string | null, at: Date) {
    // Used by the account, or by its proved phone (a guest order before the account existed).
    const buyers = [`u${userId}`, ...(phone ? [`p${phone}`] : [])];
    const givenToSomeone = this.db
      .select({ one: promoCodePeople.userId })
      .from(promoCodePeople)
      .where(eq(promoCodePeople.promoCodeId, promoCodes.id));
    const givenToMember = this.db
      .select({ one: promoCodePeople.userId })
      .from(promoCodePeople)
      .where(and(eq(promoCodePeople.promoCodeId, promoCodes.id), eq(promoCodePeople.userId, userId)));
    return this.db
      .select({
        code: promoCodes.code,
        discount: promoCodes.discount,
        minOrder: promoCodes.minOrder,
        expiresAt: promoCodes.expiresAt,
        personal: exists(givenToMember).mapWith(Boolean),
        usedAt: promoRedemptions.usedAt,
        orderId: promoRedemptions.orderId,
      })
      .from(promoCodes)
      .leftJoin(
        promoRedemptions,
        and(eq(promoRedemptions.promoCodeId, promoCodes.id), inArray(promoRedemptions.buyer, buyers)),
      )
      .where(
        or(
          isNotNull(promoRedemptions.orderId),
          and(gt(promoCodes.expiresAt, at), or(exists(givenToMember), notExists(givenToSomeone))),
        ),
      )
      .orderBy(asc(promoCodes.expiresAt), asc(promoCodes.code));
  }

  /** False when the buyer had already used it (a concurrent order took it first). */
  async redeem(promoCodeId: number, buyers: string[], orderId: number): Promise<boolean> {
    const rows = await this.db
      .insert(promoRedemptions)
      .values(buyers.map((buyer) => ({ promoCodeId, buyer, orderId })))
      .onConflictDoNothing()
      .returning({ buyer: promoRedemptions.buyer });
    return rows.length === buyers.length;
  }

  /** Makes a code for one member, unless it exists already (then nothing changes). */
  /** Gives the member the code unless it exists; answers whether it was made now. */
  async giveOnce(code: Omit<typeof promoCodes.$inferInsert, 'id'>, userId: number): Promise<boolean> {
    const [made] = await this.db
      .insert(promoCodes)
      .values(code)
      .onConflictDoNothing({ target: promoCodes.code })
      .returning({ id: promoCodes.id });
    if (made) await this.db.insert(promoCodePeople).values({ promoCodeId: made.id, userId });
    return made !== undefined;
  }
}
