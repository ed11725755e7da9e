import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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
 * Signs in as a person does and lands on the home page. The demo Admin and Staff start from their
 * worker's session instead (`operatorSession`): each of their codes works once per 30 s step, and
 * dozens of journeys sign in as them. second-factor.spec.ts signs operators in through the form.
 */
export async function signIn(page: Page, login: string, password: string) {
  if (demoOperatorOf(login)) {
    await operatorSession(page, login, password);
    await page.goto('/');
  } else {
    await page.goto('/login');
    await submitSignIn(page, login, password);
  }
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/** A session as `POST auth` answers it: the token and the profile fields the web keeps in cookies. */
interface AuthSession {
  token: string;
  id: number;
  accountType: number;
  firstName: string;
  lastName: string;
  image: string | null;
  expiresAt: string;
}

/**
 * The demo operators' sessions this worker opened through the API and passed the second factor
 * with, reused while they live (a code is taken once per 30 s step).
 */
const operatorSessions = new Map<string, AuthSession>();

/** Whether a session still counts and passed the second factor. */
async function stillVerified(request: APIRequestContext, token: string): Promise<boolean> {
  const status = await request.get('/api/v1/Account/SecondFactor', {
    headers: { authorization: `Bearer ${token}` },
  });
  return status.ok() && ((await status.json()) as { verified: boolean }).verified;
}

/** `POST auth`, then, for a demo operator, the code step; an operator's session is kept for the worker. */
async function sessionOf(request: APIRequestContext, login: string, password: string): Promise<AuthSession> {
  const operator = demoOperatorOf(login);
  const kept = operator ? operatorSessions.get(operator) : undefined;
  if (kept && (await stillVerified(request, kept.token))) return kept;
  const response = await request.post('/api/v1/auth', { data: { phoneOrEmail: login, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as AuthSession;
  if (operator) {
    const passed = await request.post('/api/v1/Account/SecondFactor', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { code: await unusedCode(demoSecondFactorSecret, operator) },
    });
    expect(passed.ok(), await passed.text()).toBe(true);
    operatorSessions.set(operator, session);
  }
  return session;
}

/** A session token from `POST auth`, for a journey that prepares its data through the API. */
export async function tokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  return (await sessionOf(request, login, password)).token;
}

/**
 * Puts a demo operator's verified session in the page's browser, in the `token` and `currentUser`
 * cookies the sign-in page would have set. Answers the session's token.
 */
export async function operatorSession(page: Page, login: string, password: string): Promise<string> {
  const session = await sessionOf(page.request, login, password);
  const { token, id, accountType, firstName, lastName, image, expiresAt } = session;
  const url = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? ''));
  const user = encodeURIComponent(JSON.stringify({ id, accountType, firstName, lastName, image, expiresAt }));
  await page.context().addCookies([
    { name: 'token', value: token, url: url.origin, httpOnly: true, sameSite: 'Lax' },
    { name: 'currentUser', value: user, url: url.origin, sameSite: 'Lax' },
  ]);
  return token;
}
