import {
  type ChangePhoneBody,
  type ChangePhoneResult,
  type ConfirmPhoneChangeBody,
  formatMessage,
  type Lang,
  phoneCodeRules,
  type UpdateProfileBody,
  type UserProfile,
} from '@bazar/contracts';
import { verify } from '@node-rs/argon2';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { absentUserHash, ensureFree, fieldError, isUniqueViolation } from './account-checks';
import { AccountsRepo, type UserRow } from './accounts.repo';
import type { PhoneCodeSender, SmsOutbox } from './phone-messages';

declare module '../../events/event-bus' {
  interface DomainEvents {
    /** A birthday was stored on a profile, in the transaction that saved it (privacy: the under-13 rule). */
    'accounts.birthdaySaved': { userId: number; birthday: string };
  }
}

export interface AccountsDeps {
  db: Database;
  notifications: SmsOutbox;
  phoneCodes: PhoneCodeSender;
  events: EventBus;
}

/** The account itself: its profile and phone, what other domains read of it, and its privacy marks. */
export class AccountsService {
  private readonly repo: AccountsRepo;

  constructor(private readonly deps: AccountsDeps) {
    this.repo = new AccountsRepo(deps.db, deps.events);
  }

  /** What checkout fills in for a member, and whether their phone was proved by a code. */
  async buyerOf(userId: number) {
    const user = await this.repo.userById(userId);
    if (!user) throw new AppError('unauthorized', 'error.sessionExpired');
    return {
      name: user.firstName,
      surname: user.lastName,
      phone: user.phone ?? '',
      email: user.email ?? '',
      phoneConfirmed: user.phoneConfirmedAt !== null,
    };
  }

  /** Whether the member restricted the processing of their data (PRV-04); false for a missing one. */
  async isRestricted(userId: number): Promise<boolean> {
    const user = await this.repo.userById(userId);
    return Boolean(user?.restrictedAt);
  }

  /** Restricts the processing of the member's data, or lifts the restriction. */
  async setRestricted(userId: number, restricted: boolean): Promise<void> {
    await this.repo.updateUser(userId, { restrictedAt: restricted ? new Date() : null });
  }

  /** Members who can still be told something (not deleted), by id after `afterId`: a batch of a mailing. */
  memberIdsAfter(afterId: number, limit: number): Promise<number[]> {
    return this.repo.memberIdsAfter(afterId, limit);
  }

  /** The language the member reads Bazar in (their last sign-in's): what is written for them uses it. */
  async langOf(userId: number): Promise<Lang> {
    return (await this.repo.userById(userId))?.lang ?? 'az';
  }

  /** Records that the member proved their own phone (a code sent to it was entered). */
  async markPhoneConfirmed(userId: number, phone: string): Promise<void> {
    await this.repo.markPhoneConfirmed(userId, phone);
  }

  async profile(userId: number): Promise<UserProfile> {
    const user = await this.repo.userById(userId);
    if (!user) throw new AppError('unauthorized', 'error.sessionExpired');
    return {
      id: user.id,
      accountType: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      fatherName: user.fatherName,
      email: user.email,
      phone: user.phone,
      extraPhone: user.extraPhone,
      birthday: user.birthday,
      gender: user.gender,
      maritalStatus: user.maritalStatus,
      image: user.image,
    };
  }

