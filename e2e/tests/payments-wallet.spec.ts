import { registerThroughApi } from '../support/accounts';
import { demoBuyerBuysNow, demoSellersProduct } from '../support/orders';
import { signIn } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * The wallet and paying online: topping the wallet up on the sandbox bank's page, paying an order
 * from the wallet (alone, or with the rest by card), and a paid order's refund when the buyer
 * cancels it, to the wallet or back to the card. The demo buyer's journey runs at both widths at
 * once, so it checks what it caused (its own amounts, at least its top-up on the balance); the
 * others are buyers of their own, whose balances are exact.
 */
const demoBuyer = { phone: '994500000003', password: 'demo1234' };
const demoSeller = { phone: '994500000002', password: 'demo1234' };
const demoStaff = { phone: '994500000004', password: 'demo1234' };
/** The sandbox bank's approved test card (`sandboxCards.approved` in the contracts). */
const approvedCard = '4169738800000010';
/** The sandbox's card that pays, but whose refunds the bank refuses. */
const refusingCard = '4169738800000063';

interface Card {
  id: number;
  slug: string;
  shop: { slug: string };
  price: number;
  discountedPrice: number | null;
  hasVariants: boolean;
}

const priceOf = (card: Card) => card.discountedPrice ?? card.price;
const money = (azn: number) => `${azn.toFixed(2).replace('.', ',')} ₼`;
/** Money as the page writes it, back to a number: "1 234,50 ₼" → 1234.5. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** A plain in-stock product of the demo priced within [min, max] AZN. */
async function productPriced(request: APIRequestContext, min: number, max: number): Promise<Card> {
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const found = ((await list.json()).items as Card[]).find(
    (card) => !card.hasVariants && priceOf(card) >= min && priceOf(card) <= max,
  );
  if (!found) throw new Error(`the demo has no plain product between ${min} and ${max} AZN`);
  return found;
}

/** Pays on the sandbox bank's page, with the approved test card unless told another. */
async function payOnSandbox(page: Page, amount: number, card = approvedCard) {
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/);
  await page.getByLabel('Kartın nömrəsi').fill(card);
  await page.getByLabel('Bitmə tarixi (AA/İİ)').fill('12/30');
  await page.getByLabel('CVV kodu').fill('123');
  await page.getByRole('button', { name: `${money(amount)} ödə` }).click();
}

async function walletBalance(page: Page): Promise<number> {
  return amountOf((await page.getByTestId('wallet-balance').textContent()) ?? '');
}

/** Tops the wallet up by card on the wallet page and comes back to it with the top-up added. */
async function topUp(page: Page, amount: number) {
  await page.goto('/user/profile/wallet');
  await page.getByLabel('Məbləğ, ₼').fill(amount.toFixed(2).replace('.', ','));
  await page.getByRole('button', { name: 'Kartla artır' }).click();
  await payOnSandbox(page, amount);
  await expect(page).toHaveURL(/\/user\/profile\/wallet\?topUp=\d+/);
  await expect(page.getByTestId('top-up-result')).toHaveText(`Balansınıza ${money(amount)} əlavə olundu`);
}

/** The history's line of a movement: its words and its signed amount. */
function historyLine(page: Page, kind: string, signed: string) {
  return page.getByTestId('wallet-entry').filter({ hasText: kind }).filter({ hasText: signed });
}

/**
 * "Buy now" on a product, then the checkout with the chosen payment type; a new buyer writes an
 * address first (the demo buyer's saved one is chosen for them). Answers the order's total, delivery
 * included.
 */
async function buyNow(
  page: Page,
  card: Card,
  payment: 'card' | 'wallet',
  newAddress: boolean,
): Promise<number> {
  await page.goto(`/product/${card.slug}`);
  await page.getByTestId('buy-box').getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\?/);
  if (newAddress) {
    await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
    await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
    await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Azadlıq prospekti 12, mənzil 5');
  }
  await page.getByTestId(`payment-${payment}`).getByRole('radio').check();
  const total = amountOf((await page.getByTestId('checkout-total').textContent()) ?? '');
  await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
  return total;
}

