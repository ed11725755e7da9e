import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { products, productVariants } from '../catalog/catalog.tables';

/**
 * A member waiting for a sold-out product, or one variant of it, to be back in stock. The row is
 * deleted in the transaction that tells them, so each request is answered once.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set when the member waits for one variant; a variant the seller removes takes its requests along. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_requests_key').on(t.userId, t.productId, sql`coalesce(${t.variantId}, 0)`),
    index('stock_requests_product_idx').on(t.productId),
  ],
);
