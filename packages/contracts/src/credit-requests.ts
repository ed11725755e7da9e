import { z } from 'zod';
import { PhoneNumber } from './accounts';
import { isCalendarDay, marketDay } from './calendar';
import { BuyNowLine } from './checkout';
import { Azn, countPer, Id, maxId, PageQuery, pageOf } from './common';
import { InstalmentOffer } from './instalments';
import type { MessageKey } from './messages';

/**
 * Credit requests (PAY-05): a member asks to buy goods on credit with one of the lenders' plans
 * (the partner cards' instalment plans), giving the applicant's details; staff review it and an
 * approved request places the order, paid by the lender. Money in answers is AZN.
 */

export const creditRequestStatuses = [
  'submitted',
  'underReview',
  'moreInfoNeeded',
  'approved',
  'declined',
] as const;
export const CreditRequestStatus = z.enum(creditRequestStatuses);
export type CreditRequestStatus = z.infer<typeof CreditRequestStatus>;

/** Where staff may move a request from each status; approved and declined end it. */
export const creditRequestMoves: Record<CreditRequestStatus, readonly CreditRequestStatus[]> = {
  submitted: ['underReview'],
  underReview: ['moreInfoNeeded', 'approved', 'declined'],
  moreInfoNeeded: ['underReview'],
  approved: [],
  declined: [],
};

/** Statuses still waiting for a decision. */
export const openCreditRequestStatuses: readonly CreditRequestStatus[] = [
  'submitted',
  'underReview',
  'moreInfoNeeded',
];

/** A member may have this many requests waiting at once (each texts them, so it is bounded). */
export const maxOpenCreditRequests = 3;

/** The applicant's age in whole years on the day of the request (Baku): from 18, under 100. */
export const creditApplicantAge = { min: 18, max: 100 } as const;

export const creditRequestStatusLabels: Record<CreditRequestStatus, MessageKey> = {
  submitted: 'credit.status.submitted',
  underReview: 'credit.status.underReview',
  moreInfoNeeded: 'credit.status.moreInfoNeeded',
  approved: 'credit.status.approved',
  declined: 'credit.status.declined',
};

/** Whole years from a `yyyy-MM-dd` birth date to the day `today` (also `yyyy-MM-dd`). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Text of `min` to `max` characters once trimmed, with one message for every way it can be wrong. */
const text = (message: MessageKey, min: number, max: number) =>
  z.string({ message }).trim().min(min, message).max(max, message);

/** A name as on the ID card: 2 to 60 letters, with spaces, hyphens, dots and apostrophes between them. */
const personName = (message: MessageKey) =>
  z
    .string({ message })
    .trim()
    .refine((name) => name.length <= 60 && /^\p{L}[\p{L}\p{M}\s'’.-]*\p{L}$/u.test(name), message);

/** An empty optional field arrives as "" from a form and as null or absent from the API: all mean none. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** An id chosen from a list, with the list's own message when it is missing or wrong. */
const chosenId = (message: MessageKey) =>
  z.coerce.number({ message }).int(message).positive(message).max(maxId, message);

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** AZN typed in a form ("1250,50") or sent as a number. */
const aznAmount = (message: MessageKey) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value,
    z.number({ message }).positive(message).max(1_000_000, message).refine(twoDecimals, message),
  );

/** `yyyy-MM-dd`, a real day, and an applicant from 18 and under 100 today (Baku); one message either way. */
export const BirthDate = z
  .string({ message: 'credit.validation.birthDate' })
  .trim()
  .superRefine((day, context) => {
    if (!isCalendarDay(day)) context.addIssue({ code: 'custom', message: 'credit.validation.birthDate' });
    else {
      const age = ageOn(day, marketDay(new Date()));
      if (age < creditApplicantAge.min || age >= creditApplicantAge.max)
        context.addIssue({ code: 'custom', message: 'credit.validation.age' });
    }
  });

/** Azerbaijani ID cards: 2 letters and 7 digits ("AA1234567") or 3 and 8 ("AZE12345678"); kept upper-case. */
export const IdCardNumber = z
  .string({ message: 'credit.validation.idCardNumber' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}\d{7,8}$/, 'credit.validation.idCardNumber');

/** The personal identification code (FİN) on the ID card: 7 Latin letters and digits, kept upper-case. */
export const FinCode = z
  .string({ message: 'credit.validation.fin' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{7}$/, 'credit.validation.fin');

/**
 * A home (landline) phone, optional: 10 digits with the area code ("0124401234") or 994XXXXXXXXX;
 * spaces, hyphens and brackets typed between the digits are dropped.
 */
export const HomePhone = optional(
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s()-]/g, '') : value),
    z
      .string({ message: 'credit.validation.homePhone' })
      .regex(/^(0\d{9}|994\d{9})$/, 'credit.validation.homePhone'),
  ),
);

