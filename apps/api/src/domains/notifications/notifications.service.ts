import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { NotificationsRepo, type SmsMessage } from './notifications.repo';
import type { SmsProvider } from './sms-providers';

/** A message that failed this many times stops being retried. */
export const smsMaxAttempts = 5;
export const smsQueue = 'sms';

interface SmsJob {
  smsId: number;
}

/**
 * SMS through a transactional outbox on the job queue: a message and its job are written in the
 * transaction of what caused it; a worker on any node hands it to the provider, and a refused
 * message is retried with backoff (about 2, 4, 8 and 16 seconds) until it has failed 5 times.
 * The outbox table is the record of what was texted, and the development outbox people read.
 */
export class NotificationsService {
  private readonly repo: NotificationsRepo;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
    private readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new NotificationsRepo(db);
    jobs.define<SmsJob>({
      name: smsQueue,
      queue: { retryLimit: smsMaxAttempts - 1, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
      work: (job) => this.send(job.data.smsId),
    });
  }

  /** Writes the message in the caller's transaction: it is sent only if that transaction commits. */
  async queueSms(tx: Transaction, message: { phone: string; text: string; userId?: number }): Promise<void> {
    const smsId = await new NotificationsRepo(tx).insert(message);
    await this.jobs.send<SmsJob>(smsQueue, { smsId }, tx);
  }

  /** The latest messages to one phone, newest first: the development outbox. */
  outbox(phone: string, limit = 20): Promise<SmsMessage[]> {
    return this.repo.latestForPhone(phone, limit);
  }

  /** Sends one message; a refusal is recorded on it and thrown, so the queue tries again later. */
  private async send(id: number): Promise<void> {
    const message = await this.repo.byId(id);
    // Sent already (a retry after the record of the send failed): never text twice.
    if (message?.status !== 'pending') return;
    try {
      await this.provider.send(message.phone, message.text);
    } catch (err) {
      const attempts = message.attempts + 1;
      this.log.warn({ err, smsId: id, attempts, provider: this.provider.name }, 'sms not sent');
      await this.repo.markFailedAttempt(id, {
        attempts,
        lastError: err instanceof Error ? err.message : String(err),
        status: attempts >= smsMaxAttempts ? 'failed' : 'pending',
      });
      throw err;
    }
    await this.repo.markSent(id);
  }
}
