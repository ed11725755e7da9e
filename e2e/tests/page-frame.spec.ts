import { expect, type Locator, type Page, test } from '../support/test';

/**
 * The site's frame on every page: a title, the header and the footer (error pages too), an
 * indicator while a slow page loads, and a header that fits a 375 px phone.
 */
const languages = [
  { prefix: '', notFound: 'Səhifə tapılmadı', error: 'Xəta baş verdi', loading: 'Səhifə yüklənir' },
  { prefix: '/en', notFound: 'Page not found', error: 'Something went wrong', loading: 'Loading the page' },
  {
    prefix: '/ru',
    notFound: 'Страница не найдена',
    error: 'Произошла ошибка',
    loading: 'Страница загружается',
  },
];

/** Addresses every kind of page answers with its 404: a product, category, blog, campaign, seller, combo, or none. */
const missing = [
  '/product/no-such-product',
  '/category/999999-no-such-category',
  '/blog/999999-no-such-article',
  '/campaign/no-such-campaign',
  '/seller-page/no-such-shop',
  '/combo/NO-SUCH-COMBO',
  '/no-such-page/at-all',
];

async function expectFrame(page: Page) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
}

/** The links and buttons of a row whose own box cuts their text. */
function clipped(row: Locator) {
  return row.evaluate((element) =>
    Array.from(element.querySelectorAll('a, button'))
      .filter((link) => link.scrollWidth > link.clientWidth)
      .map((link) => link.textContent),
  );
}

/** Whether a box lies wholly inside another (a pixel of rounding allowed). */
async function inside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

test.describe('page frame', () => {
  test('[LAY-07] [LAY-02] [LAY-04] [LAY-06] the 404 and 400 pages have a title, the header and the footer in az, en and ru', async ({
    page,
  }) => {
    test.slow();
    for (const lang of languages) {
      for (const path of missing) {
        const response = await page.goto(`${lang.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page, `${lang.prefix}${path}`).toHaveTitle(`${lang.notFound} | Bazar`);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expectFrame(page);
      }
      const response = await page.goto(`${lang.prefix}/checkout?productId=not-a-number`);
      expect(response?.status()).toBe(400);
      await expect(page).toHaveTitle(`${lang.error} | Bazar`);
      await expect(page.getByTestId('error-page')).toBeVisible();
      await expectFrame(page);
    }
  });

  test('[LAY-02] a page-transition bar shows while a page loads slowly, and never for a quick one', async ({
    page,
  }) => {
    test.slow();
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    const bar = page.getByRole('progressbar', { name: 'Səhifə yüklənir' });

    // The next page's data is held back until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/blogs.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('header-links').getByRole('link', { name: 'Bloq' }).click();
    await page.clock.runFor(250);
    await expect(bar).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(bar).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    // It sweeps, and stands still for people who ask for less motion.
    const sweep = () => bar.locator('div').evaluate((element) => getComputedStyle(element).animationName);
    expect(await sweep()).toBe('navigation-progress');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await sweep()).toBe('none');
    release();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(bar).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');

    // A page that comes within the delay shows no bar at all: the page's clock moves on only by
    // small steps while it loads, less than the delay in all.
    await page.clock.pauseAt(Date.now() + 120_000);
    await page.evaluate(() => {
      const seen = { bar: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.bar = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('header-links').getByRole('link', { name: 'Kömək' }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return page.url();
      })
      .toMatch(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: { bar: boolean } }).seen.bar)).toBe(false);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('[LAY-02] [SRC-01] the header cuts no word: its links scroll with a cue; search is at hand; empty badges show nothing', async ({
      page,
    }) => {
      test.slow();
      for (const lang of languages) {
        await page.goto(`${lang.prefix}/`);
        const header = page.getByTestId('site-header');
        const row = page.getByTestId('header-links');
        const links = row.locator('a, button');
        // No link's own box clips its word.
        expect(await clipped(row)).toEqual([]);
        // The row is wider than the phone: it says so with a fade and an arrow, which shows the rest.
        expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        await expect(row).toHaveAttribute('data-more-end', 'true');
        const more = page.getByTestId('header-links-more');
        await expect(more).toBeVisible();
        expect(
          await more.evaluate((element) => getComputedStyle(element, '::before').backgroundImage),
        ).toContain('gradient');
        const last = links.last();
        expect(await inside(last, row)).toBe(false);
        await more.click();
        await expect(row).toHaveAttribute('data-more-start', 'true');
        await expect(page.getByTestId('header-links-back')).toBeVisible();
        await row.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
        await expect.poll(() => inside(last, row)).toBe(true);
        await expect(more).toHaveCount(0);
        // Everything else in the header fits the screen.
        expect(
          await header.evaluate((root) =>
            Array.from(root.querySelectorAll('a, button, input'))
              .filter(
                (element) => element.checkVisibility() && !element.closest('[data-testid="header-links"]'),
              )
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth;
              })
              .map((element) => element.outerHTML),
          ),
        ).toEqual([]);
        await expect(page.getByTestId('basket-count')).toBeHidden();
        await expect(page.getByTestId('wishlist-count')).toBeHidden();
      }

      await page.goto('/');
      const search = page.getByTestId('site-header').getByRole('combobox');
      await expect(search).toBeVisible();
      await search.fill('telefon');
      await search.press('Enter');
      await expect(page).toHaveURL(/^[^?]*\/search\?keyword=telefon$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('[BSK-06] a basket badge appears with the first item and shows its count', async ({
      page,
      request,
    }) => {
      const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=24&sort=rating');
      const card = ((await list.json()).items as { slug: string; hasVariants: boolean }[]).find(
        (item) => !item.hasVariants,
      );
      await page.goto(`/product/${card?.slug}`);
      await expect(page.getByTestId('basket-count')).toBeHidden();
      await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
      await expect(page.getByTestId('basket-count')).toBeVisible();
      await expect(page.getByTestId('basket-count')).toHaveText('1');
    });
  });

  test.describe('at 1440 px', () => {
    // The category strip is the wide screen's menu; phones reach categories through category-menu.
    test.use({ viewport: { width: 1440, height: 900 } });

    test('[LAY-02] the category strip cuts no word: where it does not fit it scrolls with a cue', async ({
      page,
    }) => {
      test.slow();
      for (const lang of languages) {
        await page.goto(`${lang.prefix}/`);
        const strip = page.getByTestId('category-bar');
        expect(await clipped(strip)).toEqual([]);
        const overflows = await strip.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (overflows) {
          await expect(strip).toHaveAttribute('data-more-end', 'true');
          await expect(page.getByTestId('category-bar-more')).toBeVisible();
        } else await expect(page.getByTestId('category-bar-more')).toHaveCount(0);
      }
    });
  });
});
