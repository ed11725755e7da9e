import type { AdminShopSort, ShopStatus } from '@bazar/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { users } from '../accounts/accounts.tables';
import { categories, products } from '../catalog/catalog.tables';
import { orderParts, orders } from '../orders/orders.tables';
import { shopAddresses, shops } from './sellers.tables';

/** The first instant of this calendar month in Baku. */
const monthStart = sql`(date_trunc('month', now() at time zone 'Asia/Baku') at time zone 'Asia/Baku')`;
/** Parts that earned nothing: cancelled before shipping, refused at the door, returned. */
const unpaidStatuses = sql`('cancelled', 'refused', 'returned')`;

const shopId = sql`${shops}.${sql.identifier(shops.id.name)}`;
const productsPublished = sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shopId} and ${products.status} = 'published')`;
const ordersThisMonth = sql<number>`(select count(*)::int from ${orderParts} inner join ${orders} on ${orders.id} = ${orderParts.orderId} where ${orderParts.shopId} = ${shopId} and ${orders.createdAt} >= ${monthStart})`;
const revenueThisMonth = sql<number>`(select coalesce(sum(${orderParts.subtotal}), 0)::int from ${orderParts} inner join ${orders} on ${orders.id} = ${orderParts.orderId} where ${orderParts.shopId} = ${shopId} and ${orders.createdAt} >= ${monthStart} and ${orderParts.status} not in ${unpaidStatuses})`;

export interface ShopListFilter {
  statuses?: ShopStatus[];
  q?: string;
  sort: AdminShopSort;
  page: number;
  pageSize: number;
}

/**
 * The back office's reads of shops with their owners, products and order parts, and its writes of
 * the commission columns it owns (`shops.commission_bp`, `categories.commission_bp`). A shop's
 * status moves through the sellers domain.
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
            ilike(users.phone, containing(text.replace(/[\s+()-]/g, ''))),
          )
        : undefined,
    );
    const order = {
      newest: [desc(shops.createdAt), desc(shops.id)],
      oldest: [asc(shops.createdAt), asc(shops.id)],
      name: [asc(sql`lower(${shops.name})`), asc(shops.id)],
      revenue: [desc(revenueThisMonth), asc(shops.id)],
    }[filter.sort];
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: shops.id,
          name: shops.name,
          slug: shops.slug,
          city: shops.city,
          ownerId: users.id,
          ownerName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
          ownerPhone: users.phone,
          status: shops.status,
          statusChangedAt: shops.statusChangedAt,
          createdAt: shops.createdAt,
          commissionBp: shops.commissionBp,
          productsPublished,
          ordersThisMonth,
          revenueThisMonth,
        })
        .from(shops)
        .innerJoin(users, eq(users.id, shops.ownerId))
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db
        .select({ value: sql<number>`count(*)::int` })
        .from(shops)
        .innerJoin(users, eq(users.id, shops.ownerId))
        .where(where),
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
        ownerId: users.id,
        ownerName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
        ownerPhone: users.phone,
        ownerEmail: users.email,
        status: shops.status,
        statusNote: shops.statusNote,
        statusChangedAt: shops.statusChangedAt,
        createdAt: shops.createdAt,
        commissionBp: shops.commissionBp,
        productsPublished,
        ordersThisMonth,
        revenueThisMonth,
      })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
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
        actorName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.subjectType, 'shop'), eq(auditLog.subjectId, shopId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100);
  }

  /** The categories the shop has products in. */
  async categoryIdsOfShop(shopId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: products.categoryId })
      .from(products)
      .where(eq(products.shopId, shopId));
    return rows.map((row) => row.id);
  }

  /** Every category's parent, own rate and names: the tree is small (three levels), read whole. */
  categoryTree() {
    return this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        commissionBp: categories.commissionBp,
      })
      .from(categories);
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

  async lockCategoryCommission(id: number, db: Database = this.db) {
    const [row] = await db
      .select({ id: categories.id, commissionBp: categories.commissionBp })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    return row;
  }

  async setCategoryCommission(id: number, commissionBp: number | null, db: Database = this.db) {
    await db.update(categories).set({ commissionBp }).where(eq(categories.id, id));
  }
}
