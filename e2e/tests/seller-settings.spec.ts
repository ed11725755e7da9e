import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Seller cabinet journeys: shop registration into the cabinet (SEL-01), seller information with the
 * password reset (SEL-07) and shop settings with addresses, logo and banner (SEL-08). Tests run in
 * parallel on two projects against one server: the demo seller's password never changes and both
 * projects write the same settings to the demo shop; anything else a test changes belongs to a
 * seller it registers itself.
 */
const demo = { seller: { phone: '994500000002' }, password: 'demo1234' };

/** Opens a cabinet page; the guard sends a visitor to sign in and back (continueUrl). */
async function openAs(page: Page, path: string, login: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?continueUrl=/);
  await submitSignIn(page, login, password);
  await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`));
}

/** The message beside a field is its accessible description (aria-describedby). */
async function expectFieldError(
  scope: Page | ReturnType<Page['getByTestId']>,
  label: string,
  message: string,
) {
  await expect(scope.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('shop registration', () => {
  test('[SEL-01] the landing page has the footer and leads to a seller registration; the new shop waits for approval in the cabinet', async ({
    page,
    request,
  }) => {
    const phone = freshPhone('99455');
    const shopName = `Gül Çiçək ${phone}`;
    await page.goto('/shop-register');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Mağazanı qeydiyyatdan keçir' }).click();
    await expect(page).toHaveURL(/\/register\?type=seller$/);

    await page.getByLabel('Ad', { exact: true }).fill('Gülnar');
    await page.getByLabel('Soyad', { exact: true }).fill('Rzayeva');
    await page.getByLabel('Telefon nömrəsi', { exact: true }).fill(phone);
    await page.getByLabel('E-poçt', { exact: true }).fill(`shop-${phone}@example.az`);
    await page.getByRole('button', { name: 'Davam et' }).click();
    await expect(page.getByTestId('register-step-2')).toBeVisible();
    await page.getByLabel('SMS kodu').fill(await textedCode(request, phone));
    await page.getByLabel('Şifrə', { exact: true }).fill('seller12');
    await page.getByLabel('Şifrənin təkrarı', { exact: true }).fill('seller12');
    await page.getByLabel('Mağazanın adı', { exact: true }).fill(shopName);
    await page.getByLabel('Mağazanın saytı (istəyə bağlı)').fill('https://gul-cicek.example.az');
    await page.getByLabel('Alıcı razılaşmasını qəbul edirəm').check();
    await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/shop/info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Satıcı məlumatları');
    await expect(page.getByText(shopName)).toBeVisible();
    await expect(page.getByTestId('shop-status')).toContainText('Təsdiq gözləyir');
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Gülnar');

    await page.getByRole('link', { name: 'Mağaza ayarlarını açın' }).click();
    await expect(page).toHaveURL(/\/shop\/settings$/);
    await expect(page.getByLabel('Mağazanın adı')).toHaveValue(shopName);
    await expect(page.getByLabel('Sayt (istəyə bağlı)')).toHaveValue('https://gul-cicek.example.az');
    await expect(page.getByLabel('Mağazanın ünvanı (subdomen)')).toHaveValue(`gul-cicek-${phone}`);
  });
});

test.describe('seller information', () => {
  test('[SEL-07] saves the seller details; the password reset says a mismatch beside the confirmation, then changes it', async ({
    page,
    request,
  }) => {
    const seller = await registerThroughApi(request, {
      seller: true,
      phonePrefix: '99455',
      firstName: 'Nigar',
      lastName: 'Həsənova',
    });
    await openAs(page, '/shop/info', seller.phone, seller.password);

    await page.getByLabel('Ad', { exact: true }).fill('');
    await page.getByLabel('E-poçt', { exact: true }).fill('nigar@');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expectFieldError(page, 'Ad', 'Bu sahə mütləqdir');
    await expectFieldError(page, 'E-poçt', 'E-poçt ünvanı düzgün deyil');

    await page.getByLabel('Ad', { exact: true }).fill('Nərmin');
    await page.getByLabel('E-poçt', { exact: true }).fill(`nermin-${seller.phone}@example.az`);
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(toast(page)).toHaveText('Məlumatlarınız yadda saxlanıldı');
    await page.reload();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Nərmin');

    const change = page.getByRole('button', { name: 'Şifrəni dəyiş' });
    await page.getByLabel('Hazırkı şifrə').fill(seller.password);
    await page.getByLabel('Yeni şifrə', { exact: true }).fill('newpass1');
    await page.getByLabel('Yeni şifrənin təkrarı').fill('newpass2');
    await change.click();
    await expectFieldError(page, 'Yeni şifrənin təkrarı', 'Şifrələr uyğun gəlmir');

    await page.getByLabel('Hazırkı şifrə').fill(seller.password);
    await page.getByLabel('Yeni şifrə', { exact: true }).fill('newpass1');
    await page.getByLabel('Yeni şifrənin təkrarı').fill('newpass1');
    await change.click();
    await expect(toast(page)).toHaveText('Şifrəniz dəyişdirildi');
    const signIn = await request.post('/api/v1/auth', {
      data: { phoneOrEmail: seller.phone, password: 'newpass1' },
    });
    expect(signIn.status()).toBe(200);
  });
});

test.describe('shop settings', () => {
  test('[SEL-08] the demo seller: a VÖEN of the wrong length and a taken subdomain are refused beside the fields; VÖEN and coordinator are saved', async ({
    page,
  }) => {
    await openAs(page, '/shop/settings', demo.seller.phone, demo.password);
    // The seeded VÖEN, or the one this test writes if the other project got there first.
    await expect(page.getByLabel('VÖEN')).toHaveValue(/^(1402857361|1700000001)$/);
    await expect(page.getByTestId('subdomain-preview')).toContainText('texno-merkez.localhost');

    const save = page.getByRole('button', { name: 'Ayarları yadda saxla' });
    await page.getByLabel('VÖEN').fill('14028573');
    await save.click();
    await expectFieldError(page, 'VÖEN', 'VÖEN 10 rəqəmdən ibarət olmalıdır');

    await page.getByLabel('VÖEN').fill('1700000001');
    await page.getByLabel('Mağazanın ünvanı (subdomen)').fill('xezer-elektronika');
    await expect(page.getByTestId('subdomain-preview')).toContainText('xezer-elektronika.localhost');
    await save.click();
    await expectFieldError(page, 'Mağazanın ünvanı (subdomen)', 'Bu ünvan artıq başqa mağazaya məxsusdur');

    await page.getByLabel('Mağazanın ünvanı (subdomen)').fill('texno-merkez');
    await page.getByLabel('VÖEN').fill('1700000001');
    await page.getByLabel('Koordinatorun adı və soyadı').fill('Kamran Quliyev');
    await page.getByLabel('Koordinatorun telefonu').fill('0551112233');
    await save.click();
    await expectFieldError(
      page,
      'Koordinatorun telefonu',
      'Telefon nömrəsi 994XXXXXXXXX formatında olmalıdır',
    );
    await page.getByLabel('Koordinatorun telefonu').fill('994551112233');
    await save.click();
    await expect(toast(page)).toHaveText('Mağaza ayarları yadda saxlanıldı');

    await page.reload();
    await expect(page.getByLabel('VÖEN')).toHaveValue('1700000001');
    await expect(page.getByLabel('Koordinatorun adı və soyadı')).toHaveValue('Kamran Quliyev');
    await expect(page.getByLabel('Koordinatorun telefonu')).toHaveValue('994551112233');
    await expect(page.getByLabel('Mağazanın ünvanı (subdomen)')).toHaveValue('texno-merkez');
  });

  test('[SEL-08] addresses: the first takes returns, a new one marked for returns takes them over, deletion is confirmed', async ({
    page,
    request,
  }) => {
    const seller = await registerThroughApi(request, {
      seller: true,
      phonePrefix: '99455',
      firstName: 'Nigar',
      lastName: 'Həsənova',
    });
    await openAs(page, '/shop/settings', seller.phone, seller.password);
    const addresses = page.locator('#shop-addresses');
    await expect(addresses.getByText('Hələ ünvan yoxdur')).toBeVisible();

    await addresses.getByRole('link', { name: 'Ünvan əlavə et' }).click();
    const form = page.getByTestId('shop-address-form');
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expectFieldError(form, 'Şəhər', 'Bu sahə mütləqdir');
    await expectFieldError(form, 'Ünvan', 'Bu sahə mütləqdir');
    await form.getByLabel('Şəhər', { exact: true }).fill('Bakı');
    await form.getByLabel('Ünvan', { exact: true }).fill('Nizami küç. 10, anbar');
    await form.getByLabel('Telefon (istəyə bağlı)').fill('12345');
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expectFieldError(
      form,
      'Telefon (istəyə bağlı)',
      'Telefon nömrəsi 994XXXXXXXXX və ya 011XXXXXXX formatında olmalıdır',
    );
    await form.getByLabel('Telefon (istəyə bağlı)').fill('994501234567');
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(toast(page)).toHaveText('Ünvan yadda saxlanıldı');
    const rows = page.getByTestId('shop-address');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Geri qaytarma ünvanı');

    await addresses.getByRole('link', { name: 'Ünvan əlavə et' }).click();
    await form.getByLabel('Şəhər', { exact: true }).fill('Gəncə');
    await form.getByLabel('Ünvan', { exact: true }).fill('Cavadxan küç. 3');
    await form.getByLabel('Bu ünvanı geri qaytarmalar üçün istifadə et').check();
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(toast(page)).toHaveText('Ünvan yadda saxlanıldı');
    await expect(rows).toHaveCount(2);
    const baku = rows.filter({ hasText: 'Nizami küç. 10' });
    const ganja = rows.filter({ hasText: 'Cavadxan küç. 3' });
    await expect(ganja).toContainText('Geri qaytarma ünvanı');
    await expect(baku).not.toContainText('Geri qaytarma ünvanı');

    // The returns address stays while other addresses remain.
    await ganja.getByRole('link', { name: 'Sil' }).click();
    await page.getByTestId('delete-confirm').getByRole('button', { name: 'Bəli, sil' }).click();
    await expect(toast(page)).toHaveText(
      'Bu ünvan geri qaytarmalar üçündür: əvvəlcə başqa ünvanı geri qaytarmalar üçün seçin',
    );
    await baku.getByRole('button', { name: 'Geri qaytarmalar üçün seç' }).click();
    await expect(baku).toContainText('Geri qaytarma ünvanı');
    await ganja.getByRole('link', { name: 'Sil' }).click();
    await expect(page.getByTestId('delete-confirm')).toContainText('Bu ünvan silinsin?');
    await page.getByTestId('delete-confirm').getByRole('button', { name: 'Bəli, sil' }).click();
    await expect(toast(page)).toHaveText('Ünvan silindi');
    await expect(rows).toHaveCount(1);
  });

  test('[SEL-08] the logo is uploaded with a preview; a file that is not a picture is refused beside the field', async ({
    page,
    request,
  }) => {
    const seller = await registerThroughApi(request, {
      seller: true,
      phonePrefix: '99455',
      firstName: 'Nigar',
      lastName: 'Həsənova',
    });
    await openAs(page, '/shop/settings', seller.phone, seller.password);
    const logo = page.getByTestId('logo-form');
    await expect(logo).toContainText('Hələ yüklənməyib');

    await logo.getByLabel('Loqo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await logo.getByRole('button', { name: 'Yüklə' }).click();
    await expectFieldError(logo, 'Loqo', 'Şəkil JPEG, PNG və ya WebP formatında olmalıdır');

    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await logo.getByLabel('Loqo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(logo.getByRole('img', { name: 'Loqo' })).toHaveAttribute('src', /^blob:/);
    await logo.getByRole('button', { name: 'Yüklə' }).click();
    await expect(toast(page)).toHaveText('Şəkil yadda saxlanıldı');
    await expect(logo.getByRole('img', { name: 'Loqo' })).toHaveAttribute(
      'src',
      /^\/media\/shops\/s\d+\/.+\.webp$/,
    );
  });
});
