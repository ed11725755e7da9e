import type { ClientErrorPage } from '@bazar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { testAppForFile } from '../../test/test-app';

const ctx = testAppForFile();
let tokens: DemoTokens;

let ipCounter = 0;
/** Each report from an address of its own unless said, so the per-address limit stays out of the way. */
const report = (
  payload: unknown,
  options: { token?: string; lang?: string; ip?: string; contentType?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/ClientError',
    remoteAddress: options.ip ?? `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(typeof payload === 'string'
      ? { body: payload }
      : payload === undefined
        ? {}
        : { payload: payload as object }),
  });

const list = (query: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/Admin/ClientErrors?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function page(query = 'pageSize=100', token = tokens.staff): Promise<ClientErrorPage> {
  const response = await list(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClientErrorPage;
}

beforeAll(async () => {
  tokens = await signInDemoPeople(ctx);
}, 120_000);

describe('POST ClientError [ERR-02]', () => {
  it('[ERR-02] records a failed page: its path without the query, why, the status and the language', async () => {
    const sent = await report(
      { path: '/en/payment/result/12?key=secret-key#top', reason: 'server', status: 503 },
      { lang: 'en' },
    );
    expect(sent.statusCode, sent.body).toBe(204);
    const [newest] = (await page()).items;
    expect(newest).toMatchObject({
      path: '/en/payment/result/12',
      reason: 'server',
      status: 503,
      lang: 'en',
      userId: null,
    });
    expect(Date.now() - Date.parse(newest?.at ?? '')).toBeLessThan(60_000);
    expect(JSON.stringify(await page())).not.toContain('secret-key');
  });

  it('[ERR-02] keeps who met it when a member is signed in; no status when no answer came', async () => {
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phoneOrEmail: '994500000003', password: 'demo1234' },
    });
    const buyer = session.json() as { id: number; token: string };
    const sent = await report(
      { path: '/ru/wishlist', reason: 'unreachable' },
      { token: buyer.token, lang: 'ru' },
    );
    expect(sent.statusCode, sent.body).toBe(204);
    const [newest] = (await page()).items;
    expect(newest).toMatchObject({ path: '/ru/wishlist', reason: 'unreachable', status: null, lang: 'ru' });
    expect(newest?.userId).toBe(buyer.id);
  });

  it('[ERR-02] refuses what is no path of this site or no reason, in the caller’s language, never with a 500', async () => {
    const bad: unknown[] = [
      { path: 'https://evil.example/x', reason: 'server' },
      { path: '//evil.example/x', reason: 'server' },
      { path: '/\\evil.example', reason: 'server' },
      { path: `/${'a'.repeat(600)}`, reason: 'server' },
      { path: '/cart', reason: 'nonsense' },
      { path: '/cart', reason: 'server', status: 200 },
      { path: '/cart', reason: 'server', status: 'many' },
      { path: 42, reason: 'server' },
      { reason: 'server' },
      {},
      [],
      '{"path": "/cart", ',
      'not json at all',
    ];
    const before = (await page()).total;
    for (const body of bad) {
      const response = await report(body, {
        lang: 'en',
        contentType: typeof body === 'string' ? 'application/json' : undefined,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const refused = await report({ path: '/cart', reason: 'nonsense' }, { lang: 'en' });
    expect(refused.json().detail).toMatch(/[A-Za-z]/);
    const inAz = await report({ path: '/cart', reason: 'nonsense' });
    expect(inAz.json().detail).not.toBe(refused.json().detail);
    expect((await page()).total).toBe(before);
  });

  it('[ERR-02] lets one address report only a few pages in ten minutes', async () => {
    const ip = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await report({ path: `/flood/${i}`, reason: 'page' }, { ip })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another address still reports.
    expect((await report({ path: '/cart', reason: 'page' }, { ip: '10.250.0.2' })).statusCode).toBe(204);
  });

  it('[ERR-02] a session the API no longer knows is told so (401), not recorded under nobody', async () => {
    const response = await report(
      { path: '/cart', reason: 'server', status: 500 },
      { token: 'not-a-session' },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('GET Admin/ClientErrors [ERR-02]', () => {
  it('[ERR-02] is for Staff and Admin only: 401 for a guest, 403 for a buyer and a seller', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', tokens.buyer)).statusCode).toBe(403);
    expect((await list('', tokens.seller)).statusCode).toBe(403);
    expect((await list('', tokens.staff)).statusCode).toBe(200);
    expect((await list('', tokens.admin)).statusCode).toBe(200);
  });

  it('[ERR-02] pages newest first', async () => {
    for (const n of [1, 2, 3]) await report({ path: `/paged/${n}`, reason: 'server', status: 500 });
    const first = await page('page=1&pageSize=2');
    expect(first.items.map((item) => item.path)).toEqual(['/paged/3', '/paged/2']);
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    const second = await page('page=2&pageSize=2', tokens.admin);
    expect(second.items[0]?.path).toBe('/paged/1');
    expect(second.total).toBe(first.total);
    const ids = (await page()).items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('[ERR-02] refuses a page out of range with a 400', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=1000'])
      expect((await list(query, tokens.staff)).statusCode, query).toBe(400);
  });
});
