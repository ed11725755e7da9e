import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../accounts/accounts.tables';
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

  async memberByPhone(phone: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return row?.id;
  }
}
