import { expect, type Page, test } from '../support/test';

/** The header's search box, at both widths; the same component as the mobile search-menu. */
const headerBox = (page: Page) => page.locator('#header-search');
const suggestions = (page: Page) => page.getByTestId('search-suggestions');

test.describe('search', () => {
  test('[SRC-02] [SRC-03] [LAY-02] suggests as one types, walks them with the arrows and opens one with Enter', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-suggestions'))
        asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await page.goto('/');
    // The page's clock stands still while the word is typed, as for a quick typist whose keys all
    // fall inside one debounce however busy the machine is; then the debounce runs out.
    await page.clock.pauseAt(Date.now() + 60_000);
    await headerBox(page).pressSequentially('samsng', { delay: 0 });
    await page.clock.runFor(500);
    await page.clock.resume();
    const options = suggestions(page).getByRole('option');
    await expect(options.first()).toContainText('Samsung');
    await expect(suggestions(page).getByText('Məhsullar')).toBeVisible();
    // Typing fast asks once for the whole word, not once per letter.
    expect(asked.filter((q) => q !== '')).toEqual(['samsng']);

    const before = asked.length;
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(asked.length).toBe(before);

    const chosen = (await options.nth(0).locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.trim());
  });

  test('[SRC-03] [SRC-06] Enter without a highlight opens the results page, with filters and sort that keep the keyword', async ({
    page,
  }) => {
    await page.goto('/');
    await headerBox(page).fill('qara çay');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=qara(\+|%20)%C3%A7ay/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“qara çay” üzrə nəticələr');
    await expect(page.getByTestId('product-card').first()).toContainText('Lənkəran qara çayı');

    await page.goto('/search?keyword=%C3%A7ay');
    await expect(page.getByTestId('search-related')).toContainText('Lənkəran Çay Evi');
    await expect(page.getByTestId('search-related')).toContainText('Çay');

    await page.goto('/search?keyword=samsung&sort=priceAsc&inStock=true');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const total = (await page.getByTestId('listing-total').textContent()) ?? '';
    await page.reload();
    await expect(page.getByTestId('listing-total')).toHaveText(total);
    await expect(page.locator('select[name="sort"]')).toHaveValue('priceAsc');
  });

  test('[SRC-03] a click outside closes the list; a click on the empty box offers the most sought terms', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 3; i++)
      expect((await request.get('/api/v1/Home/searchall?keyword=k%C9%99klikotu')).status()).toBe(200);
    await page.goto('/');
    await headerBox(page).click();
    await expect(suggestions(page).getByText('Ən çox axtarılanlar')).toBeVisible();
    await suggestions(page).getByRole('option', { name: 'kəklikotu' }).click();
    await expect(page).toHaveURL(/keyword=k%C9%99klikotu/);
    await expect(page.getByTestId('product-card').first()).toContainText('Kəklikotulu dağ çayı');

    await headerBox(page).fill('dyson');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    // The page margin, left of the content: outside the box and its list, on no link.
    await page.mouse.click(5, 600);
    await expect(suggestions(page)).toBeHidden();
    await expect(page).toHaveURL(/keyword=k%C9%99klikotu/);
  });

  test('[SRC-07] a failed suggestion call closes the list silently, a failed most-sought call shows no panel', async ({
    page,
  }) => {
    await page.goto('/');
    await headerBox(page).fill('iph');
    await expect(suggestions(page).getByRole('option').first()).toContainText('iPhone');
    await page.route('**/search-suggestions*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await headerBox(page).fill('iphone');
    await expect(suggestions(page)).toBeHidden();
    await headerBox(page).fill('');
    await headerBox(page).click();
    await page.waitForTimeout(300);
    await expect(suggestions(page)).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('[SRC-06] nonsense finds nothing and says what to try instead', async ({ page }) => {
    await page.goto('/search?keyword=qwxzzvbn');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('“qwxzzvbn” üzrə heç nə tapılmadı');
    await expect(empty).toContainText('Sözlərin yazılışını yoxlayın.');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });

  test('[SRC-01] [LAY-01] the search-menu, reached from the header on a phone, suggests products and categories and submits to the results', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const menuLink = page.getByTestId('site-header').getByRole('link', { name: 'Axtarış', exact: true });
    if (testInfo.project.name === 'mobile') {
      await menuLink.click();
      await expect(page).toHaveURL(/\/search-menu$/);
    } else {
      // Wide screens search in the header's own box.
      await expect(menuLink).toBeHidden();
      await page.goto('/search-menu');
    }
    await expect(page.locator('header')).toHaveCount(0);
    const box = page.locator('#page-search');
    await box.pressSequentially('noutbuk', { delay: 30 });
    await expect(suggestions(page).getByText('Kateqoriyalar')).toBeVisible();
    await expect(suggestions(page).getByRole('option', { name: 'Noutbuklar' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.getByRole('button', { name: 'Axtar' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=noutbuk/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
