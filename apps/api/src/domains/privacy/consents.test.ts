import { randomUUID } from 'node:crypto';
import { type ConsentsView, consentBannerVersion, type NotificationPage, Role } from '@bazar/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/payments-support';
import { callApi, createTestApp, registerAccount, signIn, type TestContext } from '../../test/test-app';
import { consents } from './privacy.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let serial = 0;
/** A new buyer of the test's own, registered as a person does; their token and id. */
async function newBuyer(): Promise<{ token: string; id: number; email: string }> {
  serial += 1;
  const phone = `99455${String(Date.now() % 1_000_000).padStart(6, '0')}${serial % 10}`;
  const email = `consent${serial}-${randomUUID().slice(0, 8)}@example.az`;
  const registered = await registerAccount(ctx.app, {
    accountType: Role.Customer,
    firstName: 'Nərgiz',
    lastName: 'Əliyeva',
    phone,
    email,
    password: 'secret12',
    confirmPassword: 'secret12',
    acceptTerms: true,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { token, id } = registered.json() as { token: string; id: number };
  return { token, id, email };
}

const consentsOf = async (options: { token?: string; visitorId?: string }) => {
  const query = options.visitorId ? `?visitorId=${options.visitorId}` : '';
  const response = await callApi(ctx, 'GET', `Privacy/Consents${query}`, { token: options.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsentsView;
};

describe('consents (PRV-05, PRV-03)', () => {
  it('[PRV-05] a guest’s banner choices are recorded under their browser’s visitor id with the banner’s version and time; a later choice wins and both stay on record', async () => {
    const visitorId = randomUUID();
    expect((await consentsOf({ visitorId })).choices).toEqual({
      analytics: null,
      marketing: null,
      maps: null,
    });

    const accepted = await callApi(ctx, 'POST', 'Privacy/Consents', {
      payload: { visitorId, choices: { analytics: true, marketing: true } },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as ConsentsView).choices).toEqual({
      analytics: true,
      marketing: true,
      maps: null,
    });

    await callApi(ctx, 'POST', 'Privacy/Consents', { payload: { visitorId, choices: { marketing: false } } });
    await callApi(ctx, 'POST', 'Privacy/Consents', { payload: { visitorId, choices: { maps: true } } });
    const now = await consentsOf({ visitorId });
    expect(now.choices).toEqual({ analytics: true, marketing: false, maps: true });
    expect(now.choicesVersion).toBe(consentBannerVersion);
    expect(now.documents).toEqual([]);

    const recorded = await ctx.db
      .select()
      .from(consents)
      .where(eq(consents.visitorId, visitorId))
      .orderBy(asc(consents.id));
    expect(recorded.map((row) => [row.subject, row.granted, row.version, row.source])).toEqual([
      ['analytics', true, consentBannerVersion, 'banner'],
      ['marketing', true, consentBannerVersion, 'banner'],
      ['marketing', false, consentBannerVersion, 'banner'],
      ['maps', true, consentBannerVersion, 'maps'],
    ]);
    expect(recorded.every((row) => row.createdAt instanceof Date && row.userId === null)).toBe(true);
    // Another browser's choices are its own.
    expect((await consentsOf({ visitorId: randomUUID() })).choices.analytics).toBeNull();
  });

  it('[PRV-05] a choice without a visitor id or a member, a bad id, an unknown purpose or a guest accepting a text is refused with a 4xx', async () => {
    const cases: [object, number][] = [
      [{ choices: { analytics: true } }, 400],
      [{ visitorId: 'not-a-uuid', choices: { analytics: true } }, 400],
      [{ visitorId: randomUUID(), choices: { tracking: true } }, 400],
      [{ visitorId: randomUUID(), choices: { analytics: 'yes' } }, 400],
      [{ visitorId: randomUUID() }, 400],
      [{ visitorId: randomUUID(), accept: [{ document: 'privacy-policy', version: 1 }] }, 401],
    ];
    for (const [payload, status] of cases) {
      const response = await callApi(ctx, 'POST', 'Privacy/Consents', { payload, lang: 'en' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('[PRV-05] a member who signs in on a browser that chose as a guest takes its choices over, where newer than their own, once; the browser keeps only its own', async () => {
    const visitorId = randomUUID();
    const buyer = await newBuyer();
    const adopt = (id: unknown, token: string | null = buyer.token) =>
      callApi(ctx, 'POST', 'Privacy/Consents/FromVisitor', {
        token: token ?? undefined,
        payload: { visitorId: id },
        lang: 'en',
      });
    // The member chose maps earlier on another device; this browser, as a guest, chose the banner later.
    await callApi(ctx, 'POST', 'Privacy/Consents', {
      token: buyer.token,
      payload: { choices: { maps: true } },
    });
    await callApi(ctx, 'POST', 'Privacy/Consents', {
      payload: { visitorId, choices: { analytics: true, marketing: false } },
    });

    const taken = await adopt(visitorId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as ConsentsView).choices).toEqual({ analytics: true, marketing: false, maps: true });
    // Signing in again on the same browser records nothing more.
    expect((await adopt(visitorId)).statusCode).toBe(200);
    const mine = await ctx.db
      .select()
      .from(consents)
      .where(eq(consents.userId, buyer.id))
      .orderBy(asc(consents.id));
    expect(mine.map((row) => [row.subject, row.granted, row.source, row.visitorId])).toEqual([
      ['buyer-agreement', true, 'registration', null],
      ['privacy-policy', true, 'registration', null],
      ['maps', true, 'maps', null],
      ['analytics', true, 'banner', visitorId],
      ['marketing', false, 'banner', visitorId],
    ]);
    // The browser's choices stay its own: another member signing in there takes them, not the
    // first member's later choice made under their account.
    const other = await newBuyer();
    await callApi(ctx, 'POST', 'Privacy/Consents', {
      token: buyer.token,
      payload: { choices: { analytics: false } },
    });
    expect((await consentsOf({ visitorId })).choices).toEqual({
      analytics: true,
      marketing: false,
      maps: null,
    });
    const theirs = (await adopt(visitorId, other.token)).json() as ConsentsView;
    expect(theirs.choices).toEqual({ analytics: true, marketing: false, maps: null });

    // A member's own later choice is not overwritten by the browser's older one.
    expect((await adopt(visitorId)).json().choices.analytics).toBe(false);

    expect((await adopt(visitorId, null)).statusCode).toBe(401);
    const bad = await adopt('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('[PRV-03] registration records the versions in force; a later version published by the back office is announced to members on the site and by e-mail, and accepting it is recorded', async () => {
    const buyer = await newBuyer();
    const before = await consentsOf({ token: buyer.token });
    const policy = before.documents.find((document) => document.document === 'privacy-policy');
    expect(policy?.inForce?.version).toBeGreaterThanOrEqual(1);
    expect(policy?.acceptedVersion).toBe(policy?.inForce?.version);
    expect(policy?.upcoming).toBeNull();

    const admin = await signIn(ctx, '994500000001');
    const effectiveAt = new Date(Date.now() + 14 * 24 * 3600_000);
    const published = await callApi(ctx, 'POST', 'Admin/Pages/privacy-policy/Versions', {
      token: admin,
      payload: {
        title: { az: 'Məxfilik siyasəti', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
        body: { az: '<p>Yeni mətn</p>', en: '<p>New text</p>', ru: '<p>Новый текст</p>' },
        effectiveAt: effectiveAt.toISOString(),
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    const version = (published.json() as { version: number }).version;

    const announced = await consentsOf({ token: buyer.token });
    const changed = announced.documents.find((document) => document.document === 'privacy-policy');
    expect(changed?.upcoming).toEqual({ version, effectiveAt: effectiveAt.toISOString() });
    expect(changed?.acceptedVersion).toBe(policy?.inForce?.version);

    // Every member is told by a job: the buyer on the site, in their language, and by e-mail.
    const told = await eventually(
      async () =>
        (
          await callApi(ctx, 'GET', 'Notifications', { token: buyer.token, lang: 'en' })
        ).json() as NotificationPage,
      (page) => page.items.some((item) => item.kind === 'policyChanged'),
      15_000,
    );
    const notice = told.items.find((item) => item.kind === 'policyChanged');
    expect(notice?.text).toMatch(
      /^The privacy policy changes on \d{2}\.\d{2}\.\d{4}\. Read the new text; if you disagree, you can delete your account/,
    );
    expect(notice?.link).toBe('/privacy-policy');
    const mails = await ctx.app.services.notifications.emailOutbox(buyer.email);
    expect(mails.some((mail) => mail.subject.includes('Qaydalar dəyişir'))).toBe(true);
    // Every member is told, once: the demo buyer too.
    const demoToken = await signIn(ctx, '994500000003');
    const demoNotices = (
      (
        await callApi(ctx, 'GET', 'Notifications?pageSize=50', { token: demoToken })
      ).json() as NotificationPage
    ).items.filter((item) => item.kind === 'policyChanged');
    expect(demoNotices).toHaveLength(1);

    const accept = await callApi(ctx, 'POST', 'Privacy/Consents', {
      token: buyer.token,
      payload: { accept: [{ document: 'privacy-policy', version }] },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const after = (accept.json() as ConsentsView).documents.find(
      (document) => document.document === 'privacy-policy',
    );
    expect(after?.acceptedVersion).toBe(version);
    const [row] = await ctx.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, buyer.id), eq(consents.version, version)));
    expect(row).toMatchObject({ subject: 'privacy-policy', granted: true, source: 'notice' });

    const unknown = await callApi(ctx, 'POST', 'Privacy/Consents', {
      token: buyer.token,
      payload: { accept: [{ document: 'privacy-policy', version: version + 5 }] },
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail ?? unknown.json().title).toMatch(/not in force or does not exist/);
  });

  it('[PRV-04] a member who restricts processing is told so by the consents and gets no offers on any channel, while order notices still come', async () => {
    const buyer = await newBuyer();
    const restricted = await callApi(ctx, 'POST', 'Privacy/Restrict', {
      token: buyer.token,
      payload: { restricted: true },
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect((await consentsOf({ token: buyer.token })).restricted).toBe(true);

    await ctx.db.transaction(async (tx) => {
      await ctx.app.services.notifications.notify(tx, buyer.id, {
        kind: 'promotions',
        params: { code: 'FIRST-1', amount: 5, minimum: 20, until: '01.01.2027' },
      });
      await ctx.app.services.notifications.notify(tx, buyer.id, {
        kind: 'orderShipped',
        params: { number: 'BZ-1', shop: 'Texno Mərkəz', status: 'shipped' },
      });
    });
    const page = (
      await callApi(ctx, 'GET', 'Notifications', { token: buyer.token })
    ).json() as NotificationPage;
    expect(page.items.map((item) => item.kind)).toEqual(['orderShipped']);
    expect(
      (await ctx.app.services.notifications.emailOutbox(buyer.email)).some((mail) =>
        /FIRST-1/.test(mail.text),
      ),
    ).toBe(false);

    await callApi(ctx, 'POST', 'Privacy/Restrict', { token: buyer.token, payload: { restricted: false } });
    expect((await consentsOf({ token: buyer.token })).restricted).toBe(false);
    const bad = await callApi(ctx, 'POST', 'Privacy/Restrict', {
      token: buyer.token,
      payload: { restricted: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const guest = await callApi(ctx, 'POST', 'Privacy/Restrict', { payload: { restricted: true } });
    expect(guest.statusCode).toBe(401);
  });
});
