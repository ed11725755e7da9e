import { z } from 'zod';
import { Azn, Id, ReportedAzn } from './common';

/** Months an instalment plan may run (spec: choices by months; partner cards offer 2 to 24). */
export const instalmentMonths = { min: 2, max: 24 } as const;

/**
 * One way to pay an amount in instalments with a partner card, as the server computed it in qəpik
 * and gives it in AZN: the commission, the total with it, and the monthly payments. Every month
 * pays `monthly`, the first also what dividing left (`firstMonthly`), so the payments add up to
 * `total` exactly.
 */
export const InstalmentOffer = z.object({
  planId: z.number().int(),
  partner: z.string(),
  months: z.number().int(),
  commissionPercent: z.number(),
  commission: Azn,
  total: Azn,
  monthly: Azn,
  firstMonthly: Azn,
});
export type InstalmentOffer = z.infer<typeof InstalmentOffer>;

/** A comma-separated list of ids in a query (`productIds=12,15`), or the name repeated. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z.array(Id).max(100, 'validation.tooLong'),
);

/**
 * `GET Instalment/Plans?amount=`: the offers for an amount (AZN); with the goods being bought
 * (products, combos), none when any of them is left out of instalments.
 */
export const InstalmentPlansQuery = z.object({
  amount: z.coerce.number({ message: 'validation.invalid' }).pipe(ReportedAzn),
  productIds: idList.optional(),
  comboIds: idList.optional(),
});
export type InstalmentPlansQuery = z.infer<typeof InstalmentPlansQuery>;

/** The offers, cheapest monthly payment first; none when the product or amount cannot be paid so. */
export const InstalmentOffers = z.object({
  offers: z.array(InstalmentOffer),
  /** A product's category or shop is left out of instalments. */
  excluded: z.boolean(),
});
export type InstalmentOffers = z.infer<typeof InstalmentOffers>;

/** What an order paid in instalments keeps (AZN): the plan as it was when the order was placed. */
export const OrderInstalment = z.object({
  partner: z.string(),
  months: z.number().int(),
  commission: Azn,
  monthly: Azn,
  firstMonthly: Azn,
  /** What the card pays in all: the order's total and the commission. */
  total: Azn,
});
export type OrderInstalment = z.infer<typeof OrderInstalment>;

/** A plan as operators see and edit it. */
export const AdminInstalmentPlan = z.object({
  id: z.number().int(),
  partner: z.string(),
  months: z.number().int(),
  /** Percent of the amount, with up to two decimals. */
  commissionPercent: z.number(),
  minOrder: Azn,
  active: z.boolean(),
  /** Orders placed with it. */
  used: z.number().int(),
});
export type AdminInstalmentPlan = z.infer<typeof AdminInstalmentPlan>;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** `POST Admin/InstalmentPlans`, `PUT Admin/InstalmentPlans/{id}`. */
export const InstalmentPlanBody = z
  .object({
    partner: z
      .string({ message: 'validation.required' })
      .trim()
      .min(2, 'admin.instalments.partnerFormat')
      .max(40, 'admin.instalments.partnerFormat'),
    months: z.coerce
      .number({ message: 'admin.instalments.monthsRange' })
      .int('admin.instalments.monthsRange')
      .min(instalmentMonths.min, 'admin.instalments.monthsRange')
      .max(instalmentMonths.max, 'admin.instalments.monthsRange'),
    commissionPercent: z.coerce
      .number({ message: 'admin.instalments.commissionRange' })
      .min(0, 'admin.instalments.commissionRange')
      .max(50, 'admin.instalments.commissionRange')
      .refine(twoDecimals, 'admin.instalments.commissionRange'),
    minOrder: z.coerce
      .number({ message: 'validation.invalid' })
      .min(0, 'admin.promo.amountInvalid')
      .max(100_000, 'admin.promo.amountInvalid')
      .refine(twoDecimals, 'admin.promo.amountInvalid')
      .default(0),
    active: z.boolean().default(true),
  })
  .strict();
export type InstalmentPlanBody = z.infer<typeof InstalmentPlanBody>;
export type InstalmentPlanBodyInput = z.input<typeof InstalmentPlanBody>;

/** The categories (with everything under them) and shops whose goods cannot be paid in instalments. */
export const InstalmentExclusions = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InstalmentExclusions = z.infer<typeof InstalmentExclusions>;

/** `PUT Admin/InstalmentExclusions`: the whole list, by ids. */
export const InstalmentExclusionsBody = z
  .object({
    categoryIds: z.array(Id).max(500, 'validation.tooLong').default([]),
    shopIds: z.array(Id).max(500, 'validation.tooLong').default([]),
  })
  .strict();
export type InstalmentExclusionsBody = z.infer<typeof InstalmentExclusionsBody>;
