import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type { PersonalDataHolder } from '../../shared/personal-data';
import type { AccountErasure } from './account-erasure';

/** The job that keeps the privacy policy's promises every night (PRV-01, PRV-02). */
export const privacyDailyQueue = 'privacy-daily';

export interface PrivacyDailyDeps {
  db: Database;
  jobs: JobQueue;
  erasure: AccountErasure;
  personalData: PersonalDataHolder[];
  log: FastifyBaseLogger;
}

/**
 * Every night at 03:30 Baku time, on the job queue: deletions due are purged, what outlived its
 * retention is removed, children's accounts are minimised and dormant accounts deleted. Each step is
 * idempotent; one that fails does not hold back the others, and the job fails so the queue retries.
 */
export class PrivacyDaily {
  constructor(private readonly deps: PrivacyDailyDeps) {
    deps.jobs.define({
      name: privacyDailyQueue,
      queue: { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600 },
      schedule: { cron: '30 3 * * *', tz: 'Asia/Baku' },
      work: () => this.runDaily(new Date()),
    });
  }

  /** One night's run as of `now` (tests move the clock). */
  async runDaily(now: Date): Promise<void> {
    const { erasure, personalData } = this.deps;
    const steps: [string, () => Promise<void>][] = [
      ['purge', () => erasure.purgeDue(now)],
      ...personalData.flatMap((holder): [string, () => Promise<void>][] => {
        const { expire } = holder;
        if (!expire) return [];
        return [
          [`expire ${holder.section}`, () => this.deps.db.transaction((tx) => expire.call(holder, tx, now))],
        ];
      }),
      ['children', () => erasure.minimiseChildren(now)],
      ['dormant', () => erasure.deleteDormant(now)],
    ];
    const failed: unknown[] = [];
    for (const [name, step] of steps)
      try {
        await step();
      } catch (err) {
        this.deps.log.error({ err, step: name }, 'privacy daily step failed');
        failed.push(err);
      }
    if (failed.length > 0) throw new AggregateError(failed, `${failed.length} privacy daily steps failed`);
  }
}