/**
 * The applicant and the chosen plan, every field a form has: the request form validates with this,
 * and the API with the body below. Region is the delivery region (city and district) the order
 * goes to, at the living address.
 */
export const CreditApplicant = z
  .object({
    name: personName('credit.validation.name'),
    surname: personName('credit.validation.surname'),
    fatherName: personName('credit.validation.fatherName'),
    birthDate: BirthDate,
    idCardNumber: IdCardNumber,
    fin: FinCode,
    cityId: chosenId('credit.validation.city'),
    districtId: chosenId('credit.validation.district'),
    registeredAddress: text('credit.validation.registeredAddress', 5, 300),
    livingAddress: text('credit.validation.livingAddress', 5, 300),
    homePhone: HomePhone,
    mobilePhone: PhoneNumber,
    monthlyIncome: aznAmount('credit.validation.monthlyIncome'),
    workplace: text('credit.validation.workplace', 2, 300),
    /** The lender's plan (`Instalment/Plans`): its partner lends, for its months. */
    planId: chosenId('credit.validation.plan'),
  })
  .strict();
export type CreditApplicant = z.infer<typeof CreditApplicant>;

/** What is bought on credit: one product now (as "buy now" names it), or the member's chosen basket lines. */
const goodsFields = {
  buyNow: BuyNowLine.optional(),
  basketItemIds: z.array(Id).min(1, 'credit.validation.goods').max(100, 'validation.tooLong').optional(),
};

/**
 * One kind of goods, said beside the goods even while other fields are wrong (zod would otherwise
 * skip it until they are right, and the form would be fixed in rounds).
 */
const oneKindOfGoods = (body: { buyNow?: unknown; basketItemIds?: unknown }) =>
  (body.buyNow === undefined) !== (body.basketItemIds === undefined);
