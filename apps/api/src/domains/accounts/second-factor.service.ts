import { createHmac } from 'node:crypto';
import type { SecondFactorEnrollment, SecondFactorStatus, VerifySecondFactorBody } from '@bazar/contracts';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { AccountsRepo } from './accounts.repo';
import { recoveryCodes, secondFactors, sessions, users } from './accounts.tables';
import {
  idleTooLong,
  isOperator,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  secondFactorRules,
  totpOf,
} from './second-factor';

function wrongCode(field: 'code' | 'recoveryCode'): AppError {
  return new AppError('unprocessable', 'error.validation', {
    [field]: [field === 'code' ? 'validation.secondFactorCode' : 'validation.recoveryCodeWrong'],
  });
}

/**
 * Operators' second factor (issue 35 point 14): a TOTP authenticator enrolled with ten recovery
 * codes, the code step after the password, the 30-minute idle end of an operator's session, an
 * Admin's reset, and the security events of all of it in the audit log.
 */
export class SecondFactorService {
  constructor(
    private readonly db: Database,
    /** Keys the recovery codes' hashes, so a copy of the database alone reveals none. */
    private readonly secret: string,
    private readonly events: EventBus,
  ) {}

  private digest(code: string): string {
    return createHmac('sha256', this.secret)
      .update(`recovery:${normalRecoveryCode(code)}`)
      .digest('base64url');
  }

  private async factorOf(userId: number, db: Database = this.db) {
    const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
    return row;
  }

