import { freshPhone, registerThroughApi, textedCode } from '../support/accounts';
import { idInUrl } from '../support/audit';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * Paying an order by card on the sandbox bank's hosted page (the default gateway of the embedded
 * database): approved, declined and tried again, the 3-D Secure step, a guest, and the door instead.
 * Each buyer is fresh and buys one product now, so journeys running side by side share no basket.
 */

/** The sandbox bank's documented test cards (README: "Test cards"), as a person types them. */
const testCards = {
  approved: '4169 7388 0000 0010',
  declined: '4169 7388 0000 0028',
  insufficientFunds: '4169 7388 0000 0036',
  secureCode: '4169 7388 0000 0044',
  neverCallsBack: '4169 7388 0000 0051',
};

interface Card {
  slug: string;
  hasVariants: boolean;
}

/** A plain in-stock product of the demo (one of the first few, so journeys spread their orders). */
async function plainProduct(request: APIRequestContext, pick: number): Promise<Card> {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=48&sort=rating');
  const plain = ((await list.json()).items as Card[]).filter((card) => !card.hasVariants);
  const card = plain[pick % Math.min(plain.length, 6)];
  if (!card) throw new Error('the demo lacks a plain product in stock');
  return card;
}

/** Buys the product now (the basket untouched) and lands on checkout. */
async function buyNow(page: Page, card: Card, lang: '' | '/en' = '') {
  await page.goto(`${lang}/product/${card.slug}`);
  await page.getByTestId('buy-box').getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\?productId=\d+/, { timeout: 15_000 });
}

interface AddressLabels {
  city: [string, string];
  district: [string, string];
  text: string;
}

/** A new delivery address: each field by its label, then the place named in the page's language. */
async function newAddress(page: Page, labels: AddressLabels) {
  await page.getByLabel(labels.city[0]).selectOption({ label: labels.city[1] });
  await page.getByLabel(labels.district[0]).selectOption({ label: labels.district[1] });
  await page.getByLabel(labels.text).fill('Azadlıq prospekti 12, mənzil 5');
}

const azAddress: AddressLabels = {
  city: ['Şəhər', 'Bakı'],
  district: ['Rayon', 'Nəsimi'],
  text: 'Ünvan (küçə, bina, mənzil)',
};
const enAddress: AddressLabels = {
  city: ['City', 'Baku'],
  district: ['District', 'Nasimi'],
  text: 'Address (street, building, flat)',
};

/** Chooses the card and places the order: the checkout sends the buyer on to the bank's page. */
async function placeByCard(page: Page, labels = { card: /^Bank kartı/, place: 'Sifarişi tamamla' }) {
  await page.getByLabel(labels.card).check();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByRole('button', { name: labels.place }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
  return total;
}

const azBank = { number: 'Kartın nömrəsi', expiry: /^Bitmə tarixi/, cvv: 'CVV kodu', pay: /ödə$/ };

/** Types a card into the bank's form, as a person does, and presses Pay. */
async function payWith(page: Page, cardNumber: string, labels = azBank) {
  await page.getByLabel(labels.number).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvv).fill('123');
  await page.getByRole('button', { name: labels.pay }).click();
}

/** The message beside a field is its accessible description (aria-describedby). */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

const orderNumberOf = (page: Page) => new URL(page.url()).searchParams.get('number') ?? '';

/** A new member orders the `pick`-th plain product by card (az) and is sent to the bank; answers them and the total shown. */
async function newMemberOrdersByCard(page: Page, request: APIRequestContext, pick: number) {
  const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
  await signIn(page, buyer.phone, buyer.password);
  await buyNow(page, await plainProduct(request, pick));
  await newAddress(page, azAddress);
  return { buyer, total: await placeByCard(page) };
}

