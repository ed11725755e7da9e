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
 * The cookies a guest's basket, favourites and cookie choices live in (apps/web lib/guest-storage):
 * the sign-in page merges them into the account, so a browser holding one signs in through the form.
 */
const guestCookies = new Set(['productStorage', 'favItems', 'visitorId']);

/** The demo accounts, as the README lists them (phone and e-mail): their sessions are kept per worker. */
const demoAccounts: Record<string, string> = {
  '994500000002': 'seller',
  'seller@demo.bazar.az': 'seller',
  '994500000003': 'buyer',
  'buyer@demo.bazar.az': 'buyer',
};

/** The demo account a login names (operators included), whose session a worker may keep. */
function demoAccountOf(login: string): string | undefined {
  return demoOperatorOf(login) ?? demoAccounts[login.trim().toLowerCase()];
}

/**
 * Signs in and lands on the home page. A browser that holds nothing of a guest's starts from a
 * session opened through the API and put in its cookies, as the sign-in page would have (a demo
 * account's from its worker's kept session); one with a guest's basket, favourites or cookie
 * choices signs in through the form, which merges them. The demo Admin and Staff always start from
 * their worker's session: each of their codes works once per 30 s step. accounts.spec.ts and
 * second-factor.spec.ts sign in through the form itself.
 */
export async function signIn(page: Page, login: string, password: string) {
  const guest = (await page.context().cookies()).some((cookie) => guestCookies.has(cookie.name));
  if (demoOperatorOf(login) || !guest) {
    await sessionInBrowser(page, login, password);
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
 * The demo accounts' sessions this worker opened through the API (the operators' passed the second
 * factor), reused while they live: one password check per account and worker, and a code taken
 * once per 30 s step. A journey that ends one (signs out) ends only its own worker's, and the next
 * journey of that worker opens another.
 */
const keptSessions = new Map<string, AuthSession>();

/** Whether a session still counts and, for an operator, passed the second factor. */
async function stillLive(request: APIRequestContext, token: string, operator: boolean): Promise<boolean> {
  const status = await request.get('/api/v1/Account/SecondFactor', {
    headers: { authorization: `Bearer ${token}` },
  });
  return status.ok() && (!operator || ((await status.json()) as { verified: boolean }).verified);
}

/**
 * `POST auth`, then, for a demo operator, the code step; a demo account's session is kept for the
 * worker, anyone else's is new each time (as each sign-in through the form is).
 */
async function sessionOf(request: APIRequestContext, login: string, password: string): Promise<AuthSession> {
  const operator = demoOperatorOf(login);
  const demo = demoAccountOf(login);
  const kept = demo ? keptSessions.get(demo) : undefined;
  if (kept && (await stillLive(request, kept.token, Boolean(operator)))) return kept;
  const response = await request.post('/api/v1/auth', { data: { phoneOrEmail: login, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as AuthSession;
  if (operator) {
    const passed = await request.post('/api/v1/Account/SecondFactor', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { code: await unusedCode(demoSecondFactorSecret, operator) },
    });
    expect(passed.ok(), await passed.text()).toBe(true);
  }
  if (demo) keptSessions.set(demo, session);
  return session;
}

/** A session token from `POST auth`, for a journey that prepares its data through the API. */
export async function tokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  return (await sessionOf(request, login, password)).token;
}

/**
 * Puts a session in the page's browser, in the `token` and `currentUser` cookies the sign-in page
 * would have set (a demo operator's passed the second factor). Answers the session's token.
 */
export async function sessionInBrowser(page: Page, login: string, password: string): Promise<string> {
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
