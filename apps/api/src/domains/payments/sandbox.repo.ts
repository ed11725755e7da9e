import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sandboxBankPayments } from './payments.tables';

export type SandboxBankRow = typeof sandboxBankPayments.$inferSelect;

/** The sandbox bank's books: the only queries of `sandbox_bank_payments`. */
export class SandboxRepo {
  constructor(private readonly db: Database) {}

  async insert(row: typeof sandboxBankPayments.$inferInsert): Promise<number> {
    const [inserted] = await this.db
      .insert(sandboxBankPayments)
      .values(row)
      .returning({ id: sandboxBankPayments.id });
    if (!inserted) throw new Error('sandbox payment not created');
    return inserted.id;
  }

  async byId(id: number): Promise<SandboxBankRow | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const [row] = await this.db.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.id, id));
    return row;
  }

  /** The bank's payment for Bazar's try of this reference. */
  async byReference(reference: string): Promise<SandboxBankRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.merchantReference, reference));
    return row;
  }

  async update(id: number, values: Partial<SandboxBankRow>): Promise<SandboxBankRow | undefined> {
    const [row] = await this.db
      .update(sandboxBankPayments)
      .set(values)
      .where(eq(sandboxBankPayments.id, id))
      .returning();
    return row;
  }

  /** Gives back part of a paid payment, never more than it took, nor of the refusing card's; false when refused. */
  async refund(id: number, amount: number): Promise<boolean> {
    const rows = await this.db
      .update(sandboxBankPayments)
      .set({ refunded: sql`${sandboxBankPayments.refunded} + ${amount}` })
      .where(
        sql`${sandboxBankPayments.id} = ${id} and ${sandboxBankPayments.state} = 'paid'
          and not ${sandboxBankPayments.refundsRefused}
          and ${sandboxBankPayments.refunded} + ${amount} <= ${sandboxBankPayments.amount}`,
      )
      .returning({ id: sandboxBankPayments.id });
    return rows.length > 0;
  }
}
