import type { NotificationKind } from '@bazar/contracts';
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sessions, users } from '../accounts/accounts.tables';
import {
  emailMessages,
  notificationSettings,
  notifications,
  phoneCodes,
  pushMessages,
  pushTokens,
  smsMessages,
} from './notifications.tables';

export type SmsMessage = typeof smsMessages.$inferSelect;
export type EmailMessage = typeof emailMessages.$inferSelect;
export type PushMessage = typeof pushMessages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type SettingRow = typeof notificationSettings.$inferSelect;
type OutboxUpdate = { attempts: number; lastError: string; status: 'pending' | 'failed' };

export class NotificationsRepo {
  constructor(private readonly db: Database) {}

  /** Answers the new message's id. */
  async insert(message: { phone: string; text: string; userId?: number }): Promise<number> {
    const [row] = await this.db.insert(smsMessages).values(message).returning({ id: smsMessages.id });
    if (!row) throw new Error('insert returned no message');
    return row.id;
  }

  async byId(id: number): Promise<SmsMessage | undefined> {
    const [row] = await this.db.select().from(smsMessages).where(eq(smsMessages.id, id));
    return row;
  }

  async markSent(id: number) {
    await this.db
      .update(smsMessages)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(smsMessages.id, id));
  }

  async markFailedAttempt(id: number, failure: OutboxUpdate) {
    await this.db.update(smsMessages).set(failure).where(eq(smsMessages.id, id));
  }

  async insertEmail(message: typeof emailMessages.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(emailMessages).values(message).returning({ id: emailMessages.id });
    if (!row) throw new Error('insert returned no e-mail');
    return row.id;
  }

  async emailById(id: number): Promise<EmailMessage | undefined> {
    const [row] = await this.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    return row;
  }

  async markEmailSent(id: number) {
    await this.db
      .update(emailMessages)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(emailMessages.id, id));
  }

  async markEmailFailedAttempt(id: number, failure: OutboxUpdate) {
    await this.db.update(emailMessages).set(failure).where(eq(emailMessages.id, id));
  }

  latestEmailsTo(to: string, limit: number): Promise<EmailMessage[]> {
    return this.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.to, to))
      .orderBy(desc(emailMessages.id))
      .limit(limit);
  }

  /** Who a notification goes to, as their account says now (ADR 015: read in the notifying transaction). */
  async recipient(userId: number) {
    const [row] = await this.db
      .select({
        firstName: users.firstName,
        phone: users.phone,
        email: users.email,
        lang: users.lang,
        blockedAt: users.blockedAt,
        deletedAt: users.deletedAt,
        restrictedAt: users.restrictedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  settingsOf(userId: number, kind?: NotificationKind): Promise<SettingRow[]> {
    return this.db
      .select()
      .from(notificationSettings)
      .where(
        kind
          ? and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind))
          : eq(notificationSettings.userId, userId),
      );
  }

  async saveSettings(rows: SettingRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(notificationSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel],
        set: { enabled: sql`excluded.enabled` },
      });
  }

  async insertNotification(row: typeof notifications.$inferInsert): Promise<void> {
    await this.db.insert(notifications).values(row);
  }

  pageOf(userId: number, page: number, pageSize: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  }

  async countOf(userId: number): Promise<{ total: number; unread: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  }

  async unreadOf(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /** Marks one of the member's notifications read (the first time only); undefined when it is not theirs. */
  async markRead(userId: number, id: number): Promise<NotificationRow | undefined> {
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return row;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }

  latestForPhone(phone: string, limit: number): Promise<SmsMessage[]> {
    return this.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone))
      .orderBy(desc(smsMessages.id))
      .limit(limit);
  }

  async latestCode(phone: string) {
    const [row] = await this.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    return row;
  }

  async insertCode(row: typeof phoneCodes.$inferInsert): Promise<void> {
    await this.db.insert(phoneCodes).values(row);
  }

  /** Counts one more try at the code and answers how many there have been. */
  async countCodeAttempt(id: number): Promise<number> {
    const [row] = await this.db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(eq(phoneCodes.id, id))
      .returning({ attempts: phoneCodes.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  }

  /** Marks the code used; false when another request used it first. */
  async markCodeConfirmed(id: number): Promise<boolean> {
    const marked = await this.db
      .update(phoneCodes)
      .set({ confirmedAt: new Date() })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.confirmedAt)))
      .returning({ id: phoneCodes.id });
    return marked.length === 1;
  }

  /** Spends a confirmation on an order; false when another order already spent it. */
  async spendConfirmation(id: number, orderId: number): Promise<boolean> {
    const spent = await this.db
      .update(phoneCodes)
      .set({ usedForOrderId: orderId })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedForOrderId)))
      .returning({ id: phoneCodes.id });
    return spent.length === 1;
  }

  /**
   * Gives the session this device's token, taking it from whichever session had it before (a device
   * has one owner). Run in a transaction.
   */
  async savePushToken(row: typeof pushTokens.$inferInsert): Promise<void> {
    await this.db
      .delete(pushTokens)
      .where(and(eq(pushTokens.token, row.token), ne(pushTokens.sessionId, row.sessionId)));
    await this.db
      .insert(pushTokens)
      .values(row)
      .onConflictDoUpdate({
        target: pushTokens.sessionId,
        set: { token: row.token, platform: row.platform, updatedAt: sql`now()` },
      });
  }

  async deletePushTokensOfSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.db.delete(pushTokens).where(inArray(pushTokens.sessionId, sessionIds));
  }

  async deletePushToken(token: string): Promise<void> {
    await this.db.delete(pushTokens).where(eq(pushTokens.token, token));
  }

  /** The member's devices whose session still counts (one that ran out is signed out too). */
  async livePushTokensOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .innerJoin(sessions, eq(sessions.id, pushTokens.sessionId))
      .where(
        and(eq(pushTokens.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    return rows.map((row) => row.token);
  }

  /** Whether the device is still signed in to this member's account. */
  async holdsPushToken(userId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, userId)));
    return row !== undefined;
  }

  async insertPush(message: typeof pushMessages.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(pushMessages).values(message).returning({ id: pushMessages.id });
    if (!row) throw new Error('insert returned no push');
    return row.id;
  }

  async pushById(id: number): Promise<PushMessage | undefined> {
    const [row] = await this.db.select().from(pushMessages).where(eq(pushMessages.id, id));
    return row;
  }

  async markPushSent(id: number) {
    await this.db
      .update(pushMessages)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(pushMessages.id, id));
  }

  async markPushFailedAttempt(id: number, failure: OutboxUpdate) {
    await this.db.update(pushMessages).set(failure).where(eq(pushMessages.id, id));
  }

  latestPushesTo(token: string, limit: number): Promise<PushMessage[]> {
    return this.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.token, token))
      .orderBy(desc(pushMessages.id))
      .limit(limit);
  }
}
