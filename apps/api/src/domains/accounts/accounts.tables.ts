import { sql } from 'drizzle-orm';
import { pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Seller=1, Staff=2, Admin=3, Customer=4. */
    role: smallint('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);
