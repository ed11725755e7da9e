import { firstCardHref, textOf } from '../support/pages';
import { expect, type Locator, type Page, test } from '../support/test';

/** "2 116,27 ₼" out of a price as the store writes it ("Qiymət: 2 116,27 ₼-dan"). */
function amountIn(text: string): string {
  const match = /\d{1,3}(?:\s\d{3})*,\d{2} ₼/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return match[0];
}

/** "2116.27", as JSON-LD writes the same amount. */
const decimal = (amount: string) => amount.replace(/[\s₼]/g, '').replace(',', '.');

/** How long a page rendered on a busy machine may take to show after a click. */
const pageLoad = 15_000;

/** The first card on the page that stands for a product whose variants cost differently. */
const variantCard = (page: Page) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('card-variant') })
    .first();

/** The schema.org Product of the page. */
async function productLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Product') as {
    offers: { '@type': string; lowPrice: string; offers: { price: string; url: string; name: string }[] };
  };
}

/**
 * Opens a card as a shopper would and checks the product page offers what the card said: the same
 * price, the same variant chosen, and the JSON-LD offering that variant at that price.
 */
async function openAndCompare(page: Page, card: Locator, optionPrefix: RegExp) {
  const price = amountIn(await textOf(card.getByTestId('price')));
  const variant = (await textOf(card.getByTestId('card-variant'))).replace(optionPrefix, '').trim();
  const link = card.getByRole('heading').getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const variantId = /\?v=(\d+)$/.exec(href)?.[1];
  expect(variantId, `the card links to its variant: ${href}`).toBeDefined();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`\\?v=${variantId}$`));
  await expect(page.getByTestId('product-title')).toBeVisible({ timeout: pageLoad });
  await expect(page.getByTestId('product-price')).toContainText(price);
  const chosen = page.getByTestId('variant-picker').locator('[aria-current="true"]');
  for (const value of variant.split(' / ')) await expect(chosen.filter({ hasText: value })).toHaveCount(1);
  // The canonical address is the product's, whichever variant is open.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/[^?]+$/);

  const ld = await productLd(page);
  expect(ld.offers['@type']).toBe('AggregateOffer');
  expect(ld.offers.offers).toContainEqual(
    expect.objectContaining({
      price: decimal(price),
      name: variant,
      url: expect.stringMatching(new RegExp(`\\?v=${variantId}$`)),
    }),
  );
  // Cards show the cheapest variant in stock: the price the product is offered from.
  expect(ld.offers.lowPrice).toBe(decimal(price));
  return { price, variant, variantId };
}

test.describe('the price on a card is the price of the page it opens', { tag: '@one-width' }, () => {
  // Each journey opens several pages, as a shopper would, server-rendered each time.
  test.describe.configure({ timeout: 90_000 });

  test('[CAT-04] [CAT-08] [CAT-14] from a category listing, in az and ru', async ({ page }) => {
    // The phones' category, as a shopper reaches it: from a phone's breadcrumbs.
    await page.goto('/search?keyword=iPhone');
    await page.goto(await firstCardHref(page));
    const phones = page.getByRole('navigation', { name: 'Naviqasiya yolu' }).getByRole('link').last();
    const category = (await phones.getAttribute('href')) ?? '';
    expect(category).toMatch(/^\/category\/\d+-/);

    await page.goto(`/ru${category}`);
    const russian = variantCard(page);
    await expect(russian.getByTestId('price')).toContainText(/от \d/);
    await expect(russian.getByTestId('card-variant')).toContainText(/^Вариант: /);

    await page.goto(category);
    const card = variantCard(page);
    await expect(card.getByTestId('price')).toContainText(/₼-dan$/);
    await openAndCompare(page, card, /^Seçim:/);
  });

  test('[SRC-06] [CAT-08] from the search results', async ({ page }) => {
    await page.goto('/en/search?keyword=iPhone%2016%20Pro');
    const card = variantCard(page);
    await expect(card.getByTestId('price')).toContainText(/from \d/);
    await openAndCompare(page, card, /^Option:/);
  });

  test('[CAT-07] [CAT-08] from the home page', async ({ page }) => {
    await page.goto('/');
    await openAndCompare(page, variantCard(page), /^Seçim:/);
  });

  test('[SRC-03] [CAT-08] from a search suggestion, which says "from" too', async ({ page }) => {
    await page.goto('/');
    await page.locator('#header-search').fill('iPhone 16 Pro');
    const option = page
      .getByTestId('search-suggestions')
      .getByRole('option')
      .filter({
        has: page.getByTestId('suggestion-price').filter({ hasText: /-dan$/ }),
      });
    await expect(option.first()).toBeVisible({ timeout: pageLoad });
    const price = amountIn(await textOf(option.first().getByTestId('suggestion-price')));
    await option.first().click();
    await expect(page).toHaveURL(/\/product\/[^?]+\?v=\d+$/);
    await expect(page.getByTestId('product-title')).toBeVisible({ timeout: pageLoad });
    await expect(page.getByTestId('product-price')).toContainText(price);
    expect((await productLd(page)).offers.lowPrice).toBe(decimal(price));
  });

  test('[CAT-08] an address naming no variant of the product opens on the variant its cards show', async ({
    page,
  }) => {
    await page.goto('/en/search?keyword=iPhone%2016%20Pro');
    const card = variantCard(page);
    const price = amountIn(await textOf(card.getByTestId('price')));
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    const plain = href.replace(/\?v=\d+$/, '');
    for (const address of [plain, `${plain}?v=999999999`, `${plain}?v=abc`]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByTestId('product-price')).toContainText(price);
    }
  });
});
