import type { AdminPromoCode, AdminPromoCodePage, PromoCodeBody, PromoCodesQuery } from '@bazar/contracts';
import { promoCodeNeedsAdmin, Role, toAzn, toQepik } from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { PromoCodesAdminRepo } from './promo-codes-admin.repo';

type PromoRow = NonNullable<Awaited<ReturnType<PromoCodesAdminRepo['byId']>>>;

/** What the audit log keeps of a code: its terms and whom it is for. */
const audited = (row: PromoRow, phones: (string | null)[]) => ({
  code: row.code,
  discount: row.discount,
  minOrder: row.minOrder,
  expiresAt: row.expiresAt.toISOString(),
  people: phones,
});

/**
 * A code worth more than 100 AZN or more than half its minimum order is an Admin's to create or
 * set (promoCodeStaffLimits): Staff get a 403 naming the limit.
 */
function refuseAboveStaffLimit(caller: Caller, body: PromoCodeBody): void {
  if (caller.role !== Role.Admin && promoCodeNeedsAdmin(body))
    throw new AppError('forbidden', 'admin.promo.aboveStaffLimit', {
      discount: ['admin.promo.aboveStaffLimit'],
    });
}

/**
 * Promo codes in the back office (issue 17): operators create, change and delete the codes buyers
 * type at checkout, for everyone or for named members. Each change has its audit row on the same
 * transaction; a used code is not deleted, so its orders keep pointing at it.
 */
export class PromoCodesAdminService {
  private readonly repo: PromoCodesAdminRepo;

  constructor(private readonly db: Database) {
    this.repo = new PromoCodesAdminRepo(db);
  }

  async list(query: PromoCodesQuery): Promise<AdminPromoCodePage> {
    const { rows, total } = await this.repo.page(query);
    return { items: await this.shown(this.repo, rows), page: query.page, pageSize: query.pageSize, total };
  }

  async one(id: number): Promise<AdminPromoCode> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound();
    const [shown] = await this.shown(this.repo, [row]);
    if (!shown) throw notFound();
    return shown;
  }

  create(caller: Caller, body: PromoCodeBody): Promise<AdminPromoCode> {
    return this.db.transaction(async (tx) => {
      const repo = new PromoCodesAdminRepo(tx);
      refuseAboveStaffLimit(caller, body);
      const people = await this.checked(repo, body);
      const id = await repo.insert(columnsOf(body));
      await repo.setPeople(id, people);
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await AuditLog.record(tx, {
        actor: caller,
        action: 'promoCode.create',
        subject: { type: 'promoCode', id },
        before: null,
        after: audited(row, body.phones),
      });
      return this.single(repo, row);
    });
  }

  update(caller: Caller, id: number, body: PromoCodeBody): Promise<AdminPromoCode> {
    return this.db.transaction(async (tx) => {
      const repo = new PromoCodesAdminRepo(tx);
      const before = await repo.lockById(id);
      if (!before) throw notFound();
      refuseAboveStaffLimit(caller, body);
      const beforePhones = (await repo.peopleOf([id])).map((person) => person.phone);
      const people = await this.checked(repo, body, id);
      await repo.update(id, columnsOf(body));
      await repo.setPeople(id, people);
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await AuditLog.record(tx, {
        actor: caller,
        action: 'promoCode.update',
        subject: { type: 'promoCode', id },
        before: audited(before, beforePhones),
        after: audited(row, body.phones),
      });
      return this.single(repo, row);
    });
  }

  remove(caller: Caller, id: number): Promise<null> {
    return this.db.transaction(async (tx) => {
      const repo = new PromoCodesAdminRepo(tx);
      const before = await repo.lockById(id);
      if (!before) throw notFound();
      if ((await repo.usesOf([id])).get(id)) throw new AppError('conflict', 'admin.promo.usedDelete');
      const phones = (await repo.peopleOf([id])).map((person) => person.phone);
      await repo.remove(id);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'promoCode.delete',
        subject: { type: 'promoCode', id },
        before: audited(before, phones),
        after: null,
      });
      return null;
    });
  }

  /** A free code and the ids of the members it is for; 409 for a taken code, 422 for unknown phones. */
  private async checked(repo: PromoCodesAdminRepo, body: PromoCodeBody, id?: number): Promise<number[]> {
    if (await repo.codeTaken(body.code, id))
      throw new AppError('conflict', 'admin.promo.codeTaken', { code: ['admin.promo.codeTaken'] });
    const phones = [...new Set(body.phones)];
    const members = await repo.membersByPhone(phones);
    if (members.length < phones.length)
      throw new AppError('unprocessable', 'admin.promo.unknownPhones', {
        phones: ['admin.promo.unknownPhones'],
      });
    return members.map((member) => member.id);
  }

  private async single(repo: PromoCodesAdminRepo, row: PromoRow): Promise<AdminPromoCode> {
    const [shown] = await this.shown(repo, [row]);
    if (!shown) throw notFound();
    return shown;
  }

  private async shown(repo: PromoCodesAdminRepo, rows: PromoRow[]): Promise<AdminPromoCode[]> {
    const ids = rows.map((row) => row.id);
    const [people, uses] = await Promise.all([repo.peopleOf(ids), repo.usesOf(ids)]);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      discount: toAzn(row.discount),
      minOrder: toAzn(row.minOrder),
      expiresAt: row.expiresAt.toISOString(),
      people: people
        .filter((person) => person.promoCodeId === row.id)
        .map(({ id, name, phone }) => ({ id, name, phone })),
      used: uses.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

function columnsOf(body: PromoCodeBody) {
  return {
    code: body.code,
    discount: toQepik(body.discount),
    minOrder: toQepik(body.minOrder),
    expiresAt: new Date(body.expiresAt),
  };
}

const notFound = () => new AppError('notFound', 'admin.promo.notFound');
