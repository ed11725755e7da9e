import {
  type AdminBlogPage,
  type AdminBlogPost,
  type AdminFaqEntry,
  type AdminFaqList,
  type AdminPageList,
  type AdminPageVersions,
  type BlogPostInput,
  backofficeContentApi,
  type ContentPage,
  type FaqEntry,
  type PageVersion,
} from '@bazar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { expectAdminTagged, expectRefusedToNonOperators } from '../../test/admin-access';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { callerOf, testAppForFile, uploadFile } from '../../test/test-app';
import { blogPosts } from './content.tables';

const ctx = testAppForFile();

let tokens: DemoTokens;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = callerOf(() => ctx);

async function ok<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const staff = (method: Method, url: string, payload?: object) =>
  call(method, url, { token: tokens.staff, payload });

async function uploadPicture(token = tokens.staff) {
  const png = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  return uploadFile(
    ctx,
    'Admin/Media/BlogPicture',
    { content: png, name: 'hero.png', type: 'image/png' },
    { token },
  );
}

const tri = (text: string) => ({ az: `${text} az`, en: `${text} en`, ru: `${text} ru` });

function article(overrides: Partial<BlogPostInput> & { image: string }): BlogPostInput {
  return {
    slug: `test-article-${Math.random().toString(36).slice(2, 8)}`,
    title: tri('Title'),
    metaTitle: tri('Meta'),
    metaDescription: tri('Meta description'),
    keywords: tri('keywords'),
    body: {
      az: '<p>Mətn <strong>qalın</strong></p><script>alert(1)</script>',
      en: '<p onclick="x()">Text</p>',
      ru: '<h2>Текст</h2><img src=x onerror=alert(1)>',
    },
    gallery: [],
    publishedAt: null,
    ...overrides,
  };
}

const publicBlog = async () =>
  (await ok<{ items: { id: number }[] }>(await call('GET', 'Blog?pageSize=60&lang=en'))).items.map(
    (i) => i.id,
  );

const auditRows = (subjectType: string, subjectId: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  tokens = await signInDemoPeople(ctx);
}, 120_000);

describe('content in the back office: access [ACC-19]', () => {
  it('[ACC-19] every content Admin call: signed out 401, Customer 403, Seller 403, Staff and Admin allowed', async () => {
    const post = article({ image: 'blog/uploads/none.webp' });
    const faq = { topic: 'orders', question: tri('q'), answer: tri('a') };
    // Dated in the past, so an operator's call is refused (422) and no version is added.
    const version = {
      title: tri('t'),
      body: tri('b'),
      effectiveAt: new Date(Date.now() - 3600_000).toISOString(),
    };
    const calls: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: 'Admin/Blog' },
      { method: 'GET', url: 'Admin/Blog/999999' },
      { method: 'POST', url: 'Admin/Blog', payload: post },
      { method: 'PUT', url: 'Admin/Blog/999999', payload: post },
      { method: 'DELETE', url: 'Admin/Blog/999999' },
      { method: 'POST', url: 'Admin/Media/BlogPicture' },
      { method: 'GET', url: 'Admin/Faq' },
      { method: 'POST', url: 'Admin/Faq', payload: { ...faq, hidden: true } },
      { method: 'PUT', url: 'Admin/Faq/999999', payload: faq },
      { method: 'POST', url: 'Admin/Faq/999999/Move', payload: { direction: 'up' } },
      { method: 'POST', url: 'Admin/Faq/999999/Visibility', payload: { hidden: true } },
      { method: 'DELETE', url: 'Admin/Faq/999999' },
      { method: 'GET', url: 'Admin/Pages' },
      { method: 'GET', url: 'Admin/Pages/gdpr' },
      { method: 'POST', url: 'Admin/Pages/gdpr/Versions', payload: version },
      { method: 'GET', url: 'Admin/ContactMessages' },
      { method: 'GET', url: 'Admin/ContactMessages/999999' },
      { method: 'POST', url: 'Admin/ContactMessages/999999/Answer', payload: { channel: 'sms', text: 'x' } },
      { method: 'POST', url: 'Admin/ContactMessages/999999/Done' },
    ];
    expect(calls).toHaveLength(Object.keys(backofficeContentApi).length);
    for (const { method, url, payload } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      for (const token of [tokens.staff, tokens.admin]) {
        const answered = await call(method, url, { token, payload });
        // Past the role check: an answer, the missing thing, or the file or picture missing.
        expect([200, 201, 204, 404, 406, 415, 422], `${method} ${url}: ${answered.body}`).toContain(
          answered.statusCode,
        );
      }
    }
  });

  it('the calls are in OpenAPI under the Admin tag', async () => {
    await expectAdminTagged(ctx, backofficeContentApi);
  });
});

