import { expect, test } from '../support/test';

/** Words that would promise what the demo cannot do: it takes cash at the door only. */
const offFeatures = {
  az: /hissə-hissə|taksit|pul kisəsi|hədiyyə kart|kredit|e-poçt bildiriş/i,
  en: /instal+ment|wallet|gift card|\bcredit\b|\bloan\b|e-?mail notification|\bchat\b/i,
  ru: /рассрочк|кошел[её]к|подарочн|кредит|письмо на электронную почту/i,
};

test.describe('the site promises only what it does', () => {
  test('[CHK-09] the success page thanks the buyer and points to the status, with no promise of SMS updates', async ({
    page,
  }) => {
    for (const [path, subtitle] of [
      ['/success-page?number=B-100001', 'Satıcı sifarişi təsdiqləyəcək'],
      ['/en/success-page?number=B-100001', 'The seller will confirm your order'],
      ['/ru/success-page?number=B-100001', 'Продавец подтвердит заказ'],
    ] as const) {
      await page.goto(path);
      const main = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(main).toContainText(subtitle);
      await expect(main).not.toContainText('SMS');
      await expect(page.getByTestId('order-number')).toContainText('B-100001');
    }
  });

  test('[CNT-06] [PAY-03] the FAQ says orders are paid in cash at the door and names no payment that does not work', async ({
    page,
  }) => {
    for (const [lang, question, answer] of [
      ['az', 'Sifarişi necə ödəyə bilərəm?', 'kuryerə nağd ödənilir'],
      ['en', 'How do I pay for an order?', 'paid in cash to the courier on delivery'],
      ['ru', 'Как оплатить заказ?', 'наличными курьеру при получении'],
    ] as const) {
      await page.goto(lang === 'az' ? '/faq' : `/${lang}/faq`);
      const entry = page.locator('details').filter({ hasText: question });
      await entry.locator('summary').click();
      await expect(entry).toContainText(answer);
      const text = (await page.locator('main, #main').first().textContent()) ?? '';
      expect(text).not.toMatch(offFeatures[lang]);
    }
  });

  test('[PRV-05] the privacy policy says what is loaded from where', async ({ page }) => {
    await page.goto('/en/privacy-policy');
    await expect(page.locator('article')).toContainText('no analytics pixel');
    await expect(page.locator('article')).toContainText('Payment details are never stored in a file');
    await expect(page.locator('article')).not.toContainText(/instal+ment|chat|pickup point/i);
  });
});
