import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAudited } from '../support/audit';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * The back office's catalogue (issue 17), signed in as the demo Staff: a category renamed in three
 * languages shows in the storefront's menu in each, and a campaign created with a banner has its
 * page. The two projects (1440 px and 375 px) run side by side, so each renames a category of its
 * own and names its campaign after itself.
 */
const staff = { phone: '994500000004', password: 'demo1234' };
const banner = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/product-photo.png');

/** What a Baku `datetime-local` input takes, hours from now (Baku keeps UTC+4 all year). */
const bakuLocal = (hoursFromNow: number) =>
  new Date(Date.now() + (hoursFromNow + 4) * 3600_000).toISOString().slice(0, 16);

/** The storefront's top-level category names as a buyer sees them: the bar on a wide screen, the menu screen on a phone. */
async function menuNames(page: Page, lang: '' | '/en' | '/ru', wide: boolean): Promise<string[]> {
  if (wide) {
    await page.goto(`${lang}/`);
    return page.getByTestId('category-bar').getByRole('link').allInnerTexts();
  }
  await page.goto(`${lang}/category-menu`);
  return page.getByTestId('category-accordion').getByRole('button').allInnerTexts();
}

test.describe('back office: catalogue', () => {
  let restore: (() => Promise<unknown>) | null = null;
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });

  test('[CAT-06] Staff renames a category in az, en and ru and the storefront menu shows each', async ({
    page,
  }, testInfo) => {
    const wide = testInfo.project.name === 'desktop';
    await signIn(page, staff.phone, staff.password);

    // Each project takes its own top-level category: the last, or the one before it.
    const top = (await (await page.request.get('/api/v1/Category/GetParentCategory?lang=az')).json()) as {
      id: number;
      name: string;
    }[];
    const target = top.at(wide ? -1 : -2);
    if (!target) throw new Error('too few top-level categories');

    // The demo names come back afterwards, whatever happens, for the journeys that read the menu.
    const headers = { authorization: `Bearer ${await tokenOf(page.request, staff.phone, staff.password)}` };
    const original = await (
      await page.request.get(`/api/v1/Admin/Categories/${target.id}`, { headers })
    ).json();
    restore = () =>
      page.request.put(`/api/v1/Admin/Categories/${target.id}`, {
        headers,
        data: { name: original.name, slug: original.slug, icon: original.icon },
      });

    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Kateqoriyalar' })).toBeVisible();
    await expect(page.getByTestId('category-tree')).toBeVisible();
    const row = page.locator(`[data-category="${target.id}"]`);
    await row.getByTestId('category-edit').click();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/${target.id}$`));

    const names = {
      az: `Test bölməsi ${testInfo.project.name}`,
      en: `Test section ${testInfo.project.name}`,
      ru: `Тестовый раздел ${testInfo.project.name}`,
    };
    const form = page.getByTestId('category-form');
    await form.locator('input[name="name.az"]').fill(names.az);
    await form.locator('input[name="name.en"]').fill(names.en);
    await form.locator('input[name="name.ru"]').fill(names.ru);
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.az })).toBeVisible();
    await expect(page.getByText(`«${names.az}» yadda saxlanıldı`)).toBeVisible();

    // A bad slug is refused beside the field, in the page's language.
    await form.locator('input[name="slug"]').fill('Böyük Hərflər');
    await form.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByText(/kiçik latın hərfləri/).first()).toBeVisible();

    expect(await menuNames(page, '', wide)).toContain(names.az);
    expect(await menuNames(page, '/en', wide)).toContain(names.en);
    expect(await menuNames(page, '/ru', wide)).toContain(names.ru);
    await expectAudited(page, 'category.edit', { id: target.id });
  });

  test(
    '[CAT-10] Staff creates a campaign with a banner and its page shows it',
    { tag: '@desk' },
    async ({ page }, testInfo) => {
      await signIn(page, staff.phone, staff.password);
      await page.goto('/en/admin/campaigns');
      await expect(page.getByTestId('home-banner-note')).toContainText('ends soonest');
      await page.getByTestId('campaign-new').click();

      const slug = `e2e-sale-${testInfo.project.name}`;
      const form = page.getByTestId('campaign-form');
      await form.getByLabel('Address (slug)').fill(slug);
      await form.locator('input[name="title.az"]').fill(`Sınaq endirimi ${testInfo.project.name}`);
      await form.locator('input[name="title.en"]').fill(`Trial sale ${testInfo.project.name}`);
      await form.locator('input[name="title.ru"]').fill(`Пробная распродажа ${testInfo.project.name}`);
      await form.locator('textarea[name="description.en"]').fill('Everything a little cheaper for a while.');
      await form.getByLabel('Discount, %').fill('15');
      await form.getByLabel('Starts').fill(bakuLocal(-1));
      // The end comes before the start first: refused beside the field, nothing saved.
      await form.getByLabel('Ends').fill(bakuLocal(-2));
      await form.getByLabel('Banner picture').setInputFiles(banner);
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('The end must be after the start')).toBeVisible();
      // The banner went up already: the form keeps it and shows it.
      await expect(page.getByTestId('banner-preview')).toBeVisible();
      await form.getByLabel('Ends').fill(bakuLocal(24 * 30));
      await form.getByRole('button', { name: 'Create' }).click();

      await expect(page).toHaveURL(/\/en\/admin\/campaigns$/);
      const row = page.getByTestId('campaign-row').filter({ hasText: `Trial sale ${testInfo.project.name}` });
      await expect(row).toContainText('Running');
      await expect(row).toContainText('−15%');

      await page.goto(`/ru/campaign/${slug}`);
      const header = page.getByTestId('campaign-header');
      await expect(header.getByRole('heading', { level: 1 })).toHaveText(
        `Пробная распродажа ${testInfo.project.name}`,
      );
      const picture = header.locator('img').first();
      await expect(picture).toHaveAttribute('src', /\/media\/campaigns\/.+\.webp/);
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    },
  );
  test(
    '[CAT-07] Staff creates an SEO page and the storefront serves it at its address',
    { tag: '@desk' },
    async ({ page }, testInfo) => {
      await signIn(page, staff.phone, staff.password);
      await page.goto('/en/admin/seo-tags');
      await page.getByTestId('seo-new').click();
      const slug = `cheap-picks-${testInfo.project.name}`;
      const form = page.getByTestId('seo-form');
      await form.getByLabel('Address (slug)').fill(slug);
      await form.locator('input[name="title.az"]').fill(`Ucuz seçimlər ${testInfo.project.name}`);
      await form.locator('input[name="title.en"]').fill(`Cheap picks ${testInfo.project.name}`);
      await form.locator('textarea[name="description.en"]').fill('Discounted goods under 500 AZN.');
      await form.getByLabel('Maximum price, ₼').fill('500');
      await form.getByLabel('Discounted only').check();
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/en\/admin\/seo-tags$/);
      await expect(page.getByTestId('seo-row').filter({ hasText: `/tag/${slug}` })).toContainText(
        'Discounted only',
      );

      await page.goto(`/en/tag/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Cheap picks ${testInfo.project.name}`,
      );
      await page.goto(`/ru/tag/${slug}`);
      // No Russian title was written: the page falls back to the Azerbaijani one.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Ucuz seçimlər ${testInfo.project.name}`,
      );
    },
  );
  test(
    '[CAT-09] Staff renames a combo and its page shows the new name',
    { tag: '@desk' },
    async ({ page }, testInfo) => {
      await signIn(page, staff.phone, staff.password);
      await page.goto('/en/admin/combos');
      // Each project edits a combo of its own: the first or the second.
      const row = page.getByTestId('combo-row').nth(testInfo.project.name === 'desktop' ? 0 : 1);
      await row.getByRole('link', { name: 'Edit' }).click();
      const form = page.getByTestId('combo-form');
      const code = await form.getByLabel('Combo code').inputValue();
      const title = `Weekend set ${testInfo.project.name}`;
      await form.getByLabel('Name').fill(title);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Combo ${code} saved`)).toBeVisible();
      await page.goto(`/en/combo/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    },
  );
});
