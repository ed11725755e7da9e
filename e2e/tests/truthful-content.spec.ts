import { expect, test } from '../support/test';

/** Words that would promise what the demo cannot do: notifications by e-mail, chat, downloading one's data. */
const offFeatures = {
  az: /e-poçt bildiriş|məlumatlarınızı yükləyə/i,
  en: /e-?mail notification|\bchat\b|download your data/i,
  ru: /письмо на электронную почту|выгрузить[^.]*данн/i,
};

test.describe('the site promises only what it does', { tag: '@one-width' }, () => {
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

  test('[CNT-06] [PAY-03] the FAQ names the ways to pay checkout offers and no feature that is off', async ({
    page,
  }) => {
    for (const [lang, question, answer] of [
      [
        'az',
        'Sifarişi necə ödəyə bilərəm?',
        'qapıda kuryerə nağd, bank kartı ilə onlayn, Bazar pul kisəsindən, partnyor bank kartı ilə hissə-hissə və ya hədiyyə kartı ilə',
      ],
      [
        'en',
        'How do I pay for an order?',
        'cash to the courier at the door, online by bank card, from your Bazar wallet, in instalments with a partner bank card, or with a gift card',
      ],
      [
        'ru',
        'Как оплатить заказ?',
        'наличными курьеру при получении, банковской картой онлайн, из кошелька Bazar, в рассрочку картой банка-партнёра или подарочной картой',
      ],
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
    await expect(page.locator('article')).toContainText(
      'Google Analytics 4 is loaded only after you accept analytics in the cookie banner',
    );
    await expect(page.locator('article')).toContainText(
      'The map loads only after you press the button under a notice that loading it sends your IP address to Google',
    );
    await expect(page.locator('article')).toContainText('Payment details are never stored in a file');
    await expect(page.locator('article')).not.toContainText(/instal+ment|chat|pickup point/i);
  });
});
