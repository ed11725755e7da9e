import { z } from 'zod';
import { OrderDetail, OrderPart, OrderStatus } from './checkout';
import { Azn, Id, PageQuery } from './common';
import { OperatorOrderMoney, PaymentType } from './payments';
import { DateRange } from './seller-sales';

/** An empty field (a form sent without it) means no filter. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The phone an order was placed with, as an operator types it (`+994 50 123 45 67`, `050 123 45 67`,
 * `501234567`), to the stored form `994501234567`; null when it cannot be one.
 */
export function orderPhone(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  if (/^994\d{9}$/.test(digits)) return digits;
  if (/^0\d{9}$/.test(digits)) return `994${digits.slice(1)}`;
  if (/^\d{9}$/.test(digits)) return `994${digits}`;
  return null;
}

/** An order number as an operator types it (`bz-1000042`, `1000042`) to the stored `BZ-1000042`. */
export function orderNumber(typed: string): string {
  const text = typed.trim().toUpperCase().replace(/\s+/g, '');
  return /^\d+$/.test(text) ? `BZ-${text}` : text;
}

/**
 * The back office's one search box: an order number or a buyer's phone. Nine or more digits are a
 * phone (numbers are `BZ-` and seven digits); anything else is a number.
 */
export function orderLookup(typed: string): { number: string } | { phone: string } {
  const phone = /^[+\d\s()-]+$/.test(typed.trim()) ? orderPhone(typed) : null;
  return phone ? { phone } : { number: orderNumber(typed) };
}

export const adminOrderSorts = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export const AdminOrderSort = z.enum(adminOrderSorts, { message: 'validation.invalid' });
export type AdminOrderSort = z.infer<typeof AdminOrderSort>;

/**
 * `GET Admin/Orders`: every order, newest first unless sorted otherwise. `status` matches an order
 * with a part in it (with `shopId`, that shop's part); days are Baku days, both bounds included.
 */
export const AdminOrdersQuery = PageQuery.extend(DateRange.shape).extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.preprocess(blankToUndefined, OrderStatus.optional()),
  payment: z.preprocess(blankToUndefined, PaymentType.optional()),
  shopId: z.preprocess(blankToUndefined, Id.optional()),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(30, 'validation.phoneFormat')
      .transform((value, context) => {
        const phone = orderPhone(value);
        if (phone) return phone;
        context.addIssue({ code: 'custom', message: 'validation.phoneFormat' });
        return z.NEVER;
      })
      .optional(),
  ),
  number: z.preprocess(
    blankToUndefined,
    z.string().max(30, 'validation.tooLong').transform(orderNumber).optional(),
  ),
  sort: z.preprocess(blankToUndefined, AdminOrderSort.default('newest')),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/**
 * Counting every match of a broad filter over a million orders costs more than the page itself,
 * so the total stops here: past it the list says "more than" and asks for a narrower filter.
 */
export const adminOrdersCountCap = 10_000;

/** One order in the operators' list (amounts in AZN). */
export const AdminOrderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  buyer: z.object({ name: z.string(), surname: z.string(), phone: z.string() }),
  paymentType: PaymentType,
  total: Azn,
  /** The least advanced of its live parts, else how it ended (as the buyer reads it). */
  status: OrderStatus,
  parts: z.array(
    z.object({
      id: z.number().int(),
      shop: z.object({ id: z.number().int(), name: z.string() }),
      status: OrderStatus,
    }),
  ),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = z.object({
  items: z.array(AdminOrderRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The matches, at most `adminOrdersCountCap`. */
  total: z.number().int(),
  /** True when there are more matches than `total` says. */
  totalCapped: z.boolean(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** The courier's moves and cancelling, as an operator makes them on one part. */
export const staffMoves = ['delivered', 'refused', 'returned', 'cancelled'] as const;
export const StaffMove = z.enum(staffMoves, { message: 'validation.invalid' });
export type StaffMove = z.infer<typeof StaffMove>;

/** An order as the operators read it: the buyer's order plus whose it is, the moves and the refusals. */
export const AdminOrder = OrderDetail.omit({ cancellable: true, parts: true }).extend({
  userId: z.number().int().nullable(),
  /** Refusals at the door in a row on this order's phone that were not justified. */
  refusalsInARow: z.number().int(),
  /** Whether some part can still be cancelled (placed, confirmed or shipped). */
  cancellable: z.boolean(),
  /** What was taken and given back; a refund the bank keeps refusing shows here with its error. */
  money: OperatorOrderMoney,
  parts: z.array(
    OrderPart.omit({ shop: true }).extend({
      shop: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
      /** What an operator may do with the part now. */
      moves: z.array(StaffMove),
    }),
  ),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

const note = z.preprocess(blankToUndefined, z.string().trim().max(500, 'validation.tooLong').optional());

/**
 * `POST Admin/OrderParts/{id}/Move`. A cancellation needs its reason; a justified refusal needs the
 * justification (it then does not count against the buyer); other notes are optional.
 */
export const StaffMoveBody = z
  .object({ to: StaffMove, note, justified: z.boolean().default(false) })
  .strict()
  .superRefine((body, context) => {
    if (body.to === 'cancelled' && !body.note)
      context.addIssue({ code: 'custom', path: ['note'], message: 'order.cancelReasonRequired' });
    if (body.to === 'refused' && body.justified && !body.note)
      context.addIssue({ code: 'custom', path: ['note'], message: 'admin.orders.justificationRequired' });
    if (body.to !== 'refused' && body.justified)
      context.addIssue({ code: 'custom', path: ['justified'], message: 'validation.invalid' });
  });
export type StaffMoveBody = z.infer<typeof StaffMoveBody>;

/** `POST Admin/Orders/{id}/Cancel`: every part still placed, confirmed or shipped, for one reason. */
export const CancelOrderBody = z
  .object({
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string({ message: 'order.cancelReasonRequired' }).trim().max(500, 'validation.tooLong'),
    ),
  })
  .strict();
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;