const goodsIssue = {
  path: ['buyNow'],
  message: 'credit.validation.goods',
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const CreditGoods = z.object(goodsFields).strict().refine(oneKindOfGoods, goodsIssue);
export type CreditGoods = z.infer<typeof CreditGoods>;

/** `POST CreditRequest`: the applicant, the plan and the goods; the totals are the server's. */
export const CreditRequestBody = CreditApplicant.extend(goodsFields)
  .strict()
  .refine(oneKindOfGoods, goodsIssue);
export type CreditRequestBody = z.infer<typeof CreditRequestBody>;

/** One line of what a request buys, as priced when it was sent. */
export const CreditRequestItem = z.object({
  productId: z.number().int().nullable(),
  comboId: z.number().int().nullable(),
  title: z.string(),
  /** Where the line links: a product page slug, or a combo's code. */
  slug: z.string().nullable(),
  comboCode: z.string().nullable(),
  /** The chosen variant's values ("256 GB, Qara"). */
  variant: z.string().nullable(),
  count: z.number().int(),
  price: Azn,
});
export type CreditRequestItem = z.infer<typeof CreditRequestItem>;

/** `POST CreditRequest/Quote`: what the goods cost now with delivery, and every lender's plan for it. */
export const CreditQuote = z.object({
  items: z.array(CreditRequestItem),
  /** Goods and standard delivery: what the lender pays for the order. */
  amount: Azn,
  offers: z.array(InstalmentOffer),
});
export type CreditQuote = z.infer<typeof CreditQuote>;

/** The credit as the server computed it from the chosen plan when the request was sent. */
export const CreditTerms = z.object({
  lender: z.string(),
  months: z.number().int(),
  /** What the goods and delivery cost. */
  amount: Azn,
  commission: Azn,
  /** What the buyer pays back in all. */
  total: Azn,
  monthly: Azn,
  /** The first month also pays what dividing the total left. */
  firstMonthly: Azn,
});
export type CreditTerms = z.infer<typeof CreditTerms>;

export const CreditRequestEvent = z.object({
  status: CreditRequestStatus,
  /** What staff asked for (more information) or why they declined. */
  note: z.string().nullable(),
  at: z.string(),
  byOperator: z.boolean(),
});
export type CreditRequestEvent = z.infer<typeof CreditRequestEvent>;

/** A request in a list: the member's profile and the back office. */
export const CreditRequestSummary = z.object({
  id: z.number().int(),
  status: CreditRequestStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  applicantName: z.string(),
  mobilePhone: z.string(),
  items: z.array(CreditRequestItem),
  terms: CreditTerms,
  /** The order an approval placed. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type CreditRequestSummary = z.infer<typeof CreditRequestSummary>;

/**
 * The applicant's details. The ID card number and FIN are masked ("AA*****67", "5X****Z") for
 * everyone but Staff in the back office.
 */
export const CreditApplicantView = z.object({
  name: z.string(),
  surname: z.string(),
  fatherName: z.string(),
  birthDate: z.string(),
  idCardNumber: z.string(),
  fin: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string() }),
  registeredAddress: z.string(),
  livingAddress: z.string(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string(),
  monthlyIncome: Azn,
  workplace: z.string(),
});
export type CreditApplicantView = z.infer<typeof CreditApplicantView>;

export const CreditRequestDetail = CreditRequestSummary.extend({
  applicant: CreditApplicantView,
  /** Oldest first: every status the request has had. */
  history: z.array(CreditRequestEvent),
  /** The latest decision's note: what staff need (more information) or why they declined. */
  note: z.string().nullable(),
  /** Whether the ID card number and FIN are shown in full (Staff in the back office only). */
  unmasked: z.boolean(),
});
export type CreditRequestDetail = z.infer<typeof CreditRequestDetail>;

export const MyCreditRequests = pageOf(CreditRequestSummary);
export type MyCreditRequests = z.infer<typeof MyCreditRequests>;

/** `GET Admin/CreditRequests?status=&page=&pageSize=`: newest first, one status or all. */
export const AdminCreditRequestsQuery = PageQuery.extend({ status: CreditRequestStatus.optional() });
export type AdminCreditRequestsQuery = z.infer<typeof AdminCreditRequestsQuery>;

export const AdminCreditRequests = pageOf(CreditRequestSummary, {
  /** How many requests have each status, for the list's tabs. */
  counts: countPer(CreditRequestStatus.options),
});
export type AdminCreditRequests = z.infer<typeof AdminCreditRequests>;

/** The statuses staff move a request to. */
export const CreditDecisionStatus = z.enum(['underReview', 'moreInfoNeeded', 'approved', 'declined'], {
  message: 'validation.invalid',
});
export type CreditDecisionStatus = z.infer<typeof CreditDecisionStatus>;

/**
 * `POST Admin/CreditRequests/{id}/Status`: staff's decision. Asking for more information needs a
 * note saying what; declining needs the reason, which the buyer reads.
 */
export const CreditDecisionBody = z
  .object({
    status: CreditDecisionStatus,
    note: optional(z.string({ message: 'validation.invalid' }).trim().max(500, 'validation.tooLong')),
  })
  .strict()
  .superRefine((body, context) => {
    const short = (body.note ?? '').length < 2;
    if (body.status === 'moreInfoNeeded' && short)
      context.addIssue({ code: 'custom', path: ['note'], message: 'credit.validation.note' });
    if (body.status === 'declined' && short)
      context.addIssue({ code: 'custom', path: ['note'], message: 'credit.validation.reason' });
  });
export type CreditDecisionBody = z.infer<typeof CreditDecisionBody>;
