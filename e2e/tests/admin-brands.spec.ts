import { expectAudited } from '../support/audit';
import { newProduct } from '../support/products';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The back office's brands: the demo Staff renames a brand a seller spelled their own way, and the
 * product page and the listing's brand filter show the new name at once. The brand is made for the
 * journey, so no other journey's products change.
 */
const demo = { staff: 'staff@demo.bazar.az', seller: 'seller@demo.bazar.az', password: 'demo1234' };

test(
  '[issue 17] Staff renames a brand; the product page and the brand filter show the new name',
  { tag: '@desk' },
  async ({ page, request }, testInfo) => {
    const unique = `${testInfo.project.name}${Date.now() % 100000}`;
    const before = `VELTRA-${unique}`;
    const after = `Veltra ${unique}`;
    const seller = await tokenOf(request, demo.seller, demo.password);
    const staff = await tokenOf(request, demo.staff, demo.password);
    const { id, body } = await newProduct(request, seller, `Monitor Veltra ${unique}`, before);
    const approved = await request.post(`/api/v1/Admin/Products/${id}/Approve`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(approved.status()).toBe(200);

    await signIn(page, demo.staff, demo.password);
    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brendlər' })).toBeVisible();
    await page.getByLabel('Brend', { exact: true }).fill(unique);
    await page.getByRole('button', { name: 'Göstər' }).click();
    const row = page.getByTestId('brand-row').filter({ hasText: before });
    await expect(row).toContainText('1');
    await row.getByRole('link', { name: `Adını dəyiş və ya birləşdir: ${before}` }).click();
    const form = page.getByTestId('brand-rename');
    await form.getByLabel('Yeni ad').fill(after);
    await form.getByRole('button', { name: 'Adını dəyiş' }).click();
    await expect(page.getByTestId('toast')).toContainText(`«${before}» indi «${after}» adlanır (1 məhsul)`);
    await expect(page.getByTestId('brand-name')).toHaveText([after]);

    await page.goto(`/product/${body.slug}`);
    await expect(page.getByText(after, { exact: true })).toBeVisible();
    const listing = await request.get(`/api/v1/Product/GetList?brand=${encodeURIComponent(after)}`);
    expect((await listing.json()).items.map((item: { id: number }) => item.id)).toEqual([id]);
    await expectAudited(page, 'brand.rename', { text: after });
  },
);
