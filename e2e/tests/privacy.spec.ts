import { readFile } from 'node:fs/promises';
import { type Account, registerThroughApi } from '../support/accounts';
import { addDeliverableAddress, buyNow, demoSeller, demoSellersProduct } from '../support/orders';
import { signIn, submitSignIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, type Download, expect, type Page, test } from '../support/test';

/**
 * "My data" in the profile (PRV-04, PRV-01): a copy of everything Bazar holds, restricting its use,
 * deleting the account. Each journey has a buyer and an order of its own, so the desktop and mobile
 * runs side by side never meet, and the demo accounts are only read.
 */

interface Bought {
  buyer: Account;
  token: string;
  order: { id: number; number: string };
}

/** A new buyer (named after the journey, to find or miss the name later) with one order, cash. */
async function buyerWithOrder(request: APIRequestContext, pick: number, lastName: string): Promise<Bought> {
  const buyer = await registerThroughApi(request, { phonePrefix: '99470', firstName: 'Məxfi', lastName });
  const token = await tokenOf(request, buyer.phone, buyer.password);
  await addDeliverableAddress(request, token);
  const order = await buyNow(request, token, await demoSellersProduct(request, pick), 'cash');
  return { buyer, token, order };
}

/** The demo seller moves the order's part on to delivered, as the cabinet's buttons do. */
async function sellerDelivers(request: APIRequestContext, { token, order }: Bought) {
  const detail = await request.get(`/api/v1/Order/${order.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [part] = ((await detail.json()) as { parts: { id: number }[] }).parts;
  const sellerToken = await tokenOf(request, demoSeller.phone, demoSeller.password);
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/v1/OrderPart/${part?.id}/Status`, {
      headers: { authorization: `Bearer ${sellerToken}` },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

const notificationsOf = async (request: APIRequestContext, token: string) =>
  (
    (await (
      await request.get('/api/v1/Notifications?pageSize=50', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { kind: string; title: string; text: string }[] }
  ).items;

const textOf = async (download: Download) => readFile((await download.path()) ?? '', 'utf8');

async function openMyData(page: Page) {
  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'Məlumatlarım' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Məlumatlarım');
}

/** Different products for the two widths: the journeys of one run never share one. */
const pickFor = (project: string, desktop: number) => (project === 'mobile' ? -desktop : desktop);

test('[PRV-04] a buyer prepares a copy of their data and downloads it as JSON and as a readable page', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const bought = await buyerWithOrder(request, pickFor(testInfo.project.name, 5), 'Surətova');
  await signIn(page, bought.buyer.phone, bought.buyer.password);
  await openMyData(page);
  const copies = page.locator('#copies');
  await expect(copies).toContainText('ünvanlarınız, sifarişləriniz, mesajlarınız');
  await expect(copies).toContainText('7 gün ərzində');
  await expect(copies).toContainText('Hələ surət istəməmisiniz.');

  await page.getByRole('button', { name: 'Surət hazırla' }).click();
  await expect(page.getByTestId('toast')).toContainText('Surətiniz hazırlanır');
  // Made by a job; the list reads itself again until the copy is ready.
  const copy = page.getByTestId('data-copy');
  await expect(copy).toHaveCount(1);
  await expect(copy.getByTestId('copy-status')).toContainText(
    /\d\d\/\d\d\/\d{4} \d\d:\d\d tarixinədək hazırdır/,
    {
      timeout: 45_000,
    },
  );

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    copy.getByRole('link', { name: 'JSON yüklə' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const data = await textOf(json);
  expect(() => JSON.parse(data)).not.toThrow();
  expect(data).toContain(bought.order.number);
  expect(data).toContain(bought.buyer.phone);

  const [html] = await Promise.all([
    page.waitForEvent('download'),
    copy.getByRole('link', { name: 'Oxunaqlı surəti yüklə (HTML)' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html?$/);
  const readable = await textOf(html);
  expect(readable).toMatch(/<html/i);
  expect(readable).toContain(bought.order.number);

  // Behind sign-in: the same address from a browser without the session leads to sign in.
  const href = (await copy.getByRole('link', { name: 'JSON yüklə' }).getAttribute('href')) ?? '';
  const guest = await request.get(href, { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toContain('/login');
});

test('[PRV-04] a buyer who restricts processing gets the delivery but not the first-order promo code', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const restricted = await buyerWithOrder(request, pickFor(testInfo.project.name, 6), 'Məhdudova');
  const unrestricted = await buyerWithOrder(request, pickFor(testInfo.project.name, 7), 'Adiyeva');
  await signIn(page, restricted.buyer.phone, restricted.buyer.password);
  await openMyData(page);
  const state = page.getByTestId('restriction-state');
  await expect(state).toHaveText('Emal məhdudlaşdırılmayıb.');
  await expect(page.locator('#restrict')).toContainText('Sifarişlər, çatdırılma, ödənişlər');
  await page.locator('#restrict').getByRole('button', { name: 'Emalı məhdudlaşdır' }).click();
  await expect(page.getByTestId('toast')).toContainText('emalı artıq məhdudlaşdırılıb');
  await expect(state).toHaveText('Məlumatlarınızın emalı məhdudlaşdırılıb.');
  await page.reload();
  await expect(page.getByTestId('restriction-state')).toHaveText('Məlumatlarınızın emalı məhdudlaşdırılıb.');

  // Both first orders are delivered: only the buyer who did not restrict is offered a code.
  await sellerDelivers(request, restricted);
  await sellerDelivers(request, unrestricted);
  const offered = await notificationsOf(request, unrestricted.token);
  expect(offered.some((item) => item.kind === 'orderDelivered')).toBe(true);
  expect(offered.some((item) => item.kind === 'promotions' && item.text.includes('FIRST'))).toBe(true);

  await page.goto('/user/profile/notifications');
  const notes = page.getByTestId('notification');
  await expect(
    notes.filter({ hasText: 'Sifariş çatdırıldı' }).filter({ hasText: restricted.order.number }),
  ).toHaveCount(1);
  await expect(notes.filter({ hasText: 'Sizə hədiyyə promo kod' })).toHaveCount(0);
  await expect(notes.filter({ hasText: 'FIRST' })).toHaveCount(0);
  expect((await notificationsOf(request, restricted.token)).some((item) => item.kind === 'promotions')).toBe(
    false,
  );
});

test('[PRV-04] [PRV-01] a buyer deletes their account: warned, asked again, signed out, refused at sign-in, their name gone from the seller’s order', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const lastName = `Silinən${testInfo.project.name === 'mobile' ? 'm' : 'd'}`;
  const bought = await buyerWithOrder(request, pickFor(testInfo.project.name, 8), lastName);
  await signIn(page, bought.buyer.phone, bought.buyer.password);
  await openMyData(page);
  const section = page.locator('#delete');
  await expect(section).toContainText('bütün cihazlardan çıxış edilir');
  await expect(section).toContainText('30 gün sonra');
  await expect(section.getByTestId('deletion-warnings')).toContainText(
    'Hələ çatdırılmamış 1 sifarişiniz var',
  );

  // Asked again in a dialog; Escape closes it without deleting anything.
  await section.getByTestId('delete-account').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Hesabınız silinsin?');
  await expect(dialog.getByTestId('deletion-warnings')).toContainText('1 sifarişiniz');
  await expect(dialog.getByLabel('Şifrə')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('delete-account')).toBeFocused();

  await section.getByTestId('delete-account').click();
  await dialog.getByLabel('Şifrə').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Hesabımı birdəfəlik sil' }).click();
  const password = dialog.getByLabel('Şifrə');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator(`#${await password.getAttribute('aria-describedby')}`);
  await expect(message).not.toBeEmpty();
  await expect(dialog).toBeVisible();

  await password.fill(bought.buyer.password);
  await dialog.getByRole('button', { name: 'Hesabımı birdəfəlik sil' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('toast')).toContainText('Hesabınız silindi');
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await page.goto('/user/profile/my-data');
  await expect(page).toHaveURL(/\/login\?continueUrl=/);

  // Sign-in is refused as for a wrong password.
  await submitSignIn(page, bought.buyer.phone, bought.buyer.password);
  await expect(page.getByRole('alert')).toHaveText('Telefon nömrəsi, e-poçt və ya şifrə yanlışdır');
  const api = await request.post('/api/v1/auth', {
    data: { phoneOrEmail: bought.buyer.phone, password: bought.buyer.password },
  });
  expect(api.ok()).toBe(false);

  // The seller still has the order to deliver, without the buyer's name.
  const sellerContext = await browser.newContext();
  const cabinet = await sellerContext.newPage();
  await signIn(cabinet, demoSeller.phone, demoSeller.password);
  await cabinet.goto(`/shop/orders?q=${bought.order.number}`);
  const card = cabinet.getByTestId('seller-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('seller-order-buyer')).toContainText('Silinmiş hesab');
  await expect(card).not.toContainText(lastName);
  await expect(card).not.toContainText('Məxfi');
  await sellerContext.close();
});

const admin = { phone: '994500000001', password: 'demo1234' };

test('[PRV-02] [PRV-04] @desk an Admin records a child’s parental consent and deletes an account on the person’s request', async ({
  page,
  request,
}) => {
  test.slow();
  const child = await registerThroughApi(request, {
    phonePrefix: '99470',
    firstName: 'Nərgiz',
    lastName: 'Balaca',
  });
  const headers = { authorization: `Bearer ${await tokenOf(request, child.phone, child.password)}` };
  const { id } = (await (await request.get('/api/v1/user/profile', { headers })).json()) as { id: number };
  const { firstName, lastName, email, phone } = child;
  const birthday = `${new Date().getUTCFullYear() - 10}-06-15`;
  const saved = await request.put('/api/v1/user/profile', {
    headers,
    data: { firstName, lastName, email, phone, birthday },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await signIn(page, admin.phone, admin.password);
  await page.goto(`/admin/people/${id}`);
  await expect(page.getByText('13 yaşdan kiçik')).toBeVisible();
  await page.getByTestId('person-parental-consent').click();
  await expect(page.getByTestId('toast')).toContainText('Nərgiz Balaca üçün valideyn razılığı qeyd edildi');

  await page.getByTestId('person-delete').click();
  const confirm = page.getByTestId('person-delete-confirm');
  await expect(confirm).toContainText('Nərgiz Balaca hesabı silinsin?');
  await expect(confirm).toContainText('bir daha daxil ola bilməyəcək');
  await confirm.getByRole('button', { name: 'Bəli, hesabı sil' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByTestId('toast')).toContainText('Nərgiz Balaca hesabı silindi');
  const refused = await request.post('/api/v1/auth', {
    data: { phoneOrEmail: phone, password: child.password },
  });
  expect(refused.ok()).toBe(false);
});
