import { firstCardHref, textOf } from '../support/pages';
import { expect, type Page, test } from '../support/test';

type Ld = Record<string, unknown> & { '@type': string };
interface ListItem {
  position: number;
  name: string;
  item?: string;
  url?: string;
}

const absolute = /^http:\/\/localhost:\d+\//;

/**
 * Every JSON-LD document of the page, by its type. The journeys load each page from the server
 * (page.goto), as a crawler reads it.
 */
async function structuredData(page: Page): Promise<Map<string, Ld>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const documents = texts.map((text) => JSON.parse(text) as Ld);
  for (const document of documents) expect(document['@context']).toBe('https://schema.org');
  return new Map(documents.map((document) => [document['@type'], document]));
}

async function ldOf(page: Page, type: string) {
  const document = (await structuredData(page)).get(type);
  expect(document, `a ${type} on ${page.url()}`).toBeDefined();
  return document as Ld;
}

/** Canonical, og:url and the hreflang alternates: absolute, the canonical in the page's language. */
async function expectAbsoluteAddresses(page: Page, path: string, lang: 'az' | 'en' | 'ru' = 'az') {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const localized = lang === 'az' ? path : `/${lang}${path === '/' ? '' : path}`;
  expect(canonical).toMatch(new RegExp(`^http://localhost:\\d+${localized.replace(/[?]/g, '\\$&')}$`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
  const origin = new URL(canonical ?? '').origin;
  for (const [hrefLang, href] of [
    ['az', path],
    ['en', `/en${path === '/' ? '' : path}`],
    ['ru', `/ru${path === '/' ? '' : path}`],
    ['x-default', path],
  ])
    await expect(page.locator(`link[rel="alternate"][hreflang="${hrefLang}"]`)).toHaveAttribute(
      'href',
      `${origin}${href}`,
    );
}

/** An ItemList naming the cards the page shows, in order, numbered on from `first`. */
async function expectItemList(page: Page, first = 1) {
  const list = await ldOf(page, 'ItemList');
  const titles = await page.getByTestId('product-card').getByRole('heading').allInnerTexts();
  const items = list.itemListElement as ListItem[];
  expect(items.map((item) => item.name)).toEqual(titles.map((title) => title.trim()));
  expect(items.map((item) => item.position)).toEqual(titles.map((_, index) => first + index));
  for (const item of items) expect(item.url).toMatch(/^http:\/\/localhost:\d+\/(en\/|ru\/)?product\/[^?]+$/);
  expect(list.numberOfItems).toBe(titles.length);
}

test.describe('structured data and absolute addresses for search engines', { tag: '@one-width' }, () => {
  // Each journey opens several pages, as a shopper would, server-rendered each time.
  test.describe.configure({ timeout: 90_000 });

  test('[I18N-01] [CAT-07] the home page names the organisation and a site search that leads to real results', async ({
    page,
  }) => {
    await page.goto('/ru');
    await expectAbsoluteAddresses(page, '/', 'ru');
    const organization = await ldOf(page, 'Organization');
    expect(organization).toMatchObject({ name: 'Bazar', url: expect.stringMatching(absolute) });
    expect(organization.logo).toMatch(absolute);
    const site = await ldOf(page, 'WebSite');
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toMatch(
      /^http:\/\/localhost:\d+\/ru\/search\?keyword=\{search_term_string\}$/,
    );

    // The template is the real results page.
    await page.goto(action.target.urlTemplate.replace('{search_term_string}', 'samsung'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('samsung');
    await expect(page.getByTestId('product-card').first()).toContainText(/Samsung/i);
    await expectItemList(page);
  });

  test('[CAT-04] [I18N-01] a category page: breadcrumbs and its products, with absolute canonical and hreflang', async ({
    page,
  }) => {
    await page.goto('/en/search?keyword=iPhone');
    await page.goto(await firstCardHref(page));
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await page.goto((await trail.getByRole('link').last().getAttribute('href')) ?? '');
    await expect(page).toHaveURL(/\/en\/category\/\d+-[^/]+$/);
    const path = new URL(page.url()).pathname.replace(/^\/en/, '');
    await expectAbsoluteAddresses(page, path, 'en');

    const crumbs = (await ldOf(page, 'BreadcrumbList')).itemListElement as ListItem[];
    const shown = await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(crumbs.map((crumb) => crumb.name)).toEqual(shown.map((text) => text.trim()));
    expect(crumbs.map((crumb) => crumb.position)).toEqual(shown.map((_, index) => index + 1));
    expect(crumbs[0]?.item).toMatch(/^http:\/\/localhost:\d+\/en$/);
    expect(crumbs.at(-1)?.item).toBe(page.url());
    await expectItemList(page);
  });

  test('[CAT-08] a product page: breadcrumbs down to the product, canonical without the variant', async ({
    page,
  }) => {
    await page.goto('/search?keyword=iPhone%2016%20Pro');
    // The card opens a variant (?v=); the canonical address stays the product's.
    const href = await firstCardHref(page);
    expect(href).toMatch(/\?v=\d+$/);
    await page.goto(href);
    const path = new URL(page.url()).pathname;
    await expectAbsoluteAddresses(page, path);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', absolute);

    const crumbs = (await ldOf(page, 'BreadcrumbList')).itemListElement as ListItem[];
    expect(crumbs[0]).toMatchObject({ position: 1, name: 'Ana səhifə' });
    expect(crumbs.at(-1)).toMatchObject({
      position: crumbs.length,
      name: await textOf(page.getByTestId('product-title')),
      item: expect.stringMatching(new RegExp(`^http://localhost:\\d+${path}$`)),
    });
    for (const crumb of crumbs) expect(crumb.item).toMatch(absolute);
  });

  test('[CNT-01] [CNT-03] a blog article is an Article with its headline, image and date', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await page.goto((await page.locator('a[href^="/blog/"]').first().getAttribute('href')) ?? '');
    await expect(page).toHaveURL(/\/blog\/\d+-/);
    const path = new URL(page.url()).pathname;
    await expectAbsoluteAddresses(page, path);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', absolute);

    const article = await ldOf(page, 'Article');
    expect(article.headline).toBe((await textOf(page.getByRole('heading', { level: 1 }))).trim());
    expect(article.mainEntityOfPage).toBe(page.url());
    expect((article.image as string[])[0]).toMatch(absolute);
    // The date shown (dd/MM/yyyy in Baku) is the date published.
    const shown = (await textOf(page.locator('time'))).split('/').reverse().join('-');
    const published = new Date(article.datePublished as string).toLocaleDateString('sv-SE', {
      timeZone: 'Asia/Baku',
    });
    expect(published).toBe(shown);
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: 'Bazar' });
  });

  test('[CAT-10] new products, discounts and a campaign list their products; page 2 numbers on', async ({
    page,
  }) => {
    for (const path of ['/new-products', '/discounts']) {
      await page.goto(path);
      await expectAbsoluteAddresses(page, path);
      await expectItemList(page);
    }
    await page.goto('/new-products/2');
    await expectAbsoluteAddresses(page, '/new-products/2');
    await expectItemList(page, 25);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/new-products$/,
    );

    await page.goto('/campaign');
    await page.locator('a[href$="/campaign/novruz-endirimleri"]').first().click();
    await expect(page).toHaveURL(/\/campaign\/novruz-endirimleri$/);
    // The address changes before the new page renders: read its data once its heading is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Novruz endirimləri' })).toBeVisible();
    await expectItemList(page);
  });
});
