import { desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import type { AccountsService } from '../accounts';
import { contactMessages } from './content.tables';

/** Conversations with support are kept up to 6 years (PRV-01). */
export const contactMessageRetentionYears = 6;

/** Who wrote: the member, or anyone (a guest) under their phone or e-mail. */
function writtenBy(person: { userId: number; phone: string | null; email: string | null }): SQL | undefined {
  const by: SQL[] = [eq(contactMessages.userId, person.userId)];
  if (person.phone) by.push(eq(contactMessages.phone, person.phone));
  if (person.email) by.push(sql`lower(${contactMessages.email}) = lower(${person.email})`);
  return or(...by);
}

/** Messages the person sent to support, with the answers they were given. */
export class ContentPersonalData implements PersonalDataHolder {
  readonly section = 'contactMessages';

  constructor(
    private readonly db: Database,
    private readonly accounts: Pick<AccountsService, 'profile'>,
  ) {}

  async exportOf(userId: number) {
    const { phone, email } = await this.accounts.profile(userId);
    return this.db
      .select({
        name: contactMessages.name,
        phone: contactMessages.phone,
        email: contactMessages.email,
        subject: contactMessages.subject,
        body: contactMessages.body,
        status: contactMessages.status,
        answer: contactMessages.answer,
        answeredAt: contactMessages.answeredAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(writtenBy({ userId, phone, email }))
      .orderBy(desc(contactMessages.id));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(contactMessages).where(writtenBy(person));
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - contactMessageRetentionYears);
    await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff));
  }
}
