import { type APIRequestContext, expect, type Page, test } from '../support/test';

interface Card {
  slug: string;
  code: string;
  inStock: boolean;
}
interface Variant {
  id: number;
  valueId: number;
  secondValueId: number | null;
  price: number;
  discountedPrice: number | null;
  stockCount: number;
  inStock: boolean;
}
interface Detail extends Card {
  title: string;
  price: number;
  discountedPrice: number | null;
  stockCount: number;
  manufacturer: string;
  model: string;
  offerFields: { id: number; name: string; values: { id: number; value: string }[] }[];
  variants: Variant[];
  /** The variant the product's cards stand for: the page opens on it. */
  variant: { id: number } | null;
}

/** AZN as the web writes it: "1 234,50 ₼" (non-breaking space between thousands). */
const azn = (value: number) => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents} ₼`;
};
const payable = (offer: { price: number; discountedPrice: number | null }) =>
  offer.discountedPrice !== null && offer.discountedPrice < offer.price ? offer.discountedPrice : offer.price;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Every published product's card, through the listing call, page by page. */
async function allCards(request: APIRequestContext): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const result = await api<{ items: Card[]; total: number }>(
      request,
      `Product/GetList?pageSize=96&page=${page}`,
    );
    cards.push(...result.items);
    if (cards.length >= result.total || result.items.length === 0) return cards;
  }
}

/** The first product (checked a dozen at a time) whose details pass the test. */
async function findProduct(request: APIRequestContext, cards: Card[], fits: (product: Detail) => boolean) {
  for (let start = 0; start < cards.length; start += 12) {
    const details = await Promise.all(
      cards
        .slice(start, start + 12)
        .map((card) => api<Detail>(request, `Product/GetBySlug?slug=${card.slug}`)),
    );
    const found = details.find(fits);
    if (found) return found;
  }
  throw new Error('no product in the demo catalogue fits');
}

/**
 * A product with two offer fields whose default choice (the variant its cards stand for) has a
 * neighbour (same second value) in stock and one out of stock, both at other prices.
 */
function variantPlan(product: Detail) {
  if (product.offerFields.length !== 2) return null;
  const chosen = product.variants.find((variant) => variant.id === product.variant?.id);
  if (!chosen) return null;
  const neighbours = product.variants.filter(
    (variant) =>
      variant.valueId !== chosen.valueId &&
      variant.secondValueId === chosen.secondValueId &&
      payable(variant) !== payable(chosen),
  );
  const inStock = neighbours.find((variant) => variant.inStock);
  const soldOut = neighbours.find((variant) => !variant.inStock);
  return inStock && soldOut ? { chosen, inStock, soldOut } : null;
}

const label = (product: Detail, variant: Variant) =>
  product.offerFields[0]?.values.find((value) => value.id === variant.valueId)?.value ?? '';

interface OfferLd {
  price: string;
  url: string;
}

/** The page's schema.org Product. */
async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = texts.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Product');
  return product as Record<string, unknown> & { offers: Record<string, unknown> & { offers: OfferLd[] } };
}

test.describe('home page', () => {
  test('[CAT-07] [CAT-14] shows the campaign banner, the counts, the shelves and a feed that loads more as it scrolls', async ({
    page,
    request,
  }) => {
    const counts = await api<{ products: number; shops: number; categories: number }>(
      request,
      'Home/GetCounts',
    );
    await page.goto('/');
    await expect(page.getByTestId('campaign-banner').getByRole('heading', { level: 1 })).toBeVisible();
    const figures = page.getByTestId('home-counts');
    await expect(figures).toContainText(`${counts.shops}+ mağaza`);
    await expect(figures).toContainText(`${counts.products} məhsul`);
    await expect(figures).toContainText(`${counts.categories} kateqoriya`);

    for (const shelf of ['home-discounted', 'home-new', 'home-top-rated'])
      await expect(page.getByTestId(shelf).getByTestId('product-card').first()).toBeAttached();
    await expect(
      page.getByTestId('home-discounted').getByRole('link', { name: /Hamısına bax/ }),
    ).toHaveAttribute('href', '/discounts');
    await expect(page.getByTestId('home-new').getByRole('link', { name: /Hamısına bax/ })).toHaveAttribute(
      'href',
      '/new-products',
    );
    await expect(page.getByTestId('home-discounted').getByTestId('product-card').first()).toContainText(
      /\d+,\d{2} ₼/,
    );
    await expect(page.getByTestId('home-combos').locator('a[href^="/combo/CMB-"]').first()).toBeAttached();
    await expect(page.getByTestId('home-sellers').locator('a[href^="/seller-page/"]').first()).toBeVisible();
    await expect(page.getByTestId('home-blog').locator('a[href^="/blog/"]')).toHaveCount(3);

    const feed = page.getByTestId('home-feed');
    await expect(feed.getByTestId('product-card')).toHaveCount(24);
    await expect(page.getByTestId('feed-next')).toHaveAttribute('href', '/?page=2#feed');
    await page.getByTestId('feed-status').scrollIntoViewIfNeeded();
    await expect(feed.getByTestId('product-card')).toHaveCount(48);
    await expect(page.getByTestId('feed-next')).toHaveAttribute('href', '/?page=3#feed');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[CAT-07] the feed goes on through its plain next-page link', async ({ page, request }) => {
      const second = await api<{ items: { title: string }[] }>(request, 'Home/HomeScroll?page=2');
      await page.goto('/');
      await page.getByTestId('feed-next').click();
      await expect(page).toHaveURL(/\/\?page=2#feed$/);
      const feed = page.getByTestId('home-feed');
      await expect(feed.getByTestId('product-card').first()).toContainText(second.items[0]?.title ?? '');
      await expect(feed.getByRole('link', { name: 'Əvvəlki səhifə' })).toHaveAttribute(
        'href',
        '/?page=1#feed',
      );
      await expect(page.getByTestId('feed-next')).toHaveAttribute('href', '/?page=3#feed');
    });
  });
});

test('[CAT-01] [CAT-03] [CAT-06] resting on a top category for a second opens its second and third levels', async ({
  page,
}, testInfo) => {
  await page.goto('/privacy-policy');
  if (testInfo.project.name === 'mobile') {
    // Phones keep the category-menu screen instead of the bar.
    await expect(page.getByTestId('category-bar')).toBeHidden();
    await page.getByTestId('site-header').getByRole('link', { name: 'Kateqoriyalar' }).click();
    await expect(page).toHaveURL(/\/category-menu$/);
    return;
  }
  const bar = page.getByTestId('category-bar');
  const top = bar.getByRole('link', { name: 'Telefonlar və qadcetlər', exact: true });
  const asked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/subcategories/')) asked.push(Date.now());
  });
  const hoveredAt = Date.now();
  await top.hover();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('mega-menu')).toHaveCount(0);
  const panel = page.getByTestId('mega-menu');
  await expect(panel.getByRole('link', { name: 'Mobil telefonlar' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Smartfonlar' })).toBeVisible();
  expect((asked[0] ?? 0) - hoveredAt).toBeGreaterThanOrEqual(950);
  await expect(top).toHaveAttribute('aria-expanded', 'true');

  await page.mouse.move(700, 700);
  await expect(panel).toHaveCount(0);

  // The keyboard opens it too, and Escape closes it.
  await top.focus();
  await expect(panel.getByRole('link', { name: 'Smartfonlar' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(top).toBeFocused();

  await top.hover();
  await panel.getByRole('link', { name: 'Smartfonlar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smartfonlar' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test.describe('product page', () => {
  test('[CAT-08] [CAT-12] [CAT-14] shows a variant’s own price and stock, kept in the address, with JSON-LD in AZN', async ({
    page,
    request,
  }, testInfo) => {
    const product = await findProduct(
      request,
      await allCards(request),
      (detail) => variantPlan(detail) !== null,
    );
    const plan = variantPlan(product);
    if (!plan) throw new Error('unreachable');
    await page.goto(`/product/${product.slug}`);

    await expect(page.getByTestId('product-title')).toHaveText(product.title);
    await expect(page.getByTestId('product-code')).toHaveText(product.code);
    await expect(page.getByRole('navigation', { name: 'Naviqasiya yolu' })).toContainText('Ana səhifə');
    await expect(page.getByTestId('product-seller').getByRole('link')).toHaveAttribute(
      'href',
      /^\/seller-page\//,
    );
    await expect(page.getByTestId('product-properties')).toContainText(product.manufacturer);
    await expect(page.getByTestId('product-properties')).toContainText(product.model);
    await expect(page.getByTestId('rating')).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(new RegExp(azn(payable(plan.chosen))));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/localhost:\d+\/media\//,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^http://localhost:\\d+/product/${product.slug}$`),
    );

    const ld = await jsonLd(page);
    expect(ld.sku).toBe(product.code);
    // The page opens on the cheapest variant in stock: what the product is offered from.
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'AZN',
      lowPrice: payable(plan.chosen).toFixed(2),
      offerCount: product.variants.length,
      availability: 'https://schema.org/InStock',
    });

    const options = page.getByTestId('variant-picker').getByTestId('variant-option');
    await options
      .filter({ hasText: label(product, plan.soldOut) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?v=${plan.soldOut.id}$`));
    await expect(page.getByTestId('product-price')).toHaveText(new RegExp(azn(payable(plan.soldOut))));
    await expect(page.getByTestId('product-stock')).toHaveText('Stokda yoxdur');
    // The sold-out combination can be asked about; the request names it.
    await expect(page.getByTestId('product-request')).toContainText(label(product, plan.soldOut));

    await options
      .filter({ hasText: label(product, plan.inStock) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?v=${plan.inStock.id}$`));
    await expect(page.getByTestId('product-price')).toHaveText(new RegExp(azn(payable(plan.inStock))));
    await expect(page.getByTestId('product-stock')).toHaveText(/Stokda (var|son \d+ ədəd qalıb)/);

    // The server renders the choice in the address, and JSON-LD offers it at its own address.
    await page.reload();
    await expect(page.getByTestId('product-price')).toHaveText(new RegExp(azn(payable(plan.inStock))));
    expect((await jsonLd(page)).offers.offers).toContainEqual(
      expect.objectContaining({
        price: payable(plan.inStock).toFixed(2),
        url: expect.stringMatching(new RegExp(`/product/${product.slug}\\?v=${plan.inStock.id}$`)),
      }),
    );

    const gallery = page.getByTestId('product-gallery');
    const strip = gallery.locator('section');
    if (testInfo.project.name === 'mobile') {
      // A swipe moves to the next photo.
      await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth }));
      await expect(gallery.getByText('2/2')).toBeVisible();
    } else {
      const first = strip.getByRole('button').first();
      await first.hover();
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await gallery.getByRole('link').nth(1).click();
      await expect(gallery.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('[CAT-08] [CAT-13] a product out of stock takes a request: messages beside the fields, then a success note', async ({
    page,
    request,
  }) => {
    const cards = (await allCards(request)).filter((card) => !card.inStock);
    const product = await findProduct(request, cards, (detail) => detail.stockCount === 0);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Stokda yoxdur');
    const form = page.getByTestId('product-request');
    await form.getByRole('button', { name: 'Sorğunu göndər' }).click();
    await expect(form.locator('#request-name-error')).toHaveText('Bu sahə mütləqdir');
    await expect(form.locator('#request-message-error')).toHaveText('Bu sahə mütləqdir');

    await form.getByLabel('Adınız').fill('Aygün');
    await form.getByLabel('Telefon nömrəsi').fill('0501234567');
    await form.getByLabel('Mesajınız').fill('Nə vaxt gələcək?');
    await form.getByRole('button', { name: 'Sorğunu göndər' }).click();
    await expect(form.locator('#request-phone-error')).toHaveText(
      'Telefon nömrəsi 994XXXXXXXXX formatında olmalıdır',
    );
    await expect(form.getByLabel('Adınız')).toHaveValue('Aygün');

    await form.getByLabel('Telefon nömrəsi').fill('994501234567');
    await form.getByRole('button', { name: 'Sorğunu göndər' }).click();
    await expect(page.getByTestId('request-sent')).toBeVisible();
  });

  test('[LAY-07] a product that is not published is the 404 page', async ({ page }) => {
    const response = await page.goto('/product/no-such-product-bz999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('combo page', () => {
  test('[CAT-09] [CAT-14] shows its code, its products with counts, the saving against buying apart and other combos', async ({
    page,
    request,
  }) => {
    const combo = await api<{
      code: string;
      price: number;
      priceApart: number;
      items: unknown[];
      otherCombos: unknown[];
    }>(request, 'Combo/GetByCode?code=CMB-1001');
    await page.goto('/combo/CMB-1001');
    await expect(page.getByTestId('combo-code')).toHaveText('CMB-1001');
    await expect(page.getByTestId('combo-items').getByTestId('product-card')).toHaveCount(combo.items.length);
    await expect(page.getByTestId('combo-item-count').first()).toHaveText(/\d+ ədəd/);
    const price = page.getByTestId('combo-price');
    await expect(price).toContainText(azn(combo.price));
    await expect(price).toContainText(azn(combo.priceApart));
    await expect(page.getByTestId('combo-saving')).toContainText(
      azn(Math.round((combo.priceApart - combo.price) * 100) / 100),
    );
    await expect(page.getByTestId('other-combos').locator('a[href^="/combo/CMB-"]')).toHaveCount(
      combo.otherCombos.length,
    );
    await page.getByTestId('other-combos').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/combo\/CMB-\d+$/);
    await expect(page.getByTestId('combo-code')).not.toHaveText('CMB-1001');
  });

  test('[CAT-09] an unknown combo is the 404 page', async ({ page }) => {
    const response = await page.goto('/combo/CMB-0000');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
