import type { Transaction } from '../../db/connection';
import { GiftCardsRepo } from './gift-cards.repo';

/**
 * Takes a gift card's row lock for the caller's transaction: payments spends a card under it, so
 * checkouts at once never spend more than the card holds.
 */
export async function lockGiftCard(tx: Transaction, giftCardId: number): Promise<void> {
  await new GiftCardsRepo(tx).lockById(giftCardId);
}
