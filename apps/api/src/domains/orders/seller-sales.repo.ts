import { notSoldStatuses, type OrderStatus, type Period } from '@bazar/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderItems, orderParts, orders } from './orders.tables';

/** Days are Baku days: a bound is the first instant of that day in Asia/Baku. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;
const afterDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Baku')`;

/** `date_trunc` takes its unit as text; it comes from this fixed map, never from the caller. */
const truncUnit: Record<Period, string> = { day: 'day', week: 'week', month: 'month' };

/** Parts that end not sold: their goods count in no revenue. */
const lost = sql`${orderParts.status} in (${sql.join(
  notSoldStatuses.map((status) => sql`${status}`),
  sql`, `,
)})`;

export interface SalesScope {
  /** One shop's parts, or null for the whole marketplace (the back office's dashboard). */
  shopId: number | null;
  from?: string;
  to?: string;
}

export interface PeriodFigures {
  period: string;
  parts: number;
  lostParts: number;
  revenue: number;
  items: number;
}

/** The seller's view of order items and parts: one shop's sales and the figures of its statistics. */
export class SellerSalesRepo {
  constructor(private readonly db: Database) {}

  private scope({ shopId, from, to }: SalesScope, statuses?: OrderStatus[] | null): SQL | undefined {
    return and(
      shopId === null ? undefined : eq(orderParts.shopId, shopId),
      statuses ? inArray(orderParts.status, statuses) : undefined,
      from ? gte(orders.createdAt, startOfDay(from)) : undefined,
      to ? lt(orders.createdAt, afterDay(to)) : undefined,
    );
  }

  /** The shop's order items, newest order first, with their part's status. */
  async saleRows(scope: SalesScope, statuses: OrderStatus[] | null, page: number, pageSize: number) {
    const where = this.scope(scope, statuses);
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          item: orderItems,
          orderNumber: orders.number,
          orderedAt: orders.createdAt,
          status: orderParts.status,
        })
        .from(orderItems)
        .innerJoin(orderParts, eq(orderParts.id, orderItems.partId))
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ value: count() })
        .from(orderItems)
        .innerJoin(orderParts, eq(orderParts.id, orderItems.partId))
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /** Parts, lost parts, revenue (qəpik) and items per Baku period; periods without orders are absent. */
  async figuresByPeriod(scope: SalesScope, by: Period): Promise<PeriodFigures[]> {
    const period = sql<string>`to_char(date_trunc(${sql.raw(`'${truncUnit[by]}'`)}, ${orders.createdAt} at time zone 'Asia/Baku'), 'YYYY-MM-DD')`;
    // A part has several items, so parts are counted distinct; revenue and items skip lost parts.
    return this.db
      .select({
        period,
        parts: sql<number>`count(distinct ${orderParts.id})`.mapWith(Number),
        lostParts: sql<number>`count(distinct ${orderParts.id}) filter (where ${lost})`.mapWith(Number),
        revenue:
          sql<number>`coalesce(sum(${orderItems.unitPrice} * ${orderItems.count}) filter (where not ${lost}), 0)`.mapWith(
            Number,
          ),
        items: sql<number>`coalesce(sum(${orderItems.count}) filter (where not ${lost}), 0)`.mapWith(Number),
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(orderItems, eq(orderItems.partId, orderParts.id))
      .where(this.scope(scope))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  }

  /** The shop's best sellers in the range by revenue (qəpik), goods of lost parts left out. */
  topProducts(scope: SalesScope, limit: number) {
    const revenue = sql<number>`sum(${orderItems.unitPrice} * ${orderItems.count})`.mapWith(Number);
    return this.db
      .select({
        productId: orderItems.productId,
        comboId: orderItems.comboId,
        code: orderItems.code,
        // The latest title and slug the product sold under.
        title: sql<string>`(array_agg(${orderItems.title} order by ${orderItems.id} desc))[1]`,
        slug: sql<string | null>`(array_agg(${orderItems.slug} order by ${orderItems.id} desc))[1]`,
        items: sql<number>`sum(${orderItems.count})`.mapWith(Number),
        revenue,
      })
      .from(orderItems)
      .innerJoin(orderParts, eq(orderParts.id, orderItems.partId))
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(this.scope(scope), sql`not ${lost}`))
      .groupBy(orderItems.productId, orderItems.comboId, orderItems.code)
      .orderBy(desc(revenue), orderItems.code)
      .limit(limit);
  }
}
