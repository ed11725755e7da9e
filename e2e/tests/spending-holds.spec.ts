import { registerThroughApi } from '../support/accounts';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Daily spending limits (issue 35, point 7): a member whose wallet top-ups of the day reach the
 * limit (1,000 AZN by default) is told a further one waits for review, and nothing goes to the
 * bank; Staff find it on the back office's page of over-limit payments and approve it, after which
 * the member's top-up goes through.
 */
const staff = { login: 'staff@demo.bazar.az', password: 'demo1234' };

test('[SEC-35.7] a top-up over the daily limit is held for review; Staff approve it on the over-limit page and the member may then top up', {
  tag: ['@desk', '@one-width'],
}, async ({ page, browser, request }) => {
  const member = await registerThroughApi(request, { firstName: 'Nərgiz', lastName: 'Limitova' });
  const token = await tokenOf(request, member.phone, member.password);
  const topUp = (amount: number) =>
    request.post('/api/v1/Wallet/TopUp', {
      headers: { authorization: `Bearer ${token}` },
      data: { amount },
    });
  // The day's limit, started in one top-up (the bank's page is never paid: started counts).
  expect((await topUp(1000)).status()).toBe(200);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.phone, member.password);
  await memberPage.goto('/user/profile/wallet');
  await memberPage.getByLabel('Məbləğ, ₼').fill('50');
  await memberPage.getByRole('button', { name: 'Kartla artır' }).click();
  await expect(memberPage.getByTestId('wallet-top-up')).toContainText(
    'Bu məbləğ gündəlik limitinizi keçir, ona görə bank ödənişinə göndərilmədi; komandamız onu yoxlayacaq. Təsdiqlənsə, yenidən cəhd edə bilərsiniz',
  );
  await expect(memberPage).toHaveURL(/\/user\/profile\/wallet/);
  await memberPage.screenshot({ path: '/tmp/h3-member-held.png', fullPage: true });
  await memberContext.close();

  await signIn(page, staff.login, staff.password);
  await page.goto('/admin/spending-holds');
  await expect(page.getByRole('heading', { level: 1, name: 'Limitdən artıq ödənişlər' })).toBeVisible();
  const row = page.getByTestId('spending-hold-row').filter({ hasText: 'Nərgiz Limitova' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pul kisəsinin artırılması');
  await expect(row).toContainText('50,00 ₼');
  await expect(row).toContainText('1 000,00 ₼');
  await page.screenshot({ path: '/tmp/h3-holds.png', fullPage: true });

  await row.getByRole('button', { name: 'Təsdiq et' }).click();
  await expect(page.getByText('Təsdiqləndi: Nərgiz Limitova yenidən cəhd edə bilər')).toBeVisible();
  await expect(page.getByTestId('spending-hold-row').filter({ hasText: 'Nərgiz Limitova' })).toHaveCount(0);
  await page.getByTestId('spending-status-tab').filter({ hasText: 'Təsdiqlənib' }).click();
  await expect(
    page
      .getByTestId('spending-hold-row')
      .filter({ hasText: 'Nərgiz Limitova' })
      .filter({ hasText: 'Təsdiqlənib' }),
  ).toHaveCount(1);
  await page.screenshot({ path: '/tmp/h3-holds-approved.png', fullPage: true });

  // Approved: the member's top-up goes to the bank now.
  const again = await topUp(50);
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { paymentUrl: string }).paymentUrl).toMatch(/\/payment\/sandbox\//);
});
