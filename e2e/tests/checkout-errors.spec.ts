import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { signIn, submitSignIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * What checkout refuses is said beside the field it concerns (the field's accessible description),
 * the first one takes the focus, and a refusal of the order as a whole is said beside the button
 * that placed it, not only at the top of a long page.
 */
interface Card {
  slug: string;
  title: string;
  hasVariants: boolean;
}

async function plainProduct(request: APIRequestContext) {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=48&sort=rating');
  const card = ((await list.json()).items as Card[]).find((item) => !item.hasVariants);
  if (!card) throw new Error('the demo lacks a plain product');
  return card;
}

async function buyNow(page: Page, card: Card) {
  await page.goto(`/product/${card.slug}`);
  await page.getByTestId('buy-now').click();
  // Two answers in a row: the buy box's action, then the checkout page.
  await expect(page).toHaveURL(/\/checkout\?productId=/, { timeout: 15_000 });
}

/** The message beside a field is its accessible description (aria-describedby). */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

const required = 'Bu sahə mütləqdir';

async function fillAddress(page: Page) {
  await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
  await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
  await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Azadlıq prospekti 12');
}

test.describe('checkout errors beside their fields', { tag: '@one-width' }, () => {
  test('[CHK-03] [CHK-04] [CHK-05] [CHK-07] [CHK-08] [ERR-01] a guest sees each refusal beside its field: general info, address, payment, SMS code, promo code', async ({
    page,
    request,
  }) => {
    test.slow();
    await buyNow(page, await plainProduct(request));
    const place = page.getByRole('button', { name: 'Sifarişi tamamla' });
    await place.click();
    for (const label of ['Ad', 'Soyad', 'Telefon nömrəsi']) await expectFieldError(page, label, required);
    await expect(page.getByLabel('E-poçt')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('checkout-address')).toHaveAccessibleDescription(
      'Zəhmət olmasa, ünvanınızı seçin',
    );
    await expect(page.getByTestId('checkout-payment')).toHaveAccessibleDescription(
      'Zəhmət olmasa, ödəniş üsulunu seçin',
    );
    await expect(page.getByLabel('Ad', { exact: true })).toBeFocused();

    const phone = freshPhone('99455');
    await page.getByLabel('Ad', { exact: true }).fill('Rəşad');
    await page.getByLabel('Soyad').fill('Quliyev');
    await page.getByLabel('Telefon nömrəsi').fill(phone);
    await page.getByLabel('E-poçt').fill(`errors-${phone}@example.az`);
    // An address begun but not finished: each missing part is named beside it; the phone waits for its code.
    await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
    await page.getByLabel('Promo kod').fill('NOSUCHCODE');
    await place.click();
    await expectFieldError(page, 'Rayon', required);
    await expectFieldError(page, 'Ünvan (küçə, bina, mənzil)', required);
    await expectFieldError(page, 'Telefon nömrəsi', 'Telefon nömrənizi SMS kodu ilə təsdiqləyin');
    await expect(page.getByLabel('Telefon nömrəsi')).toBeFocused();

    await fillAddress(page);
    await page.getByLabel('Qapıda nağd ödəniş').check();
    await page.getByRole('button', { name: 'Kodu göndər' }).click();
    const code = await textedCode(request, phone);
    await page.getByLabel('SMS kodu').fill(code === '000000' ? '111111' : '000000');
    await place.click();
    await expect(page.getByLabel('SMS kodu')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('SMS kodu')).toBeFocused();

    await page.getByLabel('SMS kodu').fill(code);
    await place.click();
    await expectFieldError(page, 'Promo kod', 'Belə promo kod yoxdur');
    await expect(page.getByLabel('Promo kod')).toBeFocused();
    await expect(page.getByTestId('phone-confirmed')).toBeVisible();

    await page.getByLabel('Promo kod').fill('');
    await place.click();
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
  });

  test('[CHK-08] [ERR-01] a member ordering for another phone is asked for its code beside the phone', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    await buyNow(page, await plainProduct(request));
    await expect(page.getByTestId('phone-confirmation')).toHaveCount(0);
    await fillAddress(page);
    await page.getByLabel('Qapıda nağd ödəniş').check();
    await page.getByLabel('Telefon nömrəsi').fill(freshPhone('99455'));
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
    await expectFieldError(page, 'Telefon nömrəsi', 'Telefon nömrənizi SMS kodu ilə təsdiqləyin');
    await expect(page.getByTestId('phone-confirmation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kodu göndər' })).toBeVisible();
  });

  test('[CHK-14] [ERR-02] a refusal of the order as a whole is said beside the place-order button', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    await buyNow(page, await plainProduct(request));
    await fillAddress(page);
    await page.getByLabel('Qapıda nağd ödəniş').check();
    // The product is withdrawn while the buyer fills the form: the line no longer exists.
    await page.locator('input[name="buyNow"]').evaluate((input: HTMLInputElement) => {
      input.value = 'productId=2000000000&count=1';
    });
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByRole('alert')).toHaveText('Məhsul tapılmadı');
    await expect(summary.getByRole('alert')).toBeInViewport();
  });
});

test.describe('auth errors in their forms', { tag: '@one-width' }, () => {
  test('[CHK-14] [ERR-02] a wrong password is said in the sign-in form, which keeps what was typed; no error page', async ({
    page,
  }) => {
    await page.goto('/login?continueUrl=%2Fcheckout');
    await submitSignIn(page, '994500000003', 'not-the-password');
    const form = page.locator('form').filter({ has: page.getByLabel('Şifrə') });
    await expect(form.getByRole('alert')).toHaveText('Telefon nömrəsi, e-poçt və ya şifrə yanlışdır');
    await expect(form.getByLabel('Telefon nömrəsi və ya e-poçt')).toHaveValue('994500000003');
    await expect(page).toHaveURL(/\/login\?continueUrl=%2Fcheckout$/);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('[CHK-14] [ERR-02] a social sign-in the provider does not confirm is said on the sign-in page, with the way back', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Facebook ilə daxil ol' }).click();
    await expect(page).toHaveURL(/\/facebook\/dialog\?/);
    // Back from "Facebook" with a token it never gave out, for the flow this browser began.
    const dialog = new URL(page.url());
    const fragment = new URLSearchParams({
      access_token: 'forged-token',
      state: dialog.searchParams.get('state') ?? '',
    });
    await page.goto(`${dialog.searchParams.get('redirect_uri')}#${fragment}`);
    await expect(page.getByRole('alert')).toHaveText('Sosial şəbəkə ilə giriş təsdiqlənmədi');
    await expect(page.getByRole('link', { name: 'Girişə qayıt' })).toHaveAttribute('href', '/login');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('[CHK-14] [ERR-02] Facebook down while it checks the sign-in is said on the sign-in page, not as a crash', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Facebook ilə daxil ol' }).click();
    await expect(page).toHaveURL(/\/facebook\/dialog\?/);
    await page.getByLabel('Email').fill(`graph-outage-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/facebook\/callback/);
    await expect(page.getByRole('alert')).toHaveText('Xidmət müvəqqəti olaraq əlçatan deyil');
    await expect(page.getByRole('link', { name: 'Girişə qayıt' })).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });
});
