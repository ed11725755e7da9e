import type { ContactMessage, ContactMessagePage } from '@bazar/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { callerOf, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { smsMessages } from '../notifications/notifications.tables';
import { ContentService } from './content.service';
import { contactMessages } from './content.tables';

let ctx: TestContext;
const tokens = { buyer: '', staff: '', admin: '' };

const call = callerOf(() => ctx, { ip: '10.0.0.1' });

async function ok<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

let ipCounter = 0;
/** A message from its own address, so the per-address limit stays out of the way. */
const send = (payload: object, options: { token?: string; lang?: string } = {}) =>
  call('POST', 'Content/Contact', { ...options, payload, ip: `10.1.0.${++ipCounter}` });

const inbox = (query: string) =>
  call('GET', `Admin/ContactMessages?${query}`, { token: tokens.staff }).then(ok<ContactMessagePage>);

beforeAll(async () => {
  ctx = await createTestApp();
  tokens.buyer = await signIn(ctx, '994500000003');
  tokens.staff = await signIn(ctx, 'staff@demo.bazar.az');
  tokens.admin = await signIn(ctx, '994500000001');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the help-and-contacts form [CNT-06]', () => {
  it('[CNT-06] a guest sends a subject and text with a name and a phone; it waits in the inbox as new', async () => {
    const sent = await ok<{ id: number }>(
      await send(
        {
          name: 'Aysel',
          phone: '+994 50 123 45 67',
          subject: 'Çatdırılma',
          text: 'Sifarişim nə vaxt gələcək?',
        },
        { lang: 'az' },
      ),
      201,
    );
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Aysel',
      phone: '994501234567',
      email: null,
      subject: 'Çatdırılma',
      body: 'Sifarişim nə vaxt gələcək?',
      lang: 'az',
      status: 'new',
    });
  });

  it("[CNT-06] a signed-in member's name, phone and e-mail come from the profile", async () => {
    const sent = await ok<{ id: number }>(
      await send(
        { subject: 'Return', text: 'How do I return a phone?' },
        { token: tokens.buyer, lang: 'en' },
      ),
      201,
    );
    const message = await ok<ContactMessage>(
      await call('GET', `Admin/ContactMessages/${sent.id}`, { token: tokens.staff }),
    );
    expect(message.phone).toBe('994500000003');
    expect(message.userId).not.toBeNull();
    expect(message.name.length).toBeGreaterThan(1);
    expect(message.lang).toBe('en');
  });

  it('refuses a guest without a phone or an e-mail, a bad phone or e-mail, and empty text, in the asked language', async () => {
    const nothing = await send({ name: 'Anon', subject: 'Hi', text: 'Hello' }, { lang: 'ru' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.phone).toEqual([
      'Укажите номер телефона или адрес электронной почты, чтобы мы могли ответить',
    ]);
    const noName = await send({ email: 'a@b.az', subject: 'Hi', text: 'Hello' }, { lang: 'en' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(['This field is required']);
    const bad = await send(
      { name: 'A', phone: '12345', email: 'not-mail', subject: '', text: ' ' },
      { lang: 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'phone', 'subject', 'text']);
    const extra = await send({ name: 'A', email: 'a@b.az', subject: 's', text: 't', status: 'done' });
    expect(extra.statusCode).toBe(400);
  });

  const textsTo = (phone: string) =>
    ctx.db.select().from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(desc(smsMessages.id));

  it('[CNT-06] a sender who gives a phone is texted a confirmation in their language, naming only the message number', async () => {
    const phone = '994551230001';
    const { id } = await ok<{ id: number }>(
      await send(
        { name: 'Олег', phone, subject: 'Где мой заказ? Позвоните 0501112233', text: 'Жду курьера' },
        { lang: 'ru' },
      ),
      201,
    );
    const [sms] = await textsTo(phone);
    expect(sms?.text).toBe(
      `Bazar: ваше обращение №${id} получено. Поддержка отвечает с понедельника по четверг, 09:00–18:00. Если это были не вы, не обращайте внимания на это сообщение.`,
    );
    // What a guest typed is never texted to the phone they typed.
    expect(sms?.text).not.toContain('0501112233');

    const az = await ok<{ id: number }>(
      await send({ name: 'Aysel', phone: '994551230002', subject: 'Sual', text: 'Salam' }, { lang: 'az' }),
      201,
    );
    expect((await textsTo('994551230002'))[0]?.text).toMatch(
      new RegExp(
        `^Bazar: müraciətiniz №${az.id} qəbul olundu\\. Dəstək xidməti bazar ertəsindən cümə axşamınadək 09:00–18:00`,
      ),
    );
  });

  it("[CNT-06] a member is texted at the profile's phone; a sender who gives only an e-mail gets no SMS", async () => {
    const { id } = await ok<{ id: number }>(
      await send({ subject: 'Size', text: 'Which size?' }, { token: tokens.buyer, lang: 'en' }),
      201,
    );
    const [sms] = await textsTo('994500000003');
    expect(sms?.text).toBe(
      `Bazar: your message No. ${id} is received. Support answers Monday to Thursday, 09:00–18:00. If this was not you, ignore this message.`,
    );
    expect(sms?.userId).not.toBeNull();

    const before = await ctx.db.$count(smsMessages);
    await ok(await send({ name: 'Nigar', email: 'n@example.az', subject: 'Hi', text: 'Hello' }), 201);
    expect(await ctx.db.$count(smsMessages)).toBe(before);
  });

  it('[CNT-06] a guest who leaves only an e-mail gets the confirmation by e-mail, in their language, without what they wrote', async () => {
    const email = `guest-${Date.now()}@example.az`;
    const { id } = await ok<{ id: number }>(
      await send(
        { name: 'Tom', email, subject: 'Invoice', text: 'Please send <b>the</b> invoice' },
        { lang: 'en' },
      ),
      201,
    );
    const [confirmation] = await ctx.app.services.notifications.emailOutbox(email);
    expect(confirmation).toMatchObject({ subject: `Your message No. ${id} is received — Bazar` });
    expect(confirmation?.text).toContain('Hello, Tom!');
    expect(confirmation?.text).toContain('Support answers Monday to Thursday, 09:00–18:00 (Baku time).');
    expect(confirmation?.text).toContain('You get this e-mail because you wrote to Bazar’s support.');
    expect(confirmation?.text).not.toContain('invoice');
    expect(confirmation?.html).toContain('href="http://bazar.test/en/help"');
  });

  it('[CNT-06] stores the message and its confirmation together: when the SMS cannot be queued, no message is kept', async () => {
    const failing = new ContentService(ctx.db, ctx.app.services.accounts, {
      queueSms: async () => {
        throw new Error('outbox unavailable');
      },
      queueLaidOutEmail: async () => {
        throw new Error('outbox unavailable');
      },
    });
    const subject = `Atomic ${Date.now()}`;
    await expect(
      failing.contact(null, { name: 'Tural', phone: '994551230003', subject, text: 'x' }, 'az'),
    ).rejects.toThrow('outbox unavailable');
    expect(await ctx.db.$count(contactMessages, eq(contactMessages.subject, subject))).toBe(0);
  });

  it('[CNT-06] texts one phone at most five confirmations an hour, whatever addresses the messages come from', async () => {
    const payload = { name: 'Pump', phone: '994551230004', subject: 'S', text: 'T' };
    for (let attempt = 0; attempt < 5; attempt++) await ok(await send(payload), 201);
    const limited = await send(payload, { lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('error.rateLimited');
    expect(await textsTo('994551230004')).toHaveLength(5);
  });

  it('is limited per address: the eleventh message within an hour is a 429 with Retry-After', async () => {
    const payload = (attempt: number) => ({
      name: 'Flood',
      email: `flood-${attempt}@example.az`,
      subject: 'Spam',
      text: 'Again',
    });
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await call('POST', 'Content/Contact', { payload: payload(attempt), ip: '10.9.9.9' })).statusCode,
      ).toBe(201);
    const limited = await call('POST', 'Content/Contact', {
      payload: payload(10),
      ip: '10.9.9.9',
      lang: 'en',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('error.rateLimited');
  });

  it('sends one phone or e-mail at most 5 confirmations an hour, from however many addresses', async () => {
    const payload = { name: 'Flood', email: 'target@example.az', subject: 'Spam', text: 'Again' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await send(payload)).statusCode).toBe(201);
    expect((await send(payload)).statusCode).toBe(429);
    expect(await ctx.app.services.notifications.emailOutbox('target@example.az')).toHaveLength(5);
  });
});

describe('the contact inbox', () => {
  it('lists new messages the longest waiting first with the count of each status, paged', async () => {
    const ids: number[] = [];
    for (const minutesAgo of [30, 90, 60]) {
      const { id } = await ok<{ id: number }>(
        await send({ name: 'Order', email: 'o@example.az', subject: `Waiting ${minutesAgo}`, text: 'x' }),
        201,
      );
      await ctx.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - make_interval(days => 400, mins => ${minutesAgo})` })
        .where(eq(contactMessages.id, id));
      ids.push(id);
    }
    const page = await inbox('status=new&pageSize=2');
    expect(page.items.map((m) => m.id)).toEqual([ids[1], ids[2]]);
    expect(page.total).toBe(page.counts.new);
    expect(page.counts.new).toBe(await ctx.db.$count(contactMessages, eq(contactMessages.status, 'new')));
    const second = await inbox('status=new&pageSize=2&page=2');
    expect(second.items[0]?.id).toBe(ids[0]);
    expect((await call('GET', 'Admin/ContactMessages?status=lost', { token: tokens.staff })).statusCode).toBe(
      400,
    );
  });

  it('answers by SMS: the text lands in the SMS outbox to the sender, the message is answered, then done; each audited', async () => {
    const { id } = await ok<{ id: number }>(
      await send({ name: 'Rəşad', phone: '994551112233', subject: 'Kart', text: 'Hissə-hissə ödəmək olar?' }),
      201,
    );
    const text = 'Salam! Bəli, Bazar kartı ilə 3-12 aya bölə bilərsiniz.';
    const answered = await ok<ContactMessage>(
      await call('POST', `Admin/ContactMessages/${id}/Answer`, {
        token: tokens.staff,
        payload: { channel: 'sms', text },
      }),
    );
    expect(answered).toMatchObject({ status: 'answered', answer: text, answeredVia: 'sms' });
    expect(answered.answeredBy).toEqual(expect.any(String));
    const [sms] = await ctx.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, '994551112233'))
      .orderBy(desc(smsMessages.id));
    expect(sms?.text).toBe(text);

    const answeredList = await inbox('status=answered');
    expect(answeredList.items[0]?.id).toBe(id);

    const done = await ok<ContactMessage>(
      await call('POST', `Admin/ContactMessages/${id}/Done`, { token: tokens.admin }),
    );
    expect(done.status).toBe('done');
    const again = await call('POST', `Admin/ContactMessages/${id}/Done`, { token: tokens.staff, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This message is already closed');
    const late = await call('POST', `Admin/ContactMessages/${id}/Answer`, {
      token: tokens.staff,
      payload: { channel: 'sms', text: 'more' },
    });
    expect(late.statusCode).toBe(409);

    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'contact_message'), eq(auditLog.subjectId, id)))
      .orderBy(desc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['contact.done', 'contact.answerSms']);
    expect(rows[1]?.after).toEqual({ status: 'answered', answer: text, answeredVia: 'sms' });
    expect(rows[0]?.before).toEqual({ status: 'answered' });
  });

  it('an e-mail-only message cannot be texted; the answer sent from the support mailbox is recorded, no SMS', async () => {
    const { id } = await ok<{ id: number }>(
      await send({ name: 'Nigar', email: 'nigar@example.az', subject: 'Invoice', text: 'Need an invoice' }),
      201,
    );
    const sms = await call('POST', `Admin/ContactMessages/${id}/Answer`, {
      token: tokens.staff,
      lang: 'az',
      payload: { channel: 'sms', text: 'Salam' },
    });
    expect(sms.statusCode).toBe(409);
    expect(sms.json().detail).toBe('Göndərən telefon nömrəsi verməyib, SMS ilə cavab vermək olmaz');
    const before = await ctx.db.$count(smsMessages);
    const recorded = await ok<ContactMessage>(
      await call('POST', `Admin/ContactMessages/${id}/Answer`, {
        token: tokens.staff,
        payload: { channel: 'email', text: 'Sent the invoice by e-mail.' },
      }),
    );
    expect(recorded).toMatchObject({ status: 'answered', answeredVia: 'email' });
    expect(await ctx.db.$count(smsMessages)).toBe(before);
  });

  it('refuses an empty or too long SMS answer in the asked language, and unknown messages', async () => {
    const { id } = await ok<{ id: number }>(
      await send({ name: 'Long', phone: '994551112244', subject: 's', text: 't' }),
      201,
    );
    const long = await call('POST', `Admin/ContactMessages/${id}/Answer`, {
      token: tokens.staff,
      lang: 'en',
      payload: { channel: 'sms', text: 'x'.repeat(451) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.text).toEqual(['An SMS answer can be at most 450 characters']);
    const empty = await call('POST', `Admin/ContactMessages/${id}/Answer`, {
      token: tokens.staff,
      payload: { channel: 'sms', text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await call('GET', 'Admin/ContactMessages/999999', { token: tokens.staff })).statusCode).toBe(404);
    expect(
      (await call('POST', 'Admin/ContactMessages/999999/Done', { token: tokens.staff })).statusCode,
    ).toBe(404);
  });
});
