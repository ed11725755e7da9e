// The embedded database's own thread: PGlite runs here, so its statements (WebAssembly, and the
// decoding of their rows) no longer take turns with page rendering on the server's thread.
// Started by pglite-client.ts; it imports only npm packages, so Node runs it as it is, from the
// TypeScript source or the build.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the server's thread asks; `tx` names the open transaction a statement belongs to. */
export type ThreadRequest = { id: number; yielding?: boolean; tx?: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'commit' | 'rollback' | 'dump' | 'close' }
  | { op: 'listen' | 'unlisten'; channel: string }
);

export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; fields: Record<string, unknown> } }
  | { notification: { channel: string; payload: string } };

export interface ThreadOptions {
  dataDir?: string;
  /** A data dump to start from, as bytes (tests copy one seeded template). */
  dump?: ArrayBuffer;
  startParams: string[];
}

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const options = workerData as ThreadOptions;
const pglite = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.dump ? new Blob([options.dump]) : undefined,
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...options.startParams],
});

const identity = (value: string) => value;
const listening = new Map<string, () => Promise<void>>();

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const queryOptions: QueryOptions = { rowMode: request.rowMode };
      // The caller's parsers cannot cross threads; all that are used keep the text as it is.
      if (request.rawTypes)
        queryOptions.parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
      return pglite.query(request.sql, request.params, queryOptions);
    }
    case 'exec':
      return pglite.exec(request.sql);
    case 'begin':
      await pglite.exec('begin');
      return null;
    case 'commit':
      await pglite.exec('commit');
      return null;
    case 'rollback':
      await pglite.exec('rollback');
      return null;
    case 'listen':
      if (!listening.has(request.channel))
        listening.set(
          request.channel,
          await pglite.listen(request.channel, (payload) =>
            port?.postMessage({ notification: { channel: request.channel, payload } } satisfies ThreadReply),
          ),
        );
      return null;
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case 'dump': {
      const bytes = await (await pglite.dumpDataDir('none')).arrayBuffer();
      return bytes;
    }
    case 'close':
      await pglite.close();
      return null;
  }
}

/**
 * What crosses back of a failed statement: its message and PostgreSQL's fields (code, constraint,
 * detail...). PGlite also hangs the query's options on the error, and functions cannot cross.
 */
function describeError(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { message: error.message, fields };
}

/**
 * PGlite has one connection, so statements run one at a time. They are taken from the urgent lane
 * before the yielding one (listings, which read many rows), so a page waits for at most the one
 * statement already running; while a transaction is open only its own statements run.
 */
const urgent: ThreadRequest[] = [];
const yielding: ThreadRequest[] = [];
const inTransaction: ThreadRequest[] = [];
let openTransaction: number | undefined;
let running = false;

function next(): ThreadRequest | undefined {
  if (openTransaction !== undefined) return inTransaction.shift();
  return urgent.shift() ?? yielding.shift();
}

function startNext() {
  if (running) return;
  const request = next();
  if (!request) return;
  running = true;
  if (request.op === 'begin') openTransaction = request.id;
  run(request)
    .then(
      (result) => {
        if (request.op === 'begin') return { id: request.id, result: request.id };
        return { id: request.id, result };
      },
      (error: unknown) => {
        // A failed begin leaves no transaction open.
        if (request.op === 'begin') openTransaction = undefined;
        return { id: request.id, error: describeError(error) };
      },
    )
    .then((reply: ThreadReply) => {
      if (request.op === 'commit' || request.op === 'rollback') openTransaction = undefined;
      running = false;
      const transfer = request.op === 'dump' && 'result' in reply ? [reply.result as ArrayBuffer] : [];
      port?.postMessage(reply, transfer);
      // Messages that came in while the statement ran are queued first (they wait in the event
      // loop's poll phase, before setImmediate's turn), so an urgent one is not passed over.
      setImmediate(startNext);
    });
}

port.on('message', (request: ThreadRequest) => {
  // A statement of a transaction that has ended would wait for ever: it is refused instead.
  if (request.tx !== undefined && request.tx !== openTransaction) {
    port.postMessage({
      id: request.id,
      error: { message: 'the transaction has ended', fields: {} },
    } satisfies ThreadReply);
    return;
  }
  if (request.tx !== undefined) inTransaction.push(request);
  else (request.yielding ? yielding : urgent).push(request);
  // Picked after every message already here is queued, so the lanes can choose between them.
  setImmediate(startNext);
});
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
