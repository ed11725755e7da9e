import type { AdminShopSort, ShopStatus } from '@bazar/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { shopAddresses, shops } from './sellers.tables';

/** Ids as one array parameter, however many there are. */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface ShopListFilter {
  statuses?: ShopStatus[];
  q?: string;
  /** Owners whose phone holds the searched text: their shops match it too. */
  ownerIdsFound?: number[];
  sort: AdminShopSort;
  /** For the sort by revenue: the shops that earned this month, most first; the others follow by id. */
  byRevenue?: number[];
  page: number;
  pageSize: number;
}

/**
 * The back office's reads of shops, their addresses and status history, and its writes of the
 * commission column it owns (`shops.commission_bp`). A shop's status moves through the sellers
 * domain; its owner and its products' and orders' figures are read from their domains.
 */
export class ShopsAdminRepo {
  constructor(private readonly db: Database) {}

  async page(filter: ShopListFilter) {
    const text = filter.q?.trim();
    const where: SQL | undefined = and(
      filter.statuses ? inArray(shops.status, filter.statuses) : undefined,
      text
        ? or(
            ilike(shops.name, containing(text)),
            ilike(shops.slug, containing(text)),
            filter.ownerIdsFound?.length
              ? sql`${shops.ownerId} = any(${intArray(filter.ownerIdsFound)})`
              : undefined,
          )
        : undefined,
    );
    const order = {
      newest: [desc(shops.createdAt), desc(shops.id)],
      oldest: [asc(shops.createdAt), asc(shops.id)],
      name: [asc(sql`lower(${shops.name})`), asc(shops.id)],
      revenue: [asc(sql`array_position(${intArray(filter.byRevenue ?? [])}, ${shops.id})`), asc(shops.id)],
    }[filter.sort];
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: shops.id,
          name: shops.name,
          slug: shops.slug,
          city: shops.city,
          ownerId: shops.ownerId,
          status: shops.status,
          statusChangedAt: shops.statusChangedAt,
          createdAt: shops.createdAt,
          commissionBp: shops.commissionBp,
        })
        .from(shops)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db.select({ value: sql<number>`count(*)::int` }).from(shops).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async shop(id: number) {
    const [row] = await this.db
      .select({
        id: shops.id,
        name: shops.name,
        slug: shops.slug,
        city: shops.city,
        site: shops.site,
        taxId: shops.taxId,
        coordinatorName: shops.coordinatorName,
        coordinatorPhone: shops.coordinatorPhone,
        ownerId: shops.ownerId,
        status: shops.status,
        statusNote: shops.statusNote,
        statusChangedAt: shops.statusChangedAt,
        createdAt: shops.createdAt,
        commissionBp: shops.commissionBp,
      })
      .from(shops)
      .where(eq(shops.id, id));
    return row;
  }

  addresses(shopId: number) {
    return this.db
      .select({
        id: shopAddresses.id,
        city: shopAddresses.city,
        addressText: shopAddresses.addressText,
        phone: shopAddresses.phone,
        forReturns: shopAddresses.forReturns,
      })
      .from(shopAddresses)
      .where(eq(shopAddresses.shopId, shopId))
      .orderBy(asc(shopAddresses.id));
  }

  /** The shop's status decisions, newest first, from the audit log. */
  history(shopId: number) {
    return this.db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        note: auditLog.note,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'shop'), eq(auditLog.subjectId, shopId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100);
  }

  async lockShopCommission(id: number, db: Database = this.db) {
    const [row] = await db
      .select({ id: shops.id, commissionBp: shops.commissionBp })
      .from(shops)
      .where(eq(shops.id, id))
      .for('update');
    return row;
  }

  async setShopCommission(id: number, commissionBp: number | null, db: Database = this.db) {
    await db.update(shops).set({ commissionBp }).where(eq(shops.id, id));
  }
}
