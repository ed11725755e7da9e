import { signIn, tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The back office's promo codes: the demo Staff makes a code for the demo buyer alone; the buyer's
 * checkout takes it and anyone else's refuses it; a code no order used is deleted after a question.
 */
const demo = { staff: 'staff@demo.bazar.az', buyer: 'buyer@demo.bazar.az', password: 'demo1234' };

test(
  '[issue 17] Staff creates a promo code for one customer, who alone can use it, and deletes an unused one',
  { tag: '@desk' },
  async ({ page, request }, testInfo) => {
    const code = `VIP-${testInfo.project.name.toUpperCase()}-${Date.now() % 100000}`;
    await signIn(page, demo.staff, demo.password);
    await page.goto('/admin/promo-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Promokodlar' })).toBeVisible();
    await page.getByTestId('promo-new').click();
    const form = page.getByTestId('promo-form');
    await form.getByLabel('Kod').fill(code.toLowerCase());
    await form.getByLabel('Endirim, ₼').fill('12,50');
    await form.getByLabel('Minimum sifariş, ₼').fill('50');
    await form.getByLabel('Etibarlıdır (Bakı vaxtı ilə)').fill('2031-12-31T23:59');
    // A phone with no account is refused beside the field, and nothing typed is lost.
    await form.getByLabel('Yalnız bu müştərilər üçün').fill('994509999999');
    await form.getByRole('button', { name: 'Kodu yarat' }).click();
    await expect(form.getByText('Bu nömrələrdən bəzilərinin hesabı yoxdur')).toBeVisible();
    await expect(form.getByLabel('Kod')).toHaveValue(code.toLowerCase());
    await form.getByLabel('Yalnız bu müştərilər üçün').fill('994500000003');
    await form.getByRole('button', { name: 'Kodu yarat' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${code} promokodu yaradıldı`);
    const row = page.getByTestId('promo-row').filter({ hasText: code });
    await expect(row).toContainText('12,50 ₼');
    await expect(row).toContainText('1 müştəri');
    await expect(row).toContainText('31/12/2031 23:59');

    const buyer = await tokenOf(request, demo.buyer, demo.password);
    const applyAs = (token?: string) =>
      request.post('/api/v1/Checkout/ApplyPromoCode', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        data: { promoCode: code.toLowerCase(), amount: 80 },
      });
    expect(await (await applyAs(buyer)).json()).toEqual({ code, discount: 12.5, status: 'active' });
    expect((await (await applyAs()).json()).errors.promoCode).toEqual([
      'Bu promokod başqa müştərilərə verilib',
    ]);

    await row.getByRole('link').click();
    await page.getByTestId('promo-delete').click();
    await expect(page.getByTestId('delete-confirm')).toContainText(`${code} promokodu silinsin?`);
    await page.getByTestId('delete-confirm').getByRole('button', { name: 'Bəli, sil' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${code} promokodu silindi`);
    await expect(page.getByTestId('promo-row').filter({ hasText: code })).toHaveCount(0);
  },
);
