import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshPhone } from '../support/accounts';
import { pageIsLive } from '../support/pages';
import { tokenOf } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Help and contacts, the legal pages and the buyer agreement, sharing the blog, and the mobile
 * category screens (issue 21). Each project writes from a phone of its own, so the two running side
 * by side read only their own SMS.
 */

const staff = { phone: '994500000004', password: 'demo1234' };

/** Whether support is open at this moment by the spec's hours (Monday–Thursday 09:00–18:00 in Baku). */
function supportOpenNow(): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Baku',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return ['Mon', 'Tue', 'Wed', 'Thu'].includes(part('weekday')) && time >= '09:00' && time < '18:00';
}

/** The texts sent to a phone, newest first (the dev SMS outbox). */
async function textsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
  return ((await outbox.json()) as { items: { text: string }[] }).items.map((item) => item.text);
}

test.describe('help and contacts', () => {
  test('[CNT-06] [CNT-09] the help page shows the support hours, whether support is open now and the phone line', {
    tag: '@one-width',
  }, async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kömək və əlaqə');
    const hours = page.getByTestId('support-hours');
    await expect(hours).toContainText('Bazar ertəsi – Cümə axşamı, 09:00–18:00');
    await expect(hours.getByTestId('support-status')).toContainText(
      supportOpenNow() ? 'İndi açıqdır, saat 18:00-dək' : 'İndi bağlıdır;',
    );
    await expect(hours.getByRole('link', { name: '*1234' })).toHaveAttribute('href', 'tel:*1234');

    // The spec's address shows the same page, in English too.
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and contacts');
    await expect(page.getByTestId('support-status')).toContainText(
      supportOpenNow() ? 'Open now, until 18:00' : 'Closed now; opens',
    );
  });

  test('[CNT-06] questions come by topic, and typing without Azerbaijani letters finds the answer', async ({
    page,
  }) => {
    await page.goto('/help');
    const topics = page.getByTestId('faq-topic').getByRole('heading', { level: 3 });
    await expect(topics).toHaveText([
      'Sifarişlər',
      'Çatdırılma',
      'Ödəniş',
      'Qaytarma',
      'Hesab',
      'Digər suallar',
    ]);
    const payment = page.locator('details').filter({ hasText: 'Sifarişi necə ödəyə bilərəm?' });
    const delivery = page.locator('details').filter({ hasText: 'Bakıda sifariş nə vaxt çatdırılır?' });
    await expect(delivery).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Suallarda axtar' });
    // Keys typed before the page has hydrated filter nothing: type until the list answers.
    await expect(async () => {
      await search.fill('');
      await search.pressSequentially('odenis usulunu');
      await expect(page.getByTestId('faq-search-status')).toHaveText('1 sual tapıldı', { timeout: 1_000 });
    }).toPass();
    await expect(delivery).toHaveCount(0);
    // What was found is open at its answer.
    await expect(payment.getByText('Sifarişi rəsmiləşdirərkən ödəniş üsulunu seçin')).toBeVisible();
    await expect(page.getByTestId('faq-topic').getByRole('heading')).toHaveText(['Ödəniş']);

    await search.fill('teleportasiya');
    await expect(page.getByTestId('faq-search-status')).toHaveText(
      '“teleportasiya” üzrə sual tapılmadı. Aşağıda bizə yazın, cavab verəcəyik.',
    );
    await expect(page.locator('details')).toHaveCount(0);
    await search.fill('');
    await expect(delivery).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('[CNT-06] the search is a form the server answers already narrowed', async ({ page }) => {
      await page.goto('/en/help');
      const search = page.getByRole('searchbox', { name: 'Search the questions' });
      await search.fill('GIFT card remainder');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/en\/help\?q=GIFT\+card\+remainder$/);
      await expect(page.getByTestId('faq-search-status')).toHaveText('1 question found');
      await expect(page.locator('details')).toHaveText([/How do I pay with a gift card\?/]);
    });
  });

  test('[CNT-06] a guest writes a message and is texted a confirmation in the language of the page', async ({
    page,
    request,
  }) => {
    const phone = freshPhone('99470');
    await page.goto('/help');
    const form = page.getByTestId('contact-form');
    await expect(form).toContainText('Telefon nömrəsi yazsanız, mesajın alındığını SMS ilə təsdiqləyəcəyik.');
    await form.getByLabel('Adınız').fill('Günay');
    await form.getByLabel('Telefon').fill(phone);
    await form.getByLabel('Mövzu').fill('Qaytarma');
    await form.getByLabel('Mesaj').fill('Ölçü uyğun gəlmədi, necə qaytarım?');
    await form.getByRole('button', { name: 'Göndər' }).click();
    await expect(
      page.getByText(`Təşəkkür edirik! Mesajınız göndərildi; təsdiqi +${phone} nömrəsinə SMS ilə göndərdik.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/help#contact$/);

    // The SMS goes out through the job queue: wait for it.
    await expect
      .poll(async () => (await textsTo(request, phone))[0] ?? '')
      .toMatch(
        /^Bazar: müraciətiniz №\d+ qəbul olundu\. Dəstək xidməti bazar ertəsindən cümə axşamınadək 09:00–18:00 cavab verir\./,
      );
    // The guest's own words never go out to the phone they typed.
    expect((await textsTo(request, phone)).join(' ')).not.toContain('Ölçü');
  });
});

test.describe('legal pages', () => {
  const header = (page: Page) => page.getByTestId('site-header');

  test('[CNT-07] [LAY-02] the buyer agreement opens from the header, prints on its own and closes by Escape and by its button', async ({
    page,
  }) => {
    await page.goto('/');
    // Until the page is live the link goes to the agreement's own page (the path without JavaScript).
    await pageIsLive(page);
    await header(page).getByRole('link', { name: 'Alıcı razılaşması' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alıcı razılaşması' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('5 (beş) iş günü');

    await page.emulateMedia({ media: 'print' });
    await expect(header(page)).toBeHidden();
    await expect(page.locator('#main')).toBeHidden();
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Çap et' })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Bağla' })).toBeHidden();
    await expect(dialog.getByText('5 (beş) iş günü')).toBeVisible();
    // The text starts at the page's left edge, not pushed off it by the screen's centring.
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(box?.x).toBeLessThan(40);
    await page.emulateMedia({ media: 'screen' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await header(page).getByRole('link', { name: 'Alıcı razılaşması' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bağla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[CNT-07] the privacy policy and the GDPR page show their version and the date it took effect, in az, en and ru', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    const wording = {
      az: (version: number, date: string) => `Versiya ${version} · ${date} tarixindən qüvvədədir`,
      en: (version: number, date: string) => `Version ${version} · in force since ${date}`,
      ru: (version: number, date: string) => `Редакция ${version} · действует с ${date}`,
    };
    for (const slug of ['privacy-policy', 'gdpr'] as const)
      for (const lang of ['az', 'en', 'ru'] as const) {
        const answer = await request.get(`/api/v1/Content/GetPage?slug=${slug}&lang=${lang}`);
        const { title, version, effectiveAt } = (await answer.json()) as {
          title: string;
          version: number;
          effectiveAt: string;
        };
        // The day in words of the page's language, on Baku's calendar.
        const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Asia/Baku' }).format(
          new Date(effectiveAt),
        );
        await page.goto(lang === 'az' ? `/${slug}` : `/${lang}/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByTestId('legal-version')).toHaveText(wording[lang](version, date));
      }
    // Spelled out, so a wrong month name would show.
    await page.goto('/ru/gdpr');
    await expect(page.getByTestId('legal-version')).toContainText(/\d{1,2} [а-я]+ \d{4} г\./);
  });

  test('[CNT-07] [LAY-04] the footer links to the buyer agreement, the privacy policy and the GDPR page', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: 'Buyer agreement' })).toHaveAttribute(
      'href',
      '/en/buyer-agreement',
    );
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await expect(page.getByTestId('legal-version')).toContainText('Version 1');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Personal data (GDPR)' }).click();
    await expect(page).toHaveURL(/\/en\/gdpr$/);
    await expect(page.getByTestId('legal-version')).toContainText('Version 1');
  });
});

