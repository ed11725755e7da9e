import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { shops } from '../sellers/sellers.tables';
import { doorRefusals, orderEvents, orderFeedback, orderItems, orderParts, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type PartRow = typeof orderParts.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type EventRow = typeof orderEvents.$inferSelect;

export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /** Orders placed with each instalment plan, by plan id. */
  async perInstalmentPlan(planIds: number[]): Promise<Map<number, number>> {
    if (planIds.length === 0) return new Map();
    const rows = await this.db
      .select({ planId: orders.instalmentPlanId, orders: count() })
      .from(orders)
      .where(inArray(orders.instalmentPlanId, planIds))
      .groupBy(orders.instalmentPlanId);
    return new Map(rows.flatMap((row) => (row.planId === null ? [] : [[row.planId, row.orders]])));
  }

  async nextNumber(): Promise<string> {
    const result = await this.db.execute(sql`select nextval('order_numbers')::text as n`);
    const [row] = (result as unknown as { rows: { n: string }[] }).rows;
    return `BZ-${row?.n}`;
  }

  /** Under the id the checkout reserved with its idempotency key. */
  async insertOrder(row: typeof orders.$inferInsert & { id: number }): Promise<OrderRow> {
    const [inserted] = await this.db.insert(orders).overridingSystemValue().values(row).returning();
    if (!inserted) throw new Error('insert returned no order');
    return inserted;
  }

  async insertPart(row: typeof orderParts.$inferInsert): Promise<PartRow> {
    const [inserted] = await this.db.insert(orderParts).values(row).returning();
    if (!inserted) throw new Error('insert returned no order part');
    return inserted;
  }

  async insertItems(rows: (typeof orderItems.$inferInsert)[]): Promise<ItemRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(orderItems).values(rows).returning();
  }

  async insertEvent(row: typeof orderEvents.$inferInsert): Promise<EventRow> {
    const [inserted] = await this.db.insert(orderEvents).values(row).returning();
    if (!inserted) throw new Error('insert returned no order event');
    return inserted;
  }

  async orderById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Marks the order's placed notices as sent; false when they were sent already. */
  async claimPlacedNotices(id: number): Promise<boolean> {
    const claimed = await this.db
      .update(orders)
      .set({ placedNoticesAt: sql`now()` })
      .where(and(eq(orders.id, id), isNull(orders.placedNoticesAt)))
      .returning({ id: orders.id });
    return claimed.length === 1;
  }

  /** Locks the order's row: its payment changes one at a time. */
  async lockOrder(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async setPayment(
    id: number,
    values: Partial<
      Pick<
        OrderRow,
        | 'paymentStatus'
        | 'paymentType'
        | 'payBy'
        | 'instalmentPlanId'
        | 'instalmentPartner'
        | 'instalmentMonths'
        | 'instalmentCommission'
        | 'instalmentMonthly'
        | 'instalmentFirstMonthly'
      >
    >,
  ): Promise<void> {
    await this.db.update(orders).set(values).where(eq(orders.id, id));
  }

  numbersOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(inArray(orders.id, [...new Set(ids)]));
  }

  async orderByNumber(number: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.number, number));
    return row;
  }

  async ordersOf(userId: number, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /** The member's orders with a part not yet delivered, cancelled or returned. */
  async openOrdersOf(userId: number, active: PartRow['status'][]): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderParts, eq(orderParts.orderId, orders.id))
      .where(and(eq(orders.userId, userId), inArray(orderParts.status, active)));
    return row?.value ?? 0;
  }

  async openPartsOfShop(shopId: number, active: PartRow['status'][]): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(orderParts)
      .where(and(eq(orderParts.shopId, shopId), inArray(orderParts.status, active)));
    return row?.value ?? 0;
  }

  async hasOrdersSince(userId: number, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  partsOf(orderIds: number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ part: orderParts, shopSlug: shops.slug, shopName: shops.name, shopOwnerId: shops.ownerId })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(inArray(orderParts.orderId, orderIds))
      .orderBy(asc(orderParts.id));
  }

  async partById(id: number) {
    const [row] = await this.db
      .select({ part: orderParts, shopOwnerId: shops.ownerId })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(eq(orderParts.id, id));
    return row;
  }

  /** A part, locked until the transaction ends, so a move reads the status it moves from. */
  async lockPart(id: number): Promise<PartRow | undefined> {
    const [row] = await this.db.select().from(orderParts).where(eq(orderParts.id, id)).for('update');
    return row;
  }

  /** An order's parts, locked until the transaction ends. */
  lockParts(orderId: number): Promise<PartRow[]> {
    return this.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.id))
      .for('update');
  }

  itemsOf(partIds: number[]) {
    if (partIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.partId, partIds))
      .orderBy(asc(orderItems.id));
  }

  eventsOf(partIds: number[]) {
    if (partIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.partId, partIds))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  }

  feedbackOf(partIds: number[]) {
    if (partIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(orderFeedback).where(inArray(orderFeedback.partId, partIds));
  }

  /** Moves a part only from the status it was read in, so two moves at once cannot both win. */
  async moveStatus(partId: number, from: PartRow['status'], to: PartRow['status']): Promise<boolean> {
    const rows = await this.db
      .update(orderParts)
      .set({ status: to })
      .where(and(eq(orderParts.id, partId), eq(orderParts.status, from)))
      .returning({ id: orderParts.id });
    return rows.length > 0;
  }

  /** False when the part already had feedback. */
  async insertFeedback(row: typeof orderFeedback.$inferInsert): Promise<boolean> {
    const rows = await this.db
      .insert(orderFeedback)
      .values(row)
      .onConflictDoNothing()
      .returning({ partId: orderFeedback.partId });
    return rows.length > 0;
  }

  async refusalsInARow(phone: string): Promise<number> {
    const [row] = await this.db.select().from(doorRefusals).where(eq(doorRefusals.phone, phone));
    return row?.inARow ?? 0;
  }

  async countRefusal(phone: string): Promise<void> {
    await this.db
      .insert(doorRefusals)
      .values({ phone, inARow: 1 })
      .onConflictDoUpdate({
        target: doorRefusals.phone,
        set: { inARow: sql`${doorRefusals.inARow} + 1`, updatedAt: sql`now()` },
      });
  }

  async resetRefusals(phone: string): Promise<void> {
    await this.db.delete(doorRefusals).where(eq(doorRefusals.phone, phone));
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
