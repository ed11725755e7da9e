import {
  buyerNotificationKinds,
  formatMessage,
  type Lang,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPage,
  type NotificationParams,
  type NotificationSetting,
  type NotificationsQuery,
  type NotificationView,
  notificationChannels,
  onByDefault,
  type PushTokenBody,
  Role,
  sellerNotificationKinds,
} from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type EmailContent, renderEmail } from './email-layout';
import type { MailTransport } from './mail-transport';
import {
  type EmailMessage,
  type NotificationRow,
  NotificationsRepo,
  type PushMessage,
  type SettingRow,
  type SmsMessage,
} from './notifications.repo';
import type { PushProvider } from './push-providers';
import type { SmsProvider } from './sms-providers';

/** A message that failed this many times stops being retried. */
export const smsMaxAttempts = 5;
export const smsQueue = 'sms';
export const emailQueue = 'email';
export const pushQueue = 'push';

interface SmsJob {
  smsId: number;
}
interface EmailJob {
  emailId: number;
}
interface PushJob {
  pushId: number;
}

/** Something to tell a member: its kind, the values its words are made of, the page it is about. */
export interface Note {
  kind: NotificationKind;
  params: NotificationParams;
  link?: string | null;
}

/**
 * One try at delivering an outbox row; a refusal is recorded on it and thrown, so the queue tries
 * again. `send` answers why the row can never be delivered (a device signed out) instead: it fails
 * at once.
 */
interface Delivery {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  send(): Promise<undefined | { undeliverable: string }>;
  markSent(): Promise<void>;
  markFailed(update: { attempts: number; lastError: string; status: 'pending' | 'failed' }): Promise<void>;
}

export interface NotificationsDeps {
  db: Database;
  jobs: JobQueue;
  sms: SmsProvider;
  mail: MailTransport;
  push: PushProvider;
  log: FastifyBaseLogger;
  /** Where the site is reached: the e-mails' links point there. */
  publicUrl: string;
}

/**
 * What Bazar tells people, and how it reaches them. The domains that own an event (orders,
 * catalogue, sellers...) call `notify` in the transaction of that event; the member's settings
 * decide the channels: a row in their list on the site (pushed to the app's phones too), a text
 * message, an e-mail. Texts, e-mails and pushes go through transactional outboxes on the job queue:
 * written with the event, sent by a worker on any node, retried with backoff until they have failed
 * 5 times, and never sent twice.
 */
export class NotificationsService {
  private readonly repo: NotificationsRepo;

  constructor(private readonly deps: NotificationsDeps) {
    this.repo = new NotificationsRepo(deps.db);
    const retries = {
      retryLimit: smsMaxAttempts - 1,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 60,
    };
    deps.jobs.define<SmsJob>({ name: smsQueue, queue: retries, work: (job) => this.sendSms(job.data.smsId) });
    deps.jobs.define<EmailJob>({
      name: emailQueue,
      queue: retries,
      work: (job) => this.sendEmail(job.data.emailId),
    });
    deps.jobs.define<PushJob>({
      name: pushQueue,
      queue: retries,
      work: (job) => this.sendPush(job.data.pushId),
    });
  }

  /** Writes the message in the caller's transaction: it is sent only if that transaction commits. */
  async queueSms(tx: Transaction, message: { phone: string; text: string; userId?: number }): Promise<void> {
    const smsId = await new NotificationsRepo(tx).insert(message);
    await this.deps.jobs.send<SmsJob>(smsQueue, { smsId }, tx);
  }

  /** Writes the e-mail in the caller's transaction: it is sent only if that transaction commits. */
  async queueEmail(
    tx: Transaction,
    email: { to: string; subject: string; text: string; html: string; userId?: number },
  ): Promise<void> {
    const emailId = await new NotificationsRepo(tx).insertEmail(email);
    await this.deps.jobs.send<EmailJob>(emailQueue, { emailId }, tx);
  }

  /** Writes an e-mail in Bazar's layout (email-layout.ts) in the caller's transaction. */
  async queueLaidOutEmail(tx: Transaction, content: EmailContent, userId?: number): Promise<void> {
    await this.queueEmail(tx, { ...renderEmail(content, this.deps.publicUrl), userId });
  }

