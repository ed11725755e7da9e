import { type AdminOrdersQuery, adminOrdersCountCap } from '@bazar/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderParts, orders } from '../orders/orders.tables';

/** Days are Baku days: a bound is the first instant of that day in Asia/Baku. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;
const afterDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Baku')`;

const orderings = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  totalDesc: [desc(orders.total), desc(orders.id)],
  totalAsc: [asc(orders.total), asc(orders.id)],
} as const;

/**
 * The back office's read of every order, for the operators' list. Each filter has its index
 * (migration 0015): number (unique), phone, payment with date, date; status and shop select the
 * orders through their parts' indexes. It never writes: moves go through the orders domain.
 */
export class BackofficeOrdersRepo {
  constructor(private readonly db: Database) {}

  private where(query: AdminOrdersQuery): SQL | undefined {
    const byPart =
      query.status !== undefined || query.shopId !== undefined
        ? inArray(
            orders.id,
            this.db
              .select({ id: orderParts.orderId })
              .from(orderParts)
              .where(
                and(
                  query.status === undefined ? undefined : eq(orderParts.status, query.status),
                  query.shopId === undefined ? undefined : eq(orderParts.shopId, query.shopId),
                ),
              ),
          )
        : undefined;
    return and(
      query.number === undefined ? undefined : eq(orders.number, query.number),
      query.phone === undefined ? undefined : eq(orders.phone, query.phone),
      query.payment === undefined ? undefined : eq(orders.paymentType, query.payment),
      query.from === undefined ? undefined : gte(orders.createdAt, startOfDay(query.from)),
      query.to === undefined ? undefined : lt(orders.createdAt, afterDay(query.to)),
      byPart,
    );
  }

  /**
   * One page, and how many match up to the cap: counting stops at `adminOrdersCountCap` + 1 rows,
   * so a broad filter over a million orders costs a bounded index walk, not a full count.
   */
  async page(query: AdminOrdersQuery) {
    const where = this.where(query);
    const matches = this.db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(adminOrdersCountCap + 1)
      .as('matches');
    const [items, [counted]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderings[query.sort])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ value: count() }).from(matches),
    ]);
    const value = counted?.value ?? 0;
    return { items, total: Math.min(value, adminOrdersCountCap), capped: value > adminOrdersCountCap };
  }
}
