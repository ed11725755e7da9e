import { signIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * The back office's instalment plans (PAY-04): the demo Staff sees the partner cards' plans, adds
 * one, is refused a second plan for the same card and months, changes, switches off and deletes it;
 * and leaves a category out of instalments, then puts it back.
 */
const staff = { login: 'staff@demo.bazar.az', password: 'demo1234' };

async function openInstalments(page: Page) {
  await signIn(page, staff.login, staff.password);
  await page.goto('/admin/instalments');
  await expect(page.getByRole('heading', { level: 1, name: 'Hissə-hissə ödəniş' })).toBeVisible();
}

test('[PAY-04] Staff sees the partner cards’ plans, adds one, is refused a duplicate, changes, switches off and deletes it', {
  tag: '@desk',
}, async ({ page }) => {
  await openInstalments(page);
  const partner = (name: string) => page.getByRole('region', { name });
  await expect(partner('BirKart').getByTestId('plan-row')).toHaveText([/3 ay/, /6 ay/, /12 ay/]);
  await expect(partner('TamKart').getByTestId('plan-row')).toHaveText([/6 ay/, /12 ay/, /24 ay/]);
  await expect(partner('Albalı').getByTestId('plan-row')).toHaveText([/2 ay/, /9 ay/]);
  const birKart6 = partner('BirKart').getByTestId('plan-row').nth(1);
  await expect(birKart6).toContainText('4,5 %');
  await expect(birKart6).toContainText('50,00 ₼');
  await expect(birKart6).toContainText('Aktivdir');

  // A minimum no other journey's order reaches: journeys running beside this one see the demo's plans only.
  const addPlan = async () => {
    const form = page.getByTestId('plan-new');
    await form.getByLabel('Partnyor kartı').fill('Leobank');
    await form.getByLabel('Ay', { exact: true }).fill('10');
    await form.getByLabel('Komissiya, %').fill('6,5');
    await form.getByLabel('Minimal sifariş, ₼').fill('8000');
    await form.getByRole('button', { name: 'Plan əlavə et' }).click();
    return form;
  };
  await addPlan();
  await expect(page.getByTestId('toast')).toContainText('Yadda saxlanıldı');
  const leobank = partner('Leobank').getByTestId('plan-row');
  await expect(leobank).toHaveCount(1);
  for (const text of ['10 ay', '6,5 %', '8\u00a0000,00 ₼', 'Aktivdir', 'İstifadə olunmayıb'])
    await expect(leobank).toContainText(text);

  // The same card for the same months is refused under the months, and what was typed stays.
  const form = await addPlan();
  await expect(form.getByText('Bu partnyorun bu qədər aylıq planı artıq var')).toBeVisible();
  await expect(form.getByLabel('Partnyor kartı')).toHaveValue('Leobank');
  await expect(leobank).toHaveCount(1);

  await leobank.getByRole('link', { name: 'Dəyiş: Leobank, 10 ay' }).click();
  const edit = page.getByTestId('plan-edit');
  await edit.getByLabel('Komissiya, %').fill('60');
  await edit.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(
    edit.getByText('Komissiya 0 ilə 50% arasında, ən çox iki onluq rəqəmlə olmalıdır'),
  ).toBeVisible();
  await edit.getByLabel('Komissiya, %').fill('7');
  await edit.getByLabel('Minimal sifariş, ₼').fill('9000');
  await edit.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(page.getByTestId('plan-edit')).toHaveCount(0);
  await expect(leobank).toContainText('7 %');
  await expect(leobank).toContainText('9\u00a0000,00 ₼');

  await leobank.getByRole('button', { name: 'Söndür' }).click();
  await expect(leobank).toContainText('Söndürülüb');
  await expect(leobank.getByRole('button', { name: 'Aktivləşdir' })).toBeVisible();

  await leobank.getByRole('link', { name: 'Sil: Leobank, 10 ay' }).click();
  const confirm = page.getByTestId('delete-confirm');
  await expect(confirm).toContainText('«Leobank, 10 ay» planı silinsin?');
  await confirm.getByRole('button', { name: 'Bəli, sil' }).click();
  await expect(page.getByTestId('toast')).toContainText('«Leobank, 10 ay» planı silindi');
  await expect(partner('Leobank')).toHaveCount(0);
});

test('[PAY-04] Staff leaves a category out of instalments and sees it listed, then puts it back', {
  tag: '@desk',
}, async ({ page }) => {
  await openInstalments(page);
  const form = page.getByTestId('exclusions-form');
  const now = page.getByTestId('exclusions-now');
  await expect(now).toContainText('Kateqoriyalar: Heç biri');
  const dolls = form.getByRole('checkbox', { name: 'Gəlinciklər' });
  await dolls.check();
  await form.getByRole('button', { name: 'Siyahını yadda saxla' }).click();
  await expect(page.getByTestId('toast')).toContainText('Yadda saxlanıldı');
  await expect(now).toContainText('Kateqoriyalar: Gəlinciklər');
  await expect(now).toContainText('Mağazalar: Heç biri');

  // Put back, so that the other journeys meet the demo as it was.
  await dolls.uncheck();
  await form.getByRole('button', { name: 'Siyahını yadda saxla' }).click();
  await expect(now).toContainText('Kateqoriyalar: Heç biri');
  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Gəlinciklər' })).not.toBeChecked();
});
