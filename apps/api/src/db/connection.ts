import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ThreadedPGlite } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one database type the repos see, whichever driver is underneath. A transaction is one too,
 * so a repo built on a transaction runs the same queries inside it.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback: the queries of one transaction in progress. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, when that is what runs (the job queue uses it; tests dump and copy it). */
  pglite?: ThreadedPGlite;
  /** The server's address, when a PostgreSQL server is what runs (the job queue opens a few connections of its own). */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL server; when absent, PGlite. */
  databaseUrl?: string;
  /** PGlite folder; when absent (tests), PGlite lives in memory. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests copy one seeded template). */
  pgliteDump?: Blob;
  /** Told of every statement the app sends (tests count them, so a page that grows chattier fails). */
  onQuery?: (query: string) => void;
}

/**
 * PostgreSQL settings for the embedded database, passed at start (postgresql.conf in the data
 * folder is left as initdb wrote it). initdb's shared_buffers = 128MB is set aside and zeroed
 * inside PGlite's WASM heap as soon as it starts, so all of it stays resident even though the
 * demo database is about 9 MB and the pages a round of the site touches about 2 MB
 * (`npm run bench:startup` measured 442 MB resident with 128MB, about 300 MB with 16MB, and the
 * same number of blocks read from disk either way). 16MB still holds the whole database, and a
 * block that doesn't fit is read back from the operating system's file cache. wal_buffers
 * follows it (1/32 of it); work_mem, temp_buffers and maintenance_work_mem are only taken when
 * a query needs them and are left at their defaults.
 */
const pgliteSettings = ['-c', 'shared_buffers=16MB'];

/**
 * Write-ahead log kept in the embedded data folder: PostgreSQL's defaults keep up to 1 GB of it
 * after a large write such as a seed of 100,000 products (`max_wal_size`), recycled but never
 * given back. A demo or a small shop needs far less; a checkpoint comes sooner instead.
 */
const walSettings = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

/**
 * How close a misspelt word must be to a word of the titles' dictionary for search to take it for
 * that word (pg_trgm's `<%` operator, which the trigram index serves). The default 0.6 misses
 * `samsng` for Samsung (0.57) and `dayson` for Dyson (0.44); search only corrects words the
 * catalogue lacks.
 */
const searchSettings = ['-c', 'pg_trgm.word_similarity_threshold=0.4'];

const queryLogger = ({ onQuery }: ConnectOptions) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

export async function connect(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: searchSettings.join(' '),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema, logger: queryLogger(options) });
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        // Closing twice (a test that closes the database under a running app) is harmless.
        if (!pool.ended) await pool.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = await ThreadedPGlite.create({
    dataDir: options.pgliteDir,
    dump: await options.pgliteDump?.arrayBuffer(),
    startParams: [...pgliteSettings, ...walSettings, ...searchSettings],
  });
  // The thread's client makes the calls of PGlite's that drizzle's driver makes (query, transaction).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger: queryLogger(options) });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
