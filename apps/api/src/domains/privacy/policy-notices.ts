import { acceptedDocuments, marketDay, type PageSlug } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type { AccountsService } from '../accounts';
import type { NotificationsService } from '../notifications';

const queue = 'policy-change-notices';
/** Members told per job: one transaction each, short enough never to hold the queue long. */
const batchSize = 200;

interface NoticeJob {
  slug: PageSlug;
  version: number;
  effectiveAt: string;
  /** The last member told by the batch before; 0 for the first batch. */
  afterId: number;
}

/** A legal text's version as published, the moment its text will bind. */
export interface PublishedVersion {
  slug: PageSlug;
  version: number;
  effectiveAt: Date;
}

/** How the notice names the text in every language (message select keys cannot hold hyphens). */
const documentKey: Record<PageSlug, string> = {
  'buyer-agreement': 'buyerAgreement',
  'privacy-policy': 'privacyPolicy',
  gdpr: 'gdpr',
};

/**
 * Tells every member, on the site and by e-mail, that the buyer agreement or the privacy policy
 * changes on a later date (PRV-03): the notice links the new text, which says how to delete the
 * account. A job per batch of members, each batch one transaction that also queues the next, so a
 * mailing to every member survives restarts; a batch run again finds its successor and tells no one twice.
 */
export class PolicyNotices {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      accounts: Pick<AccountsService, 'memberIdsAfter'>;
      notifications: Pick<NotificationsService, 'notify'>;
    },
  ) {
    deps.jobs.define<NoticeJob>({
      name: queue,
      queue: { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
      work: (job) => this.tellBatch(job.data),
    });
  }

  /** In the transaction that publishes a version: a text binding later is announced to everyone. */
  async announce(tx: Transaction, published: PublishedVersion, now = new Date()): Promise<void> {
    if (!(acceptedDocuments as readonly PageSlug[]).includes(published.slug)) return;
    if (published.effectiveAt <= now) return;
    const { slug, version } = published;
    await this.deps.jobs.send<NoticeJob>(
      queue,
      { slug, version, effectiveAt: published.effectiveAt.toISOString(), afterId: 0 },
      tx,
    );
  }

  private async tellBatch(data: NoticeJob): Promise<void> {
    const { db, jobs, accounts, notifications } = this.deps;
    const ids = await accounts.memberIdsAfter(data.afterId, batchSize);
    const last = ids.at(-1);
    if (last === undefined) return;
    const next: NoticeJob = { ...data, afterId: last };
    // This batch committed before (the job died after): its successor exists, and no one is told twice.
    if ((await jobs.find<NoticeJob>(queue, next)).length > 0) return;
    const date = marketDay(new Date(data.effectiveAt)).split('-').reverse().join('.');
    await db.transaction(async (tx) => {
      for (const userId of ids)
        await notifications.notify(tx, userId, {
          kind: 'policyChanged',
          params: { document: documentKey[data.slug], date },
          link: `/${data.slug}`,
        });
      // Always a successor, even after the last batch: it finds no one, and it marks this batch done.
      await jobs.send(queue, next, tx);
    });
  }
}
