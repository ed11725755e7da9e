import { expect, type Locator, test } from '../support/test';

/** `/media/a-400.webp 400w, /media/a-800.webp 800w, /media/a.webp 1200w`: the files of one photo. */
const photoFiles = /^(\/media\/\S+)-400\.webp 400w, \1-800\.webp 800w, \1\.webp 1200w$/;

/** What the browser made of an image once it has loaded it. */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    srcset: element.getAttribute('srcset'),
    sizes: element.getAttribute('sizes'),
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    decoding: element.getAttribute('decoding'),
    currentSrc: new URL(element.currentSrc).pathname,
    naturalWidth: element.naturalWidth,
  }));
}

test.describe('responsive images', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('a phone loads a product card photo at 400 or 800 px, from the files its srcset lists', async ({
    page,
  }, testInfo) => {
    await page.goto('/category/15-phones-gadgets');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const image = await loaded(cards.first().locator('img'));
    expect(image.srcset).toMatch(photoFiles);
    expect(image.sizes).toContain('50vw');
    expect(image).toMatchObject({ width: '600', height: '600', decoding: 'async' });
    expect(image.currentSrc).toMatch(/-(400|800)\.webp$/);
    expect(image.naturalWidth).toBeLessThanOrEqual(800);
    // The first row loads at once; a card further down waits until it is scrolled to.
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(6).locator('img')).toHaveAttribute('loading', 'lazy');
    await page.screenshot({ path: testInfo.outputPath('product-cards-phone.png') });
  });

  test("a phone loads the product page's photo at 400 or 800 px, from the files its srcset lists", async ({
    page,
  }) => {
    await page.goto('/category/15-phones-gadgets');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    const gallery = page.getByTestId('product-gallery');
    await expect(gallery).toBeVisible();
    const photo = await loaded(gallery.locator('img').first());
    expect(photo.srcset).toMatch(photoFiles);
    expect(photo.sizes).toContain('calc(100vw - 32px)');
    expect(photo.currentSrc).toMatch(/-(400|800)\.webp$/);
    expect(photo.naturalWidth).toBeLessThanOrEqual(800);
    await expect(gallery.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  });

  test('a wide screen takes the 1200 px photo, which the zoom doubles; thumbnails ask for 64 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/category/15-phones-gadgets');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    const gallery = page.getByTestId('product-gallery');
    const photo = await loaded(gallery.locator('img').first());
    expect(photo.srcset).toMatch(photoFiles);
    expect(photo.currentSrc).toMatch(/\/media\/\S+(?<!-400|-800)\.webp$/);
    const thumbnail = await loaded(gallery.getByRole('list').locator('img').first());
    expect(thumbnail.srcset).toMatch(photoFiles);
    expect(thumbnail).toMatchObject({ sizes: '64px', width: '64', height: '64' });
  });
});
