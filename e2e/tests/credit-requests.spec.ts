import { registerThroughApi } from '../support/accounts';
import { idInUrl } from '../support/audit';
import { money } from '../support/money';
import { plainProductBetween } from '../support/products';
import { signIn } from '../support/sign-in';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Buying on credit (PAY-05): the product page's "Buy on credit", the request form with every
 * field's message and a lender's plan, the request in the profile, the back office's review with
 * the full FIN for Staff, and the order an approval places.
 */

const staff = { phone: '994500000004', password: 'demo1234' };

/** Fills the applicant's details beside the name (the member's, filled in already), as a person types them. */
async function fillApplicant(form: Locator, mobilePhone: string) {
  await form.getByLabel('Ata adı').fill('Elman');
  await form.getByLabel('Doğum tarixi').fill('1991-04-23');
  await form.getByLabel('Şəxsiyyət vəsiqəsinin nömrəsi').fill('AA1234567');
  await form.getByLabel('FİN kod').fill('5xabcdz');
  await form.getByLabel('Şəhər').selectOption({ label: 'Bakı' });
  await form.getByLabel('Rayon').selectOption({ label: 'Nəsimi' });
  await form.getByLabel('Qeydiyyat ünvanı').fill('Bakı, Nizami küçəsi 10, mənzil 3');
  await form.getByLabel('Yaşayış ünvanı').fill('Bakı, Füzuli küçəsi 40, mənzil 12');
  await form.getByLabel('Mobil telefon').fill(mobilePhone);
  await form.getByLabel('Aylıq gəlir, AZN').fill('1250,50');
  await form.getByLabel('İş yeri və vəzifə').fill('Azərsu ASC, mühəndis, 6 il');
}

/** The message beside a field of the request form. */
const messageOf = (page: Page, field: string) => page.locator(`#credit-${field}-error`);

