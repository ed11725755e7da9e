import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedStatements, ThreadedPGlite } from './pglite-client';
import { yieldingToOthers } from './query-lanes';

describe('the embedded database in its own thread', () => {
  let client: ThreadedPGlite;
  beforeAll(async () => {
    client = await ThreadedPGlite.create({ startParams: [] });
  });
  afterAll(() => client.close());

  it('runs a page’s statement before the listings’ statements that were waiting', async () => {
    const finished: string[] = [];
    const run = (label: string, statement: string) =>
      client.query(statement).then(() => {
        finished.push(label);
      });
    // The first listing statement may start before the page's comes in; it runs long enough (0.5 s)
    // that the page's and the other listings' have surely come in by its end, even on a busy machine
    // (a garbage collection or a descheduled thread once took over 50 ms here).
    const listings = yieldingToOthers(() =>
      Promise.all(
        [0.5, 0.05, 0.05].map((seconds, index) => run(`listing ${index + 1}`, `select pg_sleep(${seconds})`)),
      ),
    );
    const page = run('page', 'select 1');
    await Promise.all([listings, page]);
    // The page's went next.
    expect(finished.slice(0, 2)).toContain('page');
    expect(finished.filter((label) => label !== 'page')).toEqual(['listing 1', 'listing 2', 'listing 3']);
  });

  it('keeps a transaction whole: other statements wait for its end, and a failure rolls it back', async () => {
    await client.exec('create table lane_log (n int primary key)');
    const committed = client.transaction(async (tx) => {
      await tx.query('insert into lane_log values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into lane_log values (2)');
    });
    // Sent while the transaction is open: it must see both rows or none, never one.
    const seen = client.query<{ count: number }>('select count(*)::int as count from lane_log');
    await committed;
    expect((await seen).rows).toEqual([{ count: 2 }]);

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into lane_log values (3)');
        await tx.query('insert into lane_log values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'lane_log_pkey' });
    const { rows } = await client.query<{ n: number }>('select n from lane_log order by n');
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('refuses a statement sent on a transaction that has ended, rather than keep it waiting', async () => {
    let ended: EmbeddedStatements | undefined;
    await client.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended?.query('select 1')).rejects.toThrow('the transaction has ended');
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('hands notifications to listeners, and answers a failed statement with PostgreSQL’s error', async () => {
    const payloads: string[] = [];
    const stop = await client.listen('lane_news', (payload) => payloads.push(payload));
    await client.query("select pg_notify('lane_news', 'hello')");
    await expect.poll(() => payloads).toEqual(['hello']);
    await stop();
    await expect(client.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
      message: expect.stringMatching(/no_such_table/),
    });
  });

  it('dumps its data, and a new thread starts from the dump', async () => {
    const dump = await client.dumpDataDir();
    const copy = await ThreadedPGlite.create({ startParams: [], dump: await dump.arrayBuffer() });
    try {
      const { rows } = await copy.query<{ n: number }>('select n from lane_log order by n');
      expect(rows.map((row) => row.n)).toEqual([1, 2]);
    } finally {
      await copy.close();
    }
    expect(copy.closed).toBe(true);
    await expect(copy.query('select 1')).rejects.toThrow('database closed');
  });
});
