import { type CreditRequestStatus, openCreditRequestStatuses } from '@bazar/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { creditRequestEvents, creditRequests } from './credit-requests.tables';

export type CreditRequestRow = typeof creditRequests.$inferSelect;
export type NewCreditRequest = Omit<typeof creditRequests.$inferInsert, 'id' | 'status'>;
export type CreditRequestEventRow = typeof creditRequestEvents.$inferSelect;

/** Credit requests and their status history. */
export class CreditRequestsRepo {
  constructor(private readonly db: Database) {}

  async insert(columns: NewCreditRequest): Promise<CreditRequestRow> {
    const [row] = await this.db.insert(creditRequests).values(columns).returning();
    if (!row) throw new Error('credit request not inserted');
    return row;
  }

  async addEvent(event: Omit<typeof creditRequestEvents.$inferInsert, 'id' | 'at'>): Promise<void> {
    await this.db.insert(creditRequestEvents).values(event);
  }

  async byId(id: number): Promise<CreditRequestRow | undefined> {
    const [row] = await this.db.select().from(creditRequests).where(eq(creditRequests.id, id));
    return row;
  }

  /** The member's request sent under this Idempotency-Key. */
  async byKey(userId: number, idempotencyKey: string): Promise<CreditRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(creditRequests)
      .where(and(eq(creditRequests.userId, userId), eq(creditRequests.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** Locked until the transaction ends, so two decisions on one request do not interleave. */
  async lock(id: number): Promise<CreditRequestRow | undefined> {
    const [row] = await this.db.select().from(creditRequests).where(eq(creditRequests.id, id)).for('update');
    return row;
  }

  async setStatus(id: number, status: CreditRequestStatus, orderId?: number): Promise<void> {
    await this.db
      .update(creditRequests)
      .set({ status, updatedAt: sql`now()`, ...(orderId === undefined ? {} : { orderId }) })
      .where(eq(creditRequests.id, id));
  }

  /** The member's requests still waiting for a decision. */
  async openCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(creditRequests)
      .where(
        and(
          eq(creditRequests.userId, userId),
          inArray(creditRequests.status, [...openCreditRequestStatuses]),
        ),
      );
    return row?.value ?? 0;
  }

  /** A page of requests, newest first: one member's, one status's, or all. */
  async page(
    filter: { userId?: number; status?: CreditRequestStatus },
    page: number,
    pageSize: number,
  ): Promise<{ rows: CreditRequestRow[]; total: number }> {
    const where = and(
      filter.userId === undefined ? undefined : eq(creditRequests.userId, filter.userId),
      filter.status === undefined ? undefined : eq(creditRequests.status, filter.status),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(creditRequests)
        .where(where)
        .orderBy(desc(creditRequests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(creditRequests).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** How many requests have each status. */
  async countsByStatus(): Promise<Map<CreditRequestStatus, number>> {
    const rows = await this.db
      .select({ status: creditRequests.status, value: count() })
      .from(creditRequests)
      .groupBy(creditRequests.status);
    return new Map(rows.map((row) => [row.status, row.value]));
  }

  /** A request's history, oldest first. */
  eventsOf(requestId: number): Promise<CreditRequestEventRow[]> {
    return this.db
      .select()
      .from(creditRequestEvents)
      .where(eq(creditRequestEvents.requestId, requestId))
      .orderBy(asc(creditRequestEvents.id));
  }
}