test('[PAY-05] a buyer asks to buy a product on credit, sees every field’s message, chooses a plan and follows the request; staff see the full FIN and approve it, and the buyer finds the order it placed', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await plainProductBetween(request, 100, 300);
  const plans = await request.get(
    `/api/v1/Instalment/Plans?amount=${product.payable}&productIds=${product.id}`,
  );
  const birKart6 = (
    (await plans.json()).offers as { partner: string; months: number; total: number; monthly: number }[]
  ).find((offer) => offer.partner === 'BirKart' && offer.months === 6);
  if (!birKart6) throw new Error('the demo lacks BirKart’s 6-month plan for the product');

  const buyer = await registerThroughApi(request, { phonePrefix: '99451' });
  await signIn(page, buyer.phone, buyer.password);
  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('credit-entry').click();
  await expect(page).toHaveURL(/\/credit-request\?productId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kreditlə al');
  await expect(page.getByTestId('credit-amount')).toHaveText(money(product.payable));

  // Sent empty (the member's own name and phone cleared too), every field says what it needs.
  const form = page.getByTestId('credit-form');
  for (const label of ['Ad', 'Soyad', 'Mobil telefon'])
    await form.getByLabel(label, { exact: true }).fill('');
  await page.getByRole('button', { name: 'Müraciəti göndər' }).click();
  const expected: Record<string, string> = {
    name: 'Adı vəsiqədəki kimi yazın: 2–60 hərf',
    surname: 'Soyadı vəsiqədəki kimi yazın: 2–60 hərf',
    fatherName: 'Ata adını vəsiqədəki kimi yazın: 2–60 hərf',
    birthDate: 'Düzgün doğum tarixi daxil edin',
    idCardNumber:
      'Vəsiqənin nömrəsi 2–3 latın hərfi və 7–8 rəqəmdən ibarət olmalıdır: AA1234567 və ya AZE12345678',
    fin: 'FİN kod düz 7 latın hərfi və rəqəmdən ibarət olmalıdır',
    cityId: 'Bölgənin şəhərini seçin',
    districtId: 'Rayonu seçin',
    registeredAddress: 'Qeydiyyat ünvanını yazın: 5–300 simvol',
    livingAddress: 'Yaşadığınız ünvanı yazın: 5–300 simvol',
    mobilePhone: 'Bu sahə mütləqdir',
    monthlyIncome: 'Aylıq gəliri AZN ilə yazın: 0-dan çox, ən çoxu iki onluq rəqəmlə',
    workplace: 'İş yerini və vəzifəni yazın: 2–300 simvol',
    planId: 'Kredit verəni və müddəti seçin',
  };
  for (const [field, message] of Object.entries(expected))
    await expect(messageOf(page, field), field).toHaveText(message);

  await form.getByLabel('Soyad', { exact: true }).fill('Hüseynova');
  await form.getByLabel('Ad', { exact: true }).fill('Leyla');
  await fillApplicant(form, buyer.phone);
  await form
    .getByTestId('credit-plan-option')
    .filter({ hasText: 'BirKart · 6 ay' })
    .getByRole('radio')
    .check();
  const terms = page.getByTestId('credit-terms');
  await expect(terms.getByTestId('credit-duration')).toHaveText('6 ay');
  await expect(terms.getByTestId('credit-total')).toHaveText(money(birKart6.total));
  await expect(terms.getByTestId('credit-monthly')).toContainText(money(birKart6.monthly));
  await page.getByRole('button', { name: 'Müraciəti göndər' }).click();

  await expect(page).toHaveURL(/\/user\/profile\/credit-requests\/\d+$/, { timeout: 15_000 });
  const requestId = idInUrl(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Müraciət №${requestId}`);
  await expect(page.getByTestId('credit-fin')).toHaveText('5X****Z');
  await page.goto('/user/profile/credit-requests');
  const listed = page.getByTestId('credit-request').filter({ hasText: `Müraciət №${requestId}` });
  await expect(listed.getByTestId('credit-status')).toHaveText('Göndərilib');
  await expect(listed).toContainText(`BirKart · 6 ay · ayda ${money(birKart6.monthly)}`);

  // Staff review it with the full ID card and FIN, and approve it.
  await page.context().clearCookies();
  await signIn(page, staff.phone, staff.password);
  await page.goto('/admin/credit-requests?status=submitted');
  await page.getByRole('link', { name: `Müraciət №${requestId}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/credit-requests/${requestId}$`));
  await expect(page.getByTestId('credit-fin')).toHaveText('5XABCDZ');
  await expect(page.getByTestId('credit-id-card')).toHaveText('AA1234567');
  await page.getByRole('button', { name: 'Baxmağa başla' }).click();
  await expect(page.getByTestId('credit-status').first()).toHaveText('Baxılır');
  await page.getByRole('button', { name: 'Təsdiqlə və sifarişi yerləşdir' }).click();
  await expect(page.getByTestId('credit-status').first()).toHaveText('Təsdiqlənib');
  await expect(page.getByTestId('credit-order')).toContainText('Sifariş BZ-');

  // The buyer sees it approved, with the order it placed.
  await page.context().clearCookies();
  await signIn(page, buyer.phone, buyer.password);
  await page.goto(`/user/profile/credit-requests/${requestId}`);
  await expect(page.getByTestId('credit-status').first()).toHaveText('Təsdiqlənib');
  await expect(page.getByTestId('credit-history').getByTestId('credit-status')).toHaveText([
    'Göndərilib',
    'Baxılır',
    'Təsdiqlənib',
  ]);
  await page
    .getByTestId('credit-order')
    .getByRole('link', { name: /^Sifariş BZ-/ })
    .click();
  await expect(page).toHaveURL(/\/user\/profile\/my-orders\/\d+$/);
  await expect(page.getByTestId('order-info')).toContainText('Kredit');
});

test('[PAY-05] a request form sent twice (a double tap, then sent again from the browser) makes one request', async ({
  page,
  request,
}) => {
  const product = await plainProductBetween(request, 100, 300);
  const buyer = await registerThroughApi(request, { phonePrefix: '99451' });
  await signIn(page, buyer.phone, buyer.password);
  await page.goto(`/credit-request?productId=${product.id}&count=1`);
  const form = page.getByTestId('credit-form');
  await fillApplicant(form, buyer.phone);
  await form.getByTestId('credit-plan-option').first().getByRole('radio').check();
  const sent = await form.evaluate((element) =>
    Object.fromEntries(new FormData(element as HTMLFormElement) as unknown as Iterable<[string, string]>),
  );
  const formAddress = page.url();

  await page.getByRole('button', { name: 'Müraciəti göndər' }).dblclick();
  await expect(page).toHaveURL(/\/user\/profile\/credit-requests\/\d+$/, { timeout: 15_000 });
  const requestId = idInUrl(page);
  // The same form once more, as a browser resends it: it opens the same request.
  const resent = await page.request.post(formAddress, { form: sent });
  expect(new URL(resent.url()).pathname).toBe(`/user/profile/credit-requests/${requestId}`);

  await page.goto('/user/profile/credit-requests');
  await expect(page.getByTestId('credit-request')).toHaveCount(1);
  await expect(page.getByTestId('credit-request')).toContainText(`Müraciət №${requestId}`);
});
