import { pageIsLive } from '../support/pages';
import { expect, type Page, test } from '../support/test';

const cards = (page: Page) => page.getByTestId('product-card');
const total = (page: Page) => page.getByTestId('listing-total');
const chips = (page: Page) => page.getByTestId('filter-chip');

/** "1 234,50 ₼" → 1234.5 */
function azn(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The price a card asks now: the discounted one when there is one. */
async function cardPrice(page: Page, index: number): Promise<number> {
  return azn((await cards(page).nth(index).getByTestId('price').textContent()) ?? '');
}

test.describe('catalogue listings', () => {
  test('[CAT-04] [CAT-05] a category from the header: two filters and a sort survive a reload, chips clear them, paging', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    if (testInfo.project.name === 'mobile') {
      await page.getByTestId('site-header').getByRole('link', { name: 'Kateqoriyalar' }).click();
      await page
        .getByTestId('category-accordion')
        .getByRole('button', { name: 'Telefonlar və qadcetlər' })
        .click();
      await page.getByTestId('category-accordion').getByRole('link', { name: 'Hamısına bax' }).click();
    } else {
      await page.getByTestId('category-bar').getByRole('link', { name: 'Telefonlar və qadcetlər' }).click();
    }
    await expect(page).toHaveURL(/\/category\/15-phones-gadgets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonlar və qadcetlər' })).toBeVisible();
    await expect(
      page.getByTestId('subcategories').getByRole('link', { name: 'Mobil telefonlar' }),
    ).toBeVisible();
    const unfiltered = await total(page).textContent();

    if (testInfo.project.name === 'mobile') {
      await expect(page.locator('#listing-filters')).toBeHidden();
      // Until the page is live the button shows the filter column in the page instead of the drawer.
      await pageIsLive(page);
      await page.getByTestId('filters-button').click();
      const drawer = page.getByRole('dialog', { name: 'Filtrlər' });
      await drawer.getByRole('checkbox', { name: /^Samsung/ }).check();
      await drawer.getByRole('checkbox', { name: /^Stokda var/ }).check();
      await drawer.getByRole('button', { name: 'Tətbiq et' }).click();
      await expect(drawer).toBeHidden();
    } else {
      const aside = page.locator('#listing-filters');
      await aside.getByRole('checkbox', { name: /^Samsung/ }).check();
      await expect(page).toHaveURL(/brand=Samsung/);
      await aside.getByRole('checkbox', { name: /^Stokda var/ }).check();
    }
    await expect(page).toHaveURL(/brand=Samsung/);
    await expect(page).toHaveURL(/inStock=true/);
    await page.getByTestId('sort-select').selectOption('priceAsc');
    await expect(page).toHaveURL(/sort=priceAsc/);

    await expect(chips(page)).toHaveText(['Samsung', 'Stokda var']);
    await expect(total(page)).not.toHaveText(unfiltered ?? '');
    const filteredTotal = await total(page).textContent();
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    expect(await cardPrice(page, 0)).toBeLessThanOrEqual(await cardPrice(page, 1));
    await expect(cards(page).getByText('Stokda yoxdur')).toHaveCount(0);

    await page.reload();
    await expect(total(page)).toHaveText(filteredTotal ?? '');
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle ?? '');
    await expect(chips(page)).toHaveText(['Samsung', 'Stokda var']);
    await expect(page.getByTestId('sort-select')).toHaveValue('priceAsc');

    // Removing one chip keeps the other filter and the sort.
    await chips(page).filter({ hasText: 'Samsung' }).click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(chips(page)).toHaveText(['Stokda var']);
    await chips(page).click();
    await expect(chips(page)).toHaveCount(0);
    await expect(total(page)).toHaveText(unfiltered ?? '');

    // Page 2 is in the path, linked as rel=next, and keeps the sort.
    const pager = page.getByTestId('pagination');
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
      'href',
      /\/category\/15-phones-gadgets\/2/,
    );
    await pager.getByRole('link', { name: 'Səhifə 2' }).click();
    await expect(page).toHaveURL(/\/category\/15-phones-gadgets\/2\?sort=priceAsc$/);
    await expect(pager.getByRole('link', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.locator('a[rel="prev"]')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page).toHaveTitle(/Telefonlar və qadcetlər, səhifə 2/);
  });

  test('[CAT-13] an impossible price shows the empty state, whose link clears the filters', async ({
    page,
  }, testInfo) => {
    await page.goto('/category/15-phones-gadgets?minPrice=999999&brand=Apple');
    const empty = page.getByTestId('empty-listing');
    await expect(empty.getByRole('heading', { name: 'Məhsul yoxdur' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(chips(page)).toHaveCount(2);
    await empty.getByRole('link', { name: 'Filtrləri təmizlə' }).click();
    await expect(page).toHaveURL(/\/category\/15-phones-gadgets$/);
    await expect(cards(page).first()).toBeVisible();

    // A value the shared schema refuses is shown beside the price and ignored.
    await page.goto('/category/15-phones-gadgets?minPrice=abc');
    if (testInfo.project.name === 'mobile') await page.getByTestId('filters-button').click();
    await expect(page.getByText('Dəyər düzgün deyil').last()).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('[CAT-10] discounts and new products pages, reached from the header', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('site-header').getByRole('link', { name: 'Endirimlər' }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Endirimlər' })).toBeVisible();
    await expect(total(page)).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).locator('s')).toHaveCount(count);
    await expect(cards(page).first()).toContainText(/-\d+%/);

    await page.getByTestId('site-header').getByRole('link', { name: 'Yeni məhsullar' }).click();
    await expect(page).toHaveURL(/\/new-products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni məhsullar' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('sort-select')).toHaveCount(0);
  });

  test('[CAT-10] a running campaign opens from the campaigns page with its products; an unknown one is a 404', async ({
    page,
  }) => {
    await page.goto('/campaign');
    // A seeded campaign: the back-office journeys add campaigns of their own to the same list.
    const novruz = page
      .getByTestId('campaign')
      .filter({ has: page.locator('a[href$="/campaign/novruz-endirimleri"]') });
    const title = (await novruz.getByRole('heading').textContent()) ?? '';
    await novruz.getByRole('link').click();
    await expect(page).toHaveURL(/\/campaign\/novruz-endirimleri$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('campaign-header')).toContainText(/−\d+%/);
    await expect(cards(page).first()).toBeVisible();

    const response = await page.goto('/campaign/no-such-campaign');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('[CAT-11] the seller page: shop header, discounted tab, its categories and campaigns', async ({
    page,
  }, testInfo) => {
    await page.goto('/seller-page/texno-merkez');
    await expect(
      page.getByTestId('shop-header').getByRole('heading', { name: 'Texno Mərkəz' }),
    ).toBeVisible();
    const all = await total(page).textContent();
    await page.getByTestId('seller-tab').filter({ hasText: 'Endirimli məhsullar' }).click();
    await expect(page).toHaveURL(/\/seller-page\/texno-merkez\?discounted=true$/);
    await expect(page.getByTestId('seller-tab').filter({ hasText: 'Endirimli məhsullar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(total(page)).not.toHaveText(all ?? '');
    const count = await cards(page).count();
    await expect(cards(page).locator('s')).toHaveCount(count);
    await expect(cards(page).getByRole('link', { name: 'Texno Mərkəz' })).toHaveCount(count);

    // Its categories narrow the shop's listing (categoryId together with the shop).
    await page.goto('/seller-page/texno-merkez');
    const filters =
      testInfo.project.name === 'mobile'
        ? page.getByRole('dialog', { name: 'Filtrlər' })
        : page.locator('#listing-filters');
    if (testInfo.project.name === 'mobile') await page.getByTestId('filters-button').click();
    await filters
      .getByTestId('category-facet')
      .getByRole('link', { name: /Noutbuklar/ })
      .click();
    await expect(page).toHaveURL(/categoryId=3/);
    await expect(chips(page)).toHaveText(['Noutbuklar']);
    await expect(total(page)).toHaveText('3 məhsul');

    // A running campaign the shop takes part in opens narrowed to the shop.
    await page.goto('/seller-page/xezer-elektronika');
    await page.getByTestId('seller-campaign').filter({ hasText: 'Qara Cümə' }).click();
    await expect(page).toHaveURL(/\/campaign\/qara-cume\?shop=xezer-elektronika$/);
    await expect(chips(page)).toHaveText(['Xəzər Elektronika']);
    await expect(cards(page).getByRole('link', { name: 'Xəzər Elektronika' })).toHaveCount(
      await cards(page).count(),
    );

    const response = await page.goto('/seller-page/no-such-shop');
    expect(response?.status()).toBe(404);
  });

  test('[CAT-07] an SEO tag page carries its title, description and keywords', async ({ page }) => {
    await page.goto('/tag/samsung-smartfonlari');
    await expect(page.getByRole('heading', { level: 1, name: 'Samsung smartfonları' })).toBeVisible();
    await expect(page).toHaveTitle('Samsung smartfonları | Bazar');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Samsung smartfonları/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /galaxy/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/tag\/samsung-smartfonlari$/,
    );
    await expect(cards(page).first()).toContainText('Samsung');
    expect((await page.goto('/tag/no-such-tag'))?.status()).toBe(404);
  });

  test('[CAT-11] a shop subdomain serves the shop page; an unknown shop is a 404', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    await page.goto(`http://texno-merkez.localhost:${port}/`);
    await expect(page).toHaveURL(`http://texno-merkez.localhost:${port}/seller-page/texno-merkez`);
    await expect(
      page.getByTestId('shop-header').getByRole('heading', { name: 'Texno Mərkəz' }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    const english = await page.request.get('/en', {
      headers: { host: `texno-merkez.localhost:${port}` },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe('/en/seller-page/texno-merkez');

    const unknown = await page.request.get('/', { headers: { host: `no-such-shop.localhost:${port}` } });
    expect(unknown.status()).toBe(404);
  });
});
