import { toAzn } from '@bazar/contracts';
import { desc, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { ledgerEntries, payments, refunds, wallets } from './payments.tables';

/**
 * The person's wallet and its history, their card payments and the refunds of their orders. The
 * ledger is the shop's books: tax law keeps it and it is never changed, so the purge leaves every
 * entry as it is (they hold amounts and ids, no names) and only unlinks the payments from the person.
 */
export class PaymentsPersonalData implements PersonalDataHolder {
  readonly section = 'payments';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const [[balance], history, tries] = await Promise.all([
      this.db
        .select({ value: sum(ledgerEntries.walletDelta).mapWith(Number) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.walletUserId, userId)),
      this.db
        .select({
          kind: ledgerEntries.kind,
          method: ledgerEntries.method,
          walletDelta: ledgerEntries.walletDelta,
          orderId: ledgerEntries.orderId,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.walletUserId, userId))
        .orderBy(desc(ledgerEntries.id)),
      this.db
        .select({
          purpose: payments.purpose,
          orderId: payments.orderId,
          gateway: payments.gateway,
          amount: payments.amount,
          status: payments.status,
          createdAt: payments.createdAt,
          settledAt: payments.settledAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.id)),
    ]);
    const orderIds = [
      ...new Set([...history, ...tries].map((row) => row.orderId).filter((id): id is number => id !== null)),
    ];
    const given = orderIds.length
      ? await this.db
          .select({
            orderId: refunds.orderId,
            source: refunds.source,
            to: refunds.to,
            amount: refunds.amount,
            status: refunds.status,
            createdAt: refunds.createdAt,
            doneAt: refunds.doneAt,
          })
          .from(refunds)
          .where(inArray(refunds.orderId, orderIds))
          .orderBy(desc(refunds.id))
      : [];
    return {
      walletBalance: toAzn(balance?.value ?? 0),
      walletHistory: history.map((row) => ({ ...row, walletDelta: toAzn(row.walletDelta) })),
      cardPayments: tries.map((row) => ({ ...row, amount: toAzn(row.amount) })),
      refunds: given.map((row) => ({ ...row, amount: toAzn(row.amount) })),
    };
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.update(payments).set({ userId: null }).where(eq(payments.userId, person.userId));
    await tx.delete(wallets).where(eq(wallets.userId, person.userId));
  }
}
