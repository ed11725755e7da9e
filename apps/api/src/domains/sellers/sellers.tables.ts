import { shopStatuses } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

export const shops = pgTable(
  'shops',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The seller page address and the shop subdomain. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name folded for search (shared/search-text.ts), written with the name. */
    searchName: text('search_name').notNull().default(''),
    description: localized('description'),
    /** Null until the seller uploads one; pages then show the default shop picture. */
    logo: text('logo'),
    /** The shop's own website, as given at registration. */
    site: text('site'),
    /** Shown on the shop page under the logo; null until the seller uploads one. */
    banner: text('banner'),
    /** VÖEN: 10 digits. */
    taxId: text('tax_id'),
    /** The person the marketplace calls about this shop. */
    coordinatorName: text('coordinator_name'),
    coordinatorPhone: text('coordinator_phone'),
    city: text('city').notNull(),
    status: text('status', { enum: shopStatuses }).notNull().default('pending'),
    /** The operator's words with the last decision (why refused, which documents, why suspended). */
    statusNote: text('status_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The marketplace's commission on this shop's sales in basis points (1250 = 12.5 %); null: the category's. */
    commissionBp: integer('commission_bp'),
    /** The footer's four seller shortcuts. */
    featured: boolean('featured').notNull().default(false),
    rating: real('rating').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shops_status_idx').on(t.status, t.createdAt)],
);

/** A shop's addresses (warehouse, pick-up, office); exactly one may take returns. */
export const shopAddresses = pgTable(
  'shop_addresses',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    addressText: text('address_text').notNull(),
    phone: text('phone'),
    forReturns: boolean('for_returns').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_addresses_shop_idx').on(t.shopId),
    uniqueIndex('shop_addresses_returns_key').on(t.shopId).where(sql`${t.forReturns}`),
  ],
);