  /**
   * Tells a member about an event, in the event's transaction, by every channel they keep on for
   * its kind, in the language of their last sign-in. A blocked account is told nothing. The app's
   * pushes follow the site channel: whatever shows in the bell reaches each signed-in phone.
   */
  async notify(tx: Transaction, userId: number, note: Note): Promise<void> {
    const repo = new NotificationsRepo(tx);
    const person = await repo.recipient(userId);
    if (!person || person.blockedAt || person.deletedAt) return;
    // Restricted processing (PRV-04): no offers of any kind, on any channel.
    if (person.restrictedAt && note.kind === 'promotions') return;
    const on = channelsOn(note.kind, await repo.settingsOf(userId, note.kind));
    const link = note.link ?? null;
    const { lang } = person;
    const title = formatMessage(lang, `notification.${note.kind}.title`);
    const text = formatMessage(lang, `notification.${note.kind}.text`, note.params);
    if (on.site) {
      await repo.insertNotification({ userId, kind: note.kind, params: note.params, link });
      for (const token of await repo.livePushTokensOf(userId)) {
        const pushId = await repo.insertPush({ userId, token, kind: note.kind, title, body: text, link });
        await this.deps.jobs.send<PushJob>(pushQueue, { pushId }, tx);
      }
    }
    if (on.sms && person.phone)
      await this.queueSms(tx, {
        phone: person.phone,
        text: formatMessage(lang, 'notification.sms', { text }),
        userId,
      });
    if (on.email && person.email)
      await this.queueLaidOutEmail(
        tx,
        { lang, to: person.email, name: person.firstName, title, text, link },
        userId,
      );
  }

  async list(caller: Caller, query: NotificationsQuery, lang: Lang): Promise<NotificationPage> {
    const [rows, counts] = await Promise.all([
      this.repo.pageOf(caller.userId, query.page, query.pageSize),
      this.repo.countOf(caller.userId),
    ]);
    return {
      items: rows.map((row) => view(row, lang)),
      page: query.page,
      pageSize: query.pageSize,
      ...counts,
    };
  }

  unread(caller: Caller): Promise<number> {
    return this.repo.unreadOf(caller.userId);
  }

  async read(caller: Caller, id: number, lang: Lang): Promise<NotificationView> {
    const row = await this.repo.markRead(caller.userId, id);
    if (!row) throw new AppError('notFound', 'notification.notFound');
    return view(row, lang);
  }

  async readAll(caller: Caller): Promise<number> {
    await this.repo.markAllRead(caller.userId);
    return 0;
  }

  /** Every kind that concerns the caller, with its channels as they are now. */
  async settings(caller: Caller): Promise<NotificationSetting[]> {
    const rows = await this.repo.settingsOf(caller.userId);
    return kindsFor(caller).map((kind) => ({
      kind,
      ...channelsOn(
        kind,
        rows.filter((row) => row.kind === kind),
      ),
    }));
  }

  /** Saves the caller's choices; a kind that does not concern them (a shop's, for a buyer) is a 400. */
  async saveSettings(caller: Caller, items: NotificationSetting[]): Promise<NotificationSetting[]> {
    const theirs = new Set(kindsFor(caller));
    if (items.some((item) => !theirs.has(item.kind)))
      throw new AppError('badRequest', 'notification.kindNotYours');
    await this.repo.saveSettings(
      items.flatMap((item) =>
        notificationChannels.map((channel) => ({
          userId: caller.userId,
          kind: item.kind,
          channel,
          enabled: item[channel],
        })),
      ),
    );
    return this.settings(caller);
  }

  /** The app's token for the caller's session; a token another session had moves here (one owner per device). */
  async registerPushToken(caller: Caller, body: PushTokenBody): Promise<void> {
    await this.deps.db.transaction((tx) =>
      new NotificationsRepo(tx).savePushToken({
        sessionId: caller.sessionId,
        userId: caller.userId,
        ...body,
      }),
    );
  }

  async removePushToken(caller: Caller): Promise<void> {
    await this.repo.deletePushTokensOfSessions([caller.sessionId]);
  }

