import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
  type Queue,
} from 'pg-boss';
import type { Database, DatabaseConnection } from '../db/connection';

/** A kind of background work: its queue's retry rules and what one job does. */
export interface JobDefinition<Data extends object> {
  name: string;
  /** Retries, backoff, expiry, heartbeat and dead letter queue of every job of this kind. */
  queue?: Omit<Queue, 'name' | 'notify'>;
  /**
   * Runs the job on a cron schedule in a time zone (`30 3 * * *`, `Asia/Baku`): pg-boss keeps the
   * schedule in the database and sends one job per occurrence, whichever node's clock sees it first.
   */
  schedule?: { cron: string; tz: string };
  /**
   * Does one job; throwing fails the attempt, which the queue retries by the queue's rules. `signal`
   * aborts when the app stops or the job's claim is lost: stop at the next safe point.
   */
  work(job: JobWithMetadata<Data>, signal: AbortSignal): Promise<void>;
}

/** pg-boss's tables live in their own schema, apart from the app's. */
const schema = 'pgboss';
/**
 * Seconds between two looks at a queue when no notification woke its worker: how late a retry or
 * a job held back may start after it comes due. A new job wakes its worker at once (LISTEN/NOTIFY),
 * and so does `runNow`, so an idle server asks the database once per queue in this time, not every second.
 */
const pollingIntervalSeconds = 5;
/** How long a stop waits for jobs under way (an SMS gateway answers within 10 s). */
const stopTimeoutMs = 15_000;

/**
 * pg-boss over the app's database: PGlite through its adapter (one connection, in this process),
 * or a few connections of its own to the PostgreSQL server.
 */
function databaseOptions(connection: DatabaseConnection): ConstructorOptions {
  if (connection.pglite) return { backend: 'pglite', db: fromPglite(connection.pglite), schema };
  if (!connection.url) throw new Error('the job queue needs the PostgreSQL server address');
  return { connectionString: connection.url, max: 4, schema, application_name: 'bazar-jobs' };
}

/** The app's transaction as pg-boss's Drizzle adapter takes it: both drivers answer `{ rows }`. */
function transactionOf(tx: Database): DrizzleTransactionLike {
  return { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } };
}

/** Creates or upgrades pg-boss's tables, beside the app's migrations. */
export async function migrateJobQueue(connection: DatabaseConnection): Promise<void> {
  const boss = new PgBoss({
    ...databaseOptions(connection),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/**
 * The one queue of background work (SMS, imports, ...), on the app's PostgreSQL. Domains define
 * their kinds of jobs when the app is built; `start` creates their queues and workers, `stop`
 * lets the jobs under way finish or reach a safe point, so the database can be closed after it.
 * A job is sent in the transaction of the change that causes it, so it exists exactly when that
 * change does; LISTEN/NOTIFY wakes a worker on commit, polling catches retries that come due.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();
  /** Each queue's worker in this process, to wake when a job of it is made due. */
  private readonly workers = new Map<string, string>();
  private started = false;

  constructor(
    connection: DatabaseConnection,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      ...databaseOptions(connection),
      useListenNotify: true,
      // How soon a job whose worker died (its heartbeat lapsed) goes back to the queue.
      superviseIntervalSeconds: 10,
    });
    this.boss.on('error', (err) => log.error({ err }, 'job queue error'));
    this.boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  }

  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    this.definitions.set(definition.name, definition);
  }

  async start(): Promise<void> {
    this.started = true;
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const options = { ...definition.queue, notify: true };
      await this.boss.createQueue(definition.name, options);
      // A queue made by an older version of the code takes the rules written here now.
      await this.boss.updateQueue(definition.name, options);
      if (definition.schedule)
        await this.boss.schedule(definition.name, definition.schedule.cron, null, {
          tz: definition.schedule.tz,
          // A run missed while every node was down still happens once when one comes back.
          missed: 'once',
        });
    }
    for (const definition of this.definitions.values()) {
      let worker = '';
      worker = await this.boss.work(
        definition.name,
        {
          includeMetadata: true,
          // One job of a kind at a time in a process; more processes work on more at once.
          localConcurrency: 1,
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
        },
        async ([job]: JobWithMetadata<object>[]) => {
          if (!job) return;
          try {
            await this.run(definition, job);
          } finally {
            // Straight on to the next job waiting: a worker of one job at a time otherwise looks
            // again only after its polling interval.
            this.boss.notifyWorker(worker);
          }
        },
      );
      this.workers.set(definition.name, worker);
    }
  }

  /**
   * Queues a job. With `tx` it is written in that transaction: it runs only if the transaction
   * commits. `startAfterSeconds` holds it back (an unpaid order's expiry, a bank asked later).
   */
  async send<Data extends object>(
    name: string,
    data: Data,
    tx?: Database,
    options: { startAfterSeconds?: number } = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      ...(tx ? { db: fromDrizzle(transactionOf(tx), sql) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /** The jobs of a kind whose data contains `data`, oldest first (their state, retries and next try). */
  find<Data extends object>(name: string, data: Partial<Data>): Promise<JobWithMetadata<Data>[]> {
    return this.boss.findJobs<Data>(name, { data });
  }

  /** Makes a job waiting for its next try due now. */
  async runNow(name: string, id: string): Promise<void> {
    await this.boss.update(name, undefined, { id, startAfter: new Date() });
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Gives a job that failed its last try (its retries ran out) one more try, now. */
  async retryFailed(name: string, id: string): Promise<void> {
    // pg-boss keeps the start time of the last backoff, which may still be ahead.
    await this.boss.retry(name, id);
    await this.runNow(name, id);
  }

  /** Stops taking jobs, asks the ones under way to stop at a safe point and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.started) await this.boss.stop({ graceful: true, timeout: stopTimeoutMs });
    await Promise.allSettled([...this.running]);
  }

  private run(definition: JobDefinition<object>, job: JobWithMetadata<object>): Promise<void> {
    const signal = AbortSignal.any([job.signal, this.stopping.signal]);
    const work = definition.work(job, signal).catch((err: unknown) => {
      if (!signal.aborted)
        this.log.warn(
          { err, job: job.id, queue: definition.name, attempt: job.retryCount + 1 },
          'job failed',
        );
      throw err;
    });
    const tracked = work.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
    return work;
  }
}
