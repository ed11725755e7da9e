import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { ThreadOptions, ThreadReply, ThreadRequest } from './pglite-thread';
import { isYielding } from './query-lanes';

/** The statements of the database or of one open transaction. */
export interface EmbeddedStatements {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
}

type Ask = ThreadRequest extends infer Each ? (Each extends ThreadRequest ? Omit<Each, 'id'> : never) : never;

/** The thread's script: beside this module from source, or beside the bundled server. */
function threadScript(): URL {
  const source = new URL('./pglite-thread.ts', import.meta.url);
  return existsSync(fileURLToPath(source)) ? source : new URL('./pglite-thread.mjs', import.meta.url);
}

/**
 * PGlite in a thread of its own (pglite-thread.ts), with the calls of PGlite that drizzle and
 * pg-boss make. The server's thread only renders pages and answers calls; a listing's statements
 * no longer hold it. Parsers cannot cross threads: those drizzle passes keep a type's text as it
 * is, and that is what the thread does for the types they name.
 */
export class ThreadedPGlite implements EmbeddedStatements {
  closed = false;
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  static async create(options: ThreadOptions): Promise<ThreadedPGlite> {
    const client = new ThreadedPGlite(options);
    await new Promise((resolve, reject) => client.waiting.set(0, { resolve, reject }));
    return client;
  }

  private constructor(options: ThreadOptions) {
    this.worker = new Worker(threadScript(), {
      workerData: options,
      transferList: options.dump ? [options.dump] : [],
    });
    this.worker.on('message', (reply: ThreadReply) => {
      if ('notification' in reply) {
        for (const listener of this.listeners.get(reply.notification.channel) ?? [])
          listener(reply.notification.payload);
        return;
      }
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('error' in reply)
        waiting?.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
      else waiting?.resolve(reply.result);
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', () => this.end(new Error('database closed')));
  }

  /** The thread stopped: nothing more is answered, so every call still waiting fails. */
  private end(error: Error) {
    this.closed = true;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }

  private ask(request: Ask): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('database closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id, yielding: isYielding() } as ThreadRequest);
    });
  }

  private statements(tx?: number): EmbeddedStatements {
    return {
      query: (sql, params, options) =>
        this.ask({
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode,
          rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
          tx,
        }) as Promise<Results<never>>,
      exec: (sql) => this.ask({ op: 'exec', sql, tx }) as Promise<Results[]>,
    };
  }

  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.statements().query<Row>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.statements().exec(sql);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: EmbeddedStatements) => Promise<T>): Promise<T> {
    const tx = (await this.ask({ op: 'begin' })) as number;
    try {
      const result = await work(this.statements(tx));
      await this.ask({ op: 'commit', tx });
      return result;
    } catch (error) {
      await this.ask({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
  }

  /** LISTEN on a channel (pg-boss wakes its workers by NOTIFY); answers the way to stop. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.ask({ op: 'listen', channel });
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      if (!this.closed) await this.ask({ op: 'unlisten', channel });
    };
  }

  /** The whole database as a dump that `ThreadOptions.dump` starts from (tests copy a template). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.ask({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask({ op: 'close' });
    await this.worker.terminate();
  }
}
