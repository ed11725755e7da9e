import { expectAudited } from '../support/audit';
import { demoBuyerOrdersFromBasket } from '../support/orders';
import { signIn, tokenOf } from '../support/sign-in';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/**
 * The back office's orders (issue 17): the demo buyer orders one of the demo seller's products
 * through the API, the seller confirms and ships it, and the demo Staff finds the order by its
 * number and records what the courier reports. Each test places its own order (a product of its
 * own per project), so the two projects running side by side do not meet.
 */
const staff = { phone: '994500000004', password: 'demo1234' };
const seller = { phone: '994500000002', password: 'demo1234' };
const buyer = { phone: '994500000003', password: 'demo1234' };

/** A shipped order of the demo buyer: one plain product of the demo seller, paid in cash. */
async function shippedOrder(
  request: APIRequestContext,
  pick: number,
): Promise<{ id: number; number: string }> {
  const sellerHeaders = { authorization: `Bearer ${await tokenOf(request, seller.phone, seller.password)}` };
  const order = await demoBuyerOrdersFromBasket(request, pick);
  const parts = await request.get(`/api/v1/Shop/Orders?q=${order.number}`, { headers: sellerHeaders });
  const [part] = (await parts.json()).items as { id: number }[];
  for (const move of [{ status: 'confirmed' }, { status: 'shipped', note: 'Bazar Kuryer, BK-7001' }]) {
    const moved = await request.post(`/api/v1/OrderPart/${part?.id}/Status`, {
      headers: sellerHeaders,
      data: move,
    });
    expect(moved.ok()).toBe(true);
  }
  return order;
}

/** The Staff's lookup: the number in the search box at the top, then the order's own page. */
async function findOrder(page: Page, number: string) {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sifarişlər');
  await page.getByRole('searchbox', { name: 'Sifariş nömrəsi və ya telefon' }).fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Tap' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
  await expect(page.getByTestId('orders-count')).toHaveText('1 sifariş');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Sifariş ${number}`);
}

test.describe('back-office orders', () => {
  test('the Staff finds an order by number and marks it delivered; the buyer sees it', async ({
    page,
    request,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const order = await shippedOrder(request, mobile ? 7 : 6);
    await signIn(page, staff.phone, staff.password);
    await findOrder(page, order.number);

    const part = page.getByTestId('admin-order-part');
    await expect(part.getByTestId('order-status')).toHaveText('Yoldadır');
    await expect(part.getByTestId('order-timeline')).toContainText('Bazar Kuryer, BK-7001');
    await part.getByRole('link', { name: 'Çatdırıldı' }).click();
    const confirm = part.getByTestId('move-confirm');
    await expect(confirm).toContainText('çatdırılmış kimi qeyd edilsin?');
    await confirm.getByLabel('Qeyd (istəyə görə)').fill('Kuryer qapıda təhvil verdi');
    await confirm.getByRole('button', { name: 'Təsdiqlə' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${order.number}:`);
    await expect(page.getByTestId('toast')).toContainText('“Çatdırıldı”');
    await expect(part.getByTestId('order-status')).toHaveText('Çatdırıldı');
    await expect(part.getByTestId('order-timeline')).toContainText('Əməkdaş');
    await expect(part.getByTestId('order-timeline')).toContainText('Kuryer qapıda təhvil verdi');

    // The list shares its filters in the address: delivered orders of this number.
    await page.goto(`/admin/orders?status=delivered&q=${order.number}`);
    await expect(page.getByTestId('orders-count')).toHaveText('1 sifariş');
    await expectAudited(page, 'order.deliver', { id: order.id });

    await page.context().clearCookies();
    await signIn(page, buyer.phone, buyer.password);
    await page.goto(`/user/profile/my-orders/${order.id}`);
    await expect(page.getByTestId('order-part').getByTestId('order-status')).toHaveText('Çatdırıldı');
    await expect(page.getByTestId('order-part')).toContainText('Kuryer qapıda təhvil verdi');
  });

  test(
    '[CHK-12] a refusal at the door is recorded with its justification',
    { tag: '@desk' },
    async ({ page, request }, testInfo) => {
      const mobile = testInfo.project.name === 'mobile';
      const order = await shippedOrder(request, mobile ? 9 : 8);
      await signIn(page, staff.phone, staff.password);
      await findOrder(page, order.number);

      const part = page.getByTestId('admin-order-part');
      await part.getByRole('link', { name: 'Qapıda imtina' }).click();
      const confirm = part.getByTestId('move-confirm');
      await confirm.getByLabel('İmtina əsaslıdır (alıcının hesabına yazılmır)').check();
      await confirm.getByRole('button', { name: 'Təsdiqlə' }).click();
      // A justified refusal needs its justification.
      await expect(confirm.getByLabel('Əsas (əsaslı imtinada mütləqdir)')).toHaveAccessibleDescription(
        'İmtinanın əsasını yazın',
      );
      await confirm.getByLabel('İmtina əsaslıdır (alıcının hesabına yazılmır)').check();
      await confirm.getByLabel('Əsas (əsaslı imtinada mütləqdir)').fill('Bağlama zədəli gəlib');
      await confirm.getByRole('button', { name: 'Təsdiqlə' }).click();
      await expect(page.getByTestId('toast')).toContainText('“İmtina edildi”');
      await expect(part.getByTestId('order-status')).toHaveText('İmtina edildi');
      await expect(part.getByTestId('order-timeline')).toContainText('Bağlama zədəli gəlib');
      // What is left: recording the goods' return to the shop.
      await expect(part.getByTestId('part-moves').getByRole('link')).toHaveText(['Qaytarıldı']);
      await expectAudited(page, 'order.refuse', { id: order.id });
    },
  );
});
