import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shops } from './sellers.tables';

export class SellersRepo {
  constructor(private readonly db: Database) {}

  async approvedShopBySlug(slug: string) {
    const [row] = await this.db
      .select()
      .from(shops)
      .where(and(eq(shops.slug, slug), eq(shops.status, 'approved')));
    return row;
  }

  featuredShops(limit: number) {
    return this.db
      .select({ id: shops.id, slug: shops.slug, name: shops.name, logo: shops.logo })
      .from(shops)
      .where(and(eq(shops.featured, true), eq(shops.status, 'approved')))
      .orderBy(asc(shops.id))
      .limit(limit);
  }
}
