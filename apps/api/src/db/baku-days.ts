import { sql } from 'drizzle-orm';

/** The first instant of a Baku day (`2026-05-01`), as the database reckons it. */
export const startOfBakuDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;
