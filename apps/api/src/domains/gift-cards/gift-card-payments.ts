import type { Lang, PaymentFailure } from '@bazar/contracts';

/**
 * What gift cards need of the payments domain (its `PaymentsService`, given by the module): taking a
 * purchase's money and reading what a card has left, so this domain imports nothing of the one above.
 */
export interface GiftCardPayments {
  cards: {
    /** Starts the purchase's payment; answers where the buyer goes next. */
    payGiftCard(
      card: { id: number; buyerId: number; amount: number },
      type: 'card' | 'wallet',
      lang: Lang,
    ): Promise<string>;
    giftCardPayment(
      giftCardId: number,
    ): Promise<{ status: 'pending' | 'paid' | 'failed'; failure: PaymentFailure | null }>;
  };
  ledger: {
    /** What each card has left to spend, by its id. */
    giftCardRemainders(giftCardIds: number[]): Promise<Map<number, number>>;
  };
}
