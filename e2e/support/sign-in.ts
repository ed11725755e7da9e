import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoOperatorOf, demoSecondFactorSecret, unusedCode } from './second-factor';

/**
 * Fills the sign-in form the page shows (az or en) and sends it; the caller checks where it
 * leads or what it says.
 */
export async function submitSignIn(page: Page, login: string, password: string) {
  await page.getByLabel(/^(Telefon nömrəsi və ya e-poçt|Phone number or email)$/).fill(login);
  await page.getByLabel(/^(Şifrə|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Daxil ol|Sign in)$/ }).click();
}

/** The code step an operator meets after the password: the authenticator's code, sent. */
export async function submitSecondFactor(page: Page, code: string) {
  await page.getByLabel(/^(Tətbiqdəki 6 rəqəmli kod|6-digit code from the app)$/).fill(code);
  await page.getByRole('button', { name: /^(Davam et|Continue)$/ }).click();
}

/**
 * Signs in on the login page as a person does and lands on the home page. The demo Admin and Staff
 * then pass the code step with a code of the README's secret (issue 35 point 14).
 */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, login, password);
  const operator = demoOperatorOf(login);
  if (operator) {
    // Checking a password takes a while by design (argon2id).
    await expect(page).toHaveURL(/\/second-factor(\?|$)/, { timeout: 15_000 });
    await submitSecondFactor(page, await unusedCode(demoSecondFactorSecret, operator));
  }
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/**
 * The demo operators' sessions this worker opened through the API and passed the second factor
 * with: a code is taken once per 30 s step, so data preparation reuses them while they live.
 */
const operatorTokens = new Map<string, string>();

/** Whether a session still counts and passed the second factor. */
async function stillVerified(request: APIRequestContext, token: string): Promise<boolean> {
  const status = await request.get('/api/v1/Account/SecondFactor', {
    headers: { authorization: `Bearer ${token}` },
  });
  return status.ok() && ((await status.json()) as { verified: boolean }).verified;
}

/**
 * A session token from `POST auth`, for a journey that prepares its data through the API. A demo
 * operator's session passes the second factor too, and is reused by the worker's later calls.
 */
export async function tokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  const operator = demoOperatorOf(login);
  const kept = operator ? operatorTokens.get(operator) : undefined;
  if (kept && (await stillVerified(request, kept))) return kept;
  const response = await request.post('/api/v1/auth', { data: { phoneOrEmail: login, password } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  if (operator) {
    const passed = await request.post('/api/v1/Account/SecondFactor', {
      headers: { authorization: `Bearer ${token}` },
      data: { code: await unusedCode(demoSecondFactorSecret, operator) },
    });
    expect(passed.ok()).toBe(true);
    operatorTokens.set(operator, token);
  }
  return token;
}