test.describe('paying by card', () => {
  test('[PAY-01] a member orders by card, pays on the bank page with the approved card, finds the order in my orders, and after cancelling it the return link says it was refunded', async ({
    page,
    request,
  }) => {
    test.slow();
    const { buyer, total } = await newMemberOrdersByCard(page, request, 0);

    // The bank's own page: no store header or footer, the merchant, the amount, the test cards.
    const bank = page.getByTestId('sandbox-bank');
    await expect(bank).toContainText('Bazar Sandbox Bank');
    await expect(page.getByTestId('bank-merchant')).toHaveText('Bazar');
    await expect(page.getByTestId('bank-amount')).toHaveText(total);
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    for (const number of Object.values(testCards))
      await expect(page.getByTestId('test-cards')).toContainText(number);
    const cardNumber = page.getByLabel('Kartın nömrəsi');
    await expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
    await expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('CVV kodu')).toHaveAttribute('type', 'password');
    await cardNumber.pressSequentially('4169738800000010');
    await expect(cardNumber).toHaveValue(testCards.approved);

    await payWith(page, testCards.approved);
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
    const number = orderNumberOf(page);
    await expect(page.getByTestId('order-number')).toContainText(number);

    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText(total);

    // Cancelled with the money to the wallet: the bank's return link now says it was refunded.
    await page.getByTestId('order-row').filter({ hasText: number }).click();
    await expect(page).toHaveURL(/\/my-orders\/\d+$/);
    const orderId = idInUrl(page);
    const cancelled = await request.post(`/api/v1/Order/${orderId}/Cancel`, {
      headers: { authorization: `Bearer ${await tokenOf(request, buyer.phone, buyer.password)}` },
      data: { refundTo: 'wallet' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await page.goto(`/payment/result/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişin pulu qaytarıldı');
    await expect(page.getByTestId('payment-refunded')).toHaveText(total);
    await page.getByTestId('payment-view-order').click();
    await expect(page).toHaveURL(new RegExp(`/user/profile/my-orders/${orderId}$`));
  });

  test('[PAY-01] a declined card: the reason in the buyer’s language, then Try again with the approved card', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    await buyNow(page, await plainProduct(request, 1), '/en');
    await newAddress(page, enAddress);
    const total = await placeByCard(page, { card: /^Bank card/, place: 'Complete the order' });
    await expect(page).toHaveURL(/\/en\/payment\/sandbox\//);
    const enBank = { number: 'Card number', expiry: /^Expiry date/, cvv: 'CVV', pay: /^Pay / };

    await payWith(page, testCards.declined, enBank);
    await expect(page).toHaveURL(/\/en\/payment\/result\/\d+\?key=/, { timeout: 15_000 });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through');
    await expect(page.getByTestId('payment-result-text')).toHaveText(
      'The bank declined the payment. Try another card or contact your bank.',
    );
    await expect(page.getByTestId('payment-due')).toHaveText(total);
    await expect(page.getByTestId('payment-pay-by')).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    // The result page is the store's: its header (with the basket's badge) stays.
    await expect(page.getByTestId('basket-count')).toHaveCount(1);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/payment\/sandbox\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
    await payWith(page, testCards.approved, enBank);
    await expect(page).toHaveURL(/\/en\/success-page\?number=/, { timeout: 15_000 });
    await expect(page.getByTestId('order-number')).toContainText(orderNumberOf(page));
  });

  test('[PAY-01] the 3-D Secure card asks for the code, and the right code pays', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    await newMemberOrdersByCard(page, request, 2);

    // Nothing typed: the bank's messages beside its fields.
    await page.getByRole('button', { name: /ödə$/ }).click();
    await expectFieldError(page, 'Kartın nömrəsi', 'Kart nömrəsi 16 rəqəm olmalıdır');
    await expectFieldError(page, 'CVV kodu', 'CVV 3 rəqəmdir');

    await payWith(page, testCards.secureCode);
    const step = page.getByTestId('secure-code-step');
    await expect(step.getByRole('heading', { level: 1 })).toHaveText('3-D Secure təsdiqi');
    await page.getByLabel('Təsdiq kodu').fill('1111');
    await page.getByRole('button', { name: 'Təsdiqlə' }).click();
    await expectFieldError(page, 'Təsdiq kodu', 'Kod 6 rəqəmdir');
    await page.getByLabel('Təsdiq kodu').fill('111111');
    await page.getByRole('button', { name: 'Təsdiqlə' }).click();
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
  });

  test('[PAY-01] a guest confirms the phone by SMS code and pays by card', async ({ page, request }) => {
    test.slow();
    await buyNow(page, await plainProduct(request, 3));
    const phone = freshPhone('99455');
    await page.getByLabel('Ad', { exact: true }).fill('Rəşad');
    await page.getByLabel('Soyad').fill('Quliyev');
    await page.getByLabel('Telefon nömrəsi').fill(phone);
    await page.getByLabel('E-poçt').fill(`card-${phone}@example.az`);
    await newAddress(page, azAddress);
    // The wallet is for members.
    await expect(page.getByLabel(/^Elektron pul kisəsi/)).toBeDisabled();
    await expect(page.getByTestId('payment-wallet')).toContainText('Pul kisəsi ilə ödəmək üçün daxil olun');
    await page.getByRole('button', { name: 'Kodu göndər' }).click();
    await page.getByLabel('SMS kodu').fill(await textedCode(request, phone));
    await placeByCard(page);

    await payWith(page, testCards.approved);
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
    await expect(page.getByTestId('track-order')).toBeVisible();
  });

  test('[PAY-01] a member sees the wallet balance at checkout; cancelling at the bank says so, and a result page opened before paying waits for the bank by itself', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    await signIn(page, buyer.phone, buyer.password);
    await buyNow(page, await plainProduct(request, 5));
    await expect(page.getByTestId('checkout-wallet-balance')).toHaveText('Balans: 0,00 ₼');
    await expect(page.getByTestId('payment-wallet')).toContainText(
      'Pul kisəsinin ödəmədiyi hissə kartla ödənilir.',
    );
    await newAddress(page, azAddress);
    await placeByCard(page);

    await page.getByRole('button', { name: 'Ləğv et və mağazaya qayıt' }).click();
    await expect(page).toHaveURL(/\/payment\/result\/\d+\?key=/, { timeout: 15_000 });
    await expect(page.getByTestId('payment-result-text')).toHaveText('Ödəniş ləğv edildi.');
    const resultUrl = page.url();

    // A new try, and the result page opened again before paying: it waits for the bank's answer.
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
    const bankPage = page.url();
    await page.goto(resultUrl);
    await expect(page.getByTestId('payment-result').getByRole('heading', { level: 1 })).toHaveText(
      'Bankın cavabını gözləyirik',
    );
    // Paid in another tab: the waiting page finds out by itself and moves on.
    const bank = await page.context().newPage();
    await bank.goto(bankPage);
    await payWith(bank, testCards.approved);
    await expect(bank).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 10_000 });
  });

  test('[PAY-01] after a decline the buyer pays at the door instead', { tag: '@one-width' }, async ({
    page,
    request,
  }) => {
    test.slow();
    await newMemberOrdersByCard(page, request, 4);

    await payWith(page, testCards.insufficientFunds);
    await expect(page).toHaveURL(/\/payment\/result\/\d+\?key=/, { timeout: 15_000 });
    await expect(page.getByTestId('payment-result-text')).toHaveText('Kartda kifayət qədər vəsait yoxdur.');
    await page.getByRole('button', { name: 'Qapıda nağd ödəyəcəyəm' }).click();
    await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
    const number = orderNumberOf(page);
    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('order-row').filter({ hasText: number })).toBeVisible();
  });
});
