import type { Localized } from '@bazar/contracts';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, localized } from '../../db/columns';
import { categories } from '../catalog/catalog.tables';

/**
 * SEO landing pages (`Home/GetProductListBySeoTag`): a titled, described listing of products
 * chosen by category and filters, at its own address.
 */
export const seoTags = pgTable('seo_tags', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  description: localized('description'),
  keywords: localized('keywords'),
  categoryId: integer('category_id').references(() => categories.id),
  /** Listing filters: brands, discounted only, in stock only, price range in qəpik. */
  filter: jsonb('filter')
    .$type<{
      brands?: string[];
      discounted?: boolean;
      inStock?: boolean;
      minPrice?: number;
      maxPrice?: number;
    }>()
    .notNull()
    .default({}),
});

export const homeShelfKinds = ['discounted', 'new', 'rating', 'category'] as const;

/**
 * The home page's product shelves, in order: the discounted, the newest, the best rated, or one
 * category's products. Operators add, order, rename and hide them in the back office.
 */
export const homeShelves = pgTable('home_shelves', {
  id: id(),
  kind: text('kind', { enum: homeShelfKinds }).notNull(),
  /** The category of a `category` shelf; null for the others. */
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  /** The operator's title per language; null shows the kind's own title (or the category's name). */
  title: jsonb('title').$type<Localized>(),
  position: integer('position').notNull(),
  hidden: boolean('hidden').notNull().default(false),
});
