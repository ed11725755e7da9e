import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { combos, products, productVariants } from '../catalog/catalog.tables';

/**
 * A member's basket: one line per product (and variant) or combo. The price is not kept for
 * charging, only to tell the buyer that it changed since the line was added.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    comboId: integer('combo_id').references(() => combos.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /** Qəpik per unit when the line was added. */
    addedPrice: integer('added_price').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('basket_items_line_key').on(
      t.userId,
      sql`coalesce(${t.productId}, 0)`,
      sql`coalesce(${t.variantId}, 0)`,
      sql`coalesce(${t.comboId}, 0)`,
    ),
    index('basket_items_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Guest baskets already merged into an account, so a retried or repeated merge adds nothing twice. */
export const basketMerges = pgTable(
  'basket_merges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestBasketId: text('guest_basket_id').notNull(),
    mergedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guestBasketId] })],
);