describe('blog articles [CNT-01] [CNT-04]', () => {
  let image = '';
  let galleryPicture = '';

  beforeAll(async () => {
    image = (await ok<{ path: string }>(await uploadPicture(), 201)).path;
    galleryPicture = (await ok<{ path: string }>(await uploadPicture(tokens.admin), 201)).path;
  });

  it('uploads pictures into the blog folder as WebP', () => {
    expect(image).toMatch(/^blog\/uploads\/[\w-]+\.webp$/);
  });

  it('[CNT-04] a draft is listed for operators but hidden from the public blog, article, home strip and its date', async () => {
    const draft = await ok<AdminBlogPost>(await staff('POST', 'Admin/Blog', article({ image })), 201);
    expect(draft.state).toBe('draft');
    // The same sanitizer as product descriptions: scripts, handlers and images gone.
    expect(draft.body.az).toBe('<p>Mətn <strong>qalın</strong></p>');
    expect(draft.body.en).toBe('<p>Text</p>');
    expect(draft.body.ru).toBe('<h2>Текст</h2>');

    const list = await ok<AdminBlogPage>(await staff('GET', 'Admin/Blog?state=draft&pageSize=100'));
    expect(list.items.map((row) => row.id)).toContain(draft.id);
    expect(list.items.every((row) => row.state === 'draft')).toBe(true);

    expect(await publicBlog()).not.toContain(draft.id);
    expect((await call('GET', `Blog/GetById?blogId=${draft.id}`)).statusCode).toBe(404);
    const home = await ok<{ blog: { id: number }[] }>(await call('GET', 'Home?lang=en'));
    expect(home.blog.map((post) => post.id)).not.toContain(draft.id);
  });

  it('[CNT-04] a future article stays hidden until its date, then shows with its gallery under it', async () => {
    const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const scheduled = await ok<AdminBlogPost>(
      await staff('POST', 'Admin/Blog', article({ image, gallery: [galleryPicture], publishedAt: future })),
      201,
    );
    expect(scheduled.state).toBe('scheduled');
    expect(await publicBlog()).not.toContain(scheduled.id);
    expect((await call('GET', `Blog/GetById?blogId=${scheduled.id}`)).statusCode).toBe(404);

    // The date comes.
    await ctx.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    const ids = await publicBlog();
    expect(ids[0]).toBe(scheduled.id);
    const shown = await ok<{ blogGalleries: { photo: string }[]; title: string; description: string }>(
      await call('GET', `Blog/GetById?blogId=${scheduled.id}&lang=ru`),
    );
    expect(shown.title).toBe('Title ru');
    expect(shown.blogGalleries).toEqual([{ photo: `/media/${galleryPicture}` }]);
    const home = await ok<{ blog: { id: number }[] }>(await call('GET', 'Home?lang=en'));
    expect(home.blog[0]?.id).toBe(scheduled.id);
  });

  it('publishes now, edits, unpublishes to a draft and deletes, each with its audit row', async () => {
    const created = await ok<AdminBlogPost>(await staff('POST', 'Admin/Blog', article({ image })), 201);
    const body = article({ image, slug: created.slug, publishedAt: new Date().toISOString() });
    const published = await ok<AdminBlogPost>(await staff('PUT', `Admin/Blog/${created.id}`, body));
    expect(published.state).toBe('published');
    expect(await publicBlog()).toContain(created.id);

    const retitled = await ok<AdminBlogPost>(
      await call('PUT', `Admin/Blog/${created.id}`, {
        token: tokens.admin,
        payload: { ...body, publishedAt: published.publishedAt, title: tri('New title') },
      }),
    );
    expect(retitled.title.en).toBe('New title en');

    const unpublished = await ok<AdminBlogPost>(
      await staff('PUT', `Admin/Blog/${created.id}`, { ...body, publishedAt: null }),
    );
    expect(unpublished.state).toBe('draft');
    expect(await publicBlog()).not.toContain(created.id);

    expect((await staff('DELETE', `Admin/Blog/${created.id}`)).statusCode).toBe(204);
    expect((await staff('GET', `Admin/Blog/${created.id}`)).statusCode).toBe(404);
    expect((await staff('DELETE', `Admin/Blog/${created.id}`)).statusCode).toBe(404);

    const rows = await auditRows('blog_post', created.id);
    expect(rows.map((row) => row.action)).toEqual([
      'blog.delete',
      'blog.unpublish',
      'blog.update',
      'blog.publish',
      'blog.create',
    ]);
    const retitle = rows[2];
    expect(retitle?.before).toEqual({ title: tri('Title') });
    expect(retitle?.after).toEqual({ title: tri('New title') });
  });

  it('refuses a taken slug, a picture not uploaded, empty text and a bad slug, in the asked language', async () => {
    const first = await ok<AdminBlogPost>(await staff('POST', 'Admin/Blog', article({ image })), 201);
    const taken = await call('POST', 'Admin/Blog', {
      token: tokens.staff,
      lang: 'ru',
      payload: article({ image, slug: first.slug }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['Этот адрес уже занят другой статьёй']);

    const stranger = await staff(
      'POST',
      'Admin/Blog',
      article({ image: 'blog/uploads/not-there.webp', gallery: ['blog/uploads/missing.webp'] }),
    );
    expect(stranger.statusCode).toBe(422);
    expect(Object.keys(stranger.json().errors).sort()).toEqual(['gallery.0', 'image']);

    const empty = await staff(
      'POST',
      'Admin/Blog',
      article({ image, body: { az: '<p> </p>', en: '<script>x</script>', ru: 'ok' } }),
    );
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body.az', 'body.en']);

    const badSlug = await call('POST', 'Admin/Blog', {
      token: tokens.staff,
      lang: 'az',
      payload: article({ image, slug: 'Bad Slug!' }),
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors.slug[0]).toMatch(/latın/);
    const badDate = await staff('POST', 'Admin/Blog', { ...article({ image }), publishedAt: 'tomorrow' });
    expect(badDate.statusCode).toBe(400);
    expect((await staff('GET', 'Admin/Blog?pageSize=500')).statusCode).toBe(400);
  });
});

describe('FAQ [CNT-06]', () => {
  const publicFaq = async () => ok<FaqEntry[]>(await call('GET', 'Faq?lang=en'));

  it('[CNT-06] adds an entry last, hides and shows it, moves it up, edits and deletes it; the public FAQ follows', async () => {
    const before = await ok<AdminFaqList>(await staff('GET', 'Admin/Faq'));
    const added = await ok<AdminFaqEntry>(
      await staff('POST', 'Admin/Faq', { topic: 'other', question: tri('Where?'), answer: tri('Here') }),
      201,
    );
    expect(added.position).toBeGreaterThan(Math.max(...before.items.map((i) => i.position)));
    let shown = await publicFaq();
    expect(shown.at(-1)).toEqual({ id: added.id, topic: 'other', question: 'Where? en', answer: 'Here en' });

    await ok(await staff('POST', `Admin/Faq/${added.id}/Visibility`, { hidden: true }));
    shown = await publicFaq();
    expect(shown.map((e) => e.id)).not.toContain(added.id);
    const listed = await ok<AdminFaqList>(await staff('GET', 'Admin/Faq'));
    expect(listed.items.find((e) => e.id === added.id)?.hidden).toBe(true);
    await ok(await staff('POST', `Admin/Faq/${added.id}/Visibility`, { hidden: false }));

    const moved = await ok<AdminFaqList>(
      await staff('POST', `Admin/Faq/${added.id}/Move`, { direction: 'up' }),
    );
    const ids = moved.items.map((e) => e.id);
    expect(ids.indexOf(added.id)).toBe(ids.length - 2);
    shown = await publicFaq();
    expect(shown.map((e) => e.id)).toEqual(moved.items.filter((e) => !e.hidden).map((e) => e.id));
    // At the top nothing moves further.
    const top = ids[0] as number;
    const still = await ok<AdminFaqList>(await staff('POST', `Admin/Faq/${top}/Move`, { direction: 'up' }));
    expect(still.items.map((e) => e.id)).toEqual(ids);

    const edited = await ok<AdminFaqEntry>(
      await staff('PUT', `Admin/Faq/${added.id}`, {
        topic: 'payment',
        question: tri('When?'),
        answer: tri('Now'),
        hidden: false,
      }),
    );
    expect(edited).toMatchObject({ topic: 'payment', question: tri('When?') });
    // It joins its new topic's group on the help page, after the entries already there.
    shown = await publicFaq();
    expect(shown.filter((e) => e.topic === 'payment').at(-1)?.id).toBe(added.id);
    expect((await staff('DELETE', `Admin/Faq/${added.id}`)).statusCode).toBe(204);
    expect((await publicFaq()).map((e) => e.id)).not.toContain(added.id);

    const rows = await auditRows('faq_entry', added.id);
    expect(rows.map((row) => row.action)).toEqual([
      'faq.delete',
      'faq.update',
      'faq.move',
      'faq.show',
      'faq.hide',
      'faq.create',
    ]);
    expect(rows[1]?.before).toEqual({ topic: 'other', question: tri('Where?'), answer: tri('Here') });
    expect(rows[1]?.after).toEqual({ topic: 'payment', question: tri('When?'), answer: tri('Now') });
  });

  it('[CNT-06] keeps the help page grouped: entries come by topic, and move only within their topic', async () => {
    const { items } = await ok<AdminFaqList>(await staff('GET', 'Admin/Faq'));
    const order = ['orders', 'delivery', 'payment', 'returns', 'account', 'other'];
    const topics = items.map((e) => e.topic);
    expect(topics).toEqual([...topics].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    // The seeded help centre has questions on each of the five topics, in three languages.
    for (const topic of order.slice(0, 5)) expect(topics).toContain(topic);
    for (const lang of ['az', 'en', 'ru'] as const)
      for (const entry of items) expect(entry.question[lang].length).toBeGreaterThan(3);

    const firstDelivery = items.find((e) => e.topic === 'delivery') as AdminFaqEntry;
    const unmoved = await ok<AdminFaqList>(
      await staff('POST', `Admin/Faq/${firstDelivery.id}/Move`, { direction: 'up' }),
    );
    expect(unmoved.items.map((e) => e.id)).toEqual(items.map((e) => e.id));
    const lastOrder = items.filter((e) => e.topic === 'orders').at(-1) as AdminFaqEntry;
    const stillLast = await ok<AdminFaqList>(
      await staff('POST', `Admin/Faq/${lastOrder.id}/Move`, { direction: 'down' }),
    );
    expect(stillLast.items.map((e) => e.id)).toEqual(items.map((e) => e.id));
    expect(await auditRows('faq_entry', firstDelivery.id)).toEqual([]);
  });

  it('refuses an empty question in the asked language and an unknown direction', async () => {
    const empty = await call('POST', 'Admin/Faq', {
      token: tokens.staff,
      lang: 'en',
      payload: { topic: 'delivery', question: { az: '', en: 'x', ru: 'y' }, answer: tri('a') },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['question.az']).toEqual(['This field is required']);
    const noTopic = await call('POST', 'Admin/Faq', {
      token: tokens.staff,
      lang: 'en',
      payload: { topic: 'gossip', question: tri('q'), answer: tri('a') },
    });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().errors.topic).toEqual(['The value is not valid']);
    const [first] = (await ok<AdminFaqList>(await staff('GET', 'Admin/Faq'))).items;
    expect((await staff('POST', `Admin/Faq/${first?.id}/Move`, { direction: 'sideways' })).statusCode).toBe(
      400,
    );
  });
});

describe('legal pages with versions [CNT-07] [PRV-03]', () => {
  const text = (word: string) => ({
    title: tri(`${word} title`),
    body: { az: `<p>${word} az</p>`, en: `<p>${word} en</p>`, ru: `<p>${word} ru</p>` },
  });

  it('[CNT-07] lists the three pages with the seeded version in force', async () => {
    const list = await ok<AdminPageList>(await staff('GET', 'Admin/Pages'));
    expect(list.items.map((p) => p.slug).sort()).toEqual(['buyer-agreement', 'gdpr', 'privacy-policy']);
    for (const page of list.items) {
      expect(page.inForce?.version).toBe(1);
      expect(page.upcoming).toBeNull();
    }
    const page = await ok<ContentPage>(await call('GET', 'Content/GetPage?slug=gdpr&lang=en'));
    expect(page.effectiveAt).not.toBeNull();
    expect(page.upcoming).toBeNull();
  });

  it('[PRV-03] a version for a later date is announced on the page and takes effect when its date comes', async () => {
    const later = new Date(Date.now() + 14 * 24 * 3600_000);
    const announced = await ok<PageVersion>(
      await staff('POST', 'Admin/Pages/privacy-policy/Versions', {
        ...text('Upcoming'),
        effectiveAt: later.toISOString(),
      }),
      201,
    );
    expect(announced).toMatchObject({ version: 2, state: 'upcoming', author: expect.any(String) });
    let page = await ok<ContentPage>(await call('GET', 'Content/GetPage?slug=privacy-policy&lang=en'));
    // The text in force is still the first; the new one is announced with its date.
    expect(page.body).toMatch(/up to 6 \(six\) years/);
    expect(page.upcoming).toEqual({
      title: 'Upcoming title en',
      body: '<p>Upcoming en</p>',
      effectiveAt: later.toISOString(),
    });
    const list = await ok<AdminPageList>(await staff('GET', 'Admin/Pages'));
    expect(list.items.find((p) => p.slug === 'privacy-policy')?.upcoming?.version).toBe(2);

    // An immediate version (3) takes over now; the announced one (2) still takes effect later.
    const now = await ok<PageVersion>(
      await staff('POST', 'Admin/Pages/privacy-policy/Versions', { ...text('Now'), effectiveAt: null }),
      201,
    );
    expect(now).toMatchObject({ version: 3, state: 'in-force' });
    page = await ok<ContentPage>(await call('GET', 'Content/GetPage?slug=privacy-policy&lang=ru'));
    expect(page.title).toBe('Now title ru');
    expect(page.upcoming?.title).toBe('Upcoming title ru');

    const versions = await ok<AdminPageVersions>(await staff('GET', 'Admin/Pages/privacy-policy'));
    expect(versions.versions.map((v) => [v.version, v.state])).toEqual([
      [3, 'in-force'],
      [2, 'upcoming'],
      [1, 'past'],
    ]);

    const rows = await auditRows('page_version', announced.id);
    expect(rows[0]).toMatchObject({ action: 'page.publish' });
    expect(rows[0]?.after).toMatchObject({ slug: 'privacy-policy', version: 2 });
  });

  it('refuses a date in the past, empty text after sanitizing and an unknown page, in the asked language', async () => {
    const past = await call('POST', 'Admin/Pages/gdpr/Versions', {
      token: tokens.staff,
      lang: 'ru',
      payload: { ...text('Old'), effectiveAt: new Date(Date.now() - 24 * 3600_000).toISOString() },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.effectiveAt).toEqual(['Дата вступления в силу не может быть в прошлом']);
    const empty = await staff('POST', 'Admin/Pages/gdpr/Versions', {
      ...text('x'),
      body: { az: '<script>x</script>', en: '<p>ok</p>', ru: '<p>ok</p>' },
      effectiveAt: null,
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body.az']);
    expect((await staff('GET', 'Admin/Pages/secret')).statusCode).toBe(400);
  });
});
