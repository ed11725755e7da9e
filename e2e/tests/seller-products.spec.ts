import { signIn, tokenOf } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * The seller cabinet's products: the demo seller opens every group, searches (with and without
 * JavaScript), archives a product on sale, finds it under archived, sends it to pending and finds it
 * there; a buyer is refused. Both browser widths run at once against one server, and other journeys
 * buy the demo seller's products meanwhile, so the moving journey works on a demo draft of its own
 * (each width another) that the marketplace publishes first, and counts are never taken as fixed.
 */
const demo = {
  seller: 'seller@demo.bazar.az',
  buyer: 'buyer@demo.bazar.az',
  admin: 'admin@demo.bazar.az',
  password: 'demo1234',
};

/** The tab labels of the groups, and the status badges each group may show. */
const groups = [
  {
    path: 'all-products',
    tab: 'Hamısı',
    badges: ['Moderasiyada', 'Satışda', 'Satışdan çıxarılıb', 'Arxivdə', 'Rədd edilib'],
  },
  { path: 'published-products', tab: 'Dərc olunmuş', badges: ['Satışda'] },
  { path: 'archived-products', tab: 'Arxiv', badges: ['Arxivdə', 'Satışdan çıxarılıb'] },
  { path: 'pending-products', tab: 'Gözləmədə', badges: ['Moderasiyada'] },
  { path: 'rejected-products', tab: 'Rədd edilmiş', badges: ['Rədd edilib'] },
];

const rows = (page: Page) => page.getByTestId('product-row');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Məhsul qrupları' });
const tab = (page: Page, label: string) =>
  tabs(page).getByRole('link', { name: new RegExp(`^${label} \\d+$`) });
/** The status badges a visitor sees: one per row (the table and the phone card each place it). */
const badges = (page: Page) => rows(page).getByTestId('product-status').filter({ visible: true });

