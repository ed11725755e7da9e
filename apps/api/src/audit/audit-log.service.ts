import type { AuditLogPage, AuditLogQuery } from '@bazar/contracts';
import type { Database } from '../db/connection';
import type { Caller } from '../shared/caller';
import { AuditLogRepo } from './audit-log.repo';

/** One operator action, as a service records it. */
export interface AuditEntryInput {
  actor: Caller;
  /** `<subject>.<verb>`: 'product.approve'. */
  action: string;
  subject: { type: string; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
}

/** The audit log of operators' actions: written with each action, read by the back office. */
export class AuditLog {
  private readonly repo: AuditLogRepo;

  constructor(db: Database) {
    this.repo = new AuditLogRepo(db);
  }

  /**
   * Records an action on the transaction that makes it, so the action and its row commit (or
   * roll back) together.
   */
  static record(tx: Database, entry: AuditEntryInput): Promise<void> {
    return new AuditLogRepo(tx).add({
      actorId: entry.actor.userId,
      actorRole: entry.actor.role,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      before: entry.before,
      after: entry.after,
      note: entry.note ?? null,
    });
  }

  /** Records that the actor created the subject: nothing before, its state after. */
  static created(
    tx: Database,
    actor: Caller,
    action: string,
    subject: AuditEntryInput['subject'],
    after: Record<string, unknown>,
  ): Promise<void> {
    return AuditLog.record(tx, { actor, action, subject, before: null, after });
  }

  /** Records that the actor removed the subject: its state before, nothing after. */
  static removed(
    tx: Database,
    actor: Caller,
    action: string,
    subject: AuditEntryInput['subject'],
    before: Record<string, unknown>,
  ): Promise<void> {
    return AuditLog.record(tx, { actor, action, subject, before, after: null });
  }

  async list(query: AuditLogQuery): Promise<AuditLogPage> {
    const { items, total } = await this.repo.page(
      {
        actorId: query.actor,
        action: query.action,
        subjectType: query.subjectType,
        subjectId: query.subjectId,
        security: query.kind === 'security',
        from: query.from,
        to: query.to,
      },
      query.page,
      query.pageSize,
    );
    return {
      items: items.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
        action: row.action,
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        before: row.before,
        after: row.after,
        note: row.note,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }
}
