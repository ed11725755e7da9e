import { readFile } from 'node:fs/promises';
import { freshPhone, textedCode } from '../support/accounts';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * The seller's sales and statistics (SEL-06, SEL-09): a guest orders one of the demo seller's
 * products; the seller finds the sale in the right groups, sees it in the statistics with a chart,
 * and downloads the figures as .xlsx. Each run places its own order, so the two projects running
 * side by side never share a basket.
 */
const seller = { phone: '994500000002', password: 'demo1234' };

interface Card {
  id: number;
  title: string;
  price: number;
  discountedPrice: number | null;
  hasVariants: boolean;
  shop: { slug: string };
}

/** Today in Baku as yyyy-MM-dd, the way the range fields take it. */
const bakuToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baku',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const money = (azn: number) => `${azn.toFixed(2).replace('.', ',')} ₼`;

async function sellerShop(request: APIRequestContext) {
  const token = await tokenOf(request, seller.phone, seller.password);
  const shop = await request.get('/api/v1/Shop/MyShop', { headers: { authorization: `Bearer ${token}` } });
  return ((await shop.json()) as { slug: string }).slug;
}

/** A guest confirms a fresh phone by SMS and orders two units of one of the demo seller's products. */
async function guestOrder(request: APIRequestContext) {
  const shopSlug = await sellerShop(request);
  const list = await request.get('/api/v1/Product/GetList?inStock=true&pageSize=96&sort=rating');
  const card = ((await list.json()).items as Card[]).find(
    (item) => item.shop.slug === shopSlug && !item.hasVariants,
  );
  if (!card) throw new Error("the demo seller's shop has no plain product in stock");

  const phone = freshPhone('99470');
  expect((await request.post('/api/v1/Checkout/SendCode', { data: { phone } })).ok()).toBe(true);
  const code = await textedCode(request, phone);
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
    headers: { 'idempotency-key': `seller-sales-${phone}` },
    data: {
      name: 'Nigar',
      surname: 'Əliyeva',
      phone,
      email: `sales-${phone}@example.az`,
      phoneToken,
      address: { cityId: city?.id, districtId: district?.id, text: 'Füzuli küçəsi 5', type: 'home' },
      deliveryType: 'standard',
      paymentType: 'cash',
      items: [{ productId: card.id, count: 2 }],
    },
  });
  expect(placed.status()).toBe(200);
  const order = (await placed.json()) as { number: string };
  return { number: order.number, card, unitPrice: card.discountedPrice ?? card.price };
}

test("[SEL-06] [SEL-09] a new order shows in the seller's sales and statistics, and the figures download as .xlsx", async ({
  page,
  request,
}) => {
  const order = await guestOrder(request);
  await signIn(page, seller.phone, seller.password);

  // Sales: the order's row with its sale price, in progress, in "all" and "selling", not in "not selling".
  await page.goto('/shop/sales/all/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Satışlar');
  const row = page.getByTestId('sale-row').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(order.card.title);
  await expect(row).toContainText(money(order.unitPrice));
  await expect(row.getByTestId('sale-total')).toContainText(money(order.unitPrice * 2));
  await expect(row.getByTestId('sale-outcome')).toHaveText('Prosesdədir');

  await page.getByTestId('sales-tab-not-selling').click();
  await expect(page).toHaveURL(/\/shop\/sales\/not-selling\/1$/);
  await expect(page.getByTestId('sale-row').filter({ hasText: order.number })).toHaveCount(0);
  await page.getByTestId('sales-tab-selling').click();
  await expect(page.getByTestId('sale-row').filter({ hasText: order.number })).toHaveCount(1);

  // A date range of today keeps it (the range stays in the address); a reversed one is refused beside "to".
  const today = bakuToday();
  await page.getByLabel('Başlanğıc tarixi').fill(today);
  await page.getByLabel('Son tarix').fill(today);
  await page.getByRole('button', { name: 'Göstər' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/sales/selling/1\\?from=${today}&to=${today}$`));
  await expect(page.getByTestId('sale-row').filter({ hasText: order.number })).toHaveCount(1);
  await page.getByLabel('Başlanğıc tarixi').fill(today);
  await page.getByLabel('Son tarix').fill('2024-01-01');
  await page.getByRole('button', { name: 'Göstər' }).click();
  await expect(page.getByLabel('Son tarix')).toHaveAccessibleDescription(
    'Son tarix başlanğıc tarixindən əvvəl ola bilməz',
  );

  // Statistics: today's figures count the order, the chart draws, the product is among the best sellers.
  await page.goto('/shop/statistics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistika');
  await expect(page.getByLabel('Son tarix')).toHaveValue(today);
  const orders = Number(await page.getByTestId('stats-orders').locator('dd').textContent());
  expect(orders).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('stats-revenue').locator('dd')).toContainText('₼');
  await expect(page.getByTestId('stats-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('stats-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(page.getByTestId('stats-top')).toContainText(order.card.title);

  await page.getByLabel('Qruplaşdırma').selectOption('month');
  await page.getByRole('button', { name: 'Göstər' }).click();
  await expect(page).toHaveURL(/by=month/);
  await expect(page.getByTestId('stats-periods').locator('tbody tr').first()).toContainText(
    `${today.slice(5, 7)}/${today.slice(0, 4)}`,
  );

  const download = page.waitForEvent('download');
  await page.getByTestId('stats-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^bazar-statistics-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}-month\.xlsx$/,
  );
  const content = await readFile((await file.path()) ?? '');
  // An .xlsx is a zip archive.
  expect(content.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(content.length).toBeGreaterThan(1000);
});

test('[SEL-06] the sales page works without JavaScript: the date range is a plain GET form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The login form's plain post signs in without JavaScript too.
  await signIn(page, seller.phone, seller.password);
  await page.goto('/shop/sales/all/1?from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('sales-empty')).toBeVisible();
  await expect(page.getByLabel('Başlanğıc tarixi')).toHaveValue('2020-01-01');
  await page.getByLabel('Son tarix').fill('2019-12-01');
  await page.getByRole('button', { name: 'Göstər' }).click();
  await expect(page.getByLabel('Son tarix')).toHaveAccessibleDescription(
    'Son tarix başlanğıc tarixindən əvvəl ola bilməz',
  );
  await context.close();
});
