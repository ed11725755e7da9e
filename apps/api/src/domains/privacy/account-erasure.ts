import {
  type DeleteAccountBody,
  formatMessage,
  type MessageKey,
  type PrivacyState,
  purgeAfterDays,
  Role,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database, Transaction } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { childBornAfter, isChild, retention, yearsBefore } from '../../shared/retention';
import type { AccountsService, UserRow } from '../accounts';
import type { PhoneCodes } from '../notifications';
import type { OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { SellersService } from '../sellers';
import { AccountDeletionsRepo } from './account-deletions.repo';

export interface AccountErasureDeps {
  db: Database;
  accounts: AccountsService;
  orders: OrdersService;
  payments: PaymentsService;
  sellers: SellersService;
  phoneCodes: PhoneCodes;
  /** Every domain's personal data, filled in as the app is built. */
  personalData: PersonalDataHolder[];
}

const dayMs = 86_400_000;
/** Rows a sweep reads at a time. */
const batchSize = 200;
/** The note a deleted seller's shop is suspended with, as operators read it. */
const closedShopNote = 'account deleted';

const isOperator = (role: number) => role === Role.Staff || role === Role.Admin;

/** Deleting accounts, purging what they left, retention and the under-13 rule (PRV-01, PRV-02). */
export class AccountErasure {
  private readonly repo: AccountDeletionsRepo;

  constructor(private readonly deps: AccountErasureDeps) {
    this.repo = new AccountDeletionsRepo(deps.db);
  }

  /** A birthday under 13 saved without a parent's consent is minimised in the same transaction. */
  async birthdaySaved(tx: Transaction, saved: { userId: number; birthday: string }): Promise<void> {
    if (!isChild(saved.birthday, new Date())) return;
    const user = await this.deps.accounts.accountOf(saved.userId, tx);
    if (user && !user.parentalConsentAt) await this.minimise(tx, saved.userId);
  }

  async state(userId: number): Promise<PrivacyState> {
    const user = await this.liveAccount(userId);
    const [openOrders, wallet] = await Promise.all([
      this.deps.orders.openOrdersOf(userId),
      this.deps.payments.ledger.wallet(userId),
    ]);
    return {
      restricted: user.restrictedAt !== null,
      openOrders,
      walletBalance: wallet.balance,
      canDeleteSelf: user.role === Role.Customer,
      hasPassword: user.passwordHash !== null,
    };
  }

  /** Texts the account's phone a code that confirms the deletion (for accounts without a password). */
  async sendDeletionCode(caller: Caller): Promise<void> {
    refuseNonBuyer(caller.role);
    const user = await this.liveAccount(caller.userId);
    const { phone } = user;
    if (!phone) throw new AppError('conflict', 'privacy.noPhone');
    await this.deps.phoneCodes.send(phone, (code) => formatMessage(user.lang, 'sms.deletionCode', { code }));
  }

  /**
   * A buyer deletes their own account, confirmed by the password or a texted code: it stops at
   * once, and what it left is purged after `purgeAfterDays` days.
   */
  async deleteOwn(caller: Caller, body: DeleteAccountBody): Promise<void> {
    refuseNonBuyer(caller.role);
    const user = await this.liveAccount(caller.userId);
    const codeId = await this.confirmation(user, body);
    await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.accounts.lockAccount(tx, user.id);
      if (!locked || locked.deletedAt) throw new AppError('conflict', 'privacy.alreadyDeleted');
      if (codeId !== undefined) await this.deps.phoneCodes.confirm(codeId, tx);
      await this.deleteAccount(tx, locked, new Date(), null);
    });
  }

  /**
   * An Admin deletes a person's account on their request. A seller's shop is closed with it, once
   * no order part of it is still under way; operators' accounts are not deleted this way.
   */
  async deleteByOperator(operator: Caller, userId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const user = await this.deps.accounts.lockAccount(tx, userId);
      if (!user) throw new AppError('notFound', 'error.userNotFound');
      if (isOperator(user.role)) throw new AppError('conflict', 'privacy.operatorAccount');
      if (user.deletedAt) throw new AppError('conflict', 'privacy.alreadyDeleted');
      const closed =
        user.role === Role.Seller
          ? await this.deps.sellers.closeShopOf(tx, user.id, closedShopNote)
          : undefined;
      // Closing first holds the shop's row: the count cannot change under it. A refusal rolls both back.
      if (closed && (await this.deps.orders.openPartsOfShop(closed.shopId, tx)) > 0)
        throw new AppError('conflict', 'privacy.shopHasOpenOrders');
      const at = new Date();
      const purgeAfter = await this.deleteAccount(tx, user, at, operator.userId);
      if (closed)
        await AuditLog.record(tx, {
          actor: operator,
          action: 'shop.close',
          subject: { type: 'shop', id: closed.shopId },
          before: { status: closed.statusBefore },
          after: { status: 'suspended', statusNote: closedShopNote },
        });
      await AuditLog.record(tx, {
        actor: operator,
        action: 'user.delete',
        subject: { type: 'user', id: user.id },
        before: { role: user.role, deletedAt: null },
        after: { deletedAt: at.toISOString(), purgeAfter: purgeAfter.toISOString() },
      });
    });
  }

  /** An operator records a parent's consent for a child's account (PRV-02): nothing more is minimised. */
  async recordParentalConsent(operator: Caller, userId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const user = await this.deps.accounts.lockAccount(tx, userId);
      if (!user || user.deletedAt) throw new AppError('notFound', 'error.userNotFound');
      if (!isChild(user.birthday, new Date()) || user.parentalConsentAt)
        throw new AppError('conflict', 'privacy.consentNotNeeded');
      const at = new Date();
      await this.deps.accounts.recordParentalConsent(tx, user.id, at);
      await AuditLog.record(tx, {
        actor: operator,
        action: 'user.parentalConsent',
        subject: { type: 'user', id: user.id },
        before: { parentalConsentAt: null },
        after: { parentalConsentAt: at.toISOString() },
      });
    });
  }

  /**
   * Purges every deletion due at `now` (PRV-01: within 60 days), each in its own transaction: every
   * domain erases what it holds, then the phone and e-mail kept for it go. A purged one is skipped,
   * so a run that died half way is run again.
   */
  async purgeDue(now: Date): Promise<void> {
    let after = 0;
    for (;;) {
      const due = await this.repo.due(now, after, batchSize);
      for (const deletion of due)
        await this.deps.db.transaction(async (tx) => {
          const locked = await new AccountDeletionsRepo(tx).lockUnpurged(deletion.userId);
          if (!locked) return;
          const person: ErasedPerson = { userId: locked.userId, phone: locked.phone, email: locked.email };
          for (const holder of this.deps.personalData) await holder.erase(tx, person);
          await new AccountDeletionsRepo(tx).markPurged(locked.userId, now);
        });
      const last = due.at(-1);
      if (!last) return;
      after = last.userId;
    }
  }

  /** PRV-02: every child's account without a parent's consent, minimised (again: new data may have come). */
  async minimiseChildren(now: Date): Promise<void> {
    for (const userId of await this.deps.accounts.childrenWithoutConsent(childBornAfter(now)))
      await this.deps.db.transaction((tx) => this.minimise(tx, userId));
  }

  /**
   * PRV-01: a buyer who has neither signed in nor ordered for 6 years is deleted as if they had
   * asked; the purge erases the rest when it is due.
   */
  async deleteDormant(now: Date): Promise<void> {
    const before = yearsBefore(now, retention.years);
    let after = 0;
    for (;;) {
      const quiet = await this.deps.accounts.quietBuyers(before, after, batchSize);
      for (const userId of quiet) {
        if (await this.deps.orders.hasOrdersSince(userId, before)) continue;
        await this.deps.db.transaction(async (tx) => {
          const user = await this.deps.accounts.lockAccount(tx, userId);
          if (user && !user.deletedAt && user.role === Role.Customer)
            await this.deleteAccount(tx, user, now, null);
        });
      }
      const last = quiet.at(-1);
      if (last === undefined) return;
      after = last;
    }
  }

  /**
   * The deletion's steps, on its transaction: the purge is booked with the phone and e-mail the
   * account had, the account stops (see AccountsService.markDeleted), and each domain drops what
   * must go at once. Answers when the purge is due.
   */
  private async deleteAccount(tx: Transaction, user: UserRow, at: Date, operatorId: number | null) {
    const purgeAfter = new Date(at.getTime() + purgeAfterDays * dayMs);
    await new AccountDeletionsRepo(tx).insert({
      userId: user.id,
      deletedAt: at,
      purgeAfter,
      phone: user.phone,
      email: user.email,
      operatorId,
    });
    await this.deps.accounts.markDeleted(tx, user.id, at);
    const person: ErasedPerson = { userId: user.id, phone: user.phone, email: user.email };
    for (const holder of this.deps.personalData) await holder.onDeleted?.(tx, person);
    return purgeAfter;
  }

  private async minimise(tx: Database, userId: number): Promise<void> {
    for (const holder of this.deps.personalData) await holder.minimise?.(tx, userId);
  }

  private async liveAccount(userId: number): Promise<UserRow> {
    const user = await this.deps.accounts.accountOf(userId);
    if (!user || user.deletedAt) throw new AppError('unauthorized', 'error.sessionExpired');
    return user;
  }

  /** The password, or the code texted to the account's phone; a wrong one is a 400 beside its field. */
  private async confirmation(user: UserRow, body: DeleteAccountBody): Promise<number | undefined> {
    if (body.password !== undefined) {
      if (!(await this.deps.accounts.verifyPassword(user.id, body.password)))
        throw new AppError('badRequest', 'privacy.wrongPassword', { password: ['privacy.wrongPassword'] });
      return undefined;
    }
    if (!user.phone || body.code === undefined) throw new AppError('badRequest', 'privacy.passwordOrCode');
    try {
      return await this.deps.phoneCodes.check(user.phone, body.code);
    } catch (error) {
      const key = error instanceof AppError ? error.fieldErrors?.code?.[0] : undefined;
      if (!key) throw error;
      throw new AppError('badRequest', key, { code: [key] });
    }
  }
}

/** Sellers close their account through the back office (their shop has orders and money); operators cannot. */
function refuseNonBuyer(role: number): void {
  if (role === Role.Customer) return;
  const key: MessageKey = role === Role.Seller ? 'privacy.sellerThroughSupport' : 'privacy.operatorAccount';
  throw new AppError('forbidden', key);
}
