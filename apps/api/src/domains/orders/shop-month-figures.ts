import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderParts, orders } from './orders.tables';

/** The first instant of this calendar month in Baku. */
const monthStart = sql`(date_trunc('month', now() at time zone 'Asia/Baku') at time zone 'Asia/Baku')`;
/** What a part earned: nothing when it was cancelled before shipping, refused at the door or returned. */
const earned = sql`case when ${orderParts.status} in ('cancelled', 'refused', 'returned') then 0 else ${orderParts.subtotal} end`;
const revenue = sql<number>`coalesce(sum(${earned}), 0)::int`;

/** Shops' order parts this month as the back office's shops list shows and sorts them: one query for a page of ids. */
export class ShopMonthFigures {
  constructor(private readonly db: Database) {}

  /** Each of these shops' order parts placed this month and what they earned (qəpik); a shop with none is missing. */
  of(shopIds: number[]) {
    if (shopIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ shopId: orderParts.shopId, orders: sql<number>`count(*)::int`, revenue })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(inArray(orderParts.shopId, shopIds), gte(orders.createdAt, monthStart)))
      .groupBy(orderParts.shopId);
  }

  /** The shops that earned anything this month, most first (equal ones by id). */
  async byRevenue(): Promise<number[]> {
    const rows = await this.db
      .select({ shopId: orderParts.shopId })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(gte(orders.createdAt, monthStart))
      .groupBy(orderParts.shopId)
      .having(sql`${revenue} > 0`)
      .orderBy(desc(revenue), asc(orderParts.shopId));
    return rows.map((row) => row.shopId);
  }
}
