import {
  type BlockPersonBody,
  type PeoplePage,
  type PeopleQuery,
  type PersonDetail,
  type PersonRoleBody,
  type PersonStateAnswer,
  Role,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { AccountsRepo, type UserRow } from './accounts.repo';
import { PeopleAdminRepo } from './people-admin.repo';

/** A person as the accounts domain knows them; the back office adds the shop and the orders count. */
export type PersonListed = Omit<PeoplePage['items'][number], 'shop'>;
export type PersonAccount = Omit<PersonDetail, 'shop' | 'ordersCount'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const stateOf = (user: Pick<UserRow, 'id' | 'role' | 'blockedAt'>): PersonStateAnswer => ({
  id: user.id,
  role: user.role,
  blockedAt: iso(user.blockedAt),
});

/**
 * People in the back office (issue 17): finding accounts, blocking and unblocking them, and the
 * operator roles only an Admin gives and takes. Every change locks the Admins that can still sign
 * in first (then the person), so no two changes at once can leave the marketplace without one.
 */
export class PeopleAdminService {
  private readonly repo: PeopleAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {
    this.repo = new PeopleAdminRepo(db);
  }

  async list(
    query: PeopleQuery,
  ): Promise<{ items: PersonListed[]; page: number; pageSize: number; total: number }> {
    const { items, total } = await this.repo.page(query);
    return {
      items: items.map((row) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        email: row.email,
        role: row.role,
        createdAt: row.createdAt.toISOString(),
        blockedAt: iso(row.blockedAt),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  /** A person's page; the operator's look at it is in the audit log (access to personal data). */
  async detail(caller: Caller, id: number): Promise<PersonAccount> {
    const row = await this.repo.person(id);
    if (!row) throw new AppError('notFound', 'error.userNotFound');
    await recordView(this.db, caller, id, 'user.view');
    const lastBlock = row.blockedAt ? await this.repo.lastBlock(id) : null;
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      fatherName: row.fatherName,
      birthday: row.birthday,
      phone: row.phone,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      blockedAt: iso(row.blockedAt),
      blockNote: lastBlock?.note ?? null,
      blockedByAdmin: lastBlock?.actorRole === Role.Admin,
      phoneConfirmed: row.phoneConfirmedAt !== null,
      liveSessions: Number(row.liveSessions),
      parentalConsentAt: iso(row.parentalConsentAt),
      deletedAt: iso(row.deletedAt),
    };
  }

  /** Before the back office shows a person's orders: the person exists, and the look is audited. */
  async viewOrders(caller: Caller, id: number): Promise<void> {
    if (!(await this.repo.person(id))) throw new AppError('notFound', 'error.userNotFound');
    await recordView(this.db, caller, id, 'user.viewOrders');
  }

  /** Buyers who signed up from the start of `day` (Baku) on. */
  buyersSince(day: string): Promise<number> {
    return this.repo.buyersSince(day);
  }

  /** Blocks the account and ends its sessions at once; sign-in is refused while it stays blocked. */
  block(caller: Caller, id: number, body: BlockPersonBody): Promise<PersonStateAnswer> {
    return this.change(id, async (tx, accounts, target, activeAdmins) => {
      if (target.id === caller.userId) throw new AppError('conflict', 'admin.people.notYourself');
      if (target.role === Role.Admin && caller.role !== Role.Admin)
        throw new AppError('forbidden', 'admin.people.adminProtected');
      if (isOperator(target) && caller.role !== Role.Admin)
        throw new AppError('forbidden', 'admin.people.operatorAdminOnly');
      if (target.blockedAt) throw new AppError('conflict', 'admin.people.alreadyBlocked');
      refuseLastAdmin(target, activeAdmins);
      const blockedAt = new Date();
      await accounts.setBlocked(target.id, blockedAt, tx);
      await accounts.revokeUserSessions(target.id, undefined, tx);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'user.block',
        subject: { type: 'user', id: target.id },
        before: { blockedAt: null },
        after: { blockedAt: blockedAt.toISOString() },
        note: body.note,
      });
      return stateOf({ ...target, blockedAt });
    });
  }

  /**
   * An operator's account, or one an Admin blocked, is unblocked by an Admin only (issue 35,
   * point 13): Staff cannot undo an Admin's decision nor let a colleague back in.
   */
  unblock(caller: Caller, id: number): Promise<PersonStateAnswer> {
    return this.change(id, async (tx, accounts, target) => {
      if (!target.blockedAt) throw new AppError('conflict', 'admin.people.notBlocked');
      if (caller.role !== Role.Admin) {
        if (isOperator(target)) throw new AppError('forbidden', 'admin.people.operatorAdminOnly');
        if ((await this.repo.lastBlock(target.id, tx))?.actorRole === Role.Admin)
          throw new AppError('forbidden', 'admin.people.adminBlocked');
      }
      await accounts.setBlocked(target.id, null, tx);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'user.unblock',
        subject: { type: 'user', id: target.id },
        before: { blockedAt: target.blockedAt.toISOString() },
        after: { blockedAt: null },
      });
      return stateOf({ ...target, blockedAt: null });
    });
  }

  /**
   * Admin only (the route checks): Customer, Staff or Admin. A seller's role comes with the shop;
   * an Admin may step down while another Admin remains. The person's sessions end so the new role
   * applies from their next sign-in.
   */
  setRole(caller: Caller, id: number, body: PersonRoleBody): Promise<PersonStateAnswer> {
    return this.change(id, async (tx, accounts, target, activeAdmins) => {
      if (target.role === Role.Seller) throw new AppError('conflict', 'admin.people.sellerRole');
      if (target.role === body.role) return stateOf(target);
      if (body.role !== Role.Admin) refuseLastAdmin(target, activeAdmins);
      await accounts.setRole(target.id, body.role, tx);
      await accounts.revokeUserSessions(target.id, undefined, tx);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'user.role',
        subject: { type: 'user', id: target.id },
        before: { role: target.role },
        after: { role: body.role },
      });
      return stateOf({ ...target, role: body.role });
    });
  }

  /** One change on one transaction: the active Admins locked (always in id order), then the person. */
  private change(
    id: number,
    apply: (
      tx: Transaction,
      accounts: AccountsRepo,
      target: UserRow,
      activeAdmins: number[],
    ) => Promise<PersonStateAnswer>,
  ): Promise<PersonStateAnswer> {
    return this.db.transaction(async (tx) => {
      const accounts = new AccountsRepo(tx, this.events);
      const activeAdmins = await accounts.lockActiveAdmins(tx);
      const target = await accounts.lockUser(id, tx);
      if (!target) throw new AppError('notFound', 'error.userNotFound');
      return apply(tx, accounts, target, activeAdmins);
    });
  }
}

/** An operator's look at a person's data, kept in the audit log like their changes. */
function recordView(db: Database, caller: Caller, id: number, action: string): Promise<void> {
  return AuditLog.record(db, {
    actor: caller,
    action,
    subject: { type: 'user', id },
    before: null,
    after: null,
  });
}

/** Staff and Admin: their accounts are blocked and unblocked by an Admin only. */
const isOperator = (user: Pick<UserRow, 'role'>) => user.role === Role.Staff || user.role === Role.Admin;

/** Taking an active Admin out (blocking, or another role) needs another active Admin left. */
function refuseLastAdmin(target: UserRow, activeAdmins: number[]): void {
  const isActiveAdmin = target.role === Role.Admin && !target.blockedAt && activeAdmins.includes(target.id);
  if (isActiveAdmin && activeAdmins.every((adminId) => adminId === target.id))
    throw new AppError('conflict', 'admin.people.lastAdmin');
}
