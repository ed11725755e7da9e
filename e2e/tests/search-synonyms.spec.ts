import { expect, type Page, test } from '../support/test';

/** The header's search box, at both widths. */
const headerBox = (page: Page) => page.locator('#header-search');
const suggestions = (page: Page) => page.getByTestId('search-suggestions');

/** Types into the header box until the suggestions answer: keys typed before hydration ask for none. */
async function typeForSuggestions(page: Page, text: string, expected: string) {
  await expect(async () => {
    await headerBox(page).fill('');
    await headerBox(page).pressSequentially(text, { delay: 0 });
    await expect(suggestions(page).getByRole('option').first()).toContainText(expected, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('search by the forms shoppers type for brand names', () => {
  // Typing is retried until the page has hydrated; that may take a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('[SRC-01] [SRC-05] typing айфон in the header search suggests iPhones and Enter shows iPhone results', async ({
    page,
  }) => {
    await page.goto('/');
    await typeForSuggestions(page, 'айфон', 'iPhone');
    const products = suggestions(page)
      .getByRole('option')
      .filter({ has: page.locator('img') });
    for (const name of await products.allTextContents()) expect(name).toContain('iPhone');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%D0%B0%D0%B9%D1%84%D0%BE%D0%BD/, { timeout: 15_000 });
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText('iPhone');
    await expect(page.getByText('üzrə heç nə tapılmadı')).toHaveCount(0);
  });

  test('[SRC-05] in Russian, сяоми and самсунг find Xiaomi and Samsung', async ({ page }) => {
    await page.goto('/ru');
    await typeForSuggestions(page, 'сяоми', 'Xiaomi');

    await page.goto('/ru/search?keyword=%D1%81%D0%B0%D0%BC%D1%81%D1%83%D0%BD%D0%B3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('самсунг');
    await expect(page.getByTestId('product-card').first()).toContainText('Samsung');
  });
});
