import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * The seller creates a product by hand (spec: SEL-04): an empty submit shows the messages beside
 * the fields; then category, sub-category and its fields, two photos (the second made main), a
 * colour option with a count and price per colour; then the product is edited. Both projects run
 * at once against one server, so each run names its product uniquely.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const seller = { phone: '994500000002', password: 'demo1234' };

/** The form's buttons that need JavaScript appear once the page is hydrated. */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Sətir əlavə et' })).toBeVisible();

/** The message shown beside a labelled field (inputs point at it with aria-describedby). */
const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

test('[SEL-04] a seller creates a product with photos and a colour option, then edits it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Test noutbuk ${run}`;
  await signIn(page, seller.phone, seller.password);
  await page.goto('/shop/product/new');
  await expect(page.getByRole('heading', { name: 'Yeni məhsul' })).toBeVisible();

  // An empty submit: every required field says so, in Azerbaijani.
  await page.getByRole('button', { name: 'Məhsulu yarat' }).click();
  await expect(page.getByRole('alert')).toContainText('Formda səhvlər var');
  for (const field of ['parentId', 'categoryId', 'title', 'slug', 'model', 'stockCode', 'count', 'price'])
    await expect(errorOf(page, `field-${field}`), field).toHaveText('Bu sahə mütləqdir');
  await expect(errorOf(page, 'field-description')).toHaveText('Bu sahə mütləqdir');
  await expect(errorOf(page, 'field-photos')).toHaveText('Ən azı bir şəkil əlavə edin');

  // Category, then sub-category: the sub-category's own fields follow.
  await hydrated(page);
  await page.getByLabel('Kateqoriya', { exact: true }).selectOption({ label: 'Elektronika' });
  await page.getByLabel('Alt kateqoriya').selectOption({ label: 'Kompüterlər › Noutbuklar' });
  await expect(page.getByLabel('Prosessor', { exact: true })).toBeVisible();

  await page.getByLabel('Məhsulun adı').fill(title);
  // The slug is suggested from the title.
  await expect(page.getByLabel('Slaq (səhifənin ünvanı)')).toHaveValue(`test-noutbuk-${run.toLowerCase()}`);
  await page.getByLabel('Model', { exact: true }).fill('IdeaPad Slim 3');
  await page.getByLabel(/^İstehsalçı/).fill('Lenovo');
  await page.getByLabel('Stok kodu').fill(`E2E-${run}`);
  await page.getByLabel('Qiymət, ₼', { exact: true }).fill('1299,90');
  await page.getByLabel('Mətnin formatı').getByRole('button', { name: 'Qalın' }).click();
  await page.locator('#field-description').pressSequentially('Yüngül və sürətli noutbuk');

  // Two photos, uploaded at once; the second becomes the main one.
  await page
    .locator('#field-photos')
    .setInputFiles([path.join(fixtures, 'product-photo.png'), path.join(fixtures, 'product-photo.jpg')]);
  const photos = page.getByTestId('product-photo');
  await expect(photos).toHaveCount(2);
  const secondPath = await photos.nth(1).locator('input[name="photo"]').inputValue();
  await photos.nth(1).getByRole('button', { name: 'Əsas et' }).click();
  await expect(photos.nth(0).locator('input[name="photo"]')).toHaveValue(secondPath);
  await expect(photos.nth(0)).toContainText('Əsas');

  await page.getByLabel('Prosessor', { exact: true }).fill('Intel Core i5-13420H');
  await page.getByLabel('Operativ yaddaş', { exact: true }).selectOption('16 GB');
  await page.getByLabel('Yaddaş', { exact: true }).fill('512 GB SSD');
  await page.getByLabel('Ekran', { exact: true }).fill('15,6" Full HD');
  await page.getByPlaceholder('Ad', { exact: true }).first().fill('Çəki');
  await page.getByPlaceholder('Dəyər', { exact: true }).first().fill('1,6 kq');

  // A colour option: a row per colour, each with its own count and price.
  const variants = page.getByTestId('section-variants');
  await variants.getByLabel('Sahənin adı').first().fill('Rəng');
  await variants.getByLabel('Dəyərlər').first().fill('Qara, Gümüşü');
  await expect(page.getByTestId('variant-rows').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByLabel('Say', { exact: true })).toBeDisabled();
  await page.getByLabel('Qara: Say').fill('3');
  await page.getByLabel('Gümüşü: Say').fill('2');
  await page.getByLabel('Gümüşü: Qiymət, ₼').fill('1249');

  await page.getByRole('button', { name: 'Məhsulu yarat' }).click();
  await expect(page).toHaveURL(/\/shop\/products\/pending-products\/1\?saved=\d+$/);
  await expect(page.getByText('Məhsul yaradıldı və moderasiyaya göndərildi')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('saved');

  // Editing: everything is there as saved; a price change keeps it where it is.
  await page.goto(`/shop/product/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Məhsulu redaktə et' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue(title);
  await expect(page.getByLabel('Alt kateqoriya')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Operativ yaddaş', { exact: true })).toHaveValue('16 GB');
  await expect(page.getByTestId('product-photo')).toHaveCount(2);
  await expect(page.getByTestId('product-photo').first().locator('input[name="photo"]')).toHaveValue(
    secondPath,
  );
  await expect(page.locator('#field-description')).toContainText('Yüngül və sürətli noutbuk');
  await expect(page.getByLabel('Qara: Say')).toHaveValue('3');

  // A wrong discount is refused beside its field, with the typed values kept.
  await page.getByLabel('Qara: Endirimli qiymət, ₼').fill('1500');
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(errorOf(page, 'variant-0-discountedPrice')).toHaveText(
    'Endirimli qiymət əsas qiymətdən aşağı olmalıdır',
  );
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue(title);

  await hydrated(page);
  await page.getByLabel('Qara: Endirimli qiymət, ₼').fill('1199');
  await page.getByLabel('Məhsulun adı').fill(`${title} yeni`);
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/pending-products/1\\?saved=${id}$`));
  await expect(page.getByText('Dəyişikliklər yadda saxlanıldı')).toBeVisible();
  await page.goto(`/shop/product/${id}/edit`);
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue(`${title} yeni`);
  await expect(page.getByLabel('Qara: Endirimli qiymət, ₼')).toHaveValue('1199');
});
