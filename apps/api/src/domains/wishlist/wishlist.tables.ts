import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { combos, products } from '../catalog/catalog.tables';

/** A member's favourites: products and combos. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    comboId: integer('combo_id').references(() => combos.id, { onDelete: 'cascade' }),
    /**
     * Qəpik: the price the member was last told this product dropped to; a drop to it or above is
     * not told again, and a rise clears it so the next drop is.
     */
    priceTold: integer('price_told'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_key').on(
      t.userId,
      sql`coalesce(${t.productId}, 0)`,
      sql`coalesce(${t.comboId}, 0)`,
    ),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt),
  ],
);
