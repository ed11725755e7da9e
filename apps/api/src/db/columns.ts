import type { Localized } from '@bazar/contracts';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids, times and per-language text alike. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
