import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { NotificationsService } from './notifications.service';
import { smsMessages } from './notifications.tables';
import { createHttpSmsGateway, type SmsProvider } from './sms-providers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A provider that records what it sends, or fails with `error` when one is set. */
function fakeProvider(options: { error?: string; delayMs?: number } = {}) {
  const sent: { phone: string; text: string }[] = [];
  const provider: SmsProvider = {
    name: 'fake',
    async send(phone, text) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.error) throw new Error(options.error);
      sent.push({ phone, text });
    },
  };
  return { provider, sent };
}

const serviceWith = (provider: SmsProvider) => new NotificationsService(ctx.db, provider, ctx.app.log);

/** Makes a message due now, as if its backoff had passed. */
const makeDue = (id: number) =>
  ctx.db
    .update(smsMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(smsMessages.id, id));

describe('SMS outbox', () => {
  it('[ACC-14] a queued message is sent by the provider and marked sent', async () => {
    const { provider, sent } = fakeProvider();
    const service = serviceWith(provider);
    const phone = '994501110001';
    await ctx.db.transaction(async (tx) => {
      await service.queueSms(tx, { phone, text: 'Kod: 1111' });
      await service.queueSms(tx, { phone, text: 'Kod: 2222' });
    });
    expect(await service.dispatchPending()).toBe(2);
    expect(sent).toEqual([
      { phone, text: 'Kod: 1111' },
      { phone, text: 'Kod: 2222' },
    ]);

    await ctx.db.transaction((tx) => service.queueSms(tx, { phone, text: 'Kod: 3333' }));
    service.kick();
    await service.stop();
    expect(sent.map((message) => message.text)).toEqual(['Kod: 1111', 'Kod: 2222', 'Kod: 3333']);
    const outbox = await service.outbox(phone);
    expect(outbox.map((message) => message.status)).toEqual(['sent', 'sent', 'sent']);
    expect(outbox.every((message) => message.sentAt instanceof Date && message.attempts === 0)).toBe(true);
  });

  it('[ACC-14] two dispatchers never send the same message', async () => {
    const phone = '994501110002';
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 15; i++) await ctx.app.services.notifications.queueSms(tx, { phone, text: `${i}` });
    });
    const first = fakeProvider({ delayMs: 5 });
    const second = fakeProvider({ delayMs: 5 });
    const a = serviceWith(first.provider);
    const b = serviceWith(second.provider);
    const counts = await Promise.all([a.dispatchPending(), b.dispatchPending(), a.dispatchPending()]);
    const texts = [...first.sent, ...second.sent].map((message) => Number(message.text));
    expect(texts.sort((x, y) => x - y)).toEqual([...Array(15).keys()]);
    expect(counts[0] + counts[1]).toBe(15);
  });

  it('[ACC-14] a provider failure is retried with backoff and ends failed after 5 attempts', async () => {
    const { provider } = fakeProvider({ error: 'gateway down' });
    const service = serviceWith(provider);
    const send = vi.spyOn(provider, 'send');
    const phone = '994501110003';
    await ctx.db.transaction((tx) => service.queueSms(tx, { phone, text: 'Kod: 4444', userId: 1 }));

    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = Date.now();
      expect(await service.dispatchPending()).toBe(0);
      const [message] = await service.outbox(phone);
      if (!message) throw new Error('the message is gone');
      expect(message).toMatchObject({
        attempts: attempt,
        lastError: 'gateway down',
        status: attempt < 5 ? 'pending' : 'failed',
        sentAt: null,
        userId: 1,
      });
      if (attempt < 5) {
        const delayMs = message.nextAttemptAt.getTime() - before;
        expect(delayMs).toBeGreaterThan(2 ** attempt * 1000 - 1000);
        expect(delayMs).toBeLessThan(2 ** attempt * 1000 + 1000);
        // Not due yet: another dispatch leaves it alone.
        await service.dispatchPending();
        expect(send).toHaveBeenCalledTimes(attempt);
      }
      await makeDue(message.id);
    }
    await service.dispatchPending();
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('[ACC-14] a message queued in a transaction that rolls back is never sent', async () => {
    const { provider, sent } = fakeProvider();
    const service = serviceWith(provider);
    const phone = '994501110004';
    await expect(
      ctx.db.transaction(async (tx) => {
        await service.queueSms(tx, { phone, text: 'Kod: 5555' });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    await service.dispatchPending();
    expect(sent).toEqual([]);
    expect(await service.outbox(phone)).toEqual([]);
  });

  it('[ACC-14] the HTTP gateway posts the message as JSON with the token, and throws on an error status', async () => {
    const requests: { headers: IncomingHttpHeaders; body: unknown }[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(body) });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    try {
      await createHttpSmsGateway({ gatewayUrl, gatewayToken: 'secret-token', sender: 'Bazar' }).send(
        '994501110005',
        'Kod: 6666',
      );
      expect(requests[0]?.body).toEqual({ to: '994501110005', from: 'Bazar', text: 'Kod: 6666' });
      expect(requests[0]?.headers).toMatchObject({
        authorization: 'Bearer secret-token',
        'content-type': 'application/json',
      });

      await createHttpSmsGateway({ gatewayUrl, sender: 'Bazar' }).send('994501110005', 'Kod: 7777');
      expect(requests[1]?.headers.authorization).toBeUndefined();

      status = 500;
      await expect(
        createHttpSmsGateway({ gatewayUrl, sender: 'Bazar' }).send('994501110005', 'Kod: 8888'),
      ).rejects.toThrow(/500/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('[ACC-14] GET dev/SmsOutbox lists the latest messages to a phone and checks the phone', async () => {
    const { notifications } = ctx.app.services;
    const phone = '994501110006';
    await ctx.db.transaction((tx) => notifications.queueSms(tx, { phone, text: 'Kod: 9999' }));
    await notifications.dispatchPending();
    await ctx.db.transaction((tx) => notifications.queueSms(tx, { phone, text: 'Kod: 0000' }));

    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toMatchObject([
      { phone, text: 'Kod: 0000', status: 'pending' },
      { phone, text: 'Kod: 9999', status: 'sent' },
    ]);
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
    await notifications.dispatchPending();

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/dev/SmsOutbox?phone=0501110006',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toEqual(['The phone number must look like 994XXXXXXXXX']);
  });

  it('[ACC-14] with the development outbox off (a real gateway, or production), dev/SmsOutbox does not exist', async () => {
    const production = await createTestApp({ env: 'production', sms: { sender: 'Bazar', devOutbox: false } });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/v1/dev/SmsOutbox?phone=994501110006',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
