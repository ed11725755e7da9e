import { z } from 'zod';
import { PhoneNumber } from './accounts';
import { backofficePage, optionalText } from './backoffice';
import { Azn, pageOf } from './common';

export const promoCodeStates = ['active', 'expired', 'all'] as const;

/** `GET Admin/PromoCodes`: codes by state (active: not yet expired), newest first, by part of the code. */
export const PromoCodesQuery = backofficePage.extend({
  state: z.enum(promoCodeStates, { message: 'validation.invalid' }).default('active'),
  q: optionalText,
});
export type PromoCodesQuery = z.infer<typeof PromoCodesQuery>;

/** A promo code as operators see it (amounts in AZN): whom it is for and how many used it. */
export const AdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: Azn,
  minOrder: Azn,
  expiresAt: z.string(),
  /** The members it is given to; empty when it is for everyone. */
  people: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() })),
  /** Orders placed with it. */
  used: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

export const AdminPromoCodePage = pageOf(AdminPromoCode);
export type AdminPromoCodePage = z.infer<typeof AdminPromoCodePage>;

/**
 * What Staff may give on their own (issue 35, point 13): a code worth more than 100 AZN, or more
 * than half of the minimum order it asks for, needs an Admin. A code is an amount off, so its
 * share is taken of the smallest order it applies to; a code with no minimum has only the amount cap.
 */
export const promoCodeStaffLimits = { maxDiscountAzn: 100, maxShareOfMinOrder: 0.5 } as const;

/** Whether a code's terms are beyond what Staff may set (promoCodeStaffLimits). */
export function promoCodeNeedsAdmin(terms: { discount: number; minOrder: number }): boolean {
  if (terms.discount > promoCodeStaffLimits.maxDiscountAzn) return true;
  return terms.minOrder > 0 && terms.discount > terms.minOrder * promoCodeStaffLimits.maxShareOfMinOrder;
}

/** AZN with at most two decimals. */
const azn = (min: number) =>
  z
    .number({ message: 'validation.invalid' })
    .min(min, 'admin.promo.amountInvalid')
    .max(100_000, 'admin.promo.amountInvalid')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'admin.promo.amountInvalid');

/**
 * `POST Admin/PromoCodes`, `PUT Admin/PromoCodes/{id}`: the code (latin letters, digits and
 * hyphens, kept in upper case), the amount off and the minimum order in AZN, the end as an instant
 * with its offset, and the members' phones it is given to (none: everyone).
 */
export const PromoCodeBody = z
  .object({
    code: z
      .string({ message: 'validation.required' })
      .trim()
      .min(3, 'admin.promo.codeFormat')
      .max(30, 'admin.promo.codeFormat')
      .regex(/^[A-Za-z0-9-]+$/, 'admin.promo.codeFormat')
      .transform((code) => code.toUpperCase()),
    discount: azn(0.01),
    minOrder: azn(0).default(0),
    expiresAt: z
      .string({ message: 'validation.invalidDate' })
      .datetime({ offset: true, message: 'validation.invalidDate' }),
    phones: z.array(PhoneNumber).max(500, 'validation.tooLong').default([]),
  })
  .strict();
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;
export type PromoCodeBodyInput = z.input<typeof PromoCodeBody>;
