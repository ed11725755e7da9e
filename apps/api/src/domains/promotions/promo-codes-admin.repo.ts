import { and, asc, count, desc, eq, gt, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { MemberReads } from '../accounts';
import { promoCodePeople, promoCodes, promoRedemptions } from './promotions.tables';

type PromoColumns = Pick<typeof promoCodes.$inferInsert, 'code' | 'discount' | 'minOrder' | 'expiresAt'>;

/** The back office's reads and writes of the promotions domain's promo codes. */
export class PromoCodesAdminRepo {
  constructor(private readonly db: Database) {}

  async page(options: { state: 'active' | 'expired' | 'all'; q?: string; page: number; pageSize: number }) {
    const where: SQL | undefined = and(
      options.state === 'active' ? gt(promoCodes.expiresAt, sql`now()`) : undefined,
      options.state === 'expired' ? lte(promoCodes.expiresAt, sql`now()`) : undefined,
      options.q ? ilike(promoCodes.code, containing(options.q)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(promoCodes)
        .where(where)
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      this.db.select({ value: count() }).from(promoCodes).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async byId(id: number) {
    const [row] = await this.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row;
  }

  /** Locked until the transaction ends, so two edits of one code do not interleave. */
  async lockById(id: number) {
    const [row] = await this.db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    return row;
  }

  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(and(eq(promoCodes.code, code), exceptId ? sql`${promoCodes.id} <> ${exceptId}` : undefined));
    return row !== undefined;
  }

  /** Members' ids by phone; phones with no account are missing from the answer. */
  membersByPhone(phones: string[]) {
    return new MemberReads(this.db).idsByPhone(phones);
  }

  /** The members each code is given to, by code id. */
  async peopleOf(ids: number[]) {
    if (ids.length === 0) return [];
    const given = await this.db
      .select()
      .from(promoCodePeople)
      .where(inArray(promoCodePeople.promoCodeId, ids))
      .orderBy(asc(promoCodePeople.userId));
    const members = new Map(
      (await new MemberReads(this.db).namesAndPhones([...new Set(given.map((row) => row.userId))])).map(
        (member) => [member.id, member],
      ),
    );
    return given.flatMap(({ promoCodeId, userId }) => {
      const member = members.get(userId);
      return member ? [{ promoCodeId, ...member }] : [];
    });
  }

  /** Orders placed with each code, by code id (a redemption has a row per buyer name of one order). */
  async usesOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        promoCodeId: promoRedemptions.promoCodeId,
        orders: sql<number>`count(distinct ${promoRedemptions.orderId})`.mapWith(Number),
      })
      .from(promoRedemptions)
      .where(inArray(promoRedemptions.promoCodeId, ids))
      .groupBy(promoRedemptions.promoCodeId);
    return new Map(rows.map((row) => [row.promoCodeId, row.orders]));
  }

  async insert(columns: PromoColumns): Promise<number> {
    const [row] = await this.db.insert(promoCodes).values(columns).returning({ id: promoCodes.id });
    if (!row) throw new Error('promo code not inserted');
    return row.id;
  }

  async update(id: number, columns: PromoColumns): Promise<void> {
    await this.db.update(promoCodes).set(columns).where(eq(promoCodes.id, id));
  }

  async setPeople(id: number, userIds: number[]): Promise<void> {
    await this.db.delete(promoCodePeople).where(eq(promoCodePeople.promoCodeId, id));
    if (userIds.length > 0)
      await this.db.insert(promoCodePeople).values(userIds.map((userId) => ({ promoCodeId: id, userId })));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(promoCodes).where(eq(promoCodes.id, id));
  }
}
