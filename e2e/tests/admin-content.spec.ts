import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAudited, idInUrl } from '../support/audit';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The back office's content (issue 17): the demo Staff publishes a blog article (read on the
 * public blog) and a FAQ entry (read on the help page), and answers a guest's help-and-contacts
 * message by SMS and closes it. Each project (1440 px and 375 px) writes its own article, entry
 * and message, so the two running side by side do not meet.
 */
const staff = { phone: '994500000004', password: 'demo1234' };
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

test(
  '[CNT-01] [CNT-04] Staff publishes a blog article with a gallery that readers then see on the blog',
  { tag: '@desk' },
  async ({ page }, info) => {
    const tag = `${info.project.name}-${Date.now().toString(36)}`;
    await signIn(page, staff.phone, staff.password);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bloq');
    await page.getByRole('link', { name: 'Yeni məqalə' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni məqalə');

    // A draft first: the form checks what is missing, in Azerbaijani.
    await page.getByRole('button', { name: 'Məqaləni yarat' }).click();
    await expect(page.getByRole('alert')).toContainText('Aşağıda qeyd olunan sahələri düzəldin');

    await page.getByLabel('Ünvan (slug)').fill(`bahar-${tag}`);
    for (const [lang, title] of [
      ['az', `Bahar endirimləri ${tag}`],
      ['en', `Spring sale ${tag}`],
      ['ru', `Весенние скидки ${tag}`],
    ] as const) {
      await page.getByLabel(`Başlıq (${lang})`, { exact: true }).fill(title);
      await page.locator(`#field-body_${lang}`).pressSequentially(`${title}: hər gün yeni təkliflər.`);
      // Complete meta: on a shared server this article is the blog's first, which other journeys read.
      await page.getByLabel(`Meta təsvir (${lang})`).fill(`${title}: təkliflər və məsləhətlər`);
      await page.getByLabel(`Açar sözlər (${lang})`).fill('bahar, endirim');
    }
    await page.getByLabel('Əsas şəkli seçin').setInputFiles(path.join(fixtures, 'product-photo.jpg'));
    await page.getByLabel('Şəkil əlavə et').setInputFiles(path.join(fixtures, 'product-photo.png'));
    await page.getByLabel('İndi dərc et').check();
    await page.getByRole('button', { name: 'Məqaləni yarat' }).click();

    await expect(page.getByText('Məqalə saxlanıldı və bloqdadır')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bahar endirimləri ${tag}`);
    await expect(page.locator('[data-state="published"]').first()).toBeVisible();
    const articleId = idInUrl(page);

    // The reader's blog: the article is first, with its gallery under the text.
    await page.goto('/blogs');
    await page
      .getByRole('link', { name: new RegExp(`Bahar endirimləri ${tag}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bahar endirimləri ${tag}`);
    await expect(page.getByText('hər gün yeni təkliflər')).toBeVisible();
    await expect(page.getByTestId('blog-gallery').locator('img')).toHaveCount(1);
    await expectAudited(page, 'blog.create', { id: articleId });
  },
);

test(
  '[CNT-06] Staff adds a FAQ entry that shows on the help page, in its language',
  { tag: '@desk' },
  async ({ page }, info) => {
    const tag = `${info.project.name}-${Date.now().toString(36)}`;
    await signIn(page, staff.phone, staff.password);
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tez-tez verilən suallar');
    const form = page.getByTestId('faq-new');
    await form.getByLabel('Sual (az)').fill(`Hədiyyə kartı necə işləyir? ${tag}`);
    await form.getByLabel('Cavab (az)').fill('Kartın kodunu sifarişdə daxil edin.');
    await form.getByLabel('Sual (en)').fill(`How does a gift card work? ${tag}`);
    await form.getByLabel('Cavab (en)').fill('Enter the card code at checkout.');
    await form.getByLabel('Sual (ru)').fill(`Как работает подарочная карта? ${tag}`);
    await form.getByLabel('Cavab (ru)').fill('Введите код карты при оформлении заказа.');
    await form.getByRole('button', { name: 'Sualı əlavə et' }).click();
    await expect(page.getByText('Sual sona əlavə olundu')).toBeVisible();
    const row = page.getByTestId('faq-row').filter({ hasText: tag });
    await expect(row).toBeVisible();

    await page.goto('/en/faq');
    await page.getByText(`How does a gift card work? ${tag}`).click();
    await expect(page.getByText('Enter the card code at checkout.')).toBeVisible();

    // Hidden, it leaves the help page.
    await page.goto('/admin/faq');
    await row.getByRole('button', { name: 'Gizlət' }).click();
    await expect(page.getByText('Sual kömək səhifəsində gizlədildi')).toBeVisible();
    await page.goto('/en/faq');
    await expect(page.getByText(`How does a gift card work? ${tag}`)).toHaveCount(0);
    await expectAudited(page, 'faq.create', { text: tag });

    // The legal pages' versions, next door in the navigation.
    await page.goto('/admin/pages');
    await expect(page.getByTestId('pages-list').getByRole('link')).toHaveCount(3);
    await page.goto('/admin/pages/privacy-policy');
    await expect(page.getByTestId('version-row').first()).toContainText('Qüvvədədir');
  },
);

test(
  '[CNT-06] a guest writes on the help page; Staff answers by SMS and marks the message done',
  { tag: '@desk' },
  async ({ page, browser, request }, info) => {
    const tag = `${info.project.name}-${Date.now().toString(36)}`;
    // A phone of this run's own, so the SMS outbox shows this answer.
    const phone = `99470${String(Date.now()).slice(-7)}`;
    const guest = await browser.newPage();
    await guest.goto('/faq');
    const form = guest.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Göndər' }).click();
    await expect(form.getByRole('alert')).toContainText('Aşağıda qeyd olunan sahələri düzəldin');
    await form.getByLabel('Adınız').fill('Leyla');
    await form.getByLabel('Telefon').fill(phone);
    await form.getByLabel('Mövzu').fill(`Çatdırılma ${tag}`);
    await form.getByLabel('Mesaj').fill('Sifarişim Gəncəyə neçə günə çatar?');
    await form.getByRole('button', { name: 'Göndər' }).click();
    await expect(guest.getByText('Təşəkkür edirik! Mesajınız göndərildi')).toBeVisible();
    await guest.close();

    await signIn(page, staff.phone, staff.password);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Müraciətlər');
    await page.getByRole('link', { name: `Çatdırılma ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Çatdırılma ${tag}`);
    await expect(page.getByTestId('message')).toContainText('Sifarişim Gəncəyə neçə günə çatar?');
    const messageId = /\/admin\/messages\/(\d+)/.exec(page.url())?.[1];
    const answer = 'Salam, Leyla! Gəncəyə çatdırılma 2-3 iş günüdür.';
    await page.getByLabel('SMS mətni').fill(answer);
    await page.getByRole('button', { name: 'SMS ilə göndər' }).click();
    await expect(page.getByText('Cavab SMS ilə göndərildi')).toBeVisible();
    await expect(page.getByTestId('answer')).toContainText(answer);

    const outbox = await request.get(`/api/v1/dev/SmsOutbox?phone=${phone}`);
    const [texted] = ((await outbox.json()) as { items: { text: string }[] }).items;
    expect(texted?.text).toBe(answer);

    await page.getByRole('button', { name: 'Müraciəti bağla' }).click();
    await expect(page.getByText('Müraciət bağlandı')).toBeVisible();
    await page.goto('/admin/messages?status=done');
    await expect(page.getByRole('link', { name: `Çatdırılma ${tag}` })).toBeVisible();

    // Each step is in the audit log.
    await page.goto(`/admin/audit-log?subjectType=contact_message&subjectId=${messageId}`);
    await expect(page.getByTestId('audit-action')).toHaveText(['contact.done', 'contact.answerSms']);
  },
);
