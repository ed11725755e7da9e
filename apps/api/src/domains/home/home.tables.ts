import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
