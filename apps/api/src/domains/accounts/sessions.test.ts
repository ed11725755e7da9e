import { Role } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAccount, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

let serial = 0;
async function registeredWithTwoDevices() {
  serial += 1;
  const phone =
    `99451${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 10) + String(serial).padStart(2, '0');
  const password = 'Lənkəran-77';
  const registered = await registerAccount(
    ctx.app,
    {
      accountType: Role.Customer,
      firstName: 'Nigar',
      lastName: 'Əliyeva',
      phone,
      email: `nigar.${phone}@example.az`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
    { ip: `10.40.0.${serial}`, userAgent: android },
  );
  expect(registered.statusCode).toBe(201);
  const laptop = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    remoteAddress: `10.40.1.${serial}`,
    headers: { 'user-agent': mac },
    payload: { phoneOrEmail: phone, password },
  });
  expect(laptop.statusCode).toBe(200);
  return { phone: registered.json().token as string, laptop: laptop.json().token as string };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });

describe('sessions in the profile', () => {
  it('lists where the account is signed in, this device marked, and signs one device out', async () => {
    const tokens = await registeredWithTwoDevices();
    const listed = await call('GET', 'user/Sessions', tokens.laptop);
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json();
    expect(items).toHaveLength(2);
    // This device first, whichever was used last.
    expect(items).toEqual([
      expect.objectContaining({
        current: true,
        browser: 'Safari 18',
        os: 'macOS',
        ip: expect.stringMatching(/^10\.40\.1\./),
      }),
      expect.objectContaining({
        current: false,
        browser: 'Chrome 131',
        os: 'Android',
        ip: expect.stringMatching(/^10\.40\.0\./),
      }),
    ]);
    const fromPhone = (await call('GET', 'user/Sessions', tokens.phone)).json().items;
    expect(fromPhone.map((item: { current: boolean; os: string }) => [item.current, item.os])).toEqual([
      [true, 'Android'],
      [false, 'macOS'],
    ]);
    const phone = items.find((item: { current: boolean }) => !item.current);
    expect(phone.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Date(phone.lastSeenAt).getTime()).toBeGreaterThanOrEqual(new Date(phone.createdAt).getTime());

    expect((await call('DELETE', `user/Sessions/${phone.id}`, tokens.laptop)).json()).toEqual({ ok: true });
    expect((await call('GET', 'user/profile', tokens.phone)).statusCode).toBe(401);
    expect((await call('GET', 'user/profile', tokens.laptop)).statusCode).toBe(200);
    expect((await call('GET', 'user/Sessions', tokens.laptop)).json().items).toHaveLength(1);
  });

  it("cannot end another person's session, nor name one that does not exist", async () => {
    const mine = await registeredWithTwoDevices();
    const theirs = await registeredWithTwoDevices();
    const theirSession = (await call('GET', 'user/Sessions', theirs.laptop)).json().items[0].id;
    expect((await call('DELETE', `user/Sessions/${theirSession}`, mine.laptop)).statusCode).toBe(404);
    expect((await call('GET', 'user/profile', theirs.laptop)).statusCode).toBe(200);
    expect((await call('DELETE', 'user/Sessions/not-a-session', mine.laptop)).statusCode).toBe(400);
    expect((await call('GET', 'user/Sessions', 'forged')).statusCode).toBe(401);
  });

  it('signs out everywhere: every session ends, this one too', async () => {
    const tokens = await registeredWithTwoDevices();
    expect((await call('POST', 'user/Sessions/SignOutEverywhere', tokens.phone)).json()).toEqual({
      ok: true,
    });
    expect((await call('GET', 'user/profile', tokens.phone)).statusCode).toBe(401);
    expect((await call('GET', 'user/profile', tokens.laptop)).statusCode).toBe(401);
  });

  it('keeps the last use to within a few minutes, without a write on every call', async () => {
    const tokens = await registeredWithTwoDevices();
    const lastUsed = async () =>
      (await call('GET', 'user/Sessions', tokens.laptop))
        .json()
        .items.find((item: { current: boolean }) => item.current).lastSeenAt as string;
    await ctx.db.execute(sql`update sessions set last_seen_at = now() - interval '10 minutes'`);
    const refreshed = new Date(await lastUsed()).getTime();
    expect(Date.now() - refreshed).toBeLessThan(60_000);
    await ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where last_seen_at > now() - interval '1 minute'`,
    );
    const kept = new Date(await lastUsed()).getTime();
    expect(Date.now() - kept).toBeGreaterThanOrEqual(110_000);
  });

  it('signs out of the other devices, keeping this one', async () => {
    const tokens = await registeredWithTwoDevices();
    expect((await call('POST', 'user/Sessions/SignOutOthers', tokens.laptop)).json()).toEqual({ ok: true });
    expect((await call('GET', 'user/profile', tokens.phone)).statusCode).toBe(401);
    expect((await call('GET', 'user/profile', tokens.laptop)).statusCode).toBe(200);
    const { items } = (await call('GET', 'user/Sessions', tokens.laptop)).json();
    expect(items).toEqual([expect.objectContaining({ current: true, browser: 'Safari 18' })]);
  });
});
