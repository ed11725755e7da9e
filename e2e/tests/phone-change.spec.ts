import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { submitSignIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * A member's new phone needs their password and the code texted to it; until the code is entered
 * the account keeps its phone, and the old number is told after. A social sign-in joins an
 * account that has its e-mail only with that account's password.
 */
async function textsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
  return ((await outbox.json()) as { items: { text: string }[] }).items.map((item) => item.text);
}

async function signInTo(page: Page, login: string, password: string, path: string) {
  await page.goto(`/login?continueUrl=${encodeURIComponent(path)}`);
  await submitSignIn(page, login, password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The whole journey, as a person does it (with or without JavaScript). */
async function changePhone(page: Page, request: APIRequestContext, shot: string) {
  const account = await registerThroughApi(request, { firstName: 'Rəna', lastName: 'Əliyeva' });
  await signInTo(page, account.email, account.password, '/user/profile');
  const section = page.locator('#phone');
  await expect(section.getByTestId('current-phone')).toHaveText(account.phone);
  await expect(page.locator('#user-info').getByLabel('Telefon nömrəsi', { exact: true })).toHaveCount(0);

  const newPhone = freshPhone('99470');
  await section.getByLabel('Yeni telefon nömrəsi').fill(newPhone);
  await section.getByLabel('Şifrəniz').fill('not-my-password');
  await section.getByRole('button', { name: 'Kod göndərin' }).click();
  await expect(page.getByLabel('Şifrəniz')).toHaveAccessibleDescription('Şifrə yanlışdır');

  await section.getByLabel('Yeni telefon nömrəsi').fill(newPhone);
  await section.getByLabel('Şifrəniz').fill(account.password);
  await section.getByRole('button', { name: 'Kod göndərin' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `${newPhone} nömrəsinə kod göndərdik. Kodu daxil edənə qədər hazırkı nömrəniz hesabda qalır.`,
  );
  // Until the code is in, the account keeps its phone.
  await expect(section.getByTestId('current-phone')).toHaveText(account.phone);
  // The password typed at step one is not left in the code field.
  await expect(section.getByLabel('SMS-dəki kod')).toHaveValue('');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/h4-${shot}-code-step.png`, fullPage: false });

  await section.getByLabel('SMS-dəki kod').fill('000000');
  await section.getByRole('button', { name: 'Yeni nömrəni təsdiqləyin' }).click();
  const code = await textedCode(request, newPhone);
  if (code !== '000000')
    await expect(page.getByLabel('SMS-dəki kod')).toHaveAccessibleDescription('Kod yanlışdır');
  await page.getByLabel('SMS-dəki kod').fill(code);
  await page.getByRole('button', { name: 'Yeni nömrəni təsdiqləyin' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Telefon nömrəniz dəyişdirildi');
  await expect(page.locator('#phone').getByTestId('current-phone')).toHaveText(newPhone);
  await page.screenshot({ path: `/tmp/h4-${shot}-changed.png`, fullPage: false });

  // The old number is told; the new one signs in.
  await expect
    .poll(async () => (await textsTo(request, account.phone))[0] ?? '')
    .toContain(newPhone.slice(-4));
  const signIn = await request.post('/api/v1/auth', {
    data: { phoneOrEmail: newPhone, password: account.password },
  });
  expect(signIn.status()).toBe(200);
}

test.describe('changing the phone', () => {
  test('[SEC-35.10] [ACC-17] a member changes their phone with the password and the SMS code; the old number is told', async ({
    page,
    request,
  }) => {
    test.slow();
    await changePhone(page, request, 'js');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('[SEC-35.10] the two steps work as plain form posts', { tag: '@one-width' }, async ({
      page,
      request,
    }) => {
      test.slow();
      await changePhone(page, request, 'nojs');
    });
  });

  test('[SEC-35.10] the phone section speaks English and Russian', { tag: '@one-width' }, async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request);
    await signInTo(page, account.email, account.password, '/user/profile');
    await page.goto('/en/user/profile');
    const section = page.locator('#phone');
    await expect(section.getByRole('heading', { name: 'Phone number' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Text me a code' })).toBeVisible();
    await page.goto('/ru/user/profile');
    await expect(page.locator('#phone').getByRole('button', { name: 'Прислать код' })).toBeVisible();
  });
});

test.describe('changing a seller’s phone', () => {
  test('[SEC-35.10] [SEL-07] the seller information page has the same phone section; its details form no longer edits the phone', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const seller = await registerThroughApi(request, { seller: true, phonePrefix: '99455' });
    await signInTo(page, seller.phone, seller.password, '/shop/info');
    await expect(page.locator('#seller-details').getByLabel('Telefon nömrəsi', { exact: true })).toHaveCount(
      0,
    );
    const section = page.locator('#phone');
    await expect(section.getByTestId('current-phone')).toHaveText(seller.phone);
    const newPhone = freshPhone('99470');
    await section.getByLabel('Yeni telefon nömrəsi').fill(newPhone);
    await section.getByLabel('Şifrəniz').fill(seller.password);
    await section.getByRole('button', { name: 'Kod göndərin' }).click();
    await section.getByLabel('SMS-dəki kod').fill(await textedCode(request, newPhone));
    await section.getByRole('button', { name: 'Yeni nömrəni təsdiqləyin' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Telefon nömrəniz dəyişdirildi');
    await expect(page.locator('#phone').getByTestId('current-phone')).toHaveText(newPhone);
  });
});

test.describe('social sign-in into an existing account', () => {
  test('[SEC-35.11] Google with the e-mail of a Bazar account asks for that account’s password before joining them', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const account = await registerThroughApi(request, { firstName: 'Kamran', lastName: 'Əhmədov' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Google ilə daxil ol' }).click();
    await expect(page).toHaveURL(/\/google\/authorize\?/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('First name').fill('Kamran');
    await page.getByLabel('Last name').fill('Əhmədov');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Bazar hesabınıza bağlayın' })).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: '/tmp/h4-social-link.png', fullPage: false });
    await page.getByLabel('Bazar hesabınızın şifrəsi').fill('wrong-password');
    await page.getByRole('button', { name: 'Bağlayın və daxil olun' }).click();
    await expect(page.getByLabel('Bazar hesabınızın şifrəsi')).toHaveAccessibleDescription('Şifrə yanlışdır');

    // The other way, a code to the account's phone, is offered beside (the API tests walk it).
    await expect(
      page.getByRole('button', { name: 'Bunun əvəzinə hesabın telefonuna kod göndərin' }),
    ).toBeVisible();
    await page.getByLabel('Bazar hesabınızın şifrəsi').fill(account.password);
    await page.getByRole('button', { name: 'Bağlayın və daxil olun' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/, { timeout: 15_000 });
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menu')).toContainText('Kamran');
  });
});