  async updateProfile(userId: number, body: UpdateProfileBody): Promise<UserProfile> {
    const current = await this.repo.userById(userId);
    if (!current) throw new AppError('unauthorized', 'error.sessionExpired');
    // The phone is proved by a code sent to it (changePhone), never set by a form alone.
    if (body.phone !== undefined && body.phone !== current.phone) {
      await ensureFree(this.repo, body.phone, body.email, userId);
      throw fieldError('phone', 'validation.phoneChangeNeedsCode');
    }
    await ensureFree(this.repo, current.phone ?? '', body.email, userId);
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.repo.updateUser(
          userId,
          {
            firstName: body.firstName,
            lastName: body.lastName,
            fatherName: body.fatherName ?? null,
            email: body.email,
            extraPhone: body.extraPhone ?? null,
            birthday: body.birthday ?? null,
            gender: body.gender ?? null,
            maritalStatus: body.maritalStatus ?? null,
          },
          tx,
        );
        const { birthday } = body;
        if (birthday) await this.deps.events.emit(tx, 'accounts.birthdaySaved', { userId, birthday });
      });
    } catch (error) {
      if (isUniqueViolation(error)) await ensureFree(this.repo, current.phone ?? '', body.email, userId);
      throw error;
    }
    return this.profile(userId);
  }

  /**
   * A new phone, step one: the account's password (when it has one) and a number no other account
   * has; the number is texted a code and kept as pending. The account's phone stays as it is, for
   * sign-in, checkout and gift cards, until the code is entered (confirmPhoneChange).
   */
  async changePhone(caller: Caller, body: ChangePhoneBody, lang: Lang): Promise<ChangePhoneResult> {
    const user = await this.repo.userById(caller.userId);
    if (!user) throw new AppError('unauthorized', 'error.sessionExpired');
    // An account made by a social sign-in has no password: its session is all there is to show.
    if (user.passwordHash && !(await verify(user.passwordHash, body.password ?? '')))
      throw fieldError('password', 'error.wrongPassword');
    if (body.phone === user.phone) throw fieldError('phone', 'validation.phoneUnchanged');
    if ((await this.repo.taken(body.phone, '', caller.userId)).phone)
      throw fieldError('phone', 'validation.phoneTaken');
    const sent = await this.deps.phoneCodes.send(body.phone, (code) =>
      formatMessage(lang, 'sms.phoneChangeCode', { code, minutes: phoneCodeRules.codeTtlSeconds / 60 }),
    );
    await this.repo.updateUser(caller.userId, { pendingPhone: body.phone, pendingPhoneAt: new Date() });
    return { phone: body.phone, ...sent };
  }

  /**
   * A new phone, step two: the code texted to the pending number makes it the account's confirmed
   * phone; the old number is told by SMS. Any other number, or one not asked for, is a wrong code.
   */
  async confirmPhoneChange(caller: Caller, body: ConfirmPhoneChangeBody): Promise<UserProfile> {
    const user = await this.repo.userById(caller.userId);
    if (!user) throw new AppError('unauthorized', 'error.sessionExpired');
    const asked =
      user.pendingPhone === body.phone &&
      user.pendingPhoneAt !== null &&
      Date.now() - user.pendingPhoneAt.getTime() < phoneCodeRules.codeTtlSeconds * 1000;
    if (!asked) throw fieldError('code', 'error.codeInvalid');
    const codeId = await this.deps.phoneCodes.check(body.phone, body.code);
    if ((await this.repo.taken(body.phone, '', caller.userId)).phone)
      throw fieldError('phone', 'validation.phoneTaken');
    const oldPhone = user.phone;
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.phoneCodes.confirm(codeId, tx);
        await this.repo.updateUser(
          caller.userId,
          { phone: body.phone, phoneConfirmedAt: new Date(), pendingPhone: null, pendingPhoneAt: null },
          tx,
        );
        if (oldPhone)
          await this.deps.notifications.queueSms(tx, {
            phone: oldPhone,
            text: formatMessage(user.lang, 'sms.phoneChanged', { ending: body.phone.slice(-4) }),
          });
      });
    } catch (error) {
      // Another account took the number meanwhile.
      if (isUniqueViolation(error)) throw fieldError('phone', 'validation.phoneTaken');
      throw error;
    }
    return this.profile(caller.userId);
  }

  /** The account's row as it is now; undefined for an unknown id. */
  accountOf(userId: number, db: Database = this.deps.db): Promise<UserRow | undefined> {
    return this.repo.userById(userId, db);
  }

  /** The account's row locked on `tx`, for a change that depends on its state. */
  lockAccount(tx: Transaction, userId: number): Promise<UserRow | undefined> {
    return this.repo.lockUser(userId, tx);
  }

  /** Whether `password` is the account's, checked as sign-in checks it; false without one. */
  async verifyPassword(userId: number, password: string): Promise<boolean> {
    const user = await this.repo.userById(userId);
    if (!user?.passwordHash) {
      await verify(await absentUserHash, password);
      return false;
    }
    return verify(user.passwordHash, password);
  }

  /** Stops a deleted account at once, on the deletion's transaction (see AccountsRepo.markDeleted). */
  markDeleted(tx: Transaction, userId: number, at: Date): Promise<void> {
    return this.repo.markDeleted(userId, at, tx);
  }

  /** Records an operator's entry of a parent's consent for a child's account (PRV-02). */
  async recordParentalConsent(tx: Transaction, userId: number, at: Date): Promise<void> {
    await this.repo.updateUser(userId, { parentalConsentAt: at }, tx);
  }

  /** Buyers who signed up before `before` and have not signed in since, a batch after `afterId`. */
  quietBuyers(before: Date, afterId: number, limit: number): Promise<number[]> {
    return this.repo.quietBuyers(before, afterId, limit);
  }

  /** Accounts born after `bornAfter` (yyyy-MM-dd) with no parent's consent recorded (PRV-02). */
  childrenWithoutConsent(bornAfter: string): Promise<number[]> {
    return this.repo.childrenWithoutConsent(bornAfter);
  }
}
