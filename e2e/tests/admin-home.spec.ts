import { expectAudited } from '../support/audit';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The back office's home page shelves: the demo Staff adds a shelf of one category with a title of
 * its own, sees it at the bottom of the home page, and removes it again (so the other journeys
 * find the home page as the demo has it).
 */
const staff = { phone: '994500000004', password: 'demo1234' };

test(
  '[CAT-14] Staff adds a category shelf to the home page, sees it there, and removes it',
  { tag: '@desk' },
  async ({ page }, testInfo) => {
    const title = `Həftənin telefonları ${testInfo.project.name} ${Date.now() % 100000}`;
    type Node = { category: { id: number; slug: string }; children: Node[] };
    const find = (nodes: Node[]): Node | undefined =>
      nodes.map((node) => (node.category.slug === 'smartphones' ? node : find(node.children))).find(Boolean);
    const phones = find(await (await page.request.get('/api/v1/Shop/GetCategories')).json());
    if (!phones) throw new Error('the demo has no smartphones category');
    await signIn(page, staff.phone, staff.password);
    await page.goto('/admin/home-shelves');
    await expect(page.getByRole('heading', { level: 1, name: 'Ana səhifənin rəfləri' })).toBeVisible();
    await expect(page.getByTestId('shelf-title')).toContainText(['Endirimli məhsullar', 'Yeni məhsullar']);

    const form = page.getByTestId('shelf-new');
    await form.getByLabel('Göstərir').selectOption({ label: 'Kateqoriya' });
    // A category shelf needs its category: said beside the field.
    await form.getByRole('button', { name: 'Rəf əlavə et' }).click();
    await expect(form.getByText('Rəfin göstərəcəyi kateqoriyanı seçin')).toBeVisible();
    await form.getByLabel('Kateqoriya', { exact: true }).selectOption(String(phones.category.id));
    await form.getByLabel('Başlıq (az)').fill(title);
    await form.getByRole('button', { name: 'Rəf əlavə et' }).click();
    await expect(page.getByTestId('toast')).toContainText('Rəf ana səhifənin sonuna əlavə olundu');
    const row = page.getByTestId('shelf-row').filter({ hasText: title });
    await expect(row).toContainText('Kateqoriya · Smartfonlar');

    await page.goto('/');
    const shelf = page.getByRole('region', { name: title });
    await expect(shelf.getByTestId('product-card').first()).toBeVisible();
    await expect(shelf.getByRole('link', { name: /Hamısına bax/ })).toHaveAttribute(
      'href',
      /\/category\/\d+-smartphones$/,
    );

    await page.goto('/admin/home-shelves');
    await row.getByRole('link', { name: 'Sil' }).click();
    await expect(page.getByTestId('delete-confirm')).toContainText(
      `«${title}» rəfi ana səhifədən çıxarılsın?`,
    );
    await page.getByTestId('delete-confirm').getByRole('button', { name: 'Bəli, sil' }).click();
    await expect(page.getByTestId('toast')).toContainText('Rəf çıxarıldı');
    await page.goto('/');
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
    await expectAudited(page, 'homeShelf.delete', { text: title });
  },
);
