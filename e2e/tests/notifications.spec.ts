import { type Account, registerThroughApi } from '../support/accounts';
import { addDeliverableAddress, buyNow, demoSeller, demoSellersProduct } from '../support/orders';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * Notifications (CNT-08): a buyer of the journey's own turns SMS off for "shipped" on the settings
 * page; the demo seller confirms and ships the buyer's order in the cabinet; the buyer finds it under
 * the bell and in their e-mail, and only the confirmation by text. A buyer and a product per run, so
 * the desktop and mobile runs side by side never meet.
 */
const seller = demoSeller;

const texts = async (request: APIRequestContext, buyer: Account) =>
  (
    (await (await request.get(`/api/v1/dev/SmsOutbox?phone=${buyer.phone}`)).json()) as {
      items: { text: string }[];
    }
  ).items;
const emails = async (request: APIRequestContext, buyer: Account) =>
  (
    (await (await request.get(`/api/v1/dev/EmailOutbox?to=${buyer.email}`)).json()) as {
      items: { subject: string; text: string; html: string; status: string }[];
    }
  ).items;

test('[CNT-08] [ACC-22] a buyer turns off SMS for "shipped"; the seller ships; the buyer gets a site notification and an e-mail but no SMS', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const buyer = await registerThroughApi(request, { phonePrefix: '99451', firstName: 'Nərmin' });
  const token = await tokenOf(request, buyer.phone, buyer.password);
  await addDeliverableAddress(request, token);
  await signIn(page, buyer.phone, buyer.password);
  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'Bildiriş ayarları' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildiriş ayarları');
  const shippedSms = page.getByRole('checkbox', { name: 'Sifariş göndərildi: SMS' });
  await expect(shippedSms).toBeChecked();
  await shippedSms.uncheck();
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(page.getByTestId('toast')).toContainText('yadda saxlanıldı');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Sifariş göndərildi: SMS' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sifariş göndərildi: E-poçt' })).toBeChecked();

  // From the end of the list: the other journeys take the demo seller's products from its start.
  const product = await demoSellersProduct(request, testInfo.project.name === 'mobile' ? -2 : -1);
  const order = await buyNow(request, token, product, 'cash');

  // The seller, in a browser of their own, confirms and ships it.
  const sellerContext = await browser.newContext();
  const cabinet = await sellerContext.newPage();
  await signIn(cabinet, seller.phone, seller.password);
  await cabinet.goto(`/shop/orders?q=${order.number}`);
  const card = cabinet.getByTestId('seller-order');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
  await expect(cabinet.getByTestId('toast')).toContainText(`${order.number} sifarişi: Təsdiqləndi`);
  await cabinet.getByTestId('seller-order').getByRole('button', { name: 'Göndərildi' }).click();
  await expect(cabinet.getByTestId('toast')).toContainText(`${order.number} sifarişi: Yoldadır`);
  await sellerContext.close();

  // The bell counts what the buyer has not read; the list has the shipping on top of this order's news.
  await page.goto('/');
  await expect(page.getByTestId('notifications-count')).not.toHaveText('0');
  await page.getByTestId('notifications-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirişlər');
  const shipped = page
    .getByTestId('notification')
    .filter({ hasText: `Texno Mərkəz sifarişinizi ${order.number} göndərdi` });
  await expect(shipped).toHaveCount(1);
  await expect(shipped).toHaveAttribute('data-unread', 'true');
  await expect(shipped.getByRole('heading')).toContainText('Sifariş yola düşdü');
  await shipped.getByRole('button', { name: 'Aç' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/profile/my-orders/${order.id}$`));
  await page.goBack();
  await page.reload();
  await expect(
    page
      .getByTestId('notification')
      .filter({ hasText: `Texno Mərkəz sifarişinizi ${order.number} göndərdi` }),
  ).not.toHaveAttribute('data-unread', 'true');

  // The e-mail came, worded for the buyer; the shipping was not texted, the confirmation was.
  await expect
    .poll(async () =>
      (await emails(request, buyer)).some(
        (email) =>
          email.status === 'sent' &&
          email.subject === 'Sifariş yola düşdü — Bazar' &&
          email.text.includes(order.number),
      ),
    )
    .toBe(true);
  await expect
    .poll(async () =>
      (await texts(request, buyer)).some((sms) =>
        sms.text.includes(`sifarişinizi ${order.number} təsdiqlədi`),
      ),
    )
    .toBe(true);
  expect(
    (await texts(request, buyer)).some((sms) => sms.text.includes(`sifarişinizi ${order.number} göndərdi`)),
  ).toBe(false);
});
