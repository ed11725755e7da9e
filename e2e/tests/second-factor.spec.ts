import { registerThroughApi } from '../support/accounts';
import { totpCodeOfStep, unusedCode } from '../support/second-factor';
import { submitSecondFactor, submitSignIn, tokenOf } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 35 point 14: an operator enrolls an authenticator (QR code, key, recovery codes) at their
 * first sign-in and signs in with its code after; a recovery code works once.
 */
const admin = { phone: '994500000001', password: 'demo1234' };

async function passwordStep(page: Page, phone: string, password: string) {
  await page.context().clearCookies({ name: 'token' });
  await page.goto('/login');
  await submitSignIn(page, phone, password);
  await expect(page).toHaveURL(/\/second-factor(\?|$)/, { timeout: 15_000 });
}

test.describe('a second factor for operators', { tag: '@one-width' }, () => {
  test('[SEC-35.14] an operator enrolls an authenticator, signs in with its code, and a recovery code works once', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A new member made Staff by the demo Admin: no authenticator yet.
    const account = await registerThroughApi(request);
    const headers = { authorization: `Bearer ${await tokenOf(request, admin.phone, admin.password)}` };
    const found = await request.get(`/api/v1/Admin/Users?q=${account.phone}`, { headers });
    const [person] = (await found.json()).items as { id: number }[];
    expect(person).toBeTruthy();
    const promoted = await request.put(`/api/v1/Admin/Users/${person?.id}/Role`, {
      headers,
      data: { role: 2 },
    });
    expect(promoted.ok()).toBe(true);

    await passwordStep(page, account.phone, account.password);
    await expect(page.getByRole('heading', { name: 'İki addımlı girişi qoşun' })).toBeVisible();
    await page.getByRole('button', { name: 'Autentifikatoru qoş' }).click();
    const qr = page.getByRole('img', { name: 'Autentifikator tətbiqi üçün QR kod' });
    await expect(qr).toBeVisible();
    const secret = (await page.getByTestId('second-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const recoveryCodes = (
      await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
    ).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.screenshot({ path: '/tmp/h2-enroll.png', fullPage: true });

    // A code of ten minutes ago is refused beside its field; the QR code and the key stay.
    const stale = totpCodeOfStep(secret, Math.floor(Date.now() / 30_000) - 20);
    await submitSecondFactorConfirm(page, stale);
    await expect(page.getByText('Kod səhvdir və ya artıq istifadə olunub')).toBeVisible();
    await expect(page.getByTestId('second-factor-secret')).toHaveText(secret);
    await submitSecondFactorConfirm(page, await unusedCode(secret, account.phone));
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);

    // Next sign-in: the password, then the app's code.
    await passwordStep(page, account.phone, account.password);
    await expect(page.getByRole('heading', { name: 'Kodu daxil edin' })).toBeVisible();
    await page.screenshot({ path: '/tmp/h2-code.png', fullPage: true });
    await submitSecondFactor(page, await unusedCode(secret, account.phone));
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

    // The phone is lost: a recovery code instead, once.
    await passwordStep(page, account.phone, account.password);
    await page.getByRole('link', { name: 'Bərpa kodundan istifadə et' }).click();
    await page.getByLabel('Bərpa kodu').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Davam et' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);

    await passwordStep(page, account.phone, account.password);
    await page.getByRole('link', { name: 'Bərpa kodundan istifadə et' }).click();
    await page.getByLabel('Bərpa kodu').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Davam et' }).click();
    await expect(page.getByText('Bu bərpa kodu səhvdir və ya artıq istifadə olunub')).toBeVisible();
    await page.screenshot({ path: '/tmp/h2-recovery-used.png', fullPage: true });
    // Without the second factor the back office sends the operator back to the code step.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/second-factor\?continueUrl=/);
  });
});

async function submitSecondFactorConfirm(page: Page, code: string) {
  await page.getByLabel('Tətbiqdəki 6 rəqəmli kod').fill(code);
  await page.getByRole('button', { name: 'Təsdiqlə və davam et' }).click();
}
