import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { NotificationsRepo, type SmsMessage } from './notifications.repo';
import type { SmsProvider } from './sms-providers';

/** A message that failed this many times stops being retried. */
const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 10;
/** Longer than a batch can take to send (the gateway times out after 10 s per message). */
const LEASE_SECONDS = 5 * 60;

/**
 * SMS through a transactional outbox: a message is written in the transaction of what caused it
 * and sent afterwards, by `kick()` right after the commit or by the polling timer on any node.
 */
export class NotificationsService {
  private readonly repo: NotificationsRepo;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  /** Set when a dispatch is asked for while one runs, so that one looks again before it ends. */
  private again = false;

  constructor(
    db: Database,
    private readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new NotificationsRepo(db);
  }

  /** Writes the message in the caller's transaction: it is sent only if that transaction commits. */
  queueSms(tx: Database, message: { phone: string; text: string; userId?: number }): Promise<void> {
    return new NotificationsRepo(tx).insert(message);
  }

  /** Sends soon without making the caller wait; call it after the commit. */
  kick(): void {
    this.dispatchInBackground();
  }

  /** Sends the due messages and answers how many went out. One dispatch runs at a time per process. */
  dispatchPending(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.dispatchInBackground(), intervalMs);
    // The poller alone must not keep the process alive.
    this.timer.unref();
  }

  /** Stops polling and waits for a dispatch under way, so the database can be closed after it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** The latest messages to one phone, newest first: the development outbox. */
  outbox(phone: string, limit = 20): Promise<SmsMessage[]> {
    return this.repo.latestForPhone(phone, limit);
  }

  private dispatchInBackground() {
    this.dispatchPending().catch((err) => this.log.error({ err }, 'sms dispatch failed'));
  }

  private async drain(): Promise<number> {
    let sent = 0;
    let claimed: number;
    do {
      this.again = false;
      const batch = await this.repo.claimDue(BATCH_SIZE, LEASE_SECONDS);
      for (const message of batch) if (await this.send(message)) sent++;
      claimed = batch.length;
    } while (this.again || claimed === BATCH_SIZE);
    return sent;
  }

  private async send(message: SmsMessage): Promise<boolean> {
    try {
      await this.provider.send(message.phone, message.text);
    } catch (err) {
      const attempts = message.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      this.log.warn({ err, smsId: message.id, attempts, provider: this.provider.name }, 'sms not sent');
      await this.repo.markFailedAttempt(message.id, {
        attempts,
        lastError: err instanceof Error ? err.message : String(err),
        status,
        retryInSeconds: 2 ** attempts,
      });
      return false;
    }
    await this.repo.markSent(message.id);
    return true;
  }
}
