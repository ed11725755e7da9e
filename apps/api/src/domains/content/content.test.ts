import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('content', () => {
  it('[CNT-04] GET Blog pages the articles newest first; GET Blog/GetById answers one with its canonical slug', async () => {
    const list = await get('/api/v1/Blog?page=1&pageSize=2&lang=en');
    expect(list.status).toBe(200);
    expect(list.body.page).toBe(1);
    expect(list.body.pageSize).toBe(2);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect(list.body.items).toHaveLength(2);
    const [first, second] = list.body.items;
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(Date.parse(second.createdAt));
    expect(first.slug).toMatch(new RegExp(`^${first.id}-[a-z0-9-]+$`));

    const article = await get(`/api/v1/Blog/GetById?blogId=${first.id}&lang=ru`);
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ id: first.id, slug: first.slug });
    expect(article.body.description).toMatch(/<p>/);
    expect(article.body.metaTitle.length).toBeGreaterThan(0);
    expect(article.body.title).toMatch(/[а-яА-Я]/);
    expect((await get('/api/v1/Blog/GetById?blogId=99999')).status).toBe(404);
  });

  it('[I18N-07] [CHK-12] serves the buyer agreement in Azerbaijani with the refusal and settlement rules', async () => {
    const page = await get('/api/v1/Content/GetPage?slug=buyer-agreement&lang=az');
    expect(page.status).toBe(200);
    expect(page.body.body).toMatch(/ardıcıl 4 \(dörd\) dəfə/);
    expect(page.body.body).toMatch(/5 \(beş\) iş günü/);
    const unknown = await get('/api/v1/Content/GetPage?slug=secret');
    expect(unknown.status).toBe(400);
  });

  it('[PRV-01] [PRV-02] the privacy policy states the retention periods and the age threshold', async () => {
    const page = await get('/api/v1/Content/GetPage?slug=privacy-policy&lang=en');
    expect(page.body.body).toMatch(/up to 6 \(six\) years/);
    expect(page.body.body).toMatch(/60 \(sixty\) days/);
    expect(page.body.body).toMatch(/children under 13/i);
  });

  it('[CNT-06] GET Faq answers the help centre questions in the asked language', async () => {
    const faq = await get('/api/v1/Faq?lang=en');
    expect(faq.status).toBe(200);
    expect(faq.body.length).toBeGreaterThanOrEqual(8);
    expect(faq.body[0]).toEqual({
      id: expect.any(Number),
      topic: 'orders',
      question: expect.any(String),
      answer: expect.any(String),
    });
  });

  it('[CNT-06] [PAY-03] the FAQ groups its questions by topic and names the ways to pay the checkout offers', async () => {
    for (const [lang, words] of [
      ['az', ['nağd', 'bank kartı', 'pul kisəsi', 'hissə-hissə', 'hədiyyə kartı']],
      ['en', ['cash', 'bank card', 'wallet', 'instalments', 'gift card']],
      ['ru', ['наличными', 'банковской картой', 'кошелька', 'в рассрочку', 'подарочной картой']],
    ] as const) {
      const faq = await get(`/api/v1/Faq?lang=${lang}`);
      const topics: string[] = faq.body.map((entry: { topic: string }) => entry.topic);
      expect([...new Set(topics)]).toEqual(['orders', 'delivery', 'payment', 'returns', 'account', 'other']);
      const payment = faq.body.find((entry: { topic: string }) => entry.topic === 'payment');
      for (const word of words) expect(payment.answer.toLowerCase()).toContain(word);
    }
  });

  it('[CNT-07] the privacy policy and the GDPR page carry the number and date of the version in force, in each language', async () => {
    for (const slug of ['privacy-policy', 'gdpr', 'buyer-agreement'])
      for (const lang of ['az', 'en', 'ru']) {
        const page = await get(`/api/v1/Content/GetPage?slug=${slug}&lang=${lang}`);
        expect(page.status).toBe(200);
        expect(page.body.version).toBe(1);
        expect(Date.parse(page.body.effectiveAt)).toBeLessThan(Date.now());
      }
  });
});

describe('support hours', () => {
  /** The answer at a Baku wall-clock time (UTC+4), with only the clock moved. */
  async function deskAt(bakuTime: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${bakuTime}+04:00`));
    try {
      return await get('/api/v1/Content/SupportHours');
    } finally {
      vi.useRealTimers();
    }
  }

  it('[CNT-09] GET Content/SupportHours gives the days, hours and phone line, and says support is open on Monday morning', async () => {
    const monday = await deskAt('2026-03-02T10:30:00');
    expect(monday.status).toBe(200);
    expect(monday.body).toEqual({
      days: [1, 2, 3, 4],
      opens: '09:00',
      closes: '18:00',
      timeZone: 'Asia/Baku',
      phone: '*1234',
      open: true,
      opensOn: null,
    });
  });

  it('[CNT-09] says when a closed support opens next: later today, tomorrow, or on Monday after Thursday evening', async () => {
    expect((await deskAt('2026-03-02T08:00:00')).body).toMatchObject({ open: false, opensOn: 'today' });
    expect((await deskAt('2026-03-03T18:00:00')).body).toMatchObject({ open: false, opensOn: 'tomorrow' });
    expect((await deskAt('2026-03-05T19:00:00')).body).toMatchObject({ open: false, opensOn: 'mon' });
  });
});
