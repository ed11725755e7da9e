import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** A phone nobody has registered yet, under a prefix of the spec's own. */
export const freshPhone = (prefix = '99477') =>
  `${prefix}${String(randomInt(0, 10 ** (12 - prefix.length))).padStart(12 - prefix.length, '0')}`;

/** The code texted to a phone (the dev SMS outbox; the text goes out through a job, so wait for it). */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
      const { items } = (await outbox.json()) as { items: { text: string }[] };
      code = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export interface Account {
  phone: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * An account registered through the API as a person registers (step one texts a code, step two
 * sends it), for journeys that start with one. Its sign-up comes from an address of its own: the
 * journeys together sign up more people than one address may.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  options: { seller?: boolean; phonePrefix?: string; firstName?: string; lastName?: string } = {},
): Promise<Account> {
  const phone = freshPhone(options.phonePrefix);
  const person = {
    accountType: options.seller ? 1 : 4,
    firstName: options.firstName ?? 'Leyla',
    lastName: options.lastName ?? 'Hüseynova',
    phone,
    email: `e2e-${phone}@example.az`,
  };
  const password = 'Şəki-halva-9';
  const headers = { 'x-forwarded-for': `10.9.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  expect((await request.post('/api/v1/user/CheckUser', { headers, data: person })).status()).toBe(200);
  const response = await request.post('/api/v1/user', {
    headers,
    data: {
      ...person,
      code: await textedCode(request, phone),
      password,
      confirmPassword: password,
      acceptTerms: true,
      ...(options.seller ? { shopName: `${person.firstName} Butik ${phone}` } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { ...person, password };
}
