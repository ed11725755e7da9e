import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AuthSession,
  type ChangePasswordBody,
  type CheckUserBody,
  type CheckUserResult,
  type ForgotPasswordResult,
  formatMessage,
  type Lang,
  phoneCodeRules,
  type RegisterBody,
  Role,
  type SessionList,
  type SocialLinkCodeResult,
  type SocialProvider,
} from '@bazar/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { randomSmsCode } from '../../shared/sms-code';
import { absentUserHash, ensureFree, fieldError, isUniqueViolation, refuseGuessable } from './account-checks';
import { AccountsRepo, type UserRow } from './accounts.repo';
import type { PhoneCodeSender, SmsOutbox } from './phone-messages';
import { deviceOf } from './session-devices';
import type { SessionTokens } from './session-tokens';
import type { ShopOpener } from './shop-opener';
import type { SocialProfile, SocialVerifier } from './social-verifier';

/** Spec and issue constants for the password reset by SMS code. */
export const resetRules = {
  codeTtlSeconds: 5 * 60,
  resendAfterSeconds: 60,
  maxAttempts: 5,
  resetTokenTtlSeconds: 10 * 60,
} as const;

/** Where a sign-in came from, kept with its session for the profile's list. */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
  /** The language the member signs in with: what Bazar texts and e-mails them in from then on. */
  lang?: Lang;
}

const lastSeenPrecisionMs = 5 * 60_000;

/** The session's id is its secret; the list names each session by a digest of it instead. */
function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 16);
}

export interface SignInDeps {
  db: Database;
  tokens: SessionTokens;
  tokenTtlHours: number;
  /** Keys the hashes of SMS codes and reset tokens, so a copy of the database alone reveals neither. */
  secret: string;
  social: SocialVerifier;
  sellers: ShopOpener;
  notifications: SmsOutbox;
  phoneCodes: PhoneCodeSender;
  events: EventBus;
}

/** The ways into an account (registration, password, social, reset by SMS) and the sessions they start. */
export class SignInService {
  private readonly repo: AccountsRepo;