test.describe('seller products', () => {
  test('[SEL-02] the demo seller opens every product group from its tab, each with its count and only its statuses', async ({
    page,
  }) => {
    await signIn(page, demo.seller, demo.password);
    await page.goto('/shop/products/all-products/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Məhsullar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yeni məhsul' }).first()).toBeVisible();
    await expect(page.getByTestId('products-new')).toHaveAttribute('href', '/shop/product/new');
    await expect(
      page.getByRole('navigation', { name: 'Mağaza kabineti' }).getByRole('link', { name: 'Məhsullar' }),
    ).toHaveAttribute('aria-current', 'page');

    for (const group of groups) {
      await tab(page, group.tab).click();
      await expect(page).toHaveURL(new RegExp(`/shop/products/${group.path}/1$`));
      await expect(tab(page, group.tab)).toHaveAttribute('aria-current', 'page');
      const count = Number(await tab(page, group.tab).getByTestId('products-tab-count').textContent());
      if (count === 0) {
        await expect(page.getByTestId('products-empty')).toBeVisible();
        continue;
      }
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count()).toBeLessThanOrEqual(20);
      for (const badge of await badges(page).allTextContents()) expect(group.badges).toContain(badge);
      // Every row opens its editor.
      await expect(rows(page).first().getByTestId('product-edit')).toHaveAttribute(
        'href',
        /^\/shop\/product\/\d+\/edit$/,
      );
    }
    // The rejected draft of the demo shows the marketplace's reason.
    await tab(page, 'Rədd edilmiş').click();
    await expect(
      rows(page).filter({ hasText: 'AirPods Pro 2 Lightning' }).getByTestId('product-rejection-reason'),
    ).toContainText('Şəkil məhsulun özünü göstərmir');

    // All products come 20 to a page, with numbered paging.
    await tab(page, 'Hamısı').click();
    await page.getByTestId('pagination').getByRole('link', { name: 'Səhifə 2', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/products\/all-products\/2$/);
    await expect(rows(page).first()).toBeVisible();

    const unknown = await page.goto('/shop/products/sold-products/1');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('[SEL-02] the seller searches a group by title and by code; the search is in the address and works without JavaScript', async ({
    page,
    browser,
  }) => {
    await signIn(page, demo.seller, demo.password);
    await page.goto('/shop/products/all-products/1');
    const box = page.getByRole('searchbox', { name: 'Məhsul axtarışı' });
    await box.fill('qulaqlıq lightning');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/products\/all-products\/1\?q=qulaql%C4%B1q\+lightning$/);
    await expect(rows(page)).toHaveCount(1);
    const found = rows(page).first();
    await expect(found).toContainText('Simsiz qulaqlıq Apple AirPods Pro 2 Lightning');
    const code = /BZ\d{6}/.exec((await found.textContent()) ?? '')?.[0];
    expect(code).toBeTruthy();

    await box.fill(code ?? '');
    await box.press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('AirPods Pro 2 Lightning');
    // Not in this group: an empty state that offers to clear the search.
    await tab(page, 'Dərc olunmuş').click();
    await expect(page).toHaveURL(/\/shop\/products\/published-products\/1$/);
    // The group opens with its own, empty search.
    await expect(page.getByRole('searchbox', { name: 'Məhsul axtarışı' })).toHaveValue('');
    await page.getByRole('searchbox', { name: 'Məhsul axtarışı' }).fill(code ?? '');
    await page
      .getByRole('search', { name: 'Məhsul axtarışı' })
      .getByRole('button', { name: 'Axtar' })
      .click();
    await expect(page.getByTestId('products-empty')).toContainText(`«${code}»`);
    await page.getByTestId('products-empty').getByRole('link', { name: 'Axtarışı təmizlə' }).click();
    await expect(page).toHaveURL(/\/shop\/products\/published-products\/1$/);
    await expect(rows(page).first()).toBeVisible();

    // The same search as a plain form, in a browser without JavaScript.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto('/shop/products/rejected-products/1');
    await plain.getByRole('searchbox', { name: 'Məhsul axtarışı' }).fill('AirPods');
    await plain
      .getByRole('search', { name: 'Məhsul axtarışı' })
      .getByRole('button', { name: 'Axtar' })
      .click();
    await expect(plain).toHaveURL(/\/shop\/products\/rejected-products\/1\?q=AirPods$/);
    await expect(rows(plain)).toHaveCount(1);
    await noScript.close();
  });

  test('[SEL-03] the seller archives a product on sale (after confirming), finds it under archived, sends it to pending and finds it there', async ({
    page,
    request,
  }, testInfo) => {
    // A demo draft of the seller's own, which the marketplace publishes first; each width takes another.
    const title =
      testInfo.project.name === 'mobile'
        ? 'Xiaomi Redmi Pad SE 4/128 GB Göy'
        : 'Smartfon Samsung Galaxy A55 8/128 GB Göy';
    const seller = await tokenOf(request, demo.seller, demo.password);
    const admin = await tokenOf(request, demo.admin, demo.password);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const shop = (await (await request.get('/api/v1/Shop/MyShop', { headers: auth(seller) })).json()) as {
      id: number;
    };
    const list = await request.get(`/api/v1/Shop/Products?q=${encodeURIComponent(title)}`, {
      headers: auth(seller),
    });
    const draft = (
      (await list.json()) as { items: { id: number; slug: string; title: string }[] }
    ).items.find((item) => item.title === title);
    if (!draft) throw new Error(`the demo draft "${title}" is missing`);
    const published = await request.post(`/api/v1/Product/${draft.id}/Status?shopId=${shop.id}`, {
      headers: auth(admin),
      data: { status: 'published' },
    });
    expect(published.status()).toBe(200);
    expect((await request.get(`/api/v1/Product/GetBySlug?slug=${draft.slug}`)).status()).toBe(200);

    await signIn(page, demo.seller, demo.password);
    await page.goto(`/shop/products/published-products/1?q=${encodeURIComponent(title)}`);
    const row = rows(page).filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('product-status').filter({ visible: true })).toHaveText('Satışda');
    // On sale: unpublish and archive, each asking first.
    await expect(row.getByRole('link', { name: 'Satışdan çıxar' })).toBeVisible();
    await row.getByRole('link', { name: 'Arxivə göndər' }).click();
    const confirm = page.getByTestId('product-confirm');
    await expect(confirm).toContainText(`«${title}» arxivə göndərilsin?`);
    await confirm.getByRole('link', { name: 'Ləğv et' }).click();
    await expect(confirm).toHaveCount(0);
    await row.getByRole('link', { name: 'Arxivə göndər' }).click();
    await expect(confirm.getByRole('button', { name: 'Arxivə göndər' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Arxivə göndər' }).click();
    await expect(page.getByTestId('toast')).toContainText(`«${title}» arxivə göndərildi`);
    await expect(page).toHaveURL(/\/shop\/products\/published-products\/1\?q=/);
    await expect(page.getByTestId('products-empty')).toBeVisible();
    // Buyers no longer see it.
    expect((await request.get(`/api/v1/Product/GetBySlug?slug=${draft.slug}`)).status()).toBe(404);

    await tab(page, 'Arxiv').click();
    await expect(page).toHaveURL(/\/shop\/products\/archived-products\/1$/);
    const archived = rows(page).filter({ hasText: title });
    await expect(archived.getByTestId('product-status').filter({ visible: true })).toHaveText('Arxivdə');
    // Archived: only back to moderation, no confirmation needed.
    await expect(archived.getByRole('button', { name: 'Arxivə göndər' })).toHaveCount(0);
    await archived.getByRole('button', { name: 'Moderasiyaya göndər' }).click();
    await expect(page.getByTestId('toast')).toContainText(`«${title}» moderasiyaya göndərildi`);
    await expect(rows(page).filter({ hasText: title })).toHaveCount(0);

    await tab(page, 'Gözləmədə').click();
    const pending = rows(page).filter({ hasText: title });
    await expect(pending.getByTestId('product-status').filter({ visible: true })).toHaveText('Moderasiyada');
    // Waiting for moderation, the seller has nothing to move.
    await expect(pending.getByRole('button')).toHaveCount(0);
  });

  test("[SEL-02] the seller reads buyers' requests about sold-out products", async ({ page }) => {
    await signIn(page, demo.seller, demo.password);
    await page.goto('/shop/products/all-products/1');
    await page
      .getByRole('navigation', { name: 'Mağaza kabineti' })
      .getByRole('link', { name: 'Alıcı sorğuları' })
      .click();
    await expect(page).toHaveURL(/\/shop\/requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alıcı sorğuları' })).toBeVisible();
    const requests = page.getByTestId('product-request');
    expect(await requests.count()).toBeGreaterThanOrEqual(3);
    await expect(requests.filter({ hasText: 'Nigar Quliyeva' })).toContainText('Salam, bu məhsul nə vaxt');
    await expect(
      requests.filter({ hasText: 'Nigar Quliyeva' }).getByTestId('product-request-phone'),
    ).toHaveAttribute('href', 'tel:+994551234501');
    await expect(requests.filter({ hasText: 'Ramin Əsgərov' })).toContainText('Seçim:');
  });

  test('[SEL-02] a buyer opening the cabinet is refused; a visitor is asked to sign in first', async ({
    page,
  }) => {
    await page.goto('/shop/products/all-products/1');
    await expect(page).toHaveURL(/\/login\?continueUrl=%2Fshop%2Fproducts%2Fall-products%2F1$/);
    await signIn(page, demo.buyer, demo.password);
    for (const path of ['/shop/products/all-products/1', '/shop/requests']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByTestId('no-permission')).toBeVisible();
      await expect(page.getByTestId('product-row')).toHaveCount(0);
    }
  });
});
