import { z } from 'zod';
import { Azn, PageQuery, pageOf } from './common';

/** What the daily limits count: wallet top-ups and gift cards bought. */
export const spendingKinds = ['topUp', 'giftCard'] as const;
export const SpendingKind = z.enum(spendingKinds, { message: 'validation.invalid' });
export type SpendingKind = z.infer<typeof SpendingKind>;

/** A hold waits for an operator, who approves it (the member may go over by its amount) or refuses it. */
export const spendingHoldStatuses = ['held', 'approved', 'refused'] as const;
export const SpendingHoldStatus = z.enum(spendingHoldStatuses, { message: 'validation.invalid' });
export type SpendingHoldStatus = z.infer<typeof SpendingHoldStatus>;

/** How long an approved hold lets the member go over the limit, and the window the limits count. */
export const spendingWindowHours = 24;

/** `GET Admin/SpendingHolds?status=&page=&pageSize=`: newest first, one status or all. */
export const AdminSpendingHoldsQuery = PageQuery.extend({ status: SpendingHoldStatus.optional() });
export type AdminSpendingHoldsQuery = z.infer<typeof AdminSpendingHoldsQuery>;

/** A top-up or gift card held for crossing the member's daily limit. Amounts in AZN. */
export const SpendingHold = z.object({
  id: z.number().int(),
  kind: SpendingKind,
  status: SpendingHoldStatus,
  /** What the member asked for. */
  amount: Azn,
  /** What the member had started in the 24 hours before. */
  spent: Azn,
  /** The daily limit that applied. */
  limit: Azn,
  member: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SpendingHold = z.infer<typeof SpendingHold>;

export const AdminSpendingHolds = pageOf(SpendingHold, {
  /** How many holds wait for a decision, for the back office's badge. */
  waiting: z.number().int(),
});
export type AdminSpendingHolds = z.infer<typeof AdminSpendingHolds>;

/** `POST Admin/SpendingHolds/{id}/Decision`: approve (the member may go over by the amount for 24 hours) or refuse. */
export const SpendingHoldDecisionBody = z
  .object({ decision: z.enum(['approved', 'refused'], { message: 'validation.invalid' }) })
  .strict();
export type SpendingHoldDecisionBody = z.infer<typeof SpendingHoldDecisionBody>;
