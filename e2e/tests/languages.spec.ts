import { readFileSync } from 'node:fs';
import { firstCardHref } from '../support/pages';
import { expect, type Page, test } from '../support/test';

/** The message keys (az's catalogue has them all), to tell a key shown in place of its text. */
const messageKeys = new Set(
  Object.keys(
    JSON.parse(
      readFileSync(new URL('../../packages/contracts/src/locales/az.json', import.meta.url), 'utf8'),
    ),
  ),
);

/** What a visitor reads or hears on a page: its title, its text, and labels, alt texts, placeholders. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
    const labelled = document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','));
    const labels = Array.from(labelled, (element) => attributes.map((name) => element.getAttribute(name)));
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the page data in its scripts
    return [document.title, document.body.innerText, ...labels.flat()].join('\n');
  });

test.describe('languages', () => {
  test('[I18N-01] [LAY-06] az has no prefix, en and ru do, and <html lang> follows', {
    tag: '@one-width',
  }, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(
      page.locator('[data-testid="category-bar"], [data-testid="site-header"]').first(),
    ).toBeVisible();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Start selling' })).toBeVisible();
    await page.goto('/ru/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { name: 'Помощь и контакты' })).toBeVisible();
  });

  test('[I18N-03] [I18N-04] the language select switches in place, keeps the path and stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/blogs');
    await page.getByTestId('language-select').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/blogs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.getByTestId('language-select').click();
    await page.getByRole('menuitem', { name: 'Azərbaycan' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page).not.toHaveURL(/\/(en|az)\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  });

  test('[I18N-03] a click on the language button before the page has come alive still opens the menu', async ({
    page,
  }) => {
    // The page's code is held back until the button has been clicked, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blogs', { waitUntil: 'commit' });
    await page.getByTestId('language-select').click();
    release();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/blogs$/);
  });

  test('[I18N-02] an unsupported language falls back to the stored one, else az', {
    tag: '@one-width',
  }, async ({ page, context, baseURL }) => {
    await page.goto('/de/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');

    await context.addCookies([{ name: 'language', value: 'ru', url: baseURL }]);
    await page.goto('/fr/faq');
    await expect(page).toHaveURL(/\/ru\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('[I18N-06] the language list is Azərbaycan, English, Русский', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-select').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Azərbaycan', 'English', 'Русский']);
  });

  test('[I18N-03] the language menu opens from the keyboard (its code loads on first use) and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/faq');
    const button = page.getByTestId('language-select');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveText(['Azərbaycan', 'English', 'Русский']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(page.getByTestId('language-select')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/faq$/);
  });

  test('[LAY-08] stores the mobile-app flag from the window width', async ({ page, context }, testInfo) => {
    await page.goto('/');
    const expected = testInfo.project.name === 'mobile' ? 'true' : 'false';
    expect(await page.evaluate(() => localStorage.getItem('fromMobileApp'))).toBe(expected);
    expect((await context.cookies()).find((c) => c.name === 'fromMobileApp')?.value).toBe(expected);
  });

  for (const prefix of ['', '/en', '/ru'])
    test(`[I18N-05] no page of ${prefix || 'az'} shows a message key or ICU syntax instead of its text`, {
      tag: '@one-width',
    }, async ({ page }) => {
      test.slow();
      const paths = ['', '/new-products', '/cart', '/wishlist', '/login', '/register', '/no-such-page'];
      const addresses = paths.map((path) => `${prefix}${path}` || '/');
      await page.goto(addresses[0] ?? '/');
      addresses.push(await firstCardHref(page));
      for (const address of addresses) {
        await page.goto(address);
        const words = await pageWords(page);
        const keys = (words.match(/[\w.-]+/g) ?? []).filter((word) => messageKeys.has(word));
        expect(keys, address).toEqual([]);
        expect(words, address).not.toMatch(/\{\s*\w+\s*[,}]|\b(one|other) \{/);
      }
    });
});
