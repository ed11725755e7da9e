import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { retention } from '../../shared/retention';
import { passwordResets, sessions, socialIdentities, users } from './accounts.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dayMs = 86_400_000;

/**
 * The account itself: the profile, sessions, social sign-ins and password resets. The users row
 * stays after the purge (orders and the ledger point at it), emptied of everything personal.
 */
export class AccountsPersonalData implements PersonalDataHolder {
  readonly section = 'account';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [signIns, linked, resets] = await Promise.all([
      this.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
      this.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId)),
      this.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(desc(passwordResets.createdAt)),
    ]);
    return {
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        fatherName: user.fatherName,
        email: user.email,
        phone: user.phone,
        phoneConfirmedAt: iso(user.phoneConfirmedAt),
        extraPhone: user.extraPhone,
        birthday: user.birthday,
        gender: user.gender,
        maritalStatus: user.maritalStatus,
        image: user.image,
        language: user.lang,
        hasPassword: user.passwordHash !== null,
        createdAt: iso(user.createdAt),
        blockedAt: iso(user.blockedAt),
        restrictedAt: iso(user.restrictedAt),
        parentalConsentAt: iso(user.parentalConsentAt),
      },
      // The session's id is its secret: the copy shows where and when, never the id.
      sessions: signIns.map((session) => ({
        createdAt: iso(session.createdAt),
        lastSeenAt: iso(session.lastSeenAt),
        expiresAt: iso(session.expiresAt),
        endedAt: iso(session.revokedAt),
        userAgent: session.userAgent,
        ip: session.ip,
      })),
      socialSignIns: linked.map((identity) => ({
        provider: identity.provider,
        linkedAt: iso(identity.createdAt),
      })),
      passwordResets: resets.map((reset) => ({ askedAt: iso(reset.createdAt), usedAt: iso(reset.usedAt) })),
    };
  }

  /** Everything personal on the row goes; the language stays (it is not about the person). */
  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx
      .update(users)
      .set({
        firstName: '',
        lastName: '',
        fatherName: null,
        email: null,
        phone: null,
        extraPhone: null,
        birthday: null,
        gender: null,
        maritalStatus: null,
        // Only a provider's picture address is ever kept here: no uploaded file to remove.
        image: null,
        passwordHash: null,
        phoneConfirmedAt: null,
        pendingPhone: null,
        pendingPhoneAt: null,
      })
      .where(eq(users.id, person.userId));
    await tx.delete(sessions).where(eq(sessions.userId, person.userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, person.userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, person.userId));
  }

  /** A child without a parent's consent: only what an order needs stays, and nothing is offered. */
  async minimise(tx: Database, userId: number): Promise<void> {
    await tx
      .update(users)
      .set({
        fatherName: null,
        extraPhone: null,
        gender: null,
        maritalStatus: null,
        image: null,
        restrictedAt: sql`coalesce(${users.restrictedAt}, now())`,
      })
      .where(eq(users.id, userId));
  }

  /**
   * Ended sessions after 90 days, but each person's latest one, which says when they last signed in
   * (a dormant account is found by it); resets used or run out.
   */
  async expire(tx: Database, now: Date): Promise<void> {
    const endedBefore = new Date(now.getTime() - retention.endedSessionDays * dayMs).toISOString();
    await tx.execute(sql`
      delete from ${sessions} s
      where (s.revoked_at < ${endedBefore}::timestamptz or s.expires_at < ${endedBefore}::timestamptz)
        and exists (select 1 from ${sessions} newer
                    where newer.user_id = s.user_id and newer.created_at > s.created_at)`);
    await tx
      .delete(passwordResets)
      .where(
        or(
          isNotNull(passwordResets.usedAt),
          and(
            lt(passwordResets.expiresAt, now),
            or(
              sql`${passwordResets.resetTokenExpiresAt} is null`,
              lt(passwordResets.resetTokenExpiresAt, now),
            ),
          ),
        ),
      );
  }
}
