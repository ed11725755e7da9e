import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The seller's orders: a guest orders one of the demo seller's products (through the API, as the
 * checkout journey already drives the form); the seller confirms, ships with a tracking note and
 * delivers it, or cancels another with a reason. Each test places its own order and finds it by
 * number, so the two projects running side by side do not meet.
 */
const seller = { phone: '994500000002', password: 'demo1234' };

interface Card {
  id: number;
  hasVariants: boolean;
  shop: { slug: string };
}

async function sellerShop(request: APIRequestContext): Promise<string> {
  const auth = await request.post('/api/v1/auth', {
    data: { phoneOrEmail: seller.phone, password: seller.password },
  });
  const { token } = (await auth.json()) as { token: string };
  const shop = await request.get('/api/v1/Shop/MyShop', { headers: { authorization: `Bearer ${token}` } });
  return ((await shop.json()) as { slug: string }).slug;
}

/** A guest confirms a fresh phone by SMS and orders one of the demo seller's products. */
async function guestOrder(request: APIRequestContext): Promise<string> {
  const shop = await sellerShop(request);
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const card = ((await list.json()).items as Card[]).find(
    (item) => item.shop.slug === shop && !item.hasVariants,
  );
  if (!card) throw new Error('the demo seller has no plain product in stock');
  const phone = `99470${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  expect((await request.post('/api/v1/Checkout/SendCode', { data: { phone } })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
      code = /\b(\d{6})\b/.exec(((await outbox.json()).items[0]?.text as string) ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const confirmed = await request.post('/api/v1/Checkout/ConfirmPhone', { data: { phone, code } });
  const { phoneToken } = (await confirmed.json()) as { phoneToken: string };
  const regions = (await (await request.get('/api/v1/Address/Regions')).json()) as {
    id: number;
    deliverable: boolean;
    districts: { id: number; deliverable: boolean }[];
  }[];
  const city = regions.find((region) => region.deliverable);
  const district = city?.districts.find((entry) => entry.deliverable);
  const placed = await request.post('/api/v1/Checkout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      name: 'Nigar',
      surname: 'Əhmədova',
      phone,
      phoneToken,
      email: `nigar-${phone}@example.az`,
      address: { cityId: city?.id, districtId: district?.id, text: 'Füzuli küçəsi 7', type: 'office' },
      deliveryType: 'standard',
      paymentType: 'cash',
      items: [{ productId: card.id, count: 1 }],
    },
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { number: string }).number;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Telefon nömrəsi və ya e-poçt').fill(seller.phone);
  await page.getByLabel('Şifrə').fill(seller.password);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page).toHaveURL(/\/$/);
}

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
  }) => {
    const number = await guestOrder(request);
    await signIn(page);
    await page.goto('/shop/orders/placed');
    await expect(page.getByTestId('seller-order').filter({ hasText: number })).toBeVisible();

    let card = await openOrder(page, number);
    await expect(card).toContainText('Nigar Əhmədova');
    await expect(card).toContainText('Füzuli küçəsi 7');
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
  }) => {
    const number = await guestOrder(request);
    await signIn(page);
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
