import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Checkout and orders journeys: a guest orders from two sellers with the SMS code; a member saves
 * addresses, orders with a promo code, finds the order in my orders, leaves delivery feedback and
 * cancels. Tests run in parallel on two projects against one server, so each buyer is fresh (promo
 * codes are once per buyer); the demo buyer is only read.
 */
const demo = {
  buyer: { phone: '994500000003' },
  seller: { phone: '994500000002' },
  password: 'demo1234',
};

interface Card {
  id: number;
  slug: string;
  title: string;
  price: number;
  discountedPrice: number | null;
  inStock: boolean;
  hasVariants: boolean;
  shop: { slug: string; name: string };
}

async function sellerToken(request: APIRequestContext) {
  const token = await tokenOf(request, demo.seller.phone, demo.password);
  const shop = await request.get('/api/v1/Shop/MyShop', { headers: { authorization: `Bearer ${token}` } });
  return { token, shopSlug: ((await shop.json()) as { slug: string }).slug };
}

/** Two plain in-stock products of two shops (the first one the demo seller's), together over 20 AZN. */
async function twoSellers(request: APIRequestContext, sellerShop: string) {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const items = ((await list.json()).items as Card[]).filter((card) => !card.hasVariants);
  const price = (card: Card) => card.discountedPrice ?? card.price;
  const first = items.find((card) => card.shop.slug === sellerShop && price(card) >= 10);
  const second = items.find((card) => card.shop.slug !== sellerShop && price(card) >= 10);
  if (!first || !second) throw new Error('the demo lacks products of two sellers for checkout');
  return [first, second];
}

async function addToBasket(page: Page, card: Card) {
  await page.goto(`/product/${card.slug}`);
  const badge = page.getByTestId('basket-count');
  const before = Number((await badge.textContent()) ?? '0');
  await page.getByTestId('buy-box').getByTestId('add-to-basket').click();
  await expect(badge).toHaveText(String(before + 1));
}

/** The message beside a field is its accessible description (aria-describedby). */
async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

const money = (azn: number) => `${azn.toFixed(2).replace('.', ',')} ₼`;

async function goToCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByTestId('buy-together').click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişin rəsmiləşdirilməsi');
}

