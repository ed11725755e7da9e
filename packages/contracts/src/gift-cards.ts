import { z } from 'zod';
import { PhoneNumber } from './accounts';
import { Azn, requiredText } from './common';
import { PaymentFailure } from './payments';

/** The electronic designs a gift card comes in (spec: card type). */
export const giftCardDesigns = ['classic', 'birthday', 'holiday', 'thanks'] as const;
export const GiftCardDesign = z.enum(giftCardDesigns, { message: 'giftCard.designRequired' });
export type GiftCardDesign = z.infer<typeof GiftCardDesign>;

/** The amounts offered at once (AZN), and the limits of an amount of one's own. */
export const giftCardAmounts = [20, 50, 100, 200, 500] as const;
export const giftCardLimits = { min: 10, max: 1_000 } as const;

/** The card number: 16 digits, the last a Luhn check digit, so a mistyped number is caught at once. */
export const giftCardNumberLength = 16;

/** Whether the digits carry a right Luhn check digit (the last one). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as people type it: spaces and dashes allowed. */
export const GiftCardNumber = z
  .string({ message: 'validation.required' })
  .max(40, 'giftCard.numberInvalid')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => digits.length > 0, 'validation.required')
  .refine(
    (digits) =>
      digits === '' || (new RegExp(`^\\d{${giftCardNumberLength}}$`).test(digits) && luhnValid(digits)),
    'giftCard.numberInvalid',
  );

/** The short code sent with the number: 6 letters and digits, in any case. */
export const GiftCardCode = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(6, 'giftCard.codeInvalid')
  .regex(/^[A-Za-z0-9]{6}$/, 'giftCard.codeInvalid')
  .transform((code) => code.toUpperCase());

/** `POST GiftCard/Buy`: a card for someone, paid by card (the bank's page) or from the wallet. */
export const BuyGiftCardBody = z
  .object({
    amount: z.coerce
      .number({ message: 'giftCard.amountRange' })
      .multipleOf(0.01, 'giftCard.amountRange')
      .min(giftCardLimits.min, 'giftCard.amountRange')
      .max(giftCardLimits.max, 'giftCard.amountRange'),
    design: GiftCardDesign,
    senderName: requiredText(60),
    recipientPhone: PhoneNumber,
    message: z.string().trim().max(300, 'validation.tooLong').optional(),
    paymentType: z.enum(['card', 'wallet'], { message: 'validation.choosePaymentMethod' }),
  })
  .strict();
export type BuyGiftCardBody = z.infer<typeof BuyGiftCardBody>;

/** Where a purchase goes on: the bank's page, or (paid from the wallet) its result page. */
export const GiftCardPurchaseStart = z.object({ id: z.number().int(), paymentUrl: z.string() });

/** A purchase as its result page shows it, asked of the bank while it waits. */
export const GiftCardPurchase = z.object({
  id: z.number().int(),
  amount: Azn,
  design: GiftCardDesign,
  recipientPhone: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  failure: PaymentFailure.nullable(),
});
export type GiftCardPurchase = z.infer<typeof GiftCardPurchase>;

/** A card in its owner's profile (spec: sender, value, remainder, card number, card type, chosen amount). */
export const MyGiftCard = z.object({
  id: z.number().int(),
  number: z.string(),
  design: GiftCardDesign,
  /** The chosen amount it was bought for. */
  value: Azn,
  remainder: Azn,
  senderName: z.string(),
  message: z.string().nullable(),
  status: z.enum(['active', 'used']),
  activatedAt: z.string(),
});
export type MyGiftCard = z.infer<typeof MyGiftCard>;

/** `GET GiftCard`: cards with money left, and used ones. */
export const MyGiftCards = z.object({ active: z.array(MyGiftCard), used: z.array(MyGiftCard) });
export type MyGiftCards = z.infer<typeof MyGiftCards>;

/** `POST GiftCard/Add`, `POST GiftCard/Check`: the number and code the recipient was sent. */
export const GiftCardCredentials = z.object({ number: GiftCardNumber, code: GiftCardCode }).strict();
export type GiftCardCredentials = z.infer<typeof GiftCardCredentials>;

/** What checking a card tells: its value, what is left and its design. */
export const GiftCardBalance = z.object({
  value: Azn,
  remainder: Azn,
  design: GiftCardDesign,
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;
