import { integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
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

/** A promo code: an amount off an order (qəpik), from a minimum order, until it expires. */
export const promoCodes = pgTable('promo_codes', {
  id: id(),
  /** Stored in upper case; buyers type it in any case. */
  code: text('code').notNull().unique(),
  discount: integer('discount').notNull(),
  minOrder: integer('min_order').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** A code given to named members only; a code without rows here is for everyone. */
export const promoCodePeople = pgTable(
  'promo_code_people',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);

/** Who used which code: once per buyer (a member's id, or a guest's phone). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** `u<id>` for a member, `p<phone>` by phone, so a guest cannot reuse a member's code. */
    buyer: text('buyer').notNull(),
    orderId: integer('order_id').notNull(),
    usedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.buyer] })],
);
