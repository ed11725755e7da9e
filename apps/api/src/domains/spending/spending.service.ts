import {
  type AdminSpendingHolds,
  type AdminSpendingHoldsQuery,
  type SpendingHold,
  type SpendingHoldDecisionBody,
  type SpendingKind,
  spendingWindowHours,
  toAzn,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { AccountsService } from '../accounts';
import { type SpendingHoldRow, SpendingRepo } from './spending.repo';

/** Each member's daily limits, in qəpik: what they may start in any 24 hours without an operator. */
export interface SpendingLimitsConfig {
  topUp: number;
  giftCard: number;
}

/** 1,000 AZN of wallet top-ups and 500 AZN of gift cards a day (TOPUP_DAILY_LIMIT_AZN, GIFT_CARD_DAILY_LIMIT_AZN). */
export const defaultSpendingLimits: SpendingLimitsConfig = { topUp: 100_000, giftCard: 50_000 };

export interface SpendingDeps {
  db: Database;
  accounts: AccountsService;
  limits: SpendingLimitsConfig;
}

const windowMs = spendingWindowHours * 60 * 60 * 1000;

/**
 * Daily spending limits (issue 35, point 7): wallet top-ups and gift cards a member starts in the
 * last 24 hours (a rolling window, not a calendar day) stay under a limit per account. One that
 * would cross it is not sent to the bank: it is held for an operator, who approves it (the member
 * may then go over the limit by its amount for 24 hours, and sends it again) or refuses it.
 */
export class SpendingService {
  private readonly repo: SpendingRepo;

  constructor(private readonly deps: SpendingDeps) {
    this.repo = new SpendingRepo(deps.db);
  }

  /**
   * Before a top-up or gift card goes to the bank (or the wallet): counts it and answers the start's
   * id, or records a hold and refuses with 409 `spending.held`. Starts of one member are weighed one
   * at a time, so requests at once cannot slip past the limit together.
   */
  async start(userId: number, kind: SpendingKind, amount: number): Promise<number> {
    const now = new Date();
    const since = new Date(now.getTime() - windowMs);
    const started = await this.deps.db.transaction(async (tx) => {
      const repo = new SpendingRepo(tx);
      await repo.lockMember(userId);
      const [spent, allowance] = await Promise.all([
        repo.startedSince(userId, kind, since),
        repo.approvedSince(userId, kind, since),
      ]);
      const limit = this.deps.limits[kind];
      if (spent + amount <= limit + allowance)
        return repo.insertStart({ userId, kind, amount, createdAt: now });
      // The same request sent again while it waits is the same hold.
      if (!(await repo.waitingHold(userId, kind, amount)))
        await repo.insertHold({ userId, kind, amount, spent, limit: limit + allowance, createdAt: now });
      return null;
    });
    if (started === null) throw new AppError('conflict', 'spending.held');
    return started;
  }

  /** A start whose call failed before the bank or the wallet took anything no longer counts. */
  async release(startId: number): Promise<void> {
    await this.repo.removeStart(startId);
  }

  /** Holds for the back office, newest first, with how many wait. */
  async adminList(query: AdminSpendingHoldsQuery): Promise<AdminSpendingHolds> {
    const [{ rows, total }, waiting] = await Promise.all([
      this.repo.page(query.status, query.page, query.pageSize),
      this.repo.waitingCount(),
    ]);
    return { items: await this.shown(rows), page: query.page, pageSize: query.pageSize, total, waiting };
  }

  /** An operator's decision on a waiting hold, audited in its transaction; a hold is decided once. */
  async decide(caller: Caller, id: number, body: SpendingHoldDecisionBody): Promise<SpendingHold> {
    const row = await this.deps.db.transaction(async (tx) => {
      const repo = new SpendingRepo(tx);
      const held = await repo.lock(id);
      if (!held) throw new AppError('notFound', 'spending.notFound');
      if (held.status !== 'held') throw new AppError('conflict', 'spending.decided');
      const decided = await repo.decide(id, body.decision, caller.userId, new Date());
      await AuditLog.record(tx, {
        actor: caller,
        action: body.decision === 'approved' ? 'spendingHold.approve' : 'spendingHold.refuse',
        subject: { type: 'spendingHold', id },
        before: { status: held.status },
        after: { status: decided.status, kind: held.kind, amount: toAzn(held.amount), userId: held.userId },
      });
      return decided;
    });
    const [shown] = await this.shown([row]);
    if (!shown) throw new AppError('notFound', 'spending.notFound');
    return shown;
  }

  private async shown(rows: SpendingHoldRow[]): Promise<SpendingHold[]> {
    const members = new Map<number, { name: string; phone: string | null }>();
    for (const userId of new Set(rows.map((row) => row.userId))) {
      const account = await this.deps.accounts.accountOf(userId);
      members.set(userId, {
        name: account ? `${account.firstName} ${account.lastName}`.trim() : '',
        phone: account?.phone ?? null,
      });
    }
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      amount: toAzn(row.amount),
      spent: toAzn(row.spent),
      limit: toAzn(row.limit),
      member: { id: row.userId, ...(members.get(row.userId) ?? { name: '', phone: null }) },
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }
}
