import { type AnyPgColumn, boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** Cities (no parent) and their districts; delivery reaches only those marked deliverable. */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    name: localized('name'),
    deliverable: boolean('deliverable').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentId, t.position)],
);

/** A member's saved delivery address. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => regions.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => regions.id),
    text: text('text').notNull(),
    type: text('type', { enum: ['home', 'office'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
