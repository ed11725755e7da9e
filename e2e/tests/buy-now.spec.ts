import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * "Buy now" buys exactly the product, variant and count chosen, alone: the basket keeps its own
 * lines, and pressing the buttons again does not order twice. Each test is a buyer of its own.
 */
interface Card {
  slug: string;
  title: string;
  hasVariants: boolean;
}

/** A plain in-stock product of the demo, and one with variants to choose from. */
async function demoPicks(request: APIRequestContext) {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const items = (await list.json()).items as Card[];
  const plain = items.find((card) => !card.hasVariants);
  const withVariants = items.find((card) => card.hasVariants);
  if (!plain || !withVariants) throw new Error('the demo lacks products for buy now');
  return { plain, withVariants };
}

/** The basket page's lines as a shopper reads them: title and count. */
async function basketLines(page: Page) {
  await page.goto('/cart');
  const lines = page.getByTestId('basket-line');
  await expect(lines.first()).toBeVisible();
  const read: { title: string; count: string }[] = [];
  for (const line of await lines.all())
    read.push({
      title: (await line.getByTestId('line-title').textContent()) ?? '',
      count: (await line.getByTestId('line-count').textContent()) ?? '',
    });
  return read;
}

/** Opens the page on an in-stock variant other than the one it opened on, and answers its label. */
async function chooseOtherVariant(page: Page) {
  const option = page
    .locator('[data-testid="variant-option"]:not([aria-current])')
    .filter({ hasNotText: 'Stokda yoxdur' })
    .first();
  const label = ((await option.textContent()) ?? '').trim();
  await page.goto((await option.getAttribute('href')) ?? '');
  const chosen = page.locator('[data-testid="variant-option"][aria-current="true"]');
  await expect(
    chosen.filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  ).toHaveCount(1);
  return label;
}

async function newAddress(page: Page) {
  await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
  await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
  await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Azadlıq prospekti 12, mənzil 5');
  await page.getByLabel('Qapıda nağd ödəniş').check();
}

test.describe('buy now', () => {
  test('[CAT-08] [CHK-09] a member buys two of a variant now: the order holds that line alone, the basket keeps its lines, three presses make one order', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    const { plain, withVariants } = await demoPicks(request);
    await signIn(page, buyer.phone, buyer.password);

    await page.goto(`/product/${plain.slug}`);
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    const basketBefore = await basketLines(page);

    await page.goto(`/product/${withVariants.slug}`);
    const variant = await chooseOtherVariant(page);
    await page.getByTestId('buy-count').fill('2');
    await page.getByTestId('buy-now').click({ clickCount: 3 });
    // Two answers in a row: the buy box's action, then the checkout page.
    await expect(page).toHaveURL(/\/checkout\?productId=\d+&.*count=2$/, { timeout: 15_000 });
    const line = page.getByTestId('checkout-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(withVariants.title);
    await expect(line).toContainText(variant);
    await expect(line).toContainText('× 2');
    await expect(page.getByTestId('checkout-back')).toHaveText('Məhsula qayıt');
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    await newAddress(page);
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click({ clickCount: 3 });
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
    const number = new URL(page.url()).searchParams.get('number') ?? '';

    expect(await basketLines(page)).toEqual(basketBefore);
    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await page.getByTestId('order-row').filter({ hasText: number }).click();
    const items = page.getByTestId('order-part').locator('ul > li');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(withVariants.title);
    await expect(items).toContainText(variant);
    await expect(items).toContainText('× 2');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[CAT-08] [CHK-02] [CHK-08] a guest buys now with plain forms: one line ordered, the guest basket kept', async ({
      page,
      request,
    }) => {
      test.slow();
      const { plain, withVariants } = await demoPicks(request);
      await page.goto(`/product/${withVariants.slug}`);
      await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
      const basketBefore = await basketLines(page);
      expect(basketBefore).toEqual([expect.objectContaining({ count: '1' })]);

      await page.goto(`/product/${plain.slug}`);
      await page.getByTestId('buy-count').fill('3');
      await page.getByTestId('buy-now').click();
      await expect(page).toHaveURL(/\/checkout\?productId=\d+&count=3$/, { timeout: 15_000 });
      await expect(page.getByTestId('checkout-line')).toHaveCount(1);
      await expect(page.getByTestId('checkout-line')).toContainText(`${plain.title} × 3`);

      const phone = freshPhone('99455');
      await page.getByLabel('Ad', { exact: true }).fill('Rəşad');
      await page.getByLabel('Soyad').fill('Quliyev');
      await page.getByLabel('Telefon nömrəsi').fill(phone);
      await page.getByLabel('E-poçt').fill(`buy-now-${phone}@example.az`);
      await newAddress(page);
      await page.getByRole('button', { name: 'Kodu göndər' }).click();
      await page.getByLabel('SMS kodu').fill(await textedCode(request, phone));
      await newAddress(page);
      await expect(page.getByTestId('checkout-line')).toContainText(`${plain.title} × 3`);
      await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
      await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
      const number = new URL(page.url()).searchParams.get('number') ?? '';

      expect(await basketLines(page)).toEqual(basketBefore);
      await page.goto(`/order-lookup?number=${encodeURIComponent(number)}`);
      await page.getByLabel('Sifarişdəki telefon nömrəsi').fill(phone);
      await page.getByRole('button', { name: 'Tap' }).click();
      const items = page.getByTestId('lookup-result').getByTestId('order-part').locator('ul > li');
      await expect(items).toHaveCount(1);
      await expect(items).toContainText(plain.title);
      await expect(items).toContainText('× 3');
    });
  });
});