test.describe('the blog', { tag: '@one-width' }, () => {
  test('[CNT-05] an article offers four share links carrying its canonical address, and link previews get its Open Graph tags', async ({
    page,
  }) => {
    await page.goto('/en/blogs');
    await page.locator('a[href^="/en/blog/"]').first().click();
    await expect(page).toHaveURL(/\/en\/blog\/\d+-[a-z0-9-]+$/);
    // The address changes as the navigation starts; the article's head and heading come with its render.
    const share = page.getByTestId('share-links');
    await expect(share).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

    const expected = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
      X: `https://x.com/intent/post?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(title)}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(title)}%20${encodeURIComponent(canonical)}`,
      Telegram: `https://t.me/share/url?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(title)}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = share.getByRole('link', { name: network, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const meta = (attribute: string, value: string) => page.locator(`meta[${attribute}="${value}"]`);
    await expect(meta('property', 'og:url')).toHaveAttribute('content', canonical);
    await expect(meta('property', 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta('property', 'og:title')).toHaveAttribute('content', /\S/);
    await expect(meta('property', 'og:description')).toHaveAttribute('content', /\S{3}/);
    await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    // The hero picture, as an absolute address that answers.
    const image = (await meta('property', 'og:image').getAttribute('content')) ?? '';
    expect(image).toMatch(/^http:\/\/localhost:\d+\/.+/);
    const hero = page.getByRole('img', { name: title }).first();
    expect(new URL(image).pathname.replace(/\.\w+$/, '')).toBe(
      new URL((await hero.getAttribute('src')) ?? '', page.url()).pathname.replace(/(-\d+w)?\.\w+$/, ''),
    );
    expect((await page.request.get(image)).status()).toBe(200);
  });

  test('[CNT-04] the blog list pages on with previous and next links, and a page past the end is 404', async ({
    page,
    request,
  }) => {
    // Thirteen articles make two pages of twelve. Older ones are added (dated 2001) so the
    // newest articles, which other journeys read, stay first.
    const { total } = (await (await request.get('/api/v1/Blog?pageSize=12')).json()) as { total: number };
    if (total <= 12) await addArchivedArticles(request, 13 - total);
    const { total: now } = (await (await request.get('/api/v1/Blog?pageSize=12')).json()) as {
      total: number;
    };
    const last = Math.ceil(now / 12);
    expect(last).toBeGreaterThan(1);

    await page.goto('/blogs');
    const pages = page.getByRole('navigation', { name: 'Səhifələr' });
    await expect(pages.locator('a[rel="prev"]')).toHaveCount(0);
    await pages.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/blogs\/2$/);
    await expect(pages.getByRole('link', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('a[href^="/blog/"]').first()).toBeVisible();

    await page.goto(`/blogs/${last}`);
    await expect(pages.locator('a[rel="next"]')).toHaveCount(0);
    await pages.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${last - 1}$`));

    const past = await page.goto(`/blogs/${last + 1}`);
    expect(past?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Səhifə tapılmadı' })).toBeVisible();
  });
});

