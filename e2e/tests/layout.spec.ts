import { pageIsLive } from '../support/pages';
import { expect, test } from '../support/test';

const header = '[data-testid="site-header"]';
const footer = '[data-testid="site-footer"]';

test.describe('layout rules', () => {
  test('[LAY-01] [LAY-03] header and footer are shown or hidden per page as the spec says', async ({
    page,
  }) => {
    const rules: [string, boolean, boolean][] = [
      // path, header shown, footer shown
      ['/', true, true],
      ['/search-menu', false, false],
      ['/category-menu', true, false],
      ['/success-page', false, false],
      ['/login', true, false],
      ['/register', true, false],
      ['/cart', true, false],
      ['/checkout', true, false],
      ['/shop-register', true, true],
      ['/faq', true, true],
    ];
    for (const [path, headerShown, footerShown] of rules) {
      await page.goto(path);
      await expect(page.locator(header), `header on ${path}`).toHaveCount(headerShown ? 1 : 0);
      await expect(page.locator(footer), `footer on ${path}`).toHaveCount(footerShown ? 1 : 0);
    }
    await page.goto('/category-menu');
    const sub = page.getByTestId('category-accordion').locator('a[href*="/category-menu/sub/"]');
    await page.getByTestId('category-accordion').getByRole('button').first().click();
    await sub.first().click();
    await expect(page).toHaveURL(/\/category-menu\/sub\/\d+-/);
    await expect(page.locator(header)).toHaveCount(0);
  });

  test('[LAY-02] header has the language select, terms, start selling, campaigns, blog, help, search, wishlist, profile and basket', async ({
    page,
  }) => {
    await page.goto('/');
    const top = page.locator(header);
    await expect(top.getByTestId('language-select')).toBeVisible();
    await expect(top.getByRole('link', { name: 'Alıcı razılaşması' })).toBeVisible();
    await expect(top.getByRole('link', { name: 'Satışa başla' })).toHaveAttribute('href', '/shop-register');
    await expect(top.getByRole('link', { name: 'Kampaniyalar' })).toHaveAttribute('href', '/campaign');
    await expect(top.getByRole('link', { name: 'Bloq' })).toHaveAttribute('href', '/blogs');
    await expect(top.getByRole('link', { name: 'Kömək' })).toHaveAttribute('href', '/faq');
    await expect(top.getByRole('combobox', { name: 'Məhsul, kateqoriya və ya mağaza axtar' })).toBeVisible();
    await expect(top.getByTestId('wishlist-count')).toHaveText('0');
    await expect(top.getByTestId('basket-count')).toHaveText('0');

    await top.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Daxil ol' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Qeydiyyat' })).toBeVisible();
  });

  test('[BSK-06] [WSH-03] badges count the guest basket and favourites kept in the browser', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {
        name: 'productStorage',
        value: encodeURIComponent(
          JSON.stringify([
            { productId: 1, count: 2, productOfferFields: [] },
            { productId: 2, count: 1, productOfferFields: [] },
          ]),
        ),
        url: baseURL,
      },
      { name: 'favItems', value: encodeURIComponent('[5,6,7]'), url: baseURL },
    ]);
    await page.goto('/');
    await expect(page.getByTestId('basket-count')).toHaveText('3');
    await expect(page.getByTestId('wishlist-count')).toHaveText('3');
  });

  test('[LAY-02] the terms link opens the buyer agreement in a printable dialog that closes', async ({
    page,
  }) => {
    await page.goto('/');
    // Until the page is live the link goes to the agreement's own page (the path without JavaScript).
    await pageIsLive(page);
    await page.locator(header).getByRole('link', { name: 'Alıcı razılaşması' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('5 (beş) iş günü');
    await expect(dialog.getByRole('button', { name: 'Çap et' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Bağla' }).click();
    await expect(dialog).toBeHidden();
  });

  test('[LAY-04] footer has terms, wishlist, login, register, my orders, basket, four categories, four shops, help centre, phone and social links', async ({
    page,
  }) => {
    await page.goto('/');
    const foot = page.locator(footer);
    for (const name of [
      'Alıcı razılaşması',
      'Seçilmişlər',
      'Daxil ol',
      'Qeydiyyat',
      'Sifarişlərim',
      'Səbət',
      'Kömək mərkəzi',
    ]) {
      await expect(foot.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(foot.locator('a[href^="/category/"]')).toHaveCount(4);
    await expect(foot.locator('a[href^="/seller-page/"]')).toHaveCount(4);
    await expect(foot.locator('a[href^="tel:"]')).toBeVisible();
    await expect(foot.getByText('Bazar ertəsi – Cümə axşamı, 09:00–18:00')).toBeVisible();
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'Telegram'])
      await expect(foot.getByRole('link', { name })).toBeVisible();
  });

  test('[CAT-14] prices show the manat sign in a face that has it, whatever fonts the device holds', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toContainText('₼');
    // The page's own face for the sign: loading it answers the faces that draw ₼ at each weight.
    for (const weight of [400, 700])
      expect(
        await page.evaluate((w) => document.fonts.load(`${w} 16px "Bazar Manat"`, '₼'), weight),
      ).toHaveLength(1);
  });

  test('[LAY-07] an unknown address shows the 404 page with status 404 and a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Səhifə tapılmadı' })).toBeVisible();
    await expect(page.getByText('silinmiş, köçürülmüş')).toBeVisible();
    await page.getByRole('link', { name: 'Ana səhifəyə qayıt' }).click();
    await expect(page).toHaveURL(/\/$/);

    const english = await page.goto('/en/category/999999-nothing');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('[LAY-02] the first Tab offers a skip to the page; the site installs as an app with its icons', async ({
    page,
    request,
  }) => {
    await page.goto('/category/1-electronics');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Əsas məzmuna keç' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands in the page, past the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const head = page.locator('head');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6d28d9');
    const manifestUrl = await head.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestUrl ?? '')).json();
    expect(manifest).toMatchObject({ name: 'Bazar', start_url: '/', display: 'standalone' });
    const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    const linked = await head
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(linked).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
    for (const src of [...linked, ...icons.map((icon) => icon.src)]) {
      const image = await request.get(src);
      expect(image.status(), src).toBe(200);
      expect(image.headers()['content-type'], src).toMatch(/^image\//);
    }
  });
});
