import { toAzn } from '@bazar/contracts';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { giftCards } from './gift-cards.tables';

/**
 * Gift cards the person bought or holds. A card stays (the ledger names it and it may still hold
 * money); at the purge only the person's traces on it go: the sender's name and words, the phone.
 */
export class GiftCardsPersonalData implements PersonalDataHolder {
  readonly section = 'giftCards';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const rows = await this.db
      .select({
        number: giftCards.number,
        design: giftCards.design,
        amount: giftCards.amount,
        senderName: giftCards.senderName,
        recipientPhone: giftCards.recipientPhone,
        message: giftCards.message,
        status: giftCards.status,
        bought: giftCards.buyerId,
        createdAt: giftCards.createdAt,
        activatedAt: giftCards.activatedAt,
      })
      .from(giftCards)
      .where(or(eq(giftCards.buyerId, userId), eq(giftCards.ownerId, userId)))
      .orderBy(desc(giftCards.id));
    return rows.map((row) => ({ ...row, amount: toAzn(row.amount), bought: row.bought === userId }));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx
      .update(giftCards)
      .set({ senderName: '', message: null, buyerId: null })
      .where(eq(giftCards.buyerId, person.userId));
    await tx.update(giftCards).set({ ownerId: null }).where(eq(giftCards.ownerId, person.userId));
    if (person.phone)
      await tx
        .update(giftCards)
        .set({ recipientPhone: '' })
        .where(eq(giftCards.recipientPhone, person.phone));
  }
}
