import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Sign-in with Google and Facebook through their real protocols, the providers played by a local
 * server (fixtures/fake-social-providers.mjs): Google answers with a signed ID token posted back
 * (form_post), Facebook with an access token in the address's fragment, which the API checks with
 * the Graph API. Each journey signs in a person of its own.
 */
interface Card {
  id: number;
  slug: string;
  title: string;
  hasVariants: boolean;
}

async function plainProduct(request: APIRequestContext): Promise<Card> {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=48&sort=rating');
  const card = ((await list.json()).items as Card[]).find((item) => !item.hasVariants);
  if (!card) throw new Error('the demo lacks a plain product');
  return card;
}

/** A guest puts a product in the basket from its page. */
async function addToBasket(page: Page, card: Card) {
  await page.goto(`/product/${card.slug}`);
  await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
}

const person = (provider: string, firstName: string, lastName: string) => ({
  email: `${provider}-${Date.now()}-${randomInt(0, 1_000_000)}@example.com`,
  firstName,
  lastName,
});

/** On the provider's page: who signs in, then the consent button. */
async function consent(page: Page, who: ReturnType<typeof person>) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignedInAs(page: Page, firstName: string) {
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menu')).toContainText(firstName);
  await expect(page.getByRole('menuitem', { name: 'Çıxış' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('social sign-in', () => {
  test('[ACC-10] a guest with a basket signs in with Google from checkout: the checkout page reloads, signed in, the basket kept', async ({
    page,
    request,
  }) => {
    test.slow();
    const card = await plainProduct(request);
    await addToBasket(page, card);
    await page.goto('/checkout');
    const note = page.getByTestId('guest-note');
    await note.getByRole('link', { name: 'Hesabınıza daxil olun' }).click();
    await expect(page).toHaveURL(/\/login\?continueUrl=%2Fcheckout/);

    await page.getByRole('link', { name: 'Google ilə daxil ol' }).click();
    await expect(page).toHaveURL(/\/google\/authorize\?/);
    const who = person('google', 'Günay', 'Rzayeva');
    await consent(page, who);

    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişin rəsmiləşdirilməsi');
    await expect(note).toHaveCount(0);
    await expect(page.getByTestId('checkout-summary')).toContainText(card.title);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // The page was loaded anew (spec: on checkout the page reloads), not swapped in by the router.
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(new URL(loaded).pathname).toBe('/checkout');
    await expectSignedInAs(page, who.firstName);
  });

  test('[ACC-10] a guest signs in with Google from the wishlist and lands on it, the guest basket now the member’s', {
    tag: '@one-width',
  }, async ({ page, context, request }) => {
    test.slow();
    const card = await plainProduct(request);
    await addToBasket(page, card);
    await page.goto('/wishlist');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Daxil ol' }).click();
    await expect(page).toHaveURL(/\/login\?continueUrl=%2Fwishlist$/);

    await page.getByRole('link', { name: 'Google ilə daxil ol' }).click();
    const who = person('google', 'Elvin', 'Qasımov');
    await consent(page, who);

    await expect(page).toHaveURL(/\/wishlist$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seçilmişlər');
    await expectSignedInAs(page, who.firstName);
    // The guest's basket left the browser and is the account's now.
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'productStorage')).toBeUndefined();
    const token = cookies.find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeTruthy();
    const basket = await request.get('/api/v1/basket', { headers: { authorization: `Bearer ${token}` } });
    expect(basket.status()).toBe(200);
    expect(JSON.stringify(await basket.json())).toContain(card.title);
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(card.title);
  });

  test('[ACC-10] a visitor signs in with Facebook from the login page and lands home', {
    tag: '@one-width',
  }, async ({ page }) => {
    test.slow();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Facebook ilə daxil ol' }).click();
    await expect(page).toHaveURL(/\/facebook\/dialog\?/);
    const who = person('facebook', 'Nigar', 'Həsənova');
    await consent(page, who);

    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/, { timeout: 15_000 });
    await expectSignedInAs(page, who.firstName);
  });
});
