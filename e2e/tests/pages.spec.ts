import { expect, test } from '../support/test';

test.describe('storefront pages', () => {
  test('the seeded categories are in the header menu and lead to a category page with breadcrumbs', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    if (testInfo.project.name === 'mobile') {
      // Below 600 px the header's categories button opens the mobile category menu.
      await page.getByTestId('site-header').getByRole('link', { name: 'Kateqoriyalar' }).click();
      await expect(page).toHaveURL(/\/category-menu$/);
      await expect(page.getByTestId('category-accordion').getByRole('button')).toHaveCount(12);
      await page.getByTestId('category-accordion').getByRole('button', { name: 'Elektronika' }).dblclick();
    } else {
      const bar = page.getByTestId('category-bar');
      await expect(bar.getByRole('link')).toHaveCount(12);
      await bar.getByRole('link', { name: 'Elektronika' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Elektronika' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Naviqasiya yolu' })).toContainText('Ana səhifə');
  });

  test('[CAT-01] the mobile category menu opens a parent on tap and goes to the listing of a quick second tap', async ({
    page,
  }) => {
    await page.goto('/category-menu');
    const first = page.getByTestId('category-accordion').getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.dblclick();
    await expect(page).toHaveURL(/\/category\/\d+-/);
  });

  test('[CNT-01] [CNT-02] [CNT-03] a blog article shows its date, text and meta, and its address is made canonical', {
    tag: '@one-width',
  }, async ({ page }) => {
    await page.goto('/blogs');
    const firstArticle = page.locator('a[href^="/blog/"]').first();
    const href = (await firstArticle.getAttribute('href')) ?? '';
    const id = href.split('/')[2]?.split('-')[0];
    await page.goto(`/blog/${id}-wrong-title`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    for (const network of ['Facebook', 'X', 'WhatsApp', 'Telegram'])
      await expect(page.locator('#main').getByRole('link', { name: network, exact: true })).toBeVisible();
  });

  test('[ACC-21] the account area sends a visitor to login with continueUrl', async ({ page }) => {
    await page.goto('/en/user/profile/my-orders');
    await expect(page).toHaveURL(/\/en\/login\?continueUrl=%2Fuser%2Fprofile%2Fmy-orders$/);
  });

  test('[LAY-05] going back restores the scroll position', async ({ page }) => {
    await page.goto('/privacy-policy');
    // Hydration may put the page back at the top once: scroll until it stays.
    await page.waitForFunction(() => {
      window.scrollTo(0, 600);
      return window.scrollY >= 590;
    });
    await page.getByRole('link', { name: 'Kömək mərkəzi' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('serves robots.txt and a sitemap index of pages and products, with the three languages', {
    tag: '@one-width',
  }, async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(files).toEqual(['/sitemap/pages.xml', '/sitemap/products/1.xml']);
    const pages = await (await request.get(files[0] ?? '')).text();
    expect(pages).toContain('/en/faq');
    expect(pages).toContain('/ru/category/');
    const products = await (await request.get(files[1] ?? '')).text();
    expect(products.match(/<url>/g)?.length).toBeGreaterThan(300);
    expect(products).toMatch(
      /<loc>[^<]+\/product\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="az"/,
    );
    expect(products).toContain('hreflang="ru" href="http://localhost:');
    expect((await request.get('/sitemap/products/2.xml')).status()).toBe(404);
  });
});
