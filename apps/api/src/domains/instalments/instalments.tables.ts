import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { categories } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

/**
 * A partner card's instalment plan (PAY-04): how many months, the commission the buyer pays on top
 * (basis points of the amount: 550 is 5.5%) and the smallest amount it takes (qəpik). Orders copy
 * the terms they were placed with, so changing a plan never changes an order.
 */
export const instalmentPlans = pgTable(
  'instalment_plans',
  {
    id: id(),
    partner: text('partner').notNull(),
    months: smallint('months').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('instalment_plans_partner_months').on(t.partner, t.months),
    check('instalment_plans_months', sql`${t.months} between 2 and 24`),
    check('instalment_plans_commission', sql`${t.commissionBp} between 0 and 5000`),
    check('instalment_plans_min_order', sql`${t.minOrder} >= 0`),
  ],
);

/** Categories (with every category under them) whose goods cannot be paid in instalments. */
export const instalmentExcludedCategories = pgTable('instalment_excluded_categories', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

/** Shops whose goods cannot be paid in instalments. */
export const instalmentExcludedShops = pgTable('instalment_excluded_shops', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
});
