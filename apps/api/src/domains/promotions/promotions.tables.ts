import { integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, localized } from '../../db/columns';
import { categories } from '../catalog/catalog.tables';

export const campaigns = pgTable('campaigns', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  description: localized('description'),
  discountPercent: smallint('discount_percent').notNull(),
  banner: text('banner').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const campaignCategories = pgTable(
  'campaign_categories',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.categoryId] })],
);