  constructor(private readonly deps: SignInDeps) {
    this.repo = new AccountsRepo(deps.db, deps.events);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.deps.secret).update(value).digest('base64url');
  }

  /**
   * Registration step one: sends the phone a code to prove it at step two. A phone that already has
   * an account is texted that instead, and the answer is the same, so nobody learns who is registered.
   * Asked again within the resend wait, it sends nothing and answers the wait left (the code sent
   * stays good): going back to fix a name must not cost a 429.
   */
  async checkUser(body: CheckUserBody, lang: Lang): Promise<CheckUserResult> {
    const { phoneCodes } = this.deps;
    const wait = await phoneCodes.secondsToResend(body.phone);
    const holder = await this.repo.userByPhone(body.phone);
    const sent =
      wait > 0
        ? { resendAfterSeconds: wait, expiresInSeconds: phoneCodeRules.codeTtlSeconds }
        : await phoneCodes.send(
            body.phone,
            holder
              ? () => formatMessage(lang, 'sms.alreadyRegistered')
              : (code) =>
                  formatMessage(lang, 'sms.registrationCode', {
                    code,
                    minutes: phoneCodeRules.codeTtlSeconds / 60,
                  }),
          );
    return { available: true, ...sent };
  }

  /**
   * Registers a buyer, or a seller with a pending shop, and signs them in. The code from step one
   * proves the phone first, so only its owner hears whether the phone or email is taken; the phone
   * counts as confirmed from then on (checkout does not ask again).
   */
  async register(body: RegisterBody, client?: SessionClient): Promise<AuthSession> {
    // The password first: refusing it tells nothing, and must not use up one of the code's tries.
    await refuseGuessable('password', body.password, [body.phone, body.email, body.firstName, body.lastName]);
    const codeId = await this.deps.phoneCodes.check(body.phone, body.code);
    await ensureFree(this.repo, body.phone, body.email);
    const passwordHash = await hash(body.password);
    let user: UserRow;
    try {
      user = await this.deps.db.transaction(async (tx) => {
        const created = await this.repo.insertUser(
          {
            role: body.accountType,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            email: body.email,
            passwordHash,
            phoneConfirmedAt: new Date(),
          },
          tx,
        );
        await this.deps.phoneCodes.confirm(codeId, tx);
        if (body.accountType === Role.Seller && body.shopName)
          await this.deps.sellers.createPendingShop(tx, {
            ownerId: created.id,
            name: body.shopName,
            site: body.shopSite,
          });
        return created;
      });
    } catch (error) {
      // Two registrations racing for one phone or email: the loser hears what step one would have said.
      if (isUniqueViolation(error)) await ensureFree(this.repo, body.phone, body.email);
      throw error;
    }
    return this.startSession(user, client);
  }

  /** What the per-account sign-in limit counts: the account when one matches, else what was typed. */
  async signInKey(phoneOrEmail: string): Promise<string> {
    const user = await this.repo.userByPhoneOrEmail(phoneOrEmail);
    return user ? `user:${user.id}` : `typed:${phoneOrEmail.toLowerCase()}`;
  }

  /** Phone or email with a password; a miss never says which part was wrong. */
  async login(phoneOrEmail: string, password: string, client?: SessionClient): Promise<AuthSession> {
    const user = await this.repo.userByPhoneOrEmail(phoneOrEmail);
    if (!user?.passwordHash) {
      await verify(await absentUserHash, password);
      throw new AppError('unauthorized', 'error.wrongCredentials');
    }
    if (!(await verify(user.passwordHash, password)))
      throw new AppError('unauthorized', 'error.wrongCredentials');
    return this.startSession(user, client);
  }

  /** The person a Google or Facebook token vouches for; a bad token or a silent provider is refused. */
  private async verifiedSocial(provider: SocialProvider, token: string) {
    const result = await this.deps.social.verify(provider, token);
    if (!result.ok) {
      if (result.reason === 'notConfigured') throw new AppError('badRequest', 'error.socialNotConfigured');
      if (result.reason === 'unavailable') throw new AppError('unavailable', 'error.unavailable');
      throw new AppError('unauthorized', 'error.socialTokenInvalid');
    }
    return result.profile;
  }

  /**
   * The account a first social sign-in would join: the one with the provider's e-mail, when the
   * provider vouches for it. Only Google says so (`email_verified`); Facebook's e-mail is the
   * person's word, so it never joins an account. Operators never sign in socially.
   */
  private async socialLinkTarget(provider: SocialProvider, profile: SocialProfile) {
    const linkedId = await this.repo.userIdBySocialIdentity(provider, profile.subject);
    const linked = linkedId ? await this.repo.userById(linkedId) : undefined;
    const byEmail =
      !linked && provider === 'google' && profile.email && profile.emailVerified
        ? await this.repo.userByPhoneOrEmail(profile.email)
        : undefined;
    const account = linked ?? byEmail;
    if (account && (account.role === Role.Staff || account.role === Role.Admin))
      throw new AppError('forbidden', 'error.socialOperator');
    return { linked, byEmail };
  }

  /**
   * Google or Facebook: the provider vouches for the person; a first sign-in makes the account. An
   * account that already has the Google-verified e-mail is joined only with its password or a code
   * texted to its phone (`proof`); `countTry` counts each password tried against the account.
   */
  async loginSocial(
    provider: SocialProvider,
    token: string,
    client?: SessionClient,
    proof: { password?: string; code?: string } = {},
    countTry?: (accountKey: string) => Promise<void>,
  ): Promise<AuthSession> {
    const profile = await this.verifiedSocial(provider, token);
    const { linked, byEmail } = await this.socialLinkTarget(provider, profile);
    if (linked) return this.startSession(linked, client);
    if (byEmail) {
      await this.proveOwnership(byEmail, proof, countTry);
      await this.repo.linkSocialIdentity({ provider, subject: profile.subject, userId: byEmail.id });
      return this.startSession(byEmail, client);
    }
    // A new account keeps the provider's e-mail unless another account has it.
    const email = profile.email && (profile.emailVerified || provider === 'facebook') ? profile.email : null;
    const emailFree = email !== null && !(await this.repo.taken('', email)).email;
    const user = await this.deps.db.transaction(async (tx) => {
      const account = await this.repo.insertUser(
        {
          role: Role.Customer,
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: emailFree ? email : null,
          image: profile.image,
        },
        tx,
      );
      await this.repo.linkSocialIdentity({ provider, subject: profile.subject, userId: account.id }, tx);
      return account;
    });
    return this.startSession(user, client);
  }

  /** The account's password, or a code texted to its phone; without either, 409 asks for one. */
  private async proveOwnership(
    user: UserRow,
    proof: { password?: string; code?: string },
    countTry?: (accountKey: string) => Promise<void>,
  ): Promise<void> {
    if (proof.password !== undefined) {
      await countTry?.(`user:${user.id}`);
      const ok = user.passwordHash
        ? await verify(user.passwordHash, proof.password)
        : await verify(await absentUserHash, proof.password).then(() => false);
      if (!ok) throw fieldError('password', 'error.wrongPassword');
      return;
    }
    if (proof.code !== undefined && user.phone) {
      const codeId = await this.deps.phoneCodes.check(user.phone, proof.code);
      await this.deps.phoneCodes.confirm(codeId);
      return;
    }
    throw new AppError('conflict', 'error.socialLinkNeeded');
  }

  /** Texts the phone of the account a first social sign-in would join the code that joins them. */
  async socialLinkCode(provider: SocialProvider, token: string, lang: Lang): Promise<SocialLinkCodeResult> {
    const profile = await this.verifiedSocial(provider, token);
    const { byEmail } = await this.socialLinkTarget(provider, profile);
    if (!byEmail) throw new AppError('notFound', 'error.notFound');
    if (!byEmail.phone) throw new AppError('unprocessable', 'error.socialLinkNoPhone');
    const sent = await this.deps.phoneCodes.send(byEmail.phone, (code) =>
      formatMessage(lang, 'sms.socialLinkCode', { code, minutes: phoneCodeRules.codeTtlSeconds / 60 }),
    );
    return { phoneEnding: byEmail.phone.slice(-2), ...sent };
  }

  /**
   * Every way in (password, social, registration) ends here: a blocked account is refused, after
   * its password was checked, so only its owner learns it is blocked.
   */
  private async startSession(user: UserRow, client?: SessionClient): Promise<AuthSession> {
    if (user.blockedAt) throw new AppError('forbidden', 'error.accountBlocked');
    if (user.deletedAt) throw new AppError('unauthorized', 'error.wrongCredentials');
    const sessionId = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + this.deps.tokenTtlHours * 3600_000);
    await this.repo.insertSession({
      id: sessionId,
      userId: user.id,
      expiresAt,
      userAgent: client?.userAgent?.slice(0, 400) ?? null,
      ip: client?.ip ?? null,
    });
    if (client?.lang && client.lang !== user.lang) await this.repo.setLang(user.id, client.lang);
    return {
      token: await this.deps.tokens.sign({ userId: user.id, sessionId }, expiresAt),
      expiresAt: expiresAt.toISOString(),
      accountType: user.role,
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      image: user.image,
    };
  }

  /** The caller behind a token: null when it is forged, expired, or its session was ended. */
  async authenticate(token: string): Promise<Caller | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    const session = await this.repo.liveSession(claims.sessionId, claims.userId);
    if (!session) return null;
    // Last use is kept to within a few minutes, so most calls write nothing.
    if (!session.lastSeenAt || Date.now() - session.lastSeenAt.getTime() > lastSeenPrecisionMs)
      await this.repo.touchSession(claims.sessionId);
    return { userId: session.userId, role: session.role, sessionId: claims.sessionId };
  }

  /** The caller's sessions that still count, the current one marked. */
  async sessions(caller: Caller): Promise<SessionList> {
    const rows = await this.repo.liveSessions(caller.userId);
    // This device first, then the others by last use.
    const ordered = [
      ...rows.filter((row) => row.id === caller.sessionId),
      ...rows.filter((row) => row.id !== caller.sessionId),
    ];
    return {
      items: ordered.map((row) => ({
        id: publicSessionId(row.id),
        current: row.id === caller.sessionId,
        ...deviceOf(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      })),
    };
  }

  /** Ends one of the caller's own sessions; any other id is not found. */
  async endSession(caller: Caller, publicId: string): Promise<void> {
    const rows = await this.repo.liveSessions(caller.userId);
    const session = rows.find((row) => publicSessionId(row.id) === publicId);
    if (!session) throw new AppError('notFound', 'error.notFound');
    await this.repo.revokeSession(session.id);
  }

  /** Ends every session of the caller, this one included. */
  signOutEverywhere(caller: Caller): Promise<void> {
    return this.repo.revokeUserSessions(caller.userId);
  }

  /** Ends the caller's sessions on every other device, keeping this one. */
  signOutOthers(caller: Caller): Promise<void> {
    return this.repo.revokeUserSessions(caller.userId, caller.sessionId);
  }

  logout(sessionId: string): Promise<void> {
    return this.repo.revokeSession(sessionId);
  }

  /**
   * Sends a 6-digit code by SMS. An unknown phone is texted that it has no account, through the same
   * outbox write, so neither the answer nor its time tells who has an account. The route's limit
   * keeps one text a minute per phone, known or not.
   */
  async forgotPassword(phone: string, lang: Lang): Promise<ForgotPasswordResult> {
    // The same statements whether the phone has an account or not: only the text differs.
    const code = randomSmsCode();
    await this.deps.db.transaction(async (tx) => {
      const userId = await this.repo.insertResetForPhone(
        phone,
        {
          codeHash: this.digest(code),
          expiresAt: new Date(Date.now() + resetRules.codeTtlSeconds * 1000),
        },
        tx,
      );
      const text =
        userId === undefined
          ? formatMessage(lang, 'sms.noAccount')
          : formatMessage(lang, 'sms.passwordResetCode', { code, minutes: resetRules.codeTtlSeconds / 60 });
      await this.deps.notifications.queueSms(tx, { phone, text, userId });
    });
    return {
      resendAfterSeconds: resetRules.resendAfterSeconds,
      expiresInSeconds: resetRules.codeTtlSeconds,
    };
  }

  /** A right code within its time and attempts gives a short-lived token for setting the new password. */
  async checkPasscode(phone: string, code: string): Promise<string> {
    const user = await this.repo.userByPhone(phone);
    const reset = user ? await this.repo.latestReset(user.id) : undefined;
    if (!reset || reset.usedAt || reset.resetTokenHash) throw fieldError('code', 'error.codeInvalid');
    if (reset.expiresAt.getTime() <= Date.now()) throw fieldError('code', 'error.codeExpired');
    const counted = await this.repo.countResetAttempt(reset.id, resetRules.maxAttempts);
    if (!counted) throw fieldError('code', 'error.codeAttempts');
    const expected = Buffer.from(reset.codeHash);
    const given = Buffer.from(this.digest(code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw fieldError(
        'code',
        counted.attempts >= resetRules.maxAttempts ? 'error.codeAttempts' : 'error.codeInvalid',
      );
    const resetToken = randomBytes(32).toString('base64url');
    await this.repo.setResetToken(
      reset.id,
      this.digest(resetToken),
      new Date(Date.now() + resetRules.resetTokenTtlSeconds * 1000),
    );
    return resetToken;
  }

  /** Sets the new password once per reset token and ends every session the old password had. */
  async resetPassword(resetToken: string, newPassword: string): Promise<void> {
    const passwordHash = await hash(newPassword);
    await this.deps.db.transaction(async (tx) => {
      const reset = await this.repo.consumeResetToken(this.digest(resetToken), tx);
      if (!reset) throw new AppError('unprocessable', 'error.resetTokenInvalid');
      // Refused before anything is written, so the token is still good for a better password.
      const user = await this.repo.userById(reset.userId, tx);
      await refuseGuessable('newPassword', newPassword, [user?.phone, user?.email, user?.firstName]);
      await this.repo.updateUser(reset.userId, { passwordHash }, tx);
      await this.repo.revokeUserSessions(reset.userId, undefined, tx);
    });
  }

  /** Checks the current password, sets the new one and signs out the user's other devices. */
  async changePassword(caller: Caller, body: ChangePasswordBody): Promise<void> {
    const user = await this.repo.userById(caller.userId);
    const ok = user?.passwordHash ? await verify(user.passwordHash, body.currentPassword) : false;
    if (!ok)
      throw new AppError('unprocessable', 'error.wrongCurrentPassword', {
        currentPassword: ['error.wrongCurrentPassword'],
      });
    await refuseGuessable('newPassword', body.newPassword, [user?.phone, user?.email, user?.firstName]);
    await this.repo.updateUser(caller.userId, { passwordHash: await hash(body.newPassword) });
    await this.repo.revokeUserSessions(caller.userId, caller.sessionId);
  }
}
