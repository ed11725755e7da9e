import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyNowOrder, checkout, productInStock } from './payments-support';
import { callApi, createTestApp, signIn, type TestContext } from './test-app';

/**
 * How many SQL statements the busiest calls send (BEGIN and COMMIT aside). A page that grows
 * chattier (a query per card, a count thrown away) costs every visitor round trips, and this fails
 * before they notice. Only the call's own statements count: the job workers beside it run outside
 * its async context.
 */
const ofCall = new AsyncLocalStorage<string[]>();
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      // The driver for PostgreSQL logs its transaction's BEGIN and COMMIT, PGlite's does not.
      onQuery: (query) => {
        if (!transactionControl.test(query)) ofCall.getStore()?.push(query);
      },
    },
  );
});
afterAll(() => ctx.close());

async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  const statements: string[] = [];
  // Awaited inside: `inject` answers a thenable that sends the request only once awaited.
  const answer = await ofCall.run(statements, async () => await call());
  return { answer, statements };
}

describe('statements per call', () => {
  it('[CAT-01] the home page: its shelves, feed and counts in at most 11 statements once the counts are cached, 19 before', async () => {
    // The catalogue's version is read once per burst of parallel reads; how many bursts a page
    // makes depends on timing, so those reads are bounded apart.
    const isVersion = (query: string) => query.includes('catalog_version');
    const cold = await counted(() => callApi(ctx, 'GET', 'Home'));
    expect(cold.answer.statusCode).toBe(200);
    expect(cold.statements.filter((query) => !isVersion(query)).length).toBeLessThanOrEqual(19);
    const warm = await counted(() => callApi(ctx, 'GET', 'Home'));
    expect(warm.answer.json()).toEqual(cold.answer.json());
    expect(warm.statements.filter((query) => !isVersion(query)).length).toBeLessThanOrEqual(11);
    expect(warm.statements.filter(isVersion).length).toBeLessThanOrEqual(4);
    // Every card comes with its page, never a query per card.
    expect(warm.statements.filter((query) => query.includes('from "products"')).length).toBeLessThanOrEqual(
      4,
    );
  });

  it('[CHK-01] placing an order by cash sends at most 15 statements', async () => {
    const token = await signIn(ctx, '994500000003');
    const body = await buyNowOrder(ctx, token, 'cash', (await productInStock(ctx)).id);
    const placed = await counted(() => checkout(ctx, token, body));
    expect(placed.answer.statusCode, placed.answer.body).toBe(200);
    expect(placed.statements.length).toBeLessThanOrEqual(15);
    // The product is read once to check the line and priced from that read, not again; the answer
    // is the order as written, not read back.
    expect(placed.statements.filter((query) => query.includes('from "products"'))).toHaveLength(1);
    expect(placed.statements.filter((query) => query.includes('from "orders"'))).toHaveLength(0);
    expect(placed.answer.json()).toMatchObject({ status: 'placed', paymentStatus: 'cash', paymentUrl: null });
  });
});
