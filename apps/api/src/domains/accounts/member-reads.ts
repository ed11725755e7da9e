import { and, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containing } from '../../db/like';
import { users } from './accounts.tables';

/** What other domains may ask of the members they point at: one query for a page of ids or phones. */
export class MemberReads {
  constructor(private readonly db: Database) {}

  /** Members' ids by phone; phones with no account are missing from the answer. */
  async idsByPhone(phones: string[]) {
    if (phones.length === 0) return [];
    return this.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, phones));
  }

  /** The ids of members whose phone holds this fragment (a search box's digits). */
  async idsWithPhoneContaining(fragment: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.phone, containing(fragment)));
    return rows.map((row) => row.id);
  }

  /** The member whose phone this is, proved by a code: a phone typed into a profile alone owns nothing. */
  async ownerOfConfirmedPhone(phone: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)));
    return row?.id;
  }

  /** Each member's full name (first and last, whichever are set) and phone, by id. */
  async namesAndPhones(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: users.id,
        name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
        phone: users.phone,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  /** Each member's full name, phone and e-mail, by id. */
  async contacts(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: users.id,
        name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
        phone: users.phone,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }
}
