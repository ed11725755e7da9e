import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Fills the sign-in form the page shows (az or en) and sends it; the caller checks where it
 * leads or what it says.
 */
export async function submitSignIn(page: Page, login: string, password: string) {
  await page.getByLabel(/^(Telefon nömrəsi və ya e-poçt|Phone number or email)$/).fill(login);
  await page.getByLabel(/^(Şifrə|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Daxil ol|Sign in)$/ }).click();
}

/** Signs in on the login page as a person does and lands on the home page. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, login, password);
  // Checking a password takes a while by design (argon2id).
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/** A session token from `POST auth`, for a journey that prepares its data through the API. */
export async function tokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth', { data: { phoneOrEmail: login, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
