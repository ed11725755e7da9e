import { registerThroughApi } from '../support/accounts';
import { idInUrl } from '../support/audit';
import { money } from '../support/money';
import { plainProductBetween } from '../support/products';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * Paying in instalments with a partner card (PAY-04): the product page's offers, choosing a plan at
 * checkout, paying its total at the bank, and the order's monthly payment for buyer and seller.
 */

interface Offer {
  planId: number;
  partner: string;
  months: number;
  commission: number;
  total: number;
  monthly: number;
  firstMonthly: number;
}

const offersFor = async (request: APIRequestContext, amount: number, productId?: number) => {
  const answer = await request.get(
    `/api/v1/Instalment/Plans?amount=${amount}${productId ? `&productIds=${productId}` : ''}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()).offers as Offer[];
};

const seller = { phone: '994500000002', password: 'demo1234' };

/** A plain product of the demo seller's between 100 and 300 ₼, so every BirKart plan takes it. */
async function productForInstalments(request: APIRequestContext) {
  const token = await tokenOf(request, seller.phone, seller.password);
  const shop = await (
    await request.get('/api/v1/Shop/MyShop', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return plainProductBetween(request, 100, 300, shop.slug);
}

test('[PAY-04] a buyer sees "from X ₼ × N months" and every plan on the product page, orders in 6 months with BirKart, pays the total with its commission at the bank, and the order shows the monthly payment', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await productForInstalments(request);
  const offers = await offersFor(request, product.payable, product.id);
  const [cheapest] = offers;
  if (!cheapest) throw new Error('no instalment plan takes the product');

  const buyer = await registerThroughApi(request, { phonePrefix: '99470' });
  await signIn(page, buyer.phone, buyer.password);
  await page.goto(`/product/${product.slug}`);
  const entry = page.getByTestId('instalments');
  await expect(entry).toContainText(
    `Hissə-hissə ödə: ${cheapest.months} ay × ${money(cheapest.monthly)}-dan`,
  );
  await entry.locator('summary').click();
  await expect(entry.getByTestId('instalment-plan')).toHaveCount(offers.length);
  const birKart6 = offers.find((offer) => offer.partner === 'BirKart' && offer.months === 6);
  if (!birKart6) throw new Error('the demo lacks BirKart’s 6-month plan');
  await expect(
    entry.getByTestId('instalment-plan').filter({ hasText: 'BirKart' }).filter({ hasText: '6 ay' }),
  ).toContainText(money(birKart6.monthly));

  await page.getByTestId('buy-box').getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\?productId=\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
  await page.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
  await page.getByLabel('Ünvan (küçə, bina, mənzil)').fill('Nizami küçəsi 10, mənzil 3');

  // The plans are for the order's total (the goods and delivery), as the server works them out.
  const totalText = (await page.getByTestId('checkout-total').textContent()) ?? '';
  const orderTotal = Number(totalText.replace(/[^\d,]/g, '').replace(',', '.'));
  const forOrder = (await offersFor(request, orderTotal, product.id)).find(
    (offer) => offer.partner === 'BirKart' && offer.months === 6,
  );
  if (!forOrder) throw new Error('BirKart’s 6-month plan does not take the order');
  // The same goods can be asked for on credit from here.
  await expect(page.getByTestId('order-credit-entry')).toHaveAttribute(
    'href',
    new RegExp(`/credit-request\\?productId=${product.id}&`),
  );
  await expect(page.getByTestId('instalment-plans')).toBeHidden();
  await page.getByLabel(/^Hissə-hissə \(partnyor kartı\)/).check();
  const plans = page.getByTestId('instalment-plans');
  await expect(plans).toBeVisible();
  const option = plans.getByTestId('instalment-option').filter({ hasText: 'BirKart · 6 ay' });
  await expect(option).toContainText(`ayda ${money(forOrder.monthly)}`);
  await expect(option).toContainText(
    `Cəmi ${money(forOrder.total)}, o cümlədən komissiya ${money(forOrder.commission)}`,
  );

  // Placing without a plan says so beside the plans.
  await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
  await expect(plans.getByRole('alert')).toHaveText('Hissə-hissə ödəniş planını seçin');

  await option.getByRole('radio').check();
  // The summary adds the plan's commission to what the card pays.
  await expect(page.getByTestId('checkout-instalment')).toContainText(`Kartla cəmi${money(forOrder.total)}`);
  await page.getByRole('button', { name: 'Sifarişi tamamla' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
  await expect(page.getByTestId('bank-amount')).toHaveText(money(forOrder.total));
  await expect(page.getByTestId('bank-description')).toContainText('BirKart × 6');
  await page.getByLabel('Kartın nömrəsi').fill('4169 7388 0000 0010');
  await page.getByLabel(/^Bitmə tarixi/).fill('12/30');
  await page.getByLabel('CVV kodu').fill('123');
  await page.getByRole('button', { name: /ödə$/ }).click();
  await expect(page).toHaveURL(/\/success-page\?number=/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get('number') ?? '';

  await page.goto('/user/profile/my-orders');
  await page.getByTestId('order-row').filter({ hasText: number }).click();
  await expect(page).toHaveURL(/\/my-orders\/\d+$/);
  const orderId = idInUrl(page);
  const terms = page.getByTestId('order-instalment');
  await expect(terms).toContainText('BirKart ilə 6 ay hissə-hissə');
  await expect(terms).toContainText(`Aylıq ödəniş${money(forOrder.monthly)}`);
  await expect(terms).toContainText(`Komissiya${money(forOrder.commission)}`);
  await expect(terms).toContainText(`Kartla cəmi${money(forOrder.total)}`);
  await expect(page.getByTestId('order-info')).toContainText('Hissə-hissə (partnyor kartı) (BirKart, 6 ay)');
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));

  // The seller's orders name the card and months.
  await page.context().clearCookies();
  await signIn(page, seller.phone, seller.password);
  await page.goto('/shop/orders');
  await expect(page.getByTestId('seller-order').filter({ hasText: number })).toContainText(
    'Hissə-hissə (partnyor kartı) (BirKart, 6 ay)',
  );
});
