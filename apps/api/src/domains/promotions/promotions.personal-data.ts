import { toAzn } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { promoCodePeople, promoCodes, promoRedemptions } from './promotions.tables';

/** How a redemption names a buyer (promotions.repo.ts): `u<id>` for a member, `p<phone>` by phone. */
const memberKey = (userId: number) => `u${userId}`;
const phoneKey = (phone: string) => `p${phone}`;

/**
 * Promo codes given to the person and the codes they used. At the purge the codes given to them
 * go, and so do redemptions under their phone; those under the account's id stay, so a code used
 * once is not used again, and name no one once the account is erased.
 */
export class PromotionsPersonalData implements PersonalDataHolder {
  readonly section = 'promoCodes';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const [given, used] = await Promise.all([
      this.db
        .select({ code: promoCodes.code, discount: promoCodes.discount, expiresAt: promoCodes.expiresAt })
        .from(promoCodePeople)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodePeople.promoCodeId))
        .where(eq(promoCodePeople.userId, userId))
        .orderBy(promoCodes.id),
      this.db
        .select({ code: promoCodes.code, orderId: promoRedemptions.orderId, usedAt: promoRedemptions.usedAt })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(eq(promoRedemptions.buyer, memberKey(userId)))
        .orderBy(promoRedemptions.usedAt),
    ]);
    return { given: given.map((row) => ({ ...row, discount: toAzn(row.discount) })), used };
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.minimise(tx, person.userId);
    if (person.phone)
      await tx.delete(promoRedemptions).where(eq(promoRedemptions.buyer, phoneKey(person.phone)));
  }

  /** Codes handed to a child are marketing: they go (PRV-02). */
  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(promoCodePeople).where(eq(promoCodePeople.userId, userId));
  }
}
