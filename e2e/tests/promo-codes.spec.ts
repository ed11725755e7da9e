import { randomInt } from 'node:crypto';
import { registerThroughApi } from '../support/accounts';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A member's promo codes in the profile: those for everyone and one given to them by name, "use"
 * carrying a code to checkout with its discount applied, and the code in the used list after the
 * order. Each run is a buyer of its own, so the lists are exact.
 */
interface Card {
  slug: string;
  price: number;
  discountedPrice: number | null;
  hasVariants: boolean;
}

test.describe('promo codes in the profile', () => {
  test('[PAY-06] a member sees their promo codes, uses one from the profile at checkout, and finds it among the used', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    const code = `E2E-${randomInt(100_000, 1_000_000)}`;
    const staff = await tokenOf(request, '994500000004', 'demo1234');
    const given = await request.post('/api/v1/Admin/PromoCodes', {
      headers: { authorization: `Bearer ${staff}` },
      data: {
        code,
        discount: 3,
        minOrder: 0,
        expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        phones: [buyer.phone],
      },
    });
    expect(given.status()).toBe(201);

    await signIn(page, buyer.phone, buyer.password);
    await page.goto('/user/profile');
    await page
      .getByRole('navigation', { name: 'Profil' })
      .getByRole('link', { name: 'Promo kodlarım' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo kodlarım');
    const active = page.getByTestId('promo-codes-active').getByTestId('promo-code');
    // The member's own code ends first; the demo's codes for everyone run a year. EXPIRED1 has ended.
    await expect(active).toHaveCount(3);
    await expect(active.nth(0)).toHaveAttribute('data-code', code);
    await expect(active.nth(0)).toContainText('3,00 ₼ endirim');
    await expect(active.nth(0)).toContainText('İstənilən sifarişə · Sizin üçün');
    await expect(active.nth(1)).toHaveAttribute('data-code', 'BAZAR5');
    await expect(active.nth(1)).toContainText('20,00 ₼ və daha böyük sifarişlərə · Hamı üçün');
    await expect(active.nth(2)).toHaveAttribute('data-code', 'WELCOME10');
    await expect(page.getByTestId('promo-codes-used')).toContainText('Hələ promo kod istifadə etməmisiniz');

    // Something in the basket, then "use" from the profile: checkout opens with the code applied.
    const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=48&sort=rating');
    const card = ((await list.json()).items as Card[]).find(
      (item) => !item.hasVariants && (item.discountedPrice ?? item.price) >= 10,
    );
    if (!card) throw new Error('the demo has no plain product of 10 ₼ or more in stock');
    await page.goto(`/product/${card.slug}`);
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto('/user/profile/promo-codes');
    await page.getByRole('link', { name: `${code} promo kodunu sifarişdə istifadə et` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?promo=${code}$`));
    // The address changes before the new page is drawn: wait for checkout's own heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişin rəsmiləşdirilməsi');
    await expect(page.getByLabel('Promo kod', { exact: true })).toHaveValue(code);
    await expect(page.getByTestId('promo-applied')).toHaveText(`${code} promo kodu tətbiq olundu: -3,00 ₼`);
    await expect(page.getByTestId('checkout-promo-discount')).toHaveText('-3,00 ₼');

    await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
    await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Azadlıq prospekti 12, mənzil 5');
    await page.getByLabel('Qapıda nağd ödəniş').check();
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 20_000 });
    const number = new URL(page.url()).searchParams.get('number') ?? '';

    await page.goto('/user/profile/promo-codes');
    await expect(active).toHaveCount(2);
    const used = page.getByTestId('promo-codes-used').getByTestId('promo-code');
    await expect(used).toHaveCount(1);
    await expect(used).toHaveAttribute('data-code', code);
    await expect(used).toContainText('İstifadə olunub');
    await used.getByRole('link', { name: 'Sifarişə bax' }).click();
    await expect(page).toHaveURL(/\/user\/profile\/my-orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByText('-3,00 ₼').first()).toBeVisible();
  });

  test('[PAY-06] a code brought to checkout that cannot be used says why, and the page is otherwise as usual', async ({
    page,
    request,
  }) => {
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=48&sort=rating');
    const card = ((await list.json()).items as Card[]).find((item) => !item.hasVariants);
    if (!card) throw new Error('the demo has no plain product in stock');
    await page.goto(`/product/${card.slug}`);
    await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto('/checkout?promo=EXPIRED1');
    await expect(page.getByLabel('Promo kod', { exact: true })).toHaveValue('EXPIRED1');
    await expect(page.getByLabel('Promo kod', { exact: true })).toHaveAccessibleDescription(
      'Promo kodun vaxtı bitib',
    );
    await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  });
});
