import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../domains/accounts/accounts.tables';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: number;
  action?: string;
  subjectType?: string;
  subjectId?: number;
  /** Security events only: `security.*` (sign-ins, second factor) and role changes and blocks. */
  security?: boolean;
  /** The first day (UTC) included. */
  from?: string;
  /** The last day (UTC) included. */
  to?: string;
}

/** Operators' actions that are security events too. */
export const securityActions = ['user.role', 'user.block', 'user.unblock'];

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.subjectType === undefined ? undefined : eq(auditLog.subjectType, filter.subjectType),
    filter.subjectId === undefined ? undefined : eq(auditLog.subjectId, filter.subjectId),
    filter.security
      ? or(like(auditLog.action, 'security.%'), inArray(auditLog.action, securityActions))
      : undefined,
    filter.from === undefined
      ? undefined
      : gte(auditLog.at, sql`${filter.from}::date::timestamp at time zone 'UTC'`),
    filter.to === undefined
      ? undefined
      : lt(auditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'UTC'`),
  );
}

/** The only file that touches `audit_log`: it adds rows and reads them, never changes one. */
export class AuditLogRepo {
  constructor(private readonly db: Database) {}

  async add(row: AuditRow): Promise<void> {
    await this.db.insert(auditLog).values(row);
  }

  /** One page, newest first, with the actor's name. */
  async page(filter: AuditFilter, page: number, pageSize: number) {
    const where = whereOf(filter);
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          actorName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
          action: auditLog.action,
          subjectType: auditLog.subjectType,
          subjectId: auditLog.subjectId,
          before: auditLog.before,
          after: auditLog.after,
          note: auditLog.note,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(auditLog).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }
}
