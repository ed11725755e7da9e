import type { SpendingHoldStatus, SpendingKind } from '@bazar/contracts';
import { and, count, desc, eq, gt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { spendingHolds, spendingStarts } from './spending.tables';

export type SpendingHoldRow = typeof spendingHolds.$inferSelect;

/** What members started under the daily limits, and the holds for operators. */
export class SpendingRepo {
  constructor(private readonly db: Database) {}

  /** Until the transaction ends, one member's starts are weighed one at a time (any node). */
  async lockMember(userId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('spending'), ${userId})`);
  }

  /** Qəpik the member started of this kind since then. */
  async startedSince(userId: number, kind: SpendingKind, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: sum(spendingStarts.amount).mapWith(Number) })
      .from(spendingStarts)
      .where(
        and(
          eq(spendingStarts.userId, userId),
          eq(spendingStarts.kind, kind),
          gt(spendingStarts.createdAt, since),
        ),
      );
    return row?.value ?? 0;
  }

  /** Qəpik of this kind operators let the member go over the limit by, in holds approved since then. */
  async approvedSince(userId: number, kind: SpendingKind, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: sum(spendingHolds.amount).mapWith(Number) })
      .from(spendingHolds)
      .where(
        and(
          eq(spendingHolds.userId, userId),
          eq(spendingHolds.kind, kind),
          eq(spendingHolds.status, 'approved'),
          gt(spendingHolds.decidedAt, since),
        ),
      );
    return row?.value ?? 0;
  }

  async insertStart(values: { userId: number; kind: SpendingKind; amount: number; createdAt: Date }) {
    const [row] = await this.db.insert(spendingStarts).values(values).returning({ id: spendingStarts.id });
    if (!row) throw new Error('spending start not inserted');
    return row.id;
  }

  async removeStart(id: number): Promise<void> {
    await this.db.delete(spendingStarts).where(eq(spendingStarts.id, id));
  }

  /** The member's hold of this kind and amount still waiting, if any (the same request sent again). */
  async waitingHold(
    userId: number,
    kind: SpendingKind,
    amount: number,
  ): Promise<SpendingHoldRow | undefined> {
    const [row] = await this.db
      .select()
      .from(spendingHolds)
      .where(
        and(
          eq(spendingHolds.userId, userId),
          eq(spendingHolds.kind, kind),
          eq(spendingHolds.amount, amount),
          eq(spendingHolds.status, 'held'),
        ),
      );
    return row;
  }

  async insertHold(values: typeof spendingHolds.$inferInsert): Promise<void> {
    await this.db.insert(spendingHolds).values(values);
  }

  async page(status: SpendingHoldStatus | undefined, page: number, pageSize: number) {
    const where = status ? eq(spendingHolds.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(spendingHolds)
        .where(where)
        .orderBy(desc(spendingHolds.createdAt), desc(spendingHolds.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(spendingHolds).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async waitingCount(): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(spendingHolds)
      .where(eq(spendingHolds.status, 'held'));
    return row?.value ?? 0;
  }

  async lock(id: number): Promise<SpendingHoldRow | undefined> {
    const [row] = await this.db.select().from(spendingHolds).where(eq(spendingHolds.id, id)).for('update');
    return row;
  }

  async decide(id: number, status: 'approved' | 'refused', by: number, at: Date): Promise<SpendingHoldRow> {
    const [row] = await this.db
      .update(spendingHolds)
      .set({ status, decidedBy: by, decidedAt: at })
      .where(eq(spendingHolds.id, id))
      .returning();
    if (!row) throw new Error('spending hold not decided');
    return row;
  }
}
