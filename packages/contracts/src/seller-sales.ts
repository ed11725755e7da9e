import { z } from 'zod';
import { isCalendarDay, type Period, periodStarts } from './calendar';
import { OrderStatus } from './checkout';
import { Azn, PageQuery, ShopScope } from './common';
import type { MessageKey } from './messages';

/**
 * The seller cabinet's sales (spec: "Sale row: sale price, sold or cancelled"; groups all, selling,
 * not-selling) and statistics. Money in answers is AZN with two decimals; days are `yyyy-MM-dd`
 * in Asia/Baku, and a sale belongs to the day its order was placed.
 */

/**
 * The sales groups. `selling`: goods sold or on their way to being sold (placed, confirmed,
 * shipped, delivered). `not-selling`: goods that will not be sold (cancelled, refused at the door,
 * returned).
 */
export const SalesFilter = z.enum(['all', 'selling', 'not-selling'], { message: 'validation.invalid' });
export type SalesFilter = z.infer<typeof SalesFilter>;

/** How a sale ended: sold (delivered), still in progress, or not sold (cancelled, refused, returned). */
export const SaleOutcome = z.enum(['sold', 'inProgress', 'notSold']);
export type SaleOutcome = z.infer<typeof SaleOutcome>;

export const notSoldStatuses: OrderStatus[] = ['cancelled', 'refused', 'returned'];
export const inProgressStatuses: OrderStatus[] = ['placed', 'confirmed', 'shipped'];

export function saleOutcome(status: OrderStatus): SaleOutcome {
  if (status === 'delivered') return 'sold';
  return notSoldStatuses.includes(status) ? 'notSold' : 'inProgress';
}

/** The part statuses each sales group holds. */
export const salesFilterStatuses: Record<SalesFilter, OrderStatus[] | null> = {
  all: null,
  selling: [...inProgressStatuses, 'delivered'],
  'not-selling': notSoldStatuses,
};

export const CalendarDay = z
  .string({ message: 'validation.invalidDate' })
  .refine(isCalendarDay, 'validation.invalidDate')
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'validation.invalidDate');

/** An optional range of days; an empty field (a form sent without it) means no bound. */
const optionalDay = z.preprocess((value) => (value === '' ? undefined : value), CalendarDay.optional());

export const DateRange = z.object({ from: optionalDay, to: optionalDay });
export type DateRange = z.infer<typeof DateRange>;

export const SalesQuery = ShopScope.extend(PageQuery.shape)
  .extend(DateRange.shape)
  .extend({ filter: SalesFilter.default('all') });
export type SalesQuery = z.infer<typeof SalesQuery>;

/** One order item of the shop's part of an order. */
export const SaleRow = z.object({
  /** The order item's id. */
  id: z.number().int(),
  orderNumber: z.string(),
  /** When the order was placed (ISO instant). */
  orderedAt: z.string(),
  productId: z.number().int().nullable(),
  comboId: z.number().int().nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  code: z.string(),
  variant: z.string().nullable(),
  count: z.number().int(),
  /** The sale price of one unit, AZN. */
  unitPrice: Azn,
  total: Azn,
  status: OrderStatus,
  outcome: SaleOutcome,
});
export type SaleRow = z.infer<typeof SaleRow>;

export const SalesPage = z.object({
  items: z.array(SaleRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SalesPage = z.infer<typeof SalesPage>;

export const StatisticsPeriod = z.enum(['day', 'week', 'month'], { message: 'validation.invalid' });

/** The most periods one chart shows: a year by days, five years by weeks, ten by months. */
export const maxPeriods: Record<Period, number> = { day: 366, week: 261, month: 120 };
/** With no range given: the last 30 days, ending today. */
export const defaultStatisticsDays = 30;

export const StatisticsQuery = ShopScope.extend(DateRange.shape).extend({
  by: StatisticsPeriod.default('day'),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

/**
 * A range's problem beyond its single fields, as a message key for one field: `to` before
 * `from`, or more periods than a chart shows. The API answers it with 422; forms show it beside the field.
 */
export function rangeProblem(
  range: { from?: string; to?: string },
  by?: Period,
): { field: 'from' | 'to'; key: MessageKey } | null {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return { field: 'to', key: 'validation.dateRangeReversed' };
  if (by && periodStarts(range.from, range.to, by).length > maxPeriods[by])
    return { field: 'from', key: `stats.rangeTooLong.${by}` };
  return null;
}

/**
 * The figures of one period. Revenue and items count the goods of parts that are not cancelled,
 * refused or returned (in progress and delivered), at their sale price, without delivery fees.
 * Orders count every part placed (the shop's share of an order); the average is revenue per
 * counted part; the cancellation rate is the share of parts that ended not sold (0..1).
 */
export const StatisticsFigures = z.object({
  revenue: Azn,
  orders: z.number().int(),
  items: z.number().int(),
  averageOrder: z.number(),
  cancellationRate: z.number(),
});
export type StatisticsFigures = z.infer<typeof StatisticsFigures>;

export const StatisticsRow = StatisticsFigures.extend({
  /** The period's first day (a week starts on Monday). */
  period: z.string(),
});
export type StatisticsRow = z.infer<typeof StatisticsRow>;

export const TopProduct = z.object({
  productId: z.number().int().nullable(),
  comboId: z.number().int().nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  code: z.string(),
  items: z.number().int(),
  revenue: Azn,
});
export type TopProduct = z.infer<typeof TopProduct>;

/** How many products the statistics rank. */
export const topProductsCount = 10;

export const Statistics = z.object({
  /** The range the figures cover (the default one when none was asked for). */
  from: z.string(),
  to: z.string(),
  by: StatisticsPeriod,
  rows: z.array(StatisticsRow),
  totals: StatisticsFigures,
  topProducts: z.array(TopProduct),
});
export type Statistics = z.infer<typeof Statistics>;