  private async userOf(userId: number) {
    const [row] = await this.db
      .select({ id: users.id, role: users.role, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** A security event in the audit log: the actor is the person it is about unless an operator acted. */
  private record(
    db: Database,
    actor: { userId: number; role: number },
    action: string,
    subjectId: number,
    after: Record<string, unknown> | null = null,
  ): Promise<void> {
    return AuditLog.record(db, {
      actor: { ...actor, sessionId: '' },
      action: `security.${action}`,
      subject: { type: 'user', id: subjectId },
      before: null,
      after,
    });
  }

  /**
   * What the auth guard does before the usual session check, for operators only: a session idle
   * longer than 30 minutes ends (401). Read before the session's last use is refreshed.
   */
  async endIfIdle(sessionId: string): Promise<void> {
    const [row] = await this.db
      .select({
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId));
    if (!row || row.revokedAt || !isOperator(row.role)) return;
    if (idleTooLong(row.lastSeenAt ?? row.createdAt)) {
      await new AccountsRepo(this.db, this.events).revokeSession(sessionId);
    }
  }

  /**
   * After the usual session check, for an operator: their last use is kept to the minute (the idle
   * limit needs it), and whether this session passed the second factor.
   */
  async operatorSession(caller: Caller): Promise<{ passed: boolean }> {
    const cutoff = new Date(Date.now() - secondFactorRules.seenPrecisionMs);
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, caller.sessionId),
          or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, cutoff)),
        ),
      );
    const [row] = await this.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, caller.sessionId));
    return { passed: Boolean(row?.at) };
  }

  /** The 403 an operator's back-office call gets before the second factor: enroll first, or the code. */
  async refusal(userId: number): Promise<AppError> {
    const factor = await this.factorOf(userId);
    return new AppError(
      'forbidden',
      factor?.confirmedAt ? 'auth.secondFactorRequired' : 'auth.secondFactorEnrollment',
    );
  }

  async status(caller: Caller): Promise<SecondFactorStatus> {
    const factor = await this.factorOf(caller.userId);
    const [left] = await this.db
      .select({ value: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, caller.userId), isNull(recoveryCodes.usedAt)));
    const [session] = await this.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, caller.sessionId));
    const enrolled = Boolean(factor?.confirmedAt);
    return {
      required: isOperator(caller.role),
      enrolled,
      verified: Boolean(session?.at),
      recoveryCodesLeft: enrolled ? (left?.value ?? 0) : 0,
    };
  }

  private refuseNonOperator(caller: Caller): void {
    if (!isOperator(caller.role)) throw new AppError('forbidden', 'error.forbidden');
  }

  /**
   * A new secret and ten recovery codes, shown once; until a right code confirms them they replace
   * any earlier try. An enrolled factor is not replaced here (an Admin resets it).
   */
  async startEnrollment(caller: Caller): Promise<SecondFactorEnrollment> {
    this.refuseNonOperator(caller);
    const user = await this.userOf(caller.userId);
    if (!user) throw new AppError('unauthorized', 'error.sessionExpired');
    const secret = newTotpSecret();
    const codes = Array.from({ length: secondFactorRules.recoveryCodes }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      const existing = await this.factorOf(caller.userId, tx);
      if (existing?.confirmedAt) throw new AppError('conflict', 'auth.secondFactorEnrolled');
      await tx.delete(secondFactors).where(eq(secondFactors.userId, caller.userId));
      await tx.insert(secondFactors).values({ userId: caller.userId, secret });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((code) => ({ userId: caller.userId, codeHash: this.digest(code) })));
    });
    const otpauthUri = totpOf(secret, user.email ?? user.phone ?? `user-${user.id}`).toString();
    return {
      secret,
      otpauthUri,
      qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      recoveryCodes: codes,
    };
  }

  /** Takes a code's step as used, once: false when it, or a later one, was used already. */
  private async useStep(db: Database, userId: number, step: number): Promise<boolean> {
    const used = await db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return used.length > 0;
  }

  private async markSession(db: Database, sessionId: string): Promise<void> {
    await db.update(sessions).set({ secondFactorAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }

  /** A right code from the new authenticator confirms it, and this session has passed. */
  async confirmEnrollment(caller: Caller, code: string): Promise<SecondFactorStatus> {
    this.refuseNonOperator(caller);
    const factor = await this.factorOf(caller.userId);
    if (!factor) throw new AppError('conflict', 'auth.secondFactorNoEnrollment');
    if (factor.confirmedAt) throw new AppError('conflict', 'auth.secondFactorEnrolled');
    const step = matchingStep(factor.secret, code);
    const confirmed =
      step !== null &&
      (await this.db.transaction(async (tx) => {
        if (!(await this.useStep(tx, caller.userId, step))) return false;
        await tx
          .update(secondFactors)
          .set({ confirmedAt: sql`now()` })
          .where(eq(secondFactors.userId, caller.userId));
        await this.markSession(tx, caller.sessionId);
        await this.record(tx, caller, 'secondFactorEnrolled', caller.userId);
        return true;
      }));
    if (!confirmed) throw wrongCode('code');
    return this.status(caller);
  }

  /**
   * The code step of sign-in. A wrong or already used code is refused alike (422) and recorded; a
   * recovery code works once and its use is recorded. A session that passed already is told so.
   */
  async verify(caller: Caller, body: VerifySecondFactorBody): Promise<SecondFactorStatus> {
    this.refuseNonOperator(caller);
    const factor = await this.factorOf(caller.userId);
    if (!factor?.confirmedAt) throw new AppError('forbidden', 'auth.secondFactorEnrollment');
    // A session that passed already answers as it stands: no code is taken (nor spent) again.
    const current = await this.status(caller);
    if (current.verified) return current;
    const passed = await this.db.transaction(async (tx) => {
      if ('code' in body) {
        const step = matchingStep(factor.secret, body.code);
        if (step === null || !(await this.useStep(tx, caller.userId, step))) return false;
        await this.record(tx, caller, 'secondFactorPassed', caller.userId);
      } else {
        const [used] = await tx
          .update(recoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(recoveryCodes.userId, caller.userId),
              eq(recoveryCodes.codeHash, this.digest(body.recoveryCode)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (!used) return false;
        await this.record(tx, caller, 'recoveryCodeUsed', caller.userId);
      }
      await this.markSession(tx, caller.sessionId);
      return true;
    });
    if (!passed) {
      await this.record(this.db, caller, 'secondFactorFailed', caller.userId, {
        with: 'code' in body ? 'code' : 'recoveryCode',
      });
      throw wrongCode('code' in body ? 'code' : 'recoveryCode');
    }
    return this.status(caller);
  }

  /**
   * An Admin removes an operator's factor (a lost device): their sessions end and they enroll again
   * at their next sign-in. Audited.
   */
  async reset(caller: Caller, userId: number): Promise<void> {
    const target = await this.userOf(userId);
    if (!target) throw new AppError('notFound', 'error.notFound');
    await this.db.transaction(async (tx) => {
      const factor = await this.factorOf(userId, tx);
      await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await new AccountsRepo(tx, this.events).revokeUserSessions(userId, undefined, tx);
      await this.record(tx, caller, 'secondFactorReset', userId, {
        hadFactor: Boolean(factor?.confirmedAt),
      });
    });
  }

  /**
   * A password sign-in as an operator account, right or wrong, as a security event: the account
   * is the actor (the audit log names a person), with the address it came from.
   */
  async signInAttempt(userId: number, succeeded: boolean, ip: string | undefined): Promise<void> {
    const user = await this.userOf(userId);
    if (!user || !isOperator(user.role)) return;
    await this.record(
      this.db,
      { userId: user.id, role: user.role },
      succeeded ? 'signIn' : 'signInFailed',
      user.id,
      { ip: ip ?? null },
    );
  }
}