  /** A phone signed in by a session that ended gets no more pushes (on the ending's transaction). */
  forgetPushTokensOf(tx: Transaction, sessionIds: string[]): Promise<void> {
    return new NotificationsRepo(tx).deletePushTokensOfSessions(sessionIds);
  }

  /** The latest pushes to one device, newest first: the development outbox. */
  pushOutbox(token: string, limit = 20): Promise<PushMessage[]> {
    return this.repo.latestPushesTo(token, limit);
  }

  /** The latest messages to one phone, newest first: the development outbox. */
  outbox(phone: string, limit = 20): Promise<SmsMessage[]> {
    return this.repo.latestForPhone(phone, limit);
  }

  /** The latest e-mails to one address, newest first: the development outbox. */
  emailOutbox(to: string, limit = 20): Promise<EmailMessage[]> {
    return this.repo.latestEmailsTo(to, limit);
  }

  private async sendSms(id: number): Promise<void> {
    const message = await this.repo.byId(id);
    if (!message) return;
    await this.deliver(`sms ${id}`, {
      ...message,
      send: async () => {
        await this.deps.sms.send(message.phone, message.text);
        return undefined;
      },
      markSent: () => this.repo.markSent(id),
      markFailed: (update) => this.repo.markFailedAttempt(id, update),
    });
  }

  private async sendEmail(id: number): Promise<void> {
    const email = await this.repo.emailById(id);
    if (!email) return;
    await this.deliver(`e-mail ${id}`, {
      ...email,
      send: async () => {
        await this.deps.mail.send(email);
        return undefined;
      },
      markSent: () => this.repo.markEmailSent(id),
      markFailed: (update) => this.repo.markEmailFailedAttempt(id, update),
    });
  }

  private async sendPush(id: number): Promise<void> {
    const push = await this.repo.pushById(id);
    if (!push) return;
    await this.deliver(`push ${id}`, {
      ...push,
      send: async () => {
        // Signed out since it was written, or the phone now belongs to another account.
        if (!push.userId || !(await this.repo.holdsPushToken(push.userId, push.token)))
          return { undeliverable: 'the device is signed out' };
        const answer = await this.deps.push.send({
          token: push.token,
          title: push.title,
          body: push.body,
          data: { kind: push.kind, ...(push.link ? { link: push.link } : {}) },
        });
        if (answer === 'sent') return undefined;
        await this.repo.deletePushToken(push.token);
        return { undeliverable: 'the token is no longer registered' };
      },
      markSent: () => this.repo.markPushSent(id),
      markFailed: (update) => this.repo.markPushFailedAttempt(id, update),
    });
  }

  private async deliver(what: string, delivery: Delivery): Promise<void> {
    // Sent already (a retry after the record of the send failed): never send twice.
    if (delivery.status !== 'pending') return;
    let outcome: Awaited<ReturnType<Delivery['send']>>;
    try {
      outcome = await delivery.send();
    } catch (err) {
      const attempts = delivery.attempts + 1;
      this.deps.log.warn({ err, attempts }, `${what} not sent`);
      await delivery.markFailed({
        attempts,
        lastError: err instanceof Error ? err.message : String(err),
        status: attempts >= smsMaxAttempts ? 'failed' : 'pending',
      });
      throw err;
    }
    if (outcome)
      await delivery.markFailed({
        attempts: delivery.attempts + 1,
        lastError: outcome.undeliverable,
        status: 'failed',
      });
    else await delivery.markSent();
  }
}

/** A buyer's kinds for everyone (sellers buy too); a shop's kinds for sellers. */
function kindsFor(caller: Caller): NotificationKind[] {
  return caller.role === Role.Seller
    ? [...buyerNotificationKinds, ...sellerNotificationKinds]
    : [...buyerNotificationKinds];
}

function channelsOn(kind: NotificationKind, rows: SettingRow[]): Record<NotificationChannel, boolean> {
  const on = (channel: NotificationChannel) =>
    rows.find((row) => row.channel === channel)?.enabled ?? onByDefault(kind, channel);
  return { site: on('site'), sms: on('sms'), email: on('email') };
}

function view(row: NotificationRow, lang: Lang): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: formatMessage(lang, `notification.${row.kind}.title`),
    text: formatMessage(lang, `notification.${row.kind}.text`, row.params),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
