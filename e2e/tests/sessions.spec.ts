import { registerThroughApi } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { type Browser, expect, test } from '../support/test';

async function signedInPage(browser: Browser, account: { phone: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.phone, account.password);
  return page;
}

test.describe('active sessions', () => {
  test('a buyer sees where the account is signed in, signs the other device out, then signs out everywhere', async ({
    browser,
    page,
  }) => {
    const account = await registerThroughApi(page.request, {
      phonePrefix: '99478',
      firstName: 'Rəşad',
      lastName: 'Hüseynov',
    });
    const laptop = await signedInPage(browser, account);
    const phone = await signedInPage(browser, account);

    await laptop.goto('/user/profile');
    await laptop.getByRole('link', { name: 'Aktiv seanslar' }).first().click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Aktiv seanslar' })).toBeVisible();
    const cards = laptop.getByTestId('session-card');
    // Registering signed in too: three sessions.
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: 'Bu cihaz' })).toHaveCount(1);
    await expect(cards.first()).toContainText('Bu cihaz');
    await expect(cards.first()).toContainText(/Chrome \d+ · Windows/);
    await expect(cards.first()).toContainText(/Son istifadə: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await laptop.screenshot({ path: test.info().outputPath('sessions.png'), fullPage: true });

    // One device signed out by its own button.
    await cards.filter({ hasNotText: 'Bu cihaz' }).first().getByRole('button', { name: 'Çıxış et' }).click();
    await expect(laptop.getByRole('status').filter({ hasText: 'Cihaz hesabdan çıxarıldı' })).toBeVisible();
    await expect(cards).toHaveCount(2);

    // The rest at once, keeping this device, after a question that can be declined.
    const others = laptop.getByRole('link', { name: 'Digər cihazlardan çıxış' });
    await others.click();
    await expect(laptop.getByTestId('others-confirm')).toContainText('Bu cihazdan başqa');
    await laptop.getByRole('link', { name: 'İmtina' }).click();
    await expect(cards).toHaveCount(2);
    await others.click();
    await laptop.getByRole('button', { name: 'Bəli, digərlərindən çıxış et' }).click();
    await expect(
      laptop.getByRole('status').filter({ hasText: 'Digər cihazlardan çıxış edildi' }),
    ).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Bu cihaz');
    await expect(others).toHaveCount(0);
    await phone.goto('/user/profile/my-orders');
    await expect(phone).toHaveURL(/\/login\?continueUrl=/);

    await laptop.getByRole('link', { name: 'Bütün cihazlardan çıxış' }).click();
    await expect(laptop.getByTestId('everywhere-confirm')).toContainText('o cümlədən bu cihazdan');
    await laptop.getByRole('button', { name: 'Bəli, hamısından çıxış et' }).click();
    await expect(laptop).toHaveURL('/login');
    await expect(
      laptop.getByRole('status').filter({ hasText: 'Bütün cihazlardan çıxış edildi' }),
    ).toBeVisible();
    await laptop.goto('/user/profile/my-sessions');
    await expect(laptop).toHaveURL(/\/login\?continueUrl=/);
  });
});

test('a seller reaches the active sessions from the seller information page', async ({ page }) => {
  await signIn(page, 'seller@demo.bazar.az', 'demo1234');
  await page.goto('/shop/info');
  await page.getByRole('link', { name: 'Aktiv seanslar' }).click();
  await expect(page).toHaveURL('/user/profile/my-sessions');
  await expect(page.getByTestId('session-card').filter({ hasText: 'Bu cihaz' })).toHaveCount(1);
});
