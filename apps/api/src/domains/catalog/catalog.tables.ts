import { index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { shops } from '../sellers/sellers.tables';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    name: localized('name'),
    /** A lucide icon name for menus. */
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    /** 1 for top level. */
    depth: smallint('depth').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const productStatuses = ['pending', 'published', 'unpublished', 'archived', 'rejected'] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The code buyers and support quote. */
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitized HTML, as the seller wrote it. */
    description: text('description').notNull(),
    model: text('model').notNull(),
    manufacturer: text('manufacturer').notNull(),
    stockCode: text('stock_code').notNull(),
    stockCount: integer('stock_count').notNull(),
    /** Qəpik, tax included. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    status: text('status', { enum: productStatuses }).notNull().default('pending'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_shop_idx').on(t.shopId, t.status),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Path under the uploads folder, served at /media/. */
    path: text('path').notNull(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position)],
);
