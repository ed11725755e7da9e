import { z } from 'zod';
import { Azn, Id, PageQuery, pageOf } from './common';
import type { MessageKey } from './messages';
import { ProductDetail } from './products';
import { ProductStatus } from './seller-products';
import { DateRange, Statistics } from './seller-sales';

/** A back-office list's page size: 20 unless the operator picks another, at most 100. */
export const backofficePage = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An optional text filter; an empty field (a form sent without it) means no filter. */
export const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100, 'validation.tooLong').optional(),
);

/** `GET Admin/AuditLog`: newest first, filtered by who, what, which subject and which days (UTC). */
export const AuditLogQuery = backofficePage.merge(DateRange).extend({
  actor: Id.optional(),
  action: optionalText,
  subjectType: optionalText,
  subjectId: Id.optional(),
  /** `security`: sign-ins, failures, second-factor changes, role changes and blocks (issue 35 point 14). */
  kind: z.enum(['security'], { message: 'validation.invalid' }).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** One operator action: who did it with which role, what, to what, and the subject before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), role: z.number().int(), name: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = pageOf(AuditEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** `GET Admin/Products/Pending`: the moderation queue, the longest waiting first, by shop, category and title or code. */
export const PendingProductsQuery = backofficePage.extend({
  shopId: Id.optional(),
  categoryId: Id.optional(),
  /** Part of the title, or the product code. */
  q: optionalText,
});
export type PendingProductsQuery = z.infer<typeof PendingProductsQuery>;

/** What an operator needs to decide on a pending product (prices in AZN). */
export const PendingProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  /** The category's name in the request's language. */
  category: z.object({ id: z.number().int(), name: z.string() }),
  price: Azn,
  discountedPrice: Azn.nullable(),
  /** The main photo, or null when the product has none. */
  image: z.string().nullable(),
  /** When the product last went to moderation (or the seller last edited it while waiting). */
  submittedAt: z.string(),
  /** Whether it was on sale before: an edit or a return to sale, not a new product. */
  publishedBefore: z.boolean(),
});
export type PendingProduct = z.infer<typeof PendingProduct>;

export const PendingProductPage = pageOf(PendingProduct);
export type PendingProductPage = z.infer<typeof PendingProductPage>;

/** Why a product is rejected; the seller reads the reason's label, then the operator's note. */
export const rejectionReasons = [
  'photos',
  'description',
  'category',
  'price',
  'prohibited',
  'duplicate',
  'other',
] as const;
export const RejectionReason = z.enum(rejectionReasons, { message: 'moderation.reasonRequired' });
export type RejectionReason = z.infer<typeof RejectionReason>;

/** The message key of a reason's label. */
export const rejectionReasonKey = (reason: RejectionReason): MessageKey => `moderation.reason.${reason}`;

/** The operator's own words; with the label they stay within the 500 characters a rejection keeps. */
const note = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(400, 'validation.tooLong').optional(),
);

/** 'other' says nothing by itself, so it needs the note. */
function noteForOther(body: { reason?: RejectionReason; note?: string }, context: z.RefinementCtx) {
  if (body.reason === 'other' && !body.note)
    context.addIssue({ code: 'custom', path: ['note'], message: 'moderation.noteRequired' });
}

/** `POST Admin/Products/{id}/Reject`. */
export const RejectProductBody = z
  .object({ reason: RejectionReason, note })
  .strict()
  .superRefine(noteForOther);
export type RejectProductBody = z.infer<typeof RejectProductBody>;

export const maxModeratedAtOnce = 100;

/** `POST Admin/Products/Moderate`: one decision for up to 100 products; a rejection needs its reason. */
export const ModerateProductsBody = z
  .object({
    ids: z
      .array(Id)
      .min(1, 'validation.required')
      .max(maxModeratedAtOnce, 'moderation.tooMany')
      .refine((ids) => new Set(ids).size === ids.length, 'moderation.repeatedIds'),
    decision: z.enum(['approve', 'reject'], { message: 'validation.invalid' }),
    reason: RejectionReason.optional(),
    note,
  })
  .strict()
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'moderation.reasonRequired' });
    noteForOther(body, context);
  });
export type ModerateProductsBody = z.infer<typeof ModerateProductsBody>;

/** A product's outcome in a bulk decision: done, or the problem as a single call would have answered it. */
export const ModerationOutcome = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true) }),
  z.object({
    id: z.number().int(),
    ok: z.literal(false),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
  }),
]);
export type ModerationOutcome = z.infer<typeof ModerationOutcome>;

export const ModerationOutcomes = z.object({ items: z.array(ModerationOutcome) });
export type ModerationOutcomes = z.infer<typeof ModerationOutcomes>;

/** A span's figures on the dashboard: shop orders (an order from two shops counts twice), sales in AZN, newcomers. */
export const DashboardFigures = z.object({
  orders: z.number().int(),
  revenue: Azn,
  newBuyers: z.number().int(),
  newShops: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/** `GET Admin/Dashboard`: today (Baku), the last 7 days, what waits for an operator, and 30 days by day. */
export const AdminDashboard = z.object({
  today: DashboardFigures,
  week: DashboardFigures,
  waiting: z.object({
    products: z.number().int(),
    shops: z.number().int(),
    messages: z.number().int(),
    /** Card refunds the bank has refused at least once and that still wait. */
    refunds: z.number().int(),
    /** The order of the oldest of them, to open it. */
    refundOrderId: z.number().int().nullable(),
  }),
  chart: Statistics,
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** A moderated field as it is on sale and as the seller edited it: text (a category as its path), or photos. */
export const ProductChange = z.discriminatedUnion('field', [
  z.object({ field: z.enum(['title', 'description', 'category']), before: z.string(), after: z.string() }),
  z.object({ field: z.literal('photos'), before: z.array(z.string()), after: z.array(z.string()) }),
]);
export type ProductChange = z.infer<typeof ProductChange>;

/** `GET Admin/Products/{id}/Preview`: the product's page as a buyer will see it, and what the decision is about. */
export const ModerationPreview = z.object({
  product: ProductDetail,
  status: ProductStatus,
  shop: z.object({ id: z.number().int(), name: z.string() }),
  submittedAt: z.string(),
  publishedBefore: z.boolean(),
  /** What an edit of a product on sale changed; empty for a new product. */
  changes: z.array(ProductChange),
  /** The seller-facing text of the last rejection, while the product stays rejected. */
  rejectionReason: z.string().nullable(),
});
export type ModerationPreview = z.infer<typeof ModerationPreview>;