test.describe('checkout', () => {
  test('[CHK-01] [CHK-02] [CHK-03] [CHK-04] [CHK-05] [CHK-06] [CHK-08] [CHK-09] [BSK-06] a guest orders from two sellers, confirming the phone by SMS code', async ({
    page,
    request,
  }) => {
    const { shopSlug } = await sellerToken(request);
    const cards = await twoSellers(request, shopSlug);
    for (const card of cards) await addToBasket(page, card);
    await goToCheckout(page);
    await expect(page.getByTestId('checkout-seller')).toHaveCount(2);
    await expect(page.getByTestId('guest-note')).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);

    // Everything missing: the spec's messages beside each section.
    const place = page.getByRole('button', { name: 'Sifarişi tamamla' });
    await place.click();
    await expectFieldError(page, 'Ad', 'Bu sahə mütləqdir');
    await expect(page.getByTestId('checkout-address')).toContainText('Zəhmət olmasa, ünvanınızı seçin');
    await expect(page.getByTestId('checkout-payment')).toContainText('Zəhmət olmasa, ödəniş üsulunu seçin');

    const phone = freshPhone('99455');
    await page.getByLabel('Ad', { exact: true }).fill('Rəşad');
    await page.getByLabel('Soyad').fill('Quliyev');
    await page.getByLabel('Telefon nömrəsi').fill('12345');
    await page.getByLabel('E-poçt').fill('not-an-email');
    await place.click();
    await expectFieldError(
      page,
      'Telefon nömrəsi',
      'Telefon nömrəsi 994XXXXXXXXX və ya 011XXXXXXX formatında olmalıdır',
    );
    await expectFieldError(page, 'E-poçt', 'E-poçt ünvanı düzgün deyil');
    await page.getByLabel('Telefon nömrəsi').fill(phone);
    await page.getByLabel('E-poçt').fill(`guest-${phone}@example.az`);

    // Districts we do not deliver to are listed but cannot be chosen.
    await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
    const pirallahi = page.getByLabel('Rayon').locator('option', { hasText: 'Pirallahı' });
    await expect(pirallahi).toBeDisabled();
    await expect(pirallahi).toContainText('Bu əraziyə hazırda çatdırılma yoxdur');
    await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Azadlıq prospekti 12, mənzil 5');
    // A guest may pay by card (the sandbox bank) but not from a wallet, which needs an account.
    await expect(page.getByLabel(/^Bank kartı/)).toBeEnabled();
    await expect(page.getByLabel(/^Elektron pul kisəsi/)).toBeDisabled();
    await expect(page.getByTestId('checkout-payment')).toContainText('Pul kisəsi ilə ödəmək üçün daxil olun');
    await page.getByLabel('Qapıda nağd ödəniş').check();

    // Urgent delivery adds its fee to each seller's part.
    const standardTotal = await page.getByTestId('checkout-total').textContent();
    await page.getByLabel(/^Təcili çatdırılma/).check();
    await expect(page.getByTestId('checkout-total')).not.toHaveText(standardTotal ?? '');
    for (const fee of await page.getByTestId('seller-delivery-fee').allTextContents())
      expect([money(5), money(8)]).toContain(fee);

    // Without the SMS code the order is not placed.
    await place.click();
    await expectFieldError(page, 'Telefon nömrəsi', 'Telefon nömrənizi SMS kodu ilə təsdiqləyin');
    await page.getByRole('button', { name: 'Kodu göndər' }).click();
    await expect(page.getByTestId('phone-confirmation')).toContainText(phone);
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toHaveText(/^Yenidən göndər \(\d:\d\d\)$/);
    await page.getByLabel('SMS kodu').fill(await textedCode(request, phone));
    await place.click();

    await expect(page).toHaveURL(/\/success-page\?number=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-number')).toContainText(/Sifariş nömrəsi: \S+/);
    const number = new URL(page.url()).searchParams.get('number') ?? '';

    // The guest finds the order again by its number and the phone it was placed with.
    await page.getByTestId('track-order').click();
    await expect(page.getByLabel('Sifariş nömrəsi')).toHaveValue(number);
    await page.getByLabel('Sifarişdəki telefon nömrəsi').fill('994550000000');
    await page.getByRole('button', { name: 'Tap' }).click();
    await expect(page.getByTestId('lookup-not-found')).toContainText(
      'Bu nömrə və telefonla sifariş tapılmadı',
    );
    await page.getByLabel('Sifarişdəki telefon nömrəsi').fill(phone);
    await page.getByRole('button', { name: 'Tap' }).click();
    const found = page.getByTestId('lookup-result');
    await expect(found).toContainText(`Sifariş ${number}`);
    await expect(found.getByTestId('order-part')).toHaveCount(2);
    await expect(page.getByTestId('basket-count')).toHaveText('0');
  });

  test('[CHK-01] [CHK-04] the demo buyer finds general info filled in, the saved address chosen and no code to confirm', async ({
    page,
    request,
  }) => {
    await signIn(page, demo.buyer.phone, demo.password);
    const { shopSlug } = await sellerToken(request);
    const [card] = await twoSellers(request, shopSlug);
    if (card) await addToBasket(page, card);
    await goToCheckout(page);
    await expect(page.getByLabel('Telefon nömrəsi')).toHaveValue(demo.buyer.phone);
    await expect(page.getByLabel('Ad', { exact: true })).not.toHaveValue('');
    await expect(page.getByTestId('saved-address').first()).toContainText('Nəsimi');
    await expect(page.getByTestId('saved-address').first().getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('phone-confirmation')).toHaveCount(0);
  });

  test('[CHK-07] [CHK-08] [CHK-09] [CHK-10] [CHK-11] [CHK-13] [PAY-03] a member saves addresses, orders with a promo code without confirming the phone again, leaves delivery feedback and cancels an order', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    const seller = await sellerToken(request);
    const cards = await twoSellers(request, seller.shopSlug);
    await signIn(page, buyer.phone, buyer.password);

    // My addresses: empty, add, edit, an undeliverable district disabled, delete with a confirmation.
    await page.goto('/user/profile/my-address');
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
    await page.getByRole('link', { name: 'Yeni ünvan' }).click();
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expectFieldError(page, 'Şəhər', 'Bu sahə mütləqdir');
    await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
    await expect(page.getByLabel('Rayon').locator('option', { hasText: 'Pirallahı' })).toBeDisabled();
    const shusha = page.getByLabel('Şəhər').locator('option', { hasText: 'Şuşa' });
    await expect(shusha).toBeDisabled();
    await expect(shusha).toContainText('Bu əraziyə hazırda çatdırılma yoxdur');
    await page.getByLabel('Rayon').selectOption({ label: 'Yasamal' });
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Şərifzadə küçəsi 7');
    await page.getByLabel('Ofis').check();
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByTestId('toast')).toContainText('Ünvan yadda saxlanıldı');
    const cards0 = page.getByTestId('address-card');
    await expect(cards0).toHaveCount(1);
    await expect(cards0.first()).toContainText('Yasamal');
    await cards0.first().getByRole('link', { name: 'Redaktə et' }).click();
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Şərifzadə küçəsi 9');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(cards0.first()).toContainText('Şərifzadə küçəsi 9');
    await page.getByRole('link', { name: 'Yeni ünvan' }).click();
    await page.getByLabel('Şəhər').selectOption({ label: 'Sumqayıt' });
    await page.getByLabel('Rayon').selectOption({ label: 'Corat' });
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Corat qəsəbəsi 3');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(cards0).toHaveCount(2);
    const sumgait = cards0.filter({ hasText: 'Corat' });
    await sumgait.getByRole('link', { name: 'Sil' }).click();
    await expect(sumgait.getByTestId('delete-confirm')).toContainText('Bu ünvan silinsin?');
    await sumgait.getByRole('button', { name: 'Bəli, sil' }).click();
    await expect(page.getByTestId('toast')).toContainText('Ünvan silindi');
    await expect(cards0).toHaveCount(1);

    // Checkout with the saved address and a promo code; the phone was confirmed at registration.
    for (const card of cards) await addToBasket(page, card);
    await goToCheckout(page);
    await expect(page.getByLabel('Telefon nömrəsi')).toHaveValue(buyer.phone);
    await expect(page.getByLabel('E-poçt')).toHaveValue(buyer.email);
    await page.getByTestId('saved-address').filter({ hasText: 'Yasamal' }).getByRole('radio').check();
    const promo = page.getByLabel('Promo kod');
    const apply = page.getByRole('button', { name: 'Tətbiq et' });
    await promo.fill('EXPIRED1');
    await apply.click();
    await expectFieldError(page, 'Promo kod', 'Promo kodun vaxtı bitib');
    await promo.fill('NOSUCHCODE');
    await apply.click();
    await expectFieldError(page, 'Promo kod', 'Belə promo kod yoxdur');
    await promo.fill('BAZAR5');
    await apply.click();
    await expect(page.getByTestId('promo-applied')).toContainText(`-${money(5)}`);
    await expect(page.getByTestId('checkout-promo-discount')).toHaveText(`-${money(5)}`);
    const total = (await page.getByTestId('checkout-total').textContent()) ?? '';

    await expect(page.getByTestId('phone-confirmation')).toHaveCount(0);
    await page.getByLabel('Qapıda nağd ödəniş').check();
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
    await expect(page).toHaveURL(/\/success-page\?number=/);
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    await expect(page.getByTestId('order-number')).toContainText(number);

    // My orders: the order with its number, amount and status; its detail per seller.
    await page.getByRole('link', { name: 'Sifarişlərim' }).click();
    const row = page.getByTestId('order-row').filter({ hasText: number });
    await expect(row).toContainText(total);
    await expect(row).toContainText('Qəbul edildi');
    await expect(row).toContainText(/\d\d\/\d\d\/\d{4}/);
    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    const parts = page.getByTestId('order-part');
    await expect(parts).toHaveCount(2);
    await expect(page.getByTestId('order-total')).toHaveText(total);

    // The demo seller delivers its part: the buyer may rate the delivery (a rating must be chosen).
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const buyerToken = await tokenOf(request, buyer.phone, buyer.password);
    const detail = await request.get(`/api/v1/Order/${orderId}`, {
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    const part = ((await detail.json()) as { parts: { id: number; shop: { slug: string } }[] }).parts.find(
      (entry) => entry.shop.slug === seller.shopSlug,
    );
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await request.post(`/api/v1/OrderPart/${part?.id}/Status`, {
        headers: { authorization: `Bearer ${seller.token}` },
        data: { status },
      });
      expect(moved.ok()).toBe(true);
    }
    await page.reload();
    const delivered = parts.filter({ hasText: 'Çatdırıldı' });
    await expect(delivered.getByTestId('order-timeline').locator('li')).toHaveCount(4);
    await delivered.getByTestId('leave-feedback').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Çatdırılma haqqında rəy');
    for (const reason of [
      'Qüsurlu məhsul',
      'Digər',
      'Kuryerdə qalıq pul yox idi',
      'Kuryer gecikdi',
      'Səhv məhsul gəldi',
    ])
      await expect(dialog.getByLabel(reason)).toBeVisible();
    await dialog.getByRole('button', { name: 'Göndər' }).click();
    await expect(dialog).toContainText('Zəhmət olmasa, qiymət seçin');
    await dialog.getByLabel('4 ulduz').check({ force: true });
    await dialog.getByLabel('Kuryer gecikdi').check();
    await dialog.getByLabel('Şərh (istəyə bağlı)').fill('Kuryer yarım saat gecikdi');
    await dialog.getByRole('button', { name: 'Göndər' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(delivered.getByTestId('part-feedback')).toContainText('Rəyiniz: 4/5');

    // Once a part is delivered the order cannot be cancelled; a new order can, after a confirmation.
    await expect(page.getByRole('link', { name: 'Sifarişi ləğv et' })).toHaveCount(0);
    await addToBasket(page, cards[1] as Card);
    await goToCheckout(page);
    await page.getByLabel('Qapıda nağd ödəniş').check();
    await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
    await expect(page).toHaveURL(/\/success-page\?number=/);
    const second = new URL(page.url()).searchParams.get('number') ?? '';
    await page.goto('/user/profile/my-orders');
    await page.getByTestId('order-row').filter({ hasText: second }).click();
    await page.getByRole('link', { name: 'Sifarişi ləğv et' }).click();
    await expect(page.getByTestId('cancel-confirm')).toContainText(
      'Bu sifarişi ləğv etmək istədiyinizə əminsiniz?',
    );
    await page.getByRole('button', { name: 'Bəli, ləğv et' }).click();
    await expect(page.getByTestId('toast')).toContainText('Sifariş ləğv edildi');
    await expect(page.getByTestId('order-status').first()).toHaveText('Ləğv edildi');
    await page.getByRole('link', { name: 'Sifarişlərə qayıt' }).click();
    await expect(page.getByTestId('order-row').filter({ hasText: second })).toContainText('Ləğv edildi');
  });

  test('[CHK-11] a new member sees the empty state of my orders', async ({ page, request }) => {
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('orders-empty')).toContainText('Hələ sifarişiniz yoxdur');
  });
});
