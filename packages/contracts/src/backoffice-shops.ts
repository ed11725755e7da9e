import { z } from 'zod';
import { Azn, PageQuery, pageOf } from './common';
import { ShopStatus } from './shop-settings';

/**
 * The back office's shops (issue 17): registrations waiting for a decision, active shops with
 * their figures, the operators' decisions and the marketplace's commission.
 */

/**
 * The marketplace's commission where neither the shop nor any category up the tree has its own:
 * 10 %, in basis points (1000 = 10 %).
 */
export const defaultCommissionBp = 1000;
/** The highest commission an Admin can set: 50 %. */
export const maxCommissionBp = 5000;

/** A list's page size: 20 unless the operator picks another, at most 100. */
const backofficePage = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An empty field of a GET form means no filter. */
const blankIsNone = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `waiting` is pending and documents together: registrations an operator has to decide on. */
export const adminShopFilters = [
  'waiting',
  'pending',
  'documents',
  'approved',
  'rejected',
  'suspended',
] as const;
export const AdminShopFilter = z.enum(adminShopFilters, { message: 'validation.invalid' });
export type AdminShopFilter = z.infer<typeof AdminShopFilter>;

export const adminShopSorts = ['newest', 'oldest', 'name', 'revenue'] as const;
export const AdminShopSort = z.enum(adminShopSorts, { message: 'validation.invalid' });
export type AdminShopSort = z.infer<typeof AdminShopSort>;

/**
 * `GET Admin/Shops`: by status, searched by name, page name or the owner's phone. Without a sort,
 * registrations waiting come oldest first and every other list newest first.
 */
export const AdminShopsQuery = backofficePage.extend({
  status: z.preprocess(blankIsNone, AdminShopFilter.optional()),
  q: z.preprocess(blankIsNone, z.string().trim().max(100, 'validation.tooLong').optional()),
  sort: z.preprocess(blankIsNone, AdminShopSort.optional()),
});
export type AdminShopsQuery = z.infer<typeof AdminShopsQuery>;

/** A shop's figures: published products, and this calendar month's (Asia/Baku) orders and revenue in AZN. */
export const ShopFigures = z.object({
  productsPublished: z.number().int(),
  ordersThisMonth: z.number().int(),
  revenueThisMonth: Azn,
});
export type ShopFigures = z.infer<typeof ShopFigures>;

/** One row of the shops list. `commissionPercent` is the shop's own rate, null when it follows the categories. */
export const AdminShopRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  status: ShopStatus,
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  figures: ShopFigures,
  commissionPercent: z.number().nullable(),
});
export type AdminShopRow = z.infer<typeof AdminShopRow>;

export const AdminShopPage = pageOf(AdminShopRow);
export type AdminShopPage = z.infer<typeof AdminShopPage>;

/** One status decision as the audit log has it. */
export const ShopStatusEvent = z.object({
  at: z.string(),
  action: z.string(),
  from: ShopStatus.nullable(),
  to: ShopStatus.nullable(),
  note: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }),
});
export type ShopStatusEvent = z.infer<typeof ShopStatusEvent>;

/** Where a commission rate comes from: the shop's own, a category's (the nearest up the tree), or the default. */
export const CommissionSource = z.enum(['shop', 'category', 'default']);
export type CommissionSource = z.infer<typeof CommissionSource>;

/** `GET Admin/Shops/{id}`: the registration, the status with its history, figures and commission. */
export const AdminShopDetail = AdminShopRow.extend({
  site: z.string().nullable(),
  taxId: z.string().nullable(),
  coordinator: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  owner: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      city: z.string(),
      addressText: z.string(),
      phone: z.string().nullable(),
      forReturns: z.boolean(),
    }),
  ),
  statusNote: z.string().nullable(),
  history: z.array(ShopStatusEvent),
  commission: z.object({
    /** The shop's own rate; null when each sale takes its category's. */
    shopPercent: z.number().nullable(),
    /** The marketplace's default, where no category up the tree has a rate. */
    defaultPercent: z.number(),
    /** The rate each category the shop sells in takes now, and where it comes from. */
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        percent: z.number(),
        source: CommissionSource,
      }),
    ),
  }),
});
export type AdminShopDetail = z.infer<typeof AdminShopDetail>;

/** The operator's words with a decision: required for refusing, asking for documents and suspending. */
export const ShopDecisionNote = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(1000, 'validation.tooLong');

/** `POST Admin/Shops/{id}/Refuse`, `.../RequestDocuments`, `.../Suspend`. */
export const ShopDecisionBody = z.object({ note: ShopDecisionNote }).strict();
export type ShopDecisionBody = z.infer<typeof ShopDecisionBody>;

/** `POST Admin/Shops/{id}/Approve`, `.../Reinstate`: a note is optional. */
export const ShopApprovalBody = z
  .object({
    note: z.preprocess(blankIsNone, z.string().trim().max(1000, 'validation.tooLong').optional()),
  })
  .strict();
export type ShopApprovalBody = z.infer<typeof ShopApprovalBody>;

/** What a decision answers: where the shop stands now. */
export const ShopStatusAnswer = z.object({
  id: z.number().int(),
  status: ShopStatus,
  statusNote: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type ShopStatusAnswer = z.infer<typeof ShopStatusAnswer>;

/**
 * A commission in percent, 0 to 50 with at most two decimals; null (or an empty form field) to
 * follow the category (a shop) or the parent category (a category). A form's "12,5" is read as 12.5.
 */
export const CommissionPercent = z.preprocess(
  (value) => {
    if (value === '' || value === undefined) return null;
    if (typeof value === 'string') {
      const number = Number(value.trim().replace(',', '.'));
      return Number.isNaN(number) ? value : number;
    }
    return value;
  },
  z
    .number({ message: 'admin.shops.commissionInvalid' })
    .min(0, 'admin.shops.commissionInvalid')
    .max(maxCommissionBp / 100, 'admin.shops.commissionInvalid')
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'admin.shops.commissionInvalid',
    )
    .nullable(),
);

/** `PUT Admin/Shops/{id}/Commission` and `PUT Admin/Categories/{id}/Commission`. */
export const CommissionBody = z.object({ percent: CommissionPercent }).strict();
export type CommissionBody = z.infer<typeof CommissionBody>;

/** What a commission change answers: the rate set (null: follows) and the one in force now. */
export const CommissionAnswer = z.object({
  id: z.number().int(),
  percent: z.number().nullable(),
  effectivePercent: z.number(),
  source: CommissionSource,
});
export type CommissionAnswer = z.infer<typeof CommissionAnswer>;

/** Basis points to percent and back: 1250 ↔ 12.5. */
export const bpToPercent = (bp: number) => bp / 100;
export const percentToBp = (percent: number) => Math.round(percent * 100);
