import { registerThroughApi } from '../support/accounts';
import { money } from '../support/money';
import { plainProductBetween } from '../support/products';
import { signIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Gift cards (PAY-07): bought for a phone on the purchase screen and paid at the bank, texted to the
 * recipient, added to their profile, and spent in part on an order, its remainder kept.
 */

/** The number and code of the gift card texted to a phone last. */
async function textedCard(request: APIRequestContext, phone: string) {
  let card = { number: '', code: '' };
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
      const { items } = (await outbox.json()) as { items: { text: string }[] };
      const match = /(\d{4} \d{4} \d{4} \d{4}), kod: ([A-Z0-9]{6})/.exec(items[0]?.text ?? '');
      card = { number: match?.[1] ?? '', code: match?.[2] ?? '' };
      return card.code;
    })
    .not.toBe('');
  return card;
}

async function payOnBank(page: Page) {
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
  await page.getByLabel('Kartın nömrəsi').fill('4169 7388 0000 0010');
  await page.getByLabel(/^Bitmə tarixi/).fill('12/30');
  await page.getByLabel('CVV kodu').fill('123');
  await page.getByRole('button', { name: /ödə$/ }).click();
}

test('[PAY-07] [ACC-22] a member buys a 200 ₼ gift card for a friend, who adds it in the profile from the texted number and code and pays an order with part of it; the profile keeps the remainder', async ({
  page,
  request,
}) => {
  test.slow();
  const friend = await registerThroughApi(request, { phonePrefix: '99470', firstName: 'Nigar' });
  const buyer = await registerThroughApi(request, { phonePrefix: '99470', firstName: 'Rauf' });
  await signIn(page, buyer.phone, buyer.password);

  await page.goto('/gift-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hədiyyə kartı');
  // Wrong amount and phone are told beside their fields.
  await page.getByText('Başqa məbləğ').click();
  await page.getByLabel('Öz məbləğiniz, ₼').fill('5');
  await page.getByLabel('Alıcının telefonu').fill('12345');
  await page.getByRole('button', { name: /ödə və göndər$/ }).click();
  await expect(page.locator('#gift-amount-error')).toHaveText('Məbləğ 10 ilə 1000 ₼ arasında olmalıdır');
  await expect(page.getByLabel('Alıcının telefonu')).toHaveAttribute('aria-invalid', 'true');

  await page.getByText(money(200), { exact: true }).click();
  await page.getByText('Ad günü').first().click();
  await expect(page.getByLabel('Ad günü')).toBeChecked();
  await page.getByLabel('Alıcının telefonu').fill(friend.phone);
  await page.getByLabel('Təbrik mesajı').fill('Ad günün mübarək!');
  await page.getByRole('button', { name: `${money(200)} ödə və göndər` }).click();
  await payOnBank(page);
  await expect(page).toHaveURL(/\/gift-card\/result\/\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hədiyyə kartı göndərildi');
  await expect(page.getByTestId('gift-card-result-text')).toContainText(friend.phone);

  // The friend was texted the number and code, and adds the card in their profile.
  const card = await textedCard(request, friend.phone);
  await page.context().clearCookies();
  await signIn(page, friend.phone, friend.password);
  await page.goto('/user/profile/gift-cards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hədiyyə kartlarım');
  // The friend's account was made before the card was sent: it holds the card already.
  const active = page.getByTestId('gift-cards-active').getByTestId('gift-card');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(card.number);
  await expect(active).toContainText('Kimdən: Rauf');
  await expect(active.getByTestId('gift-card-remainder')).toHaveText(money(200));
  // Adding it again with a mistyped code is refused beside the code.
  await page.getByLabel('Hədiyyə kartının nömrəsi').fill(card.number);
  await page.getByLabel('Kartın kodu').fill('AAAAAA');
  await page.getByRole('button', { name: 'Kartı əlavə et' }).click();
  await expect(page.getByLabel('Kartın kodu')).toHaveAccessibleDescription(
    'Bu nömrə və kodla kart tapılmadı',
  );

  // Paying an order with it: the card pays it all and keeps the rest.
  const product = await plainProductBetween(request, 100, 150);
  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('buy-box').getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\?productId=\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
  await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
  await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Nizami küçəsi 10, mənzil 3');
  const totalText = (await page.getByTestId('checkout-total').textContent()) ?? '';
  const total = Number(totalText.replace(/[^\d,]/g, '').replace(',', '.'));
  await page.getByLabel('Hədiyyə kartı', { exact: true }).check();
  await page.getByLabel('Hədiyyə kartının nömrəsi').fill(card.number);
  await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
  await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });

  await page.goto('/user/profile/gift-cards');
  await expect(page.getByTestId('gift-cards-active').getByTestId('gift-card-remainder')).toHaveText(
    money(200 - total),
  );
});
