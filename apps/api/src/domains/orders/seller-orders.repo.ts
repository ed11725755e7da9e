import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderParts, orders } from './orders.tables';

type Status = (typeof orderParts.$inferSelect)['status'];

/** One shop's parts of orders, with the order they belong to. */
export class SellerOrdersRepo {
  constructor(private readonly db: Database) {}

  private where(shopId: number, statuses: Status[] | null, number?: string): SQL | undefined {
    return and(
      eq(orderParts.shopId, shopId),
      statuses ? inArray(orderParts.status, statuses) : undefined,
      number ? ilike(orders.number, `%${number.replace(/[%_\\]/g, '')}%`) : undefined,
    );
  }

  async page(
    shopId: number,
    filter: { statuses: Status[] | null; number?: string },
    page: number,
    pageSize: number,
  ) {
    const where = this.where(shopId, filter.statuses, filter.number);
    const [items, [total]] = await Promise.all([
      this.db
        .select({ part: orderParts, order: orders })
        .from(orderParts)
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orderParts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ value: count() })
        .from(orderParts)
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async countsByStatus(shopId: number): Promise<Map<Status, number>> {
    const rows = await this.db
      .select({ status: orderParts.status, value: count() })
      .from(orderParts)
      .where(eq(orderParts.shopId, shopId))
      .groupBy(orderParts.status);
    return new Map(rows.map((row) => [row.status, row.value]));
  }

  async part(partId: number) {
    const [row] = await this.db
      .select({ part: orderParts, order: orders })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orderParts.id, partId));
    return row;
  }
}
