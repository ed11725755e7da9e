import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../db/seed/seed-demo';
import { createTestApp, type TestContext } from '../../test/test-app';

/** Whether an account exists must not show in what sign-in answers, nor how fast. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let ipSerial = 0;
const signIn = (phoneOrEmail: string, password: string, ip = `10.30.${++ipSerial >> 8}.${ipSerial & 255}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phoneOrEmail, password },
    remoteAddress: ip,
  });

const buyer = demoAccounts.find((account) => account.email.startsWith('buyer'));
const seller = demoAccounts.find((account) => account.email.startsWith('seller'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('sign-in tells no one which accounts exist', () => {
  it('answers a wrong password and an unknown account alike, and as slowly', async () => {
    const known = await signIn(buyer?.email ?? '', 'wrong-password');
    const unknown = await signIn('nobody-at-all@example.az', 'wrong-password');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    // Alternating, so a busy moment of the machine falls on both sides alike.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 8; round++) {
      for (const side of ['known', 'unknown'] as const) {
        const started = performance.now();
        await signIn(
          side === 'known' ? `99450000000${round % 2 === 0 ? '3' : '1'}` : `99459999${1000 + round}`,
          'x-wrong',
        );
        times[side].push(performance.now() - started);
      }
    }
    // Both verify an argon2 hash: neither side is systematically quicker by much.
    expect(median(times.unknown)).toBeGreaterThan(median(times.known) * 0.6);
    expect(median(times.known)).toBeGreaterThan(median(times.unknown) * 0.6);
  });

  it('counts failed sign-ins per account, whether its phone or its email is typed', async () => {
    const statuses: number[] = [];
    // Ten failures spread over the seller's phone and e-mail, from ten different addresses.
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push(
        (await signIn(attempt % 2 ? (seller?.phone ?? '') : (seller?.email ?? ''), 'wrong')).statusCode,
      );
    expect(statuses.every((status) => status === 401)).toBe(true);
    const locked = await signIn(seller?.phone ?? '', 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const byEmail = await signIn(seller?.email ?? '', 'demo1234');
    expect(byEmail.statusCode).toBe(429);
  });
});
