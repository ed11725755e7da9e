import type { NotificationKind } from '@bazar/contracts';
import { and, desc, eq, isNotNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import {
  emailMessages,
  notificationSettings,
  notifications,
  phoneCodes,
  pushMessages,
  pushTokens,
  smsMessages,
} from './notifications.tables';

const day = 86_400_000;
/** Texts, e-mails and pushes sent are a delivery record, not a conversation: long enough to answer "did you text me?". */
export const outboxRetentionDays = 90;
/** A code is good for minutes; a day covers a checkout finished the next morning. */
export const phoneCodeRetentionDays = 1;
/** A read notification has done its work; a year keeps the recent history in the profile. */
export const readNotificationRetentionDays = 365;
/** Unread ones go with the rest of the personal data (PRV-01). */
export const notificationRetentionDays = 6 * 365;

/** What a child's account keeps: news about their orders; offers and the rest go (PRV-02). */
const orderKinds: NotificationKind[] = [
  'orderPlaced',
  'orderConfirmed',
  'orderShipped',
  'orderDelivered',
  'orderCancelled',
  'refundDone',
  'latePayment',
];

const before = (now: Date, days: number) => new Date(now.getTime() - days * day);

/**
 * Notifications and their settings, the texts and e-mails sent to the person (found by account,
 * phone or e-mail), the SMS codes sent to their phone, and their phones' push tokens and pushes.
 */
export class NotificationsPersonalData implements PersonalDataHolder {
  readonly section = 'notifications';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const [list, settings, texts, emails, devices, pushes] = await Promise.all([
      this.db
        .select({
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id)),
      this.db
        .select({
          kind: notificationSettings.kind,
          channel: notificationSettings.channel,
          enabled: notificationSettings.enabled,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId)),
      this.db
        .select({
          phone: smsMessages.phone,
          text: smsMessages.text,
          status: smsMessages.status,
          createdAt: smsMessages.createdAt,
        })
        .from(smsMessages)
        .where(eq(smsMessages.userId, userId))
        .orderBy(desc(smsMessages.id)),
      this.db
        .select({
          to: emailMessages.to,
          subject: emailMessages.subject,
          text: emailMessages.text,
          status: emailMessages.status,
          createdAt: emailMessages.createdAt,
        })
        .from(emailMessages)
        .where(eq(emailMessages.userId, userId))
        .orderBy(desc(emailMessages.id)),
      // A push token is a device's address for Bazar's sender: the copy says a phone is signed up, not which.
      this.db
        .select({
          platform: pushTokens.platform,
          createdAt: pushTokens.createdAt,
          updatedAt: pushTokens.updatedAt,
        })
        .from(pushTokens)
        .where(eq(pushTokens.userId, userId)),
      this.db
        .select({
          title: pushMessages.title,
          body: pushMessages.body,
          link: pushMessages.link,
          status: pushMessages.status,
          createdAt: pushMessages.createdAt,
        })
        .from(pushMessages)
        .where(eq(pushMessages.userId, userId))
        .orderBy(desc(pushMessages.id)),
    ]);
    return { notifications: list, settings, textMessages: texts, emails, pushDevices: devices, pushes };
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.userId, person.userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, person.userId));
    const texts: SQL[] = [eq(smsMessages.userId, person.userId)];
    if (person.phone) texts.push(eq(smsMessages.phone, person.phone));
    await tx.delete(smsMessages).where(or(...texts));
    const mails: SQL[] = [eq(emailMessages.userId, person.userId)];
    if (person.email) mails.push(sql`lower(${emailMessages.to}) = lower(${person.email})`);
    await tx.delete(emailMessages).where(or(...mails));
    if (person.phone) await tx.delete(phoneCodes).where(eq(phoneCodes.phone, person.phone));
    await tx.delete(pushTokens).where(eq(pushTokens.userId, person.userId));
    await tx.delete(pushMessages).where(eq(pushMessages.userId, person.userId));
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), notInArray(notifications.kind, orderKinds)));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    await tx.delete(smsMessages).where(lt(smsMessages.createdAt, before(now, outboxRetentionDays)));
    await tx.delete(emailMessages).where(lt(emailMessages.createdAt, before(now, outboxRetentionDays)));
    await tx.delete(pushMessages).where(lt(pushMessages.createdAt, before(now, outboxRetentionDays)));
    await tx.delete(phoneCodes).where(lt(phoneCodes.createdAt, before(now, phoneCodeRetentionDays)));
    await tx
      .delete(notifications)
      .where(
        or(
          and(
            isNotNull(notifications.readAt),
            lt(notifications.createdAt, before(now, readNotificationRetentionDays)),
          ),
          lt(notifications.createdAt, before(now, notificationRetentionDays)),
        ),
      );
  }
}
