import { boolean, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

export const shopStatuses = ['pending', 'approved', 'rejected'] as const;

export const shops = pgTable('shops', {
  id: id(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  /** The seller page address and the shop subdomain. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The name folded for search (domains/search/search-text.ts), written with the name. */
  searchName: text('search_name').notNull().default(''),
  description: localized('description'),
  /** Null until the seller uploads one; pages then show the default shop picture. */
  logo: text('logo'),
  /** The shop's own website, as given at registration. */
  site: text('site'),
  city: text('city').notNull(),
  status: text('status', { enum: shopStatuses }).notNull().default('pending'),
  /** The footer's four seller shortcuts. */
  featured: boolean('featured').notNull().default(false),
  rating: real('rating').notNull().default(0),
  createdAt: createdAt(),
});
