import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { tokenOf } from './sign-in';

export const demoAdmin = '994500000001';
export const demoStaff = '994500000004';
export const demoOperatorPassword = 'demo1234';

/** The demo operators' second-factor secret, as the README gives it. */
const demoTotp = new TOTP({
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  secret: Secret.fromBase32('BAZARDEMOBAZARDEMOBAZARDEMOBAZAR'),
});

/**
 * A demo operator's session: the password, then the code their authenticator shows (the API's two
 * steps; a code works once, so a code another journey just used waits for the next one), kept in
 * the browser's session cookie as the sign-in page keeps it. Answers the session's token.
 */
export async function operatorSession(page: Page, phone: string): Promise<string> {
  const token = await tokenOf(page.request, phone, demoOperatorPassword);
  const verify = () =>
    page.request.post('/api/v1/Account/SecondFactor', {
      headers: { authorization: `Bearer ${token}` },
      data: { code: demoTotp.generate() },
    });
  let verified = await verify();
  // Each code works once per account: when another journey just used this one, take the next.
  for (let step = 0; step < 3 && verified.status() === 422; step++) {
    await page.waitForTimeout(demoTotp.remaining() + 500);
    verified = await verify();
  }
  expect(verified.status(), await verified.text()).toBe(200);
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  await page
    .context()
    .addCookies([{ name: 'token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}
