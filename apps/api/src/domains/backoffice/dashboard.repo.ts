import { Role } from '@bazar/contracts';
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../accounts/accounts.tables';
import { products } from '../catalog/catalog.tables';
import { contactMessages } from '../content/content.tables';
import { shops } from '../sellers/sellers.tables';

/** The first instant of a Baku day. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Baku')`;

/** The dashboard's counts of newcomers and of what waits for an operator. */
export class DashboardRepo {
  constructor(private readonly db: Database) {}

  /** Buyers who signed up and shops that registered from the start of `day` (Baku) on. */
  async newcomersSince(day: string): Promise<{ newBuyers: number; newShops: number }> {
    const [[buyers], [registered]] = await Promise.all([
      this.db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, Role.Customer), gte(users.createdAt, startOfDay(day)))),
      this.db
        .select({ value: count() })
        .from(shops)
        .where(gte(shops.createdAt, startOfDay(day))),
    ]);
    return { newBuyers: buyers?.value ?? 0, newShops: registered?.value ?? 0 };
  }

  /** Products waiting for moderation, shops waiting for a decision, contact messages not yet answered. */
  async waiting(): Promise<{ products: number; shops: number; messages: number }> {
    const [[pending], [registrations], [messages]] = await Promise.all([
      this.db.select({ value: count() }).from(products).where(eq(products.status, 'pending')),
      this.db
        .select({ value: count() })
        .from(shops)
        .where(inArray(shops.status, ['pending', 'documents'])),
      this.db.select({ value: count() }).from(contactMessages).where(ne(contactMessages.status, 'done')),
    ]);
    return {
      products: pending?.value ?? 0,
      shops: registrations?.value ?? 0,
      messages: messages?.value ?? 0,
    };
  }
}
