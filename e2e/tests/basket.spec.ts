import { registerThroughApi } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Basket and wishlist journeys. Each test starts as a fresh guest (its own browser context) and
 * signs in to an account of its own, so the two projects running in parallel never share a basket.
 */
interface Card {
  id: number;
  slug: string;
  title: string;
  inStock: boolean;
  hasVariants: boolean;
  shop: { slug: string; name: string };
}

/** In-stock products of the demo: plain ones of two different shops and one with variants. */
async function demoPicks(request: APIRequestContext) {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const items = (await list.json()).items as Card[];
  const plain = items.filter((card) => !card.hasVariants);
  const first = plain[0];
  const second = plain.find((card) => card.shop.slug !== first?.shop.slug);
  const withVariants = items.find((card) => card.hasVariants);
  if (!first || !second || !withVariants) throw new Error('the demo lacks products for the basket journey');
  return { first, second, withVariants };
}

const basketBadge = (page: Page) => page.getByTestId('basket-count');
const wishlistBadge = (page: Page) => page.getByTestId('wishlist-count').first();

test.describe('basket and wishlist', () => {
  test('[BSK-03] [BSK-06] [WSH-01] [CAT-08] a guest fills a basket from two sellers (a variant, a combo), changes it, favourites two, signs in and finds both merged', async ({
    page,
    request,
    context,
  }) => {
    const account = await registerThroughApi(request, {
      phonePrefix: '99470',
      firstName: 'Nərmin',
      lastName: 'Əliyeva',
    });
    const { first, withVariants } = await demoPicks(request);

    await page.goto(`/product/${first.slug}`);
    await expect(basketBadge(page)).toHaveText('0');
    await expect(page.getByTestId('buy-box')).toBeVisible();
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(basketBadge(page)).toHaveText('1');
    await expect(page.getByTestId('toast')).toContainText('Məhsul səbətə əlavə olundu');

    await page.goto(`/product/${withVariants.slug}`);
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(basketBadge(page)).toHaveText('2');

    await page.goto('/combo/CMB-1001');
    await page.getByTestId('add-combo-to-basket').click();
    await expect(basketBadge(page)).toHaveText('3');

    await page.goto('/cart');
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(3);
    await expect(page.getByTestId('seller-group')).not.toHaveCount(1);
    const variantLine = lines.filter({ hasText: withVariants.title });
    await expect(variantLine.getByText(/:/).first()).toBeVisible();
    const firstLine = lines.filter({ hasText: first.title });
    await firstLine.getByTestId('count-more').click();
    await expect(firstLine.getByTestId('line-count')).toHaveText('2');
    await expect(basketBadge(page)).toHaveText('4');
    const comboLine = lines.filter({ hasText: 'Kombo' });
    await comboLine.getByTestId('line-remove').click();
    await expect(lines).toHaveCount(2);
    await expect(basketBadge(page)).toHaveText('3');
    // The browser keeps the guest basket (spec: productStorage) in local storage too.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('productStorage') ?? '[]'));
    expect(stored).toHaveLength(2);

    await page.goto('/discounts');
    await expect(wishlistBadge(page)).toHaveText('0');
    const cards = page.getByTestId('product-card');
    await cards.nth(0).getByTestId('favourite-button').click();
    await expect(wishlistBadge(page)).toHaveText('1');
    await cards.nth(1).getByTestId('favourite-button').click();
    await expect(wishlistBadge(page)).toHaveText('2');
    await expect(cards.nth(1).getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');

    await signIn(page, account.phone, account.password);
    await expect(basketBadge(page)).toHaveText('3');
    await expect(wishlistBadge(page)).toHaveText('2');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'productStorage')).toBeUndefined();
    await page.goto('/cart');
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    await expect(
      page.getByTestId('basket-line').filter({ hasText: first.title }).getByTestId('line-count'),
    ).toHaveText('2');
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(page.getByTestId('wishlist-page-count')).toHaveText('2 məhsul');
  });

  test('[BSK-05] [BSK-07] [WSH-02] [WSH-03] a member selects lines, removes the selected ones, moves a favourite to the basket and sees the empty states', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, {
      phonePrefix: '99470',
      firstName: 'Nərmin',
      lastName: 'Əliyeva',
    });
    const { first, second } = await demoPicks(request);
    await signIn(page, account.phone, account.password);

    await page.goto('/wishlist');
    await expect(page.getByTestId('empty-wishlist')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('empty-basket')).toBeVisible();

    await page.goto(`/product/${second.slug}`);
    await page
      .getByRole('button', { name: new RegExp(`Seçilmişlərə əlavə et: ${escapeRegExp(second.title)}`) })
      .click();
    await expect(wishlistBadge(page)).toHaveText('1');
    await page.goto(`/product/${first.slug}`);
    await page.getByTestId('buy-count').fill('2');
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(basketBadge(page)).toHaveText('2');

    await page.goto('/wishlist');
    await page.getByTestId('move-to-basket').click();
    await expect(basketBadge(page)).toHaveText('3');
    await expect(wishlistBadge(page)).toHaveText('0');
    await expect(page.getByTestId('empty-wishlist')).toBeVisible();

    await page.goto('/cart');
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('select-all')).toBeChecked();
    const total = await page.getByTestId('summary-total').textContent();
    await lines.filter({ hasText: second.title }).getByTestId('line-select').uncheck();
    await expect(page.getByTestId('select-all')).not.toBeChecked();
    await expect(page.getByTestId('summary-total')).not.toHaveText(total ?? '');
    await expect(page.getByTestId('buy-together')).toHaveAttribute('href', /\/checkout\?items=p\d+$/);
    await page.getByTestId('remove-selected').click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(second.title);
    await expect(basketBadge(page)).toHaveText('1');
    // Buy together hands the chosen lines to checkout, priced by the server; nothing chosen, nothing to buy.
    await expect(page.getByTestId('buy-together')).toHaveAttribute('aria-disabled', 'true');
    await lines.first().getByTestId('line-select').check();
    await page.getByTestId('buy-together').click();
    await expect(page).toHaveURL(/\/checkout\?items=p\d+$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText(second.title);
    await page.goto('/cart');
    await expect(page.getByTestId('select-all')).toBeChecked();
    await page.getByTestId('remove-selected').click();
    await expect(page.getByTestId('empty-basket')).toBeVisible();
    await expect(basketBadge(page)).toHaveText('0');
  });
});

/** A product title as a literal inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
