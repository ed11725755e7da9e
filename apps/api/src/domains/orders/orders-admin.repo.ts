import { type AdminOrdersQuery, adminOrdersCountCap } from '@bazar/contracts';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderParts, orders } from './orders.tables';

/** Days are Baku days: a bound is the first instant of that day in Asia/Baku. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;
const afterDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Baku')`;

/**
 * `orders_created_idx` and `orders_total_idx` are (column DESC NULLS LAST, id DESC NULLS LAST): a
 * descending sort must say NULLS LAST too (a plain DESC means NULLS FIRST), or PostgreSQL cannot
 * read the page off the index and sorts every match instead; ascending reads them backwards.
 */
const down = (column: typeof orders.createdAt | typeof orders.total) => [
  sql`${column} desc nulls last`,
  sql`${orders.id} desc nulls last`,
];
const up = (column: typeof orders.createdAt | typeof orders.total) => [
  sql`${column} asc nulls first`,
  sql`${orders.id} asc nulls first`,
];
const orderings = {
  newest: down(orders.createdAt),
  oldest: up(orders.createdAt),
  totalDesc: down(orders.total),
  totalAsc: up(orders.total),
};

/**
 * The back office's read of every order, for the operators' list. Each filter has its index
 * (migration 0015): number (unique), phone, payment with date, date; status and shop select the
 * orders through their parts' indexes. It never writes: moves go through the orders domain.
 */
export class OrdersAdminRepo {
  constructor(private readonly db: Database) {}

  /** The parts' filters (status, shop), or undefined when there are none. */
  private partWhere(query: AdminOrdersQuery): SQL | undefined {
    return and(
      query.status === undefined ? undefined : eq(orderParts.status, query.status),
      query.shopId === undefined ? undefined : eq(orderParts.shopId, query.shopId),
    );
  }

  /** The orders' own filters, or undefined when there are none. */
  private orderWhere(query: AdminOrdersQuery): SQL | undefined {
    return and(
      query.number === undefined ? undefined : eq(orders.number, query.number),
      query.phone === undefined ? undefined : eq(orders.phone, query.phone),
      query.payment === undefined ? undefined : eq(orders.paymentType, query.payment),
      query.from === undefined ? undefined : gte(orders.createdAt, startOfDay(query.from)),
      query.to === undefined ? undefined : lt(orders.createdAt, afterDay(query.to)),
    );
  }

  private where(query: AdminOrdersQuery): SQL | undefined {
    const byPart = this.partWhere(query);
    return and(
      this.orderWhere(query),
      byPart
        ? inArray(orders.id, this.db.select({ id: orderParts.orderId }).from(orderParts).where(byPart))
        : undefined,
    );
  }

  /**
   * How many orders match, counting no further than the cap. Filtered by parts alone, the count
   * reads only the parts' index (their distinct orders), not the orders.
   */
  private async capped(query: AdminOrdersQuery): Promise<number> {
    const byPart = this.partWhere(query);
    const matches =
      byPart && !this.orderWhere(query)
        ? query.shopId !== undefined
          ? // An order has one part per shop: the shop's parts are its orders.
            this.db
              .select({ id: orderParts.orderId })
              .from(orderParts)
              .where(byPart)
              .limit(adminOrdersCountCap + 1)
              .as('matches')
          : this.db
              .select({ id: orderParts.orderId })
              .from(orderParts)
              .where(byPart)
              .groupBy(orderParts.orderId)
              .limit(adminOrdersCountCap + 1)
              .as('matches')
        : this.db
            .select({ one: sql`1` })
            .from(orders)
            .where(this.where(query))
            .limit(adminOrdersCountCap + 1)
            .as('matches');
    const [counted] = await this.db.select({ value: count() }).from(matches);
    return counted?.value ?? 0;
  }

  /**
   * One page, and how many match up to the cap: counting stops at `adminOrdersCountCap` + 1 rows,
   * so a broad filter over a million orders costs a bounded index walk, not a full count.
   */
  async page(query: AdminOrdersQuery) {
    const [items, value] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(this.where(query))
        .orderBy(...orderings[query.sort])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.capped(query),
    ]);
    return { items, total: Math.min(value, adminOrdersCountCap), capped: value > adminOrdersCountCap };
  }
}
