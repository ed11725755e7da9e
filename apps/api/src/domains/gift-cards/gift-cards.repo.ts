import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { MemberReads } from '../accounts';
import { giftCards } from './gift-cards.tables';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The gift cards' own rows; what they hold is the ledger's (PaymentsService). */
export class GiftCardsRepo {
  constructor(private readonly db: Database) {}

  async insert(row: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
    const [inserted] = await this.db.insert(giftCards).values(row).returning();
    if (!inserted) throw new Error('gift card not inserted');
    return inserted;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(giftCards).where(eq(giftCards.id, id));
  }

  async byId(id: number): Promise<GiftCardRow | undefined> {
    const [row] = await this.db.select().from(giftCards).where(eq(giftCards.id, id));
    return row;
  }

  async lockById(id: number): Promise<GiftCardRow | undefined> {
    const [row] = await this.db.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    return row;
  }

  async byNumber(number: string): Promise<GiftCardRow | undefined> {
    const [row] = await this.db.select().from(giftCards).where(eq(giftCards.number, number));
    return row;
  }

  /** The paid cards a member holds, newest first. */
  ownedBy(userId: number): Promise<GiftCardRow[]> {
    return this.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.ownerId, userId), eq(giftCards.status, 'active')))
      .orderBy(desc(giftCards.activatedAt), desc(giftCards.id));
  }

  async update(id: number, values: Partial<typeof giftCards.$inferInsert>): Promise<void> {
    await this.db.update(giftCards).set(values).where(eq(giftCards.id, id));
  }

  /**
   * Counts one wrong code for the card, in one statement so tries at once from many clients all
   * count: a window opens at the first wrong code and lasts an hour; the fifth in it locks the card
   * for an hour from then (and starts the count afresh). Answers when the card is locked until, if it is.
   */
  async countWrongCode(id: number, now: Date, windowMs: number, locksAt: number): Promise<Date | null> {
    const windowStart = new Date(now.getTime() - windowMs);
    const lockEnd = new Date(now.getTime() + windowMs);
    const fresh = sql`(${giftCards.wrongCodesSince} is null or ${giftCards.wrongCodesSince} <= ${windowStart})`;
    const counted = sql`(case when ${fresh} then 1 else ${giftCards.wrongCodes} + 1 end)`;
    const [row] = await this.db
      .update(giftCards)
      .set({
        wrongCodes: sql`case when ${counted} >= ${locksAt} then 0 else ${counted} end`,
        wrongCodesSince: sql`case when ${counted} >= ${locksAt} then null when ${fresh} then ${now} else ${giftCards.wrongCodesSince} end`,
        lockedUntil: sql`case when ${counted} >= ${locksAt} then ${lockEnd} else ${giftCards.lockedUntil} end`,
      })
      .where(eq(giftCards.id, id))
      .returning({ lockedUntil: giftCards.lockedUntil });
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  }

  /** The member whose phone this is, proved by a code: a phone typed into a profile alone owns nothing. */
  memberByPhone(phone: string): Promise<number | undefined> {
    return new MemberReads(this.db).ownerOfConfirmedPhone(phone);
  }
}
