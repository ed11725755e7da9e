import { Role } from '@bazar/contracts';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../audit';
import { startOfBakuDay } from '../../db/baku-days';
import type { Database, Transaction } from '../../db/connection';
import { containing } from '../../db/like';
import { sessions, users } from './accounts.tables';

export interface PeopleFilter {
  q?: string;
  role?: number;
  blocked?: 'yes' | 'no';
  page: number;
  pageSize: number;
}

const userId = sql`${users}.${sql.identifier(users.id.name)}`;
/**
 * The back office's reads of people: accounts with their open sessions, and the note of the last
 * block from the audit log. Changes go through `AccountsRepo`.
 */
export class PeopleAdminRepo {
  constructor(private readonly db: Database) {}

  async page(filter: PeopleFilter) {
    const text = filter.q?.trim();
    const digits = text?.replace(/[\s+()-]/g, '');
    const where: SQL | undefined = and(
      filter.role === undefined ? undefined : eq(users.role, filter.role),
      filter.blocked === 'yes' ? isNotNull(users.blockedAt) : undefined,
      filter.blocked === 'no' ? isNull(users.blockedAt) : undefined,
      text
        ? or(
            ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, containing(text)),
            ilike(sql`concat_ws(' ', ${users.lastName}, ${users.firstName})`, containing(text)),
            ilike(users.email, containing(text)),
            digits ? ilike(users.phone, containing(digits)) : undefined,
          )
        : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          email: users.email,
          role: users.role,
          createdAt: users.createdAt,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db.select({ value: count() }).from(users).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async person(id: number) {
    const [row] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        fatherName: users.fatherName,
        birthday: users.birthday,
        phone: users.phone,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        blockedAt: users.blockedAt,
        phoneConfirmedAt: users.phoneConfirmedAt,
        parentalConsentAt: users.parentalConsentAt,
        deletedAt: users.deletedAt,
        liveSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** The account's last block: the operator's note and the role they acted in. */
  async lastBlock(
    id: number,
    db: Database | Transaction = this.db,
  ): Promise<{ note: string | null; actorRole: number } | null> {
    const [row] = await db
      .select({ note: auditLog.note, actorRole: auditLog.actorRole })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, id), eq(auditLog.action, 'user.block')),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    return row ?? null;
  }

  /** Buyers who signed up from the start of `day` (Baku) on. */
  async buyersSince(day: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, Role.Customer), gte(users.createdAt, startOfBakuDay(day))));
    return row?.value ?? 0;
  }
}