/** The success page after paying: the order's number. */
async function placedNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('number') ?? '';
}

async function openOrder(page: Page, number: string) {
  await page.goto('/user/profile/my-orders');
  await page.getByTestId('order-row').filter({ hasText: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
}

/** A new buyer who pays a 10–60 ₼ order by a sandbox card; answers its number and total. */
async function cardPaidOrder(page: Page, request: APIRequestContext, card = approvedCard) {
  const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
  const product = await productPriced(request, 10, 60);
  await signIn(page, buyer.phone, buyer.password);
  const total = await buyNow(page, product, 'card', true);
  await payOnSandbox(page, total, card);
  const number = await placedNumber(page);
  await openOrder(page, number);
  await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Ödənilib');
  await expect(page.getByTestId('order-total')).toHaveText(money(total));
  return { buyer, number, total };
}

/** Cancels the open order, choosing where its card money goes. */
async function cancelPaidOrder(page: Page, refundTo: RegExp) {
  await page.getByRole('link', { name: 'Sifarişi ləğv et' }).click();
  const confirm = page.getByTestId('cancel-confirm');
  await expect(confirm).toContainText('Ödədiyiniz pul hara qaytarılsın?');
  await confirm.getByRole('radio', { name: refundTo }).check();
  await confirm.getByRole('button', { name: 'Bəli, ləğv et' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sifariş ləğv edildi');
}

/**
 * The demo buyer orders one of the demo seller's products by card through the API ("buy now", so no
 * basket is shared) and leaves the bank's page unpaid; answers the order's number and that page.
 */
async function unpaidCardOrder(request: APIRequestContext, pick: number) {
  const order = await demoBuyerBuysNow(request, await demoSellersProduct(request, pick), 'card');
  return { ...order, paymentUrl: order.paymentUrl ?? '' };
}

/** The seller's orders page, searched for one order's number: its card. */
async function sellerOrderCard(page: Page, number: string) {
  await page.goto('/shop/orders');
  await page.getByLabel('Sifariş nömrəsi ilə axtar').fill(number);
  await page.getByTestId('seller-order-search').getByRole('button', { name: 'Axtar' }).click();
  const card = page.getByTestId('seller-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('seller-order-number')).toContainText(number);
  return card;
}

test.describe('wallet and online payments', () => {
  test('[PAY-02] the demo buyer tops the wallet up by card, then pays an order from it without the bank', async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, demoBuyer.phone, demoBuyer.password);
    await page.goto('/user/profile/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pul kisəsi');
    const before = await walletBalance(page);

    // The amount is checked beside its field before any bank is asked.
    await page.getByLabel('Məbləğ, ₼').fill('0,50');
    await page.getByRole('button', { name: 'Kartla artır' }).click();
    await expect(page.getByLabel('Məbləğ, ₼')).toHaveAccessibleDescription(
      'Məbləğ 1 ilə 5000 ₼ arasında olmalıdır',
    );

    // Cents of its own, so that this run's lines are told apart from the other width's.
    const amount = 40 + Math.floor(Math.random() * 99) / 100;
    await topUp(page, amount);
    expect(await walletBalance(page)).toBeGreaterThanOrEqual(before + amount - 0.001);
    await expect(historyLine(page, 'Balansın artırılması', `+${money(amount)}`)).toHaveCount(1);

    const card = await productPriced(request, 3, 30);
    const total = await buyNow(page, card, 'wallet', false);
    const number = await placedNumber(page);
    await page.goto('/user/profile/wallet');
    const payment = page.getByTestId('wallet-entry').filter({ hasText: number });
    await expect(payment).toContainText('Sifarişin ödənişi');
    await expect(payment.getByTestId('wallet-entry-amount')).toHaveText(`−${money(total)}`);
    await payment.getByRole('link', { name: `Sifariş ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Ödənilib');
  });

  test('[PAY-02] a wallet order costing more than the balance: the wallet pays its part, the card the rest', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
    const card = await productPriced(request, 15, 80);
    await signIn(page, buyer.phone, buyer.password);
    await page.goto('/user/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(0));
    await expect(page.getByTestId('wallet-history-empty')).toBeVisible();
    await topUp(page, 5);
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(5));

    const total = await buyNow(page, card, 'wallet', true);
    await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/);

    // Leaving the bank's page, the buyer finds the order awaiting the rest and pays it from there.
    await page.goto('/user/profile/my-orders');
    const row = page.getByTestId('order-row').filter({ hasText: 'Ödəniş gözlənilir' });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText(
      'Ödəniş gözlənilir',
    );
    const payNow = page.getByTestId('pay-now');
    await expect(payNow).toContainText(`Pul kisəsindən ödənilib: ${money(5)}`);
    await expect(payNow).toContainText(`Kartla ödəniləcək: ${money(total - 5)}`);
    await payNow.getByRole('link', { name: 'İndi ödə' }).click();
    await expect(page).toHaveURL(/\/payment\/result\/\d+/);
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    // The bank is asked only for what the wallet could not pay.
    await payOnSandbox(page, total - 5);
    const number = await placedNumber(page);

    await page.goto('/user/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(0));
    const payment = page.getByTestId('wallet-entry').filter({ hasText: number });
    await expect(payment).toContainText('Sifarişin ödənişi');
    await expect(payment.getByTestId('wallet-entry-amount')).toHaveText(`−${money(5)}`);
    await openOrder(page, number);
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Ödənilib');
  });

  test('a buyer cancels a card-paid order with the money to the wallet: the order is refunded and the wallet grows by its total', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const { number, total } = await cardPaidOrder(page, request);
    await cancelPaidOrder(page, /Bazar pul kisəmə, dərhal/);
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Geri qaytarılıb');
    const refund = page.getByTestId('order-refund');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(money(total));
    await expect(refund).toContainText('Pul kisəsinə');
    await expect(refund).toContainText('Qaytarıldı');
    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Geri qaytarılıb');

    await page.goto('/user/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(total));
    const line = page.getByTestId('wallet-entry').filter({ hasText: number });
    await expect(line).toContainText('Geri qaytarma');
    await expect(line.getByTestId('wallet-entry-amount')).toHaveText(`+${money(total)}`);
  });

  test('a buyer cancels a card-paid order with the money back to the card: the refund shows on the order', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const { total } = await cardPaidOrder(page, request);
    await cancelPaidOrder(page, /Kartıma geri/);
    const refund = page.getByTestId('order-refund');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(money(total));
    await expect(refund).toContainText('Karta');
    await expect(refund).toContainText(/Kartınıza yoldadır|Qaytarıldı/);

    const orderPage = new URL(page.url()).pathname;

    // The card's money never passes through the wallet.
    await page.goto('/user/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(0));

    // Staff reads the same refund on the back office's order page.
    await page.context().clearCookies();
    await signIn(page, demoStaff.phone, demoStaff.password);
    await page.goto(`/admin/orders/${orderPage.split('/').at(-1)}`);
    await expect(page.getByTestId('admin-order-money')).toContainText(`Alınıb: ${money(total)}`);
    await expect(page.getByTestId('admin-order-refund')).toContainText(money(total));
    await expect(page.getByTestId('admin-order-refund')).toContainText('Alıcının kartına');
  });

  test("[PAY-01] a refund the bank refuses: staff read its answer on the order, ask the bank again, then give it to the buyer's wallet", {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const { buyer, number, total } = await cardPaidOrder(page, request, refusingCard);
    await cancelPaidOrder(page, /Kartıma geri/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1);
    // The bank has not given the money back: the order says it is on its way, not that it is back.
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Geri qaytarılır');
    await page.goto('/user/profile/my-orders');
    await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Geri qaytarılır');

    await page.context().clearCookies();
    await signIn(page, demoStaff.phone, demoStaff.password);
    await page.goto(`/admin/orders/${orderId}`);
    const refund = page.getByTestId('admin-order-refund');
    const tries = (count: number) =>
      expect(async () => {
        await page.reload();
        await expect(refund.getByTestId('admin-order-refund-error')).toHaveText(
          `Bankla cəhdlər: ${count}. Son cavab: sandbox bank refused the refund`,
          { timeout: 1_000 },
        );
      }).toPass({ timeout: 20_000 });
    // The refund is asked of the bank at once, which refuses it.
    await tries(1);
    await expect(refund).toContainText('Bankın cavabı gözlənilir');
    await expect(page.getByTestId('payment-status')).toHaveText('Geri qaytarılır');
    await refund.getByRole('button', { name: 'İndi yenidən cəhd et' }).click();
    await expect(page.getByTestId('toast')).toContainText(
      `${money(total)} qaytarılması üçün banka yenidən müraciət olunur`,
    );
    await tries(2);

    // Rather than wait for the bank, staff give the money to the buyer's wallet, after confirming.
    await refund.getByRole('link', { name: 'Alıcının pul kisəsinə ver' }).click();
    const confirm = page.getByTestId('refund-to-wallet-confirm');
    await expect(confirm).toContainText(
      `${money(total)} bankı gözləmədən alıcının Bazar pul kisəsinə köçürülsün?`,
    );
    await confirm.getByRole('button', { name: 'Təsdiqlə' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${money(total)} alıcının pul kisəsinə köçürüldü`);
    await expect(refund).toContainText('Alıcının pul kisəsinə');
    await expect(refund).toHaveAttribute('data-status', 'done');
    await expect(refund.getByRole('button', { name: 'İndi yenidən cəhd et' })).toHaveCount(0);
    await expect(page.getByTestId('payment-status')).toHaveText('Geri qaytarılıb');

    // The buyer finds it in the wallet, and the order says the money is back.
    await page.context().clearCookies();
    await signIn(page, buyer.phone, buyer.password);
    await page.goto('/user/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(total));
    await expect(page.getByTestId('wallet-entry').filter({ hasText: number })).toContainText('Geri qaytarma');
    await page.getByTestId('notifications-link').click();
    const told = page.getByTestId('notification').filter({ hasText: `Sifariş ${number} üzrə` });
    await expect(told).toContainText('Bazar pul kisənizə köçürüldü');
    await expect(told.getByRole('heading')).toContainText('Pul qaytarıldı');
    await openOrder(page, number);
    await expect(page.getByTestId('order-info').getByTestId('payment-status')).toHaveText('Geri qaytarılıb');
  });

  test('a seller cannot confirm a card order until the buyer has paid it, then can', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    test.slow();
    const order = await unpaidCardOrder(request, 4);
    await signIn(page, demoSeller.phone, demoSeller.password);
    let card = await sellerOrderCard(page, order.number);
    await expect(card).toContainText('Bank kartı');
    await expect(card.getByTestId('payment-status')).toHaveText('Ödəniş gözlənilir');
    await expect(card.getByTestId('awaiting-payment-note')).toHaveText(
      'Alıcı ödəniş etdikdən sonra təsdiqləyə bilərsiniz',
    );
    await expect(card.getByRole('button', { name: 'Sifarişi təsdiqlə' })).toHaveCount(0);

    // The buyer pays on the bank's page (its API, as the page would).
    const bank = new URL(order.paymentUrl);
    const paid = await request.post(
      `/api/v1${bank.pathname.replace('/payment/sandbox/', '/Payment/Sandbox/')}/Pay${bank.search}`,
      {
        data: { cardNumber: approvedCard, expiry: '12/30', cvv: '123' },
      },
    );
    expect(paid.ok(), await paid.text()).toBe(true);
    // Back from the bank, the buyer's result page asks about the payment until it is settled.
    await expect
      .poll(async () => {
        const payment = await request.get(`/api/v1/Payment/${order.id}`, { headers: order.headers });
        return ((await payment.json()) as { status: string }).status;
      })
      .toBe('paid');

    card = await sellerOrderCard(page, order.number);
    await expect(card.getByTestId('payment-status')).toHaveText('Ödənilib');
    await expect(card.getByTestId('awaiting-payment-note')).toHaveCount(0);
    await card.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByTestId('toast')).toContainText(order.number);
  });
});
