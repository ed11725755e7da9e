import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestContext } from '../../test/test-app';
import { smsQueue } from './notifications.service';
import { createHttpSmsGateway, type SmsProvider } from './sms-providers';

/** A gateway that records what it delivers, refuses phones marked failing and holds phones marked held. */
function fakeGateway() {
  const calls: { phone: string; text: string }[] = [];
  const sent: { phone: string; text: string }[] = [];
  const failing = new Set<string>();
  const held = new Map<string, Promise<void>>();
  const provider: SmsProvider = {
    name: 'fake',
    async send(phone, text) {
      calls.push({ phone, text });
      await held.get(phone);
      if (failing.has(phone)) throw new Error('gateway down');
      sent.push({ phone, text });
    },
  };
  return {
    provider,
    failing,
    /** Texts delivered to a phone, in the order they went. */
    sentTo: (phone: string) =>
      sent.filter((message) => message.phone === phone).map((message) => message.text),
    /** Tries to deliver to a phone, refused ones included. */
    callsTo: (phone: string) => calls.filter((message) => message.phone === phone).length,
    /** Holds every message to a phone until the answer is called. */
    hold(phone: string): () => void {
      let release = () => {};
      held.set(phone, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(phone);
        release();
      };
    },
  };
}

/** Polls until `check` holds; fails after 20 s. */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const gateway = fakeGateway();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { smsProvider: gateway.provider });
});
afterAll(() => ctx.close());

const outbox = (phone: string) => ctx.app.services.notifications.outbox(phone);
const allSent = (phone: string, count: number) => async () => {
  const messages = await outbox(phone);
  return messages.length === count && messages.every((message) => message.status === 'sent');
};
const queue = (messages: { phone: string; text: string; userId?: number }[]) =>
  ctx.db.transaction(async (tx) => {
    for (const message of messages) await ctx.app.services.notifications.queueSms(tx, message);
  });

describe('SMS outbox', () => {
  it('[ACC-14] a queued message is sent by the provider and marked sent', async () => {
    const phone = '994501110001';
    await queue([
      { phone, text: 'Kod: 1111' },
      { phone, text: 'Kod: 2222' },
    ]);
    await waitFor(allSent(phone, 2), 'both messages are sent');
    // Two messages of one transaction are queued at the same moment: either may go first.
    expect(gateway.sentTo(phone).sort()).toEqual(['Kod: 1111', 'Kod: 2222']);

    await queue([{ phone, text: 'Kod: 3333' }]);
    await waitFor(allSent(phone, 3), 'the third message is sent');
    expect(gateway.sentTo(phone)[2]).toBe('Kod: 3333');
    const messages = await outbox(phone);
    expect(messages.map((message) => message.status)).toEqual(['sent', 'sent', 'sent']);
    expect(messages.every((message) => message.sentAt instanceof Date && message.attempts === 0)).toBe(true);
  });

  it('[ACC-14] two nodes on one database never send the same message', async () => {
    const phone = '994501110002';
    const other = fakeGateway();
    const second = await buildTestApp(ctx.connection, {}, { smsProvider: other.provider });
    try {
      await queue(Array.from({ length: 15 }, (_, i) => ({ phone, text: `${i}` })));
      await waitFor(allSent(phone, 15), 'all 15 messages are sent');
      const texts = [...gateway.sentTo(phone), ...other.sentTo(phone)].map(Number);
      expect(texts.sort((x, y) => x - y)).toEqual([...Array(15).keys()]);
    } finally {
      await second.close();
    }
  });

  it('[ACC-14] a provider failure is retried with backoff by the queue and ends failed after 5 attempts', async () => {
    const phone = '994501110003';
    gateway.failing.add(phone);
    await queue([{ phone, text: 'Kod: 4444', userId: 1 }]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      let job: Awaited<ReturnType<typeof ctx.app.jobs.find>>[number] | undefined;
      await waitFor(async () => {
        const [message] = await outbox(phone);
        [job] = message ? await ctx.app.jobs.find(smsQueue, { smsId: message.id }) : [];
        return message?.attempts === attempt && (job?.state === 'retry' || job?.state === 'failed');
      }, `attempt ${attempt} has failed`);
      const [message] = await outbox(phone);
      expect(message).toMatchObject({
        attempts: attempt,
        lastError: 'gateway down',
        status: attempt < 5 ? 'pending' : 'failed',
        sentAt: null,
        userId: 1,
      });
      if (!job) throw new Error('the message has no job');
      if (attempt === 5) {
        expect(job.state).toBe('failed');
        break;
      }
      // Not due yet: the queue holds it back between 2^n and 2^(n+1) seconds, then it is made due.
      expect(job.state).toBe('retry');
      const delayMs = job.startAfter.getTime() - Date.now();
      expect(delayMs).toBeGreaterThan(2 ** attempt * 1000 - 1000);
      expect(delayMs).toBeLessThanOrEqual(2 ** (attempt + 1) * 1000);
      expect(gateway.callsTo(phone)).toBe(attempt);
      await ctx.app.jobs.runNow(smsQueue, job.id);
    }
    expect(gateway.callsTo(phone)).toBe(5);
    expect(gateway.sentTo(phone)).toEqual([]);
  });

  it('[ACC-14] a message queued in a transaction that rolls back is never sent', async () => {
    const phone = '994501110004';
    const jobsBefore = (await ctx.app.jobs.find(smsQueue, {})).length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.services.notifications.queueSms(tx, { phone, text: 'Kod: 5555' });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    // Neither the message nor its job exists: nothing can send it.
    expect(await outbox(phone)).toEqual([]);
    expect(await ctx.app.jobs.find(smsQueue, {})).toHaveLength(jobsBefore);
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
    const phone = '994501110006';
    await queue([{ phone, text: 'Kod: 9999' }]);
    await waitFor(allSent(phone, 1), 'the first message is sent');
    const release = gateway.hold(phone);
    await queue([{ phone, text: 'Kod: 0000' }]);

    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toMatchObject([
      { phone, text: 'Kod: 0000', status: 'pending' },
      { phone, text: 'Kod: 9999', status: 'sent' },
    ]);
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
    release();
    await waitFor(allSent(phone, 2), 'the held message is sent');

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
