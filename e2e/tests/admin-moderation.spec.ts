import { newProduct } from '../support/products';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The back office's product moderation: the demo Staff compares an edit of a product on sale with
 * what is on sale and approves it (buyers then find the new title in search), and rejects a new
 * product with a reason the seller reads in the cabinet; both decisions are in the audit log.
 * Each journey makes products of its own (both browser widths run at once against one server).
 */
const demo = {
  staff: 'staff@demo.bazar.az',
  seller: 'seller@demo.bazar.az',
  password: 'demo1234',
};
test.describe('back office: product moderation', () => {
  test('[issue 17] Staff compares an edited product with the one on sale, approves it, and buyers find the new title', async ({
    page,
    request,
  }, testInfo) => {
    const word = `Vexora${testInfo.project.name}${Date.now() % 100000}`;
    const sellerToken = await tokenOf(request, demo.seller, demo.password);
    const staffToken = await tokenOf(request, demo.staff, demo.password);
    const before = `Monitor ${word} 14`;
    const after = `Monitor ${word} 14 Pro`;
    const { id, body } = await newProduct(request, sellerToken, before);
    // On sale first, then the seller renames it, which sends it back to moderation.
    expect(
      (
        await request.post(`/api/v1/Admin/Products/${id}/Approve`, {
          headers: { authorization: `Bearer ${staffToken}` },
        })
      ).status(),
    ).toBe(200);
    const edited = await request.put(`/api/v1/Product/${id}`, {
      headers: { authorization: `Bearer ${sellerToken}` },
      data: { ...body, title: after },
    });
    expect((await edited.json()).status).toBe('pending');

    await signIn(page, demo.staff, demo.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'İcmal' })).toBeVisible();
    await expect(page.getByTestId('waiting-products')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'İdarəetmə paneli' })
      .getByRole('link', { name: 'Moderasiya' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Məhsulların moderasiyası' })).toBeVisible();
    await page.getByLabel('Ad və ya kod').fill(word);
    await page.getByRole('button', { name: 'Göstər' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByTestId('queue-count')).toHaveText('1 məhsul gözləyir');
    const row = page.getByTestId('pending-row').filter({ hasText: after });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dəyişdirilib');
    await row.getByTestId('pending-title').click();

    const changes = page.getByTestId('product-changes');
    await expect(changes.getByTestId('change-title')).toContainText(before);
    await expect(changes.getByTestId('change-title')).toContainText(after);
    await expect(page.getByTestId('buyer-preview')).toContainText(after);
    await page.getByRole('button', { name: 'Təsdiqlə' }).click();
    await expect(page.getByTestId('toast')).toContainText(`«${after}» təsdiqləndi və satışdadır`);
    await expect(page).toHaveURL(/\/admin\/moderation$/);

    await page.goto(`/search?keyword=${encodeURIComponent(word)}`);
    await expect(page.getByRole('link', { name: after }).first()).toBeVisible();
  });

  test(
    '[issue 17] Staff rejects a new product with a reason; the seller reads it, and the audit log keeps the decision',
    { tag: '@desk' },
    async ({ page, browser, request }, testInfo) => {
      const word = `Quarlin${testInfo.project.name}${Date.now() % 100000}`;
      const sellerToken = await tokenOf(request, demo.seller, demo.password);
      const title = `Monitor ${word} Air`;
      const { id } = await newProduct(request, sellerToken, title);

      await signIn(page, demo.staff, demo.password);
      await page.goto(`/admin/moderation?q=${encodeURIComponent(word)}`);
      await page.getByTestId('pending-row').filter({ hasText: title }).getByTestId('pending-title').click();
      await expect(page.getByTestId('preview-status')).toHaveText('Moderasiyada');
      const reject = page.getByTestId('reject-form');
      // A reason is required: sending without one says so beside the field.
      await reject.getByRole('button', { name: 'Rədd et' }).click();
      await expect(reject.getByText('İmtinanın səbəbini seçin')).toBeVisible();
      await reject.getByLabel('Səbəb').selectOption({ label: 'Şəkillər tələblərə uyğun deyil' });
      await reject.getByLabel('Satıcıya qeyd').fill('Ağ fonda çəkilmiş şəkil əlavə edin');
      await reject.getByRole('button', { name: 'Rədd et' }).click();
      await expect(page.getByTestId('toast')).toContainText(`«${title}» rədd edildi`);

      const seller = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const sellerPage = await seller.newPage();
      await signIn(sellerPage, demo.seller, demo.password);
      await sellerPage.goto(`/shop/products/rejected-products/1?q=${encodeURIComponent(word)}`);
      const sellerRow = sellerPage.getByTestId('product-row').filter({ hasText: title });
      await expect(sellerRow.getByTestId('product-rejection-reason').filter({ visible: true })).toHaveText(
        'Şəkillər tələblərə uyğun deyil. Ağ fonda çəkilmiş şəkil əlavə edin',
      );
      await seller.close();

      await page.goto('/admin/audit-log');
      // Unfiltered, the newest actions show; then the filters narrow it to this decision.
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
      await page.getByLabel('Əməliyyat', { exact: true }).fill('product.reject');
      await page.getByLabel('Obyektin nömrəsi').fill(String(id));
      await page.getByRole('button', { name: 'Göstər' }).click();
      const entry = page.getByTestId('audit-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry.getByTestId('audit-action')).toHaveText('product.reject');
      await expect(entry).toContainText('Ağ fonda çəkilmiş şəkil əlavə edin');
    },
  );
});