/** Adds published articles dated 2001, through the back office's calls, as Staff. */
async function addArchivedArticles(request: APIRequestContext, count: number) {
  const headers = { authorization: `Bearer ${await tokenOf(request, staff.phone, staff.password)}` };
  const photo = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/product-photo.png'),
  );
  const uploaded = await request.post('/api/v1/Admin/Media/BlogPicture', {
    headers,
    multipart: { file: { name: 'archive.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const image = ((await uploaded.json()) as { path: string }).path;
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  for (let index = 0; index < count; index++) {
    const text = (lang: string) => `Arxiv ${index + 1} ${unique} ${lang}`;
    const tri = (make: (lang: string) => string) => ({ az: make('az'), en: make('en'), ru: make('ru') });
    const created = await request.post('/api/v1/Admin/Blog', {
      headers,
      data: {
        slug: `arxiv-${unique}-${index + 1}`,
        title: tri(text),
        metaTitle: tri(text),
        metaDescription: tri((lang) => `${text(lang)}: köhnə yazı`),
        keywords: tri(() => 'arxiv'),
        body: tri((lang) => `<p>${text(lang)}</p>`),
        image,
        gallery: [],
        publishedAt: new Date(Date.UTC(2001, 0, 1 + index)).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

test.describe('mobile category screens at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('[CAT-02] a section opens as its own screen: back arrow, the parent’s name, each child leading to its listing', async ({
    page,
  }) => {
    await page.goto('/category-menu');
    const accordion = page.getByTestId('category-accordion');
    await accordion.getByRole('button', { name: 'Elektronika' }).click();
    await expect(accordion.getByRole('button', { name: 'Elektronika' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await accordion.getByRole('link', { name: 'Kompüterlər' }).click();

    await expect(page).toHaveURL(/\/category-menu\/sub\/\d+-computers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompüterlər');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    const children = page.getByRole('listitem').getByRole('link');
    await expect(children).toHaveText(['Hamısına bax', 'Noutbuklar', 'Monitorlar', 'Klaviatura və siçanlar']);
    for (const link of await children.all())
      await expect(link).toHaveAttribute('href', /^\/category\/\d+-[a-z-]+$/);

    await page.getByRole('link', { name: 'Monitorlar' }).click();
    await expect(page).toHaveURL(/\/category\/\d+-monitors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitorlar' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // Back to the section's screen, and its arrow back to the menu.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompüterlər');
    await page.getByRole('button', { name: 'Geri' }).click();
    await expect(page).toHaveURL(/\/category-menu$/);
  });
});
