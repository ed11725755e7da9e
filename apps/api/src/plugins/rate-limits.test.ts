import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let lastIp = 0;
/** Each test its own client address, so that the per-address limits of one do not count in another. */
const freshIp = () => `203.0.113.${++lastIp}`;

const post = (url: string, payload: object, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

const quota = (response: Awaited<ReturnType<typeof post>>) => ({
  limit: response.headers['ratelimit-limit'],
  remaining: response.headers['ratelimit-remaining'],
  policy: response.headers['ratelimit-policy'],
});

describe('RateLimit headers', () => {
  it('count down the sign-in attempts left to an account, then answer 429 with Retry-After and none left', async () => {
    const ip = freshIp();
    const attempt = () => post('/auth', { phoneOrEmail: '994500000003', password: 'wrong' }, ip);
    // Of the two limits (100 an address, 10 an account, each per 15 minutes) the account's is the tighter.
    for (let left = 9; left >= 0; left--) {
      const response = await attempt();
      expect(response.statusCode).toBe(401);
      expect(quota(response)).toEqual({ limit: '10', remaining: String(left), policy: '10;w=900' });
      const reset = Number(response.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(890);
      expect(reset).toBeLessThanOrEqual(900);
    }

    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many requests, please try again a little later');
    expect(quota(blocked)).toEqual({ limit: '10', remaining: '0', policy: '10;w=900' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(blocked.headers['ratelimit-reset']).toBe(String(retryAfter));
  });

  it("after a successful sign-in the account's count is forgotten: the headers tell the address's", async () => {
    const ip = freshIp();
    const wrong = await post('/auth', { phoneOrEmail: '994500000002', password: 'wrong' }, ip);
    expect(quota(wrong)).toEqual({ limit: '10', remaining: '9', policy: '10;w=900' });

    const right = await post('/auth', { phoneOrEmail: '994500000002', password: 'demo1234' }, ip);
    expect(right.statusCode).toBe(200);
    expect(quota(right)).toEqual({ limit: '100', remaining: '98', policy: '100;w=900' });
  });

  it('tell the tightest limit of a call: a reset code may be asked once a minute per phone', async () => {
    const ip = freshIp();
    const ask = () => post('/auth/forgotPassword', { phone: '994500000004' }, ip);
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(quota(first)).toEqual({ limit: '1', remaining: '0', policy: '1;w=60' });

    const again = await ask();
    expect(again.statusCode).toBe(429);
    expect(quota(again)).toEqual({ limit: '1', remaining: '0', policy: '1;w=60' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.headers['ratelimit-reset']).toBe(again.headers['retry-after']);
  });

  it('are not sent by a call that has no limit', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/Product/GetList' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('ratelimit'))).toEqual([]);
  });
});
