import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderParts, orders } from './orders.tables';

/** A buyer's orders as the back office shows them on a person's page: a count, and a page with its parts' statuses. */
export class BuyerOrderReads {
  constructor(private readonly db: Database) {}

  async count(userId: number): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(orders).where(eq(orders.userId, userId));
    return row?.value ?? 0;
  }

  async page(userId: number, page: number, pageSize: number) {
    const where = eq(orders.userId, userId);
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          total: orders.total,
          paymentType: orders.paymentType,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(orders).where(where),
    ]);
    const parts =
      items.length === 0
        ? []
        : await this.db
            .select({ orderId: orderParts.orderId, status: orderParts.status })
            .from(orderParts)
            .where(
              inArray(
                orderParts.orderId,
                items.map((item) => item.id),
              ),
            )
            .orderBy(orderParts.id);
    return { items, parts, total: total?.value ?? 0 };
  }
}
