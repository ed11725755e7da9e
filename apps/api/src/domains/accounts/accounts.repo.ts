import { type Lang, Role } from '@bazar/contracts';
import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { passwordResets, sessions, socialIdentities, users } from './accounts.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'role' | 'createdAt'>>;

declare module '../../events/event-bus' {
  interface DomainEvents {
    /** Sessions ended (sign-out, a password change, a block…), in the transaction that ended them. */
    'accounts.sessionsEnded': { sessionIds: string[] };
  }
}

/** The only file that queries the accounts tables. */
export class AccountsRepo {
  constructor(
    private readonly db: Database,
    /** Hears of the sessions that end: what hangs on a session (a phone's push token) goes with it. */
    private readonly events: EventBus,
  ) {}

  async userById(id: number, db: Database = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async userByPhoneOrEmail(phoneOrEmail: string): Promise<UserRow | undefined> {
    const value = phoneOrEmail.trim();
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(eq(users.phone, value), eq(sql`lower(${users.email})`, value.toLowerCase())));
    return row;
  }

  async userByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  /** Which of the phone and email another account already has (leave out `exceptUserId` itself). */
  async taken(
    phone: string,
    email: string,
    exceptUserId?: number,
  ): Promise<{ phone: boolean; email: boolean }> {
    const rows = await this.db
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(
        and(
          or(eq(users.phone, phone), eq(sql`lower(${users.email})`, email.toLowerCase())),
          exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        ),
      );
    return {
      phone: rows.some((row) => row.phone === phone),
      email: rows.some((row) => row.email?.toLowerCase() === email.toLowerCase()),
    };
  }

  async insertUser(user: NewUser, db: Database = this.db): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  }

  async updateUser(id: number, changes: UserChanges, db: Database = this.db): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  }

  async memberIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(gt(users.id, afterId), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async setLang(userId: number, lang: Lang): Promise<void> {
    await this.db.update(users).set({ lang }).where(eq(users.id, userId));
  }

  async insertSession(session: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** A session that still counts, with its user's current role. */
  async liveSession(sessionId: string, userId: number) {
    const [row] = await this.db
      .select({ userId: sessions.userId, role: users.role, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          // A blocked or deleted account's token is refused even if a session was left open.
          isNull(users.blockedAt),
          isNull(users.deletedAt),
        ),
      );
    return row;
  }

  async touchSession(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }

  /** A user's sessions that still count, the most recently used first. */
  async liveSessions(userId: number) {
    return this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`));
  }

  /**
   * Every way a session ends comes through here or `revokeUserSessions`, which announce it in the
   * same transaction: the phone signed in by it is forgotten with it, so it gets no more pushes.
   */
  async revokeSession(sessionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
      await this.events.emit(tx, 'accounts.sessionsEnded', { sessionIds: [sessionId] });
    });
  }

  /** Ends every session of a user but `keepSessionId` (a password change keeps the one that made it). */
  async revokeUserSessions(userId: number, keepSessionId?: string, db: Database = this.db): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      if (ended.length > 0)
        await this.events.emit(tx, 'accounts.sessionsEnded', {
          sessionIds: ended.map((session) => session.id),
        });
    });
  }

  async userIdBySocialIdentity(
    provider: 'google' | 'facebook',
    subject: string,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return row?.userId;
  }

  async linkSocialIdentity(
    identity: typeof socialIdentities.$inferInsert,
    db: Database = this.db,
  ): Promise<void> {
    await db.insert(socialIdentities).values(identity).onConflictDoNothing();
  }

  async latestReset(userId: number) {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Starts a reset for the account with this phone, when there is one, in one statement either
   * way: a known phone and an unknown one cost the same, so the answer's time tells nothing.
   * Answers the account's id, or undefined.
   */
  async insertResetForPhone(
    phone: string,
    reset: { codeHash: string; expiresAt: Date },
    db: Database = this.db,
  ): Promise<number | undefined> {
    const result = await db.execute(sql`
      insert into ${passwordResets} (user_id, code_hash, expires_at)
      select ${users.id}, ${reset.codeHash}, ${reset.expiresAt.toISOString()}::timestamptz
      from ${users} where ${users.phone} = ${phone}
      returning user_id`);
    const [row] = (result as unknown as { rows: { user_id: number }[] }).rows;
    return row?.user_id;
  }

  /** Counts a try atomically, so parallel guesses cannot get past the attempt limit. */
  async countResetAttempt(id: number, maxAttempts: number) {
    const [row] = await this.db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, id), sql`${passwordResets.attempts} < ${maxAttempts}`))
      .returning({ attempts: passwordResets.attempts });
    return row;
  }

  async setResetToken(id: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ resetTokenHash: tokenHash, resetTokenExpiresAt: expiresAt })
      .where(eq(passwordResets.id, id));
  }

  /** Marks a reset used, once: a second use of the same token finds nothing. */
  async consumeResetToken(tokenHash: string, db: Database = this.db) {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.resetTokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.resetTokenExpiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row;
  }

  /**
   * The back office's writes to an account (issue 17): each on the operator's transaction, with the
   * user's row locked first so the state read is the state changed.
   */
  async lockUser(id: number, db: Database): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  }

  /** Locks every Admin that can still sign in, so two operators cannot remove the last two at once. */
  async lockActiveAdmins(db: Database): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, Role.Admin), isNull(users.blockedAt)))
      .orderBy(users.id)
      .for('update');
    return rows.map((row) => row.id);
  }

  async setBlocked(id: number, blockedAt: Date | null, db: Database): Promise<void> {
    await db.update(users).set({ blockedAt }).where(eq(users.id, id));
  }

  async setRole(id: number, role: number, db: Database): Promise<void> {
    await db.update(users).set({ role }).where(eq(users.id, id));
  }

  /**
   * A deleted account stops at once (privacy): its phone and e-mail are free for a new account,
   * sign-in by them finds nothing, its sessions end and its social sign-ins are unlinked.
   */
  async markDeleted(id: number, deletedAt: Date, db: Database): Promise<void> {
    await db
      .update(users)
      .set({ deletedAt, phone: null, email: null, passwordHash: null })
      .where(eq(users.id, id));
    await this.revokeUserSessions(id, undefined, db);
    await db.delete(socialIdentities).where(eq(socialIdentities.userId, id));
  }

  /**
   * Buyers signed up before `before` who have not used a session since (privacy: dormant accounts),
   * by id after `afterId`: a batch of the sweep.
   */
  async quietBuyers(before: Date, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.id, afterId),
          eq(users.role, Role.Customer),
          isNull(users.deletedAt),
          lt(users.createdAt, before),
          sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id}
            and coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) >= ${before.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Accounts with a birthday after `bornAfter` (yyyy-MM-dd) and no parent's consent recorded. */
  async childrenWithoutConsent(bornAfter: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(gt(users.birthday, bornAfter), isNull(users.parentalConsentAt), isNull(users.deletedAt)));
    return rows.map((row) => row.id);
  }

  async markPhoneConfirmed(userId: number, phone: string): Promise<void> {
    await this.db
      .update(users)
      .set({ phoneConfirmedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.phone, phone)));
  }
}
