import { demoBuyerOrdersFromBasket } from '../support/orders';
import { signIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * The seller's orders: the demo buyer orders one of the demo seller's products (through the API, as
 * the checkout journey already drives the form); the seller confirms, ships with a tracking note and
 * delivers it, or cancels another with a reason. Each test places its own order and finds it by
 * number, so the two projects running side by side do not meet.
 */
const seller = { phone: '994500000002', password: 'demo1234' };

async function openOrder(page: Page, number: string) {
  await page.goto('/shop/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişlər');
  await page.getByLabel('Sifariş nömrəsi ilə axtar').fill(number);
  await page.getByTestId('seller-order-search').getByRole('button', { name: 'Axtar' }).click();
  const card = page.getByTestId('seller-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('seller-order-number')).toContainText(number);
  return card;
}

test.describe('seller orders', () => {
  test('[CHK-09] [CHK-12] the seller confirms a new order, ships it with a tracking note and marks it delivered', async ({
    page,
    request,
  }, testInfo) => {
    const { number } = await demoBuyerOrdersFromBasket(request, testInfo.project.name === 'mobile' ? 1 : 0);
    await signIn(page, seller.phone, seller.password);
    await page.goto('/shop/orders/placed');
    await expect(page.getByTestId('seller-order').filter({ hasText: number })).toBeVisible();

    let card = await openOrder(page, number);
    await expect(card).toContainText('+994500000003');
    await expect(card.getByTestId('order-status')).toHaveText('Qəbul edildi');
    await card.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${number} sifarişi: Təsdiqləndi`);

    card = page.getByTestId('seller-order');
    await card.getByLabel('İzləmə qeydi (kuryer, izləmə nömrəsi)').fill('Bazar Kuryer, BK-2048');
    await card.getByRole('button', { name: 'Göndərildi' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${number} sifarişi: Yoldadır`);
    await card.getByText('Status tarixçəsi').click();
    await expect(card.getByTestId('order-timeline')).toContainText('Bazar Kuryer, BK-2048');

    await card.getByRole('button', { name: 'Çatdırıldı' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Çatdırıldı');
    await page.goto(`/shop/orders/delivered?q=${number}`);
    await expect(page.getByTestId('seller-order')).toHaveCount(1);
  });

  test('[CHK-12] cancelling asks for a reason and moves the order to the closed tab', async ({
    page,
    request,
  }, testInfo) => {
    const { number } = await demoBuyerOrdersFromBasket(request, testInfo.project.name === 'mobile' ? 3 : 2);
    await signIn(page, seller.phone, seller.password);
    const card = await openOrder(page, number);
    await card.getByText('Sifarişi ləğv et').click();
    await card.getByRole('button', { name: 'Ləğv et', exact: true }).click();
    await expect(card.getByLabel('Ləğv etmə səbəbi (alıcı görəcək)')).toHaveAccessibleDescription(
      'Ləğv etmə səbəbini yazın',
    );
    await card.getByLabel('Ləğv etmə səbəbi (alıcı görəcək)').fill('Məhsul anbarda zədələnib');
    await card.getByRole('button', { name: 'Ləğv et', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText(`${number} sifarişi: Ləğv edildi`);
    await page.goto(`/shop/orders/closed?q=${number}`);
    await expect(page.getByTestId('seller-order').getByTestId('order-status')).toHaveText('Ləğv edildi');
  });
});
