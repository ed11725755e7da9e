import { signIn, submitSignIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * "Notify me when it's back" (spec: a requested product): the seller sells out one variant of a
 * phone in the cabinet; a guest on that variant is sent to sign in and back, asks to be told; the
 * seller restocks it; the buyer finds the notice among their notifications. Both projects run at
 * once against one server, so each takes its own product.
 */
const seller = { phone: '994500000002', password: 'demo1234' };
const buyer = { phone: '994500000003', password: 'demo1234' };

interface Variant {
  id: number;
  stockCount: number;
}
interface EditableVariant {
  value: string;
  secondValue: string | null;
  count: number;
}

/** A published phone of the demo seller (Texno Mərkəz) with several variants, a different one per project. */
async function phoneOfSeller(request: APIRequestContext, nth: number) {
  const list = await request.get('/api/v1/Product/GetList?shop=texno-merkez&pageSize=96');
  expect(list.ok()).toBe(true);
  const cards = ((await list.json()) as { items: { slug: string; hasVariants: boolean }[] }).items;
  const withVariants = [];
  for (const card of cards.filter((item) => item.hasVariants)) {
    const detail = (await (await request.get(`/api/v1/Product/GetBySlug?slug=${card.slug}`)).json()) as {
      id: number;
      slug: string;
      title: string;
      variants: Variant[];
    };
    if (detail.variants.length > 1) withVariants.push(detail);
    if (withVariants.length > nth) break;
  }
  const phone = withVariants[nth];
  if (!phone) throw new Error('the demo seller needs phones with several variants');
  return phone;
}

/** The editor's rows are labelled by their values ("Qara / 128 GB: Say") and listed by id. */
async function countLabels(request: APIRequestContext, productId: number): Promise<string[]> {
  const token = await tokenOf(request, seller.phone, seller.password);
  const edit = await request.get(`/api/v1/Product/${productId}/Edit`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { variants } = (await edit.json()) as { variants: EditableVariant[] };
  return variants.map((row) => `${row.secondValue ? `${row.value} / ${row.secondValue}` : row.value}: Say`);
}

/** The seller sets two variants' counts in the cabinet's editor and saves. */
async function setCounts(page: Page, productId: number, counts: [string, string][]) {
  await page.goto(`/shop/product/${productId}/edit`);
  await expect(page.getByRole('heading', { name: 'Məhsulu redaktə et' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sətir əlavə et' })).toBeVisible();
  for (const [label, count] of counts) await page.getByLabel(label, { exact: true }).fill(count);
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(page.getByText('Dəyişikliklər yadda saxlanıldı')).toBeVisible();
}

test('[CNT-08] a buyer asks to be told about a sold-out variant and hears when the seller restocks it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = await phoneOfSeller(request, testInfo.project.name === 'mobile' ? 1 : 0);
  const [first, second] = [...phone.variants].sort((a, b) => a.id - b.id);
  if (!first || !second) throw new Error('the phone needs two variants');
  const [firstLabel, secondLabel] = await countLabels(request, phone.id);
  if (!firstLabel || !secondLabel) throw new Error('the editor needs two variant rows');

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.phone, seller.password);
  await setCounts(sellerPage, phone.id, [
    [firstLabel, '0'],
    [secondLabel, String(Math.max(second.stockCount, 3))],
  ]);

  // A guest on the sold-out variant is sent to sign in, and comes back to it.
  const buyerContext = await browser.newContext();
  const page = await buyerContext.newPage();
  const productPath = `/product/${phone.slug}?v=${first.id}`;
  await page.goto(productPath);
  await expect(page.getByText('Stokda yoxdur').first()).toBeVisible();
  await page.getByRole('link', { name: 'Stokda olanda xəbər ver' }).click();
  await expect(page).toHaveURL(/\/login\?continueUrl=/);
  await submitSignIn(page, buyer.phone, buyer.password);
  await expect(page).toHaveURL(new RegExp(`/product/${phone.slug}\\?v=${first.id}$`), { timeout: 15_000 });

  await page.getByRole('button', { name: 'Stokda olanda xəbər ver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Xəbər veriləcək' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Xəbər veriləcək' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ləğv et' })).toBeVisible();

  await setCounts(sellerPage, phone.id, [[firstLabel, '5']]);

  // The notice comes from a background job: the list shows it once it has run.
  await page.goto('/user/profile/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: `${phone.title}` });
  await expect(async () => {
    await page.reload();
    await expect(notice.filter({ hasText: 'yenidən stokdadır' })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice.first()).toContainText('Məhsul yenidən satışda');

  await sellerContext.close();
  await buyerContext.close();
});
