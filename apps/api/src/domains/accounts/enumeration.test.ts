import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../db/seed/seed-demo';
import { createTestApp, registerAccount, type TestContext } from '../../test/test-app';

/** Whether an account exists must not show in what sign-in, registration and reset answer, nor how fast. */
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

/**
 * Neither side is systematically quicker by much. The bound leaves room for a busy machine (other
 * test files run alongside) yet fails when one side skips the other's work.
 */
function expectAsFast(times: { known: number[]; unknown: number[] }) {
  expect(median(times.unknown)).toBeGreaterThan(median(times.known) * 0.5);
  expect(median(times.known)).toBeGreaterThan(median(times.unknown) * 0.5);
}

describe('sign-in tells no one which accounts exist', () => {
  it('answers a wrong password and an unknown account alike, and as slowly', async () => {
    const known = await signIn(buyer?.email ?? '', 'wrong-password');
    const unknown = await signIn('nobody-at-all@example.az', 'wrong-password');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    // Alternating, so a busy moment of the machine falls on both sides alike.
    const times = { known: [] as number[], unknown: [] as number[] };
    // Eight wrong passwords each for two accounts: under the per-account limit of ten.
    for (let round = 0; round < 16; round++) {
      for (const side of ['known', 'unknown'] as const) {
        const started = performance.now();
        await signIn(
          side === 'known' ? `99450000000${round % 2 === 0 ? '3' : '1'}` : `99459999${1000 + round}`,
          'x-wrong',
        );
        times[side].push(performance.now() - started);
      }
    }
    // Both verify an argon2 hash.
    expectAsFast(times);
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

const post = (url: string, payload: object, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });

/** Phones of accounts made for the test, their registration codes a few minutes old. */
async function registeredPhones(prefix: string, count: number): Promise<string[]> {
  const phones: string[] = [];
  for (let n = 0; n < count; n++) {
    const phone = `${prefix}${String(n).padStart(12 - prefix.length, '0')}`;
    const password = 'Şəki-yay-2026';
    const account = await registerAccount(
      ctx.app,
      {
        accountType: 4,
        firstName: 'Aysel',
        lastName: 'Kərimova',
        phone,
        email: `aysel.${phone}@example.az`,
        password,
        confirmPassword: password,
        acceptTerms: true,
      },
      { ip: `10.31.${prefix.length}.${n + 1}` },
    );
    expect(account.statusCode).toBe(201);
    phones.push(phone);
  }
  await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '5 minutes'`);
  return phones;
}

async function textsTo(phone: string): Promise<string[]> {
  const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
  return (outbox.json() as { items: { text: string }[] }).items.map((item) => item.text);
}

describe('registration and password reset tell no one which phones have accounts', () => {
  it('answers a password reset for a known and an unknown phone alike, and as fast', async () => {
    const known = await registeredPhones('99452100', 12);
    const answers = { known: [] as string[], unknown: [] as string[] };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < known.length; round++) {
      for (const side of ['known', 'unknown'] as const) {
        const phone = side === 'known' ? (known[round] ?? '') : `9945220${String(round).padStart(5, '0')}`;
        const started = performance.now();
        const answer = await post('/auth/forgotPassword', { phone }, `10.32.${round}.${side.length}`);
        times[side].push(performance.now() - started);
        answers[side].push(`${answer.statusCode} ${answer.body}`);
      }
    }
    expect(new Set([...answers.known, ...answers.unknown]).size).toBe(1);
    expectAsFast(times);
    // Each phone is texted once: a code to the account, a plain notice to the unknown number.
    const [toKnown] = await textsTo(known[0] ?? '');
    const toUnknown = await textsTo('994522000000');
    expect(toKnown).toMatch(/\b\d{6}\b/);
    expect(toUnknown).toHaveLength(1);
    expect(toUnknown[0]).not.toMatch(/\d{6}/);
  });

  it('[SEC-35.16] answers registration step one for a registered and a new phone alike, and as fast; the registered phone is texted a notice, not a code', async () => {
    const person = (phone: string, email: string) => ({
      accountType: 4,
      firstName: 'Elçin',
      lastName: 'Məmmədov',
      phone,
      email,
    });
    const known = await registeredPhones('9945240', 12);
    const answers = new Set<string>();
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < known.length; round++) {
      for (const side of ['known', 'unknown'] as const) {
        const phone = side === 'known' ? (known[round] ?? '') : `9945230${String(round).padStart(5, '0')}`;
        const started = performance.now();
        const answer = await post(
          '/user/CheckUser',
          person(phone, `elcin.${phone}@example.az`),
          `10.33.${round}.${side.length}`,
        );
        times[side].push(performance.now() - started);
        answers.add(`${answer.statusCode} ${answer.body}`);
      }
    }
    expect([...answers]).toEqual(['200 {"available":true,"resendAfterSeconds":60,"expiresInSeconds":600}']);
    expectAsFast(times);
    // Only what the phone reads differs: the registered one learns it has an account (no code that
    // could register it twice), the new one gets its code.
    const [toKnown] = await textsTo(known[0] ?? '');
    const [toNew] = await textsTo('994523000000');
    expect(toKnown).toBe(
      'Bazar: bu nömrə ilə artıq hesab var. Daxil olun və ya şifrəni bərpa edin. Bu siz deyilsinizsə, bu mesajı nəzərə almayın.',
    );
    expect(toNew).toMatch(/\b\d{6}\b/);
  });
});
