import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FcmServiceAccount, loadConfig } from '../../config';
import { eventually } from '../../test/payments-support';
import { callApi, createTestApp, passSecondFactor, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { NotificationsPersonalData } from './notifications.personal-data';
import type { Note } from './notifications.service';
import { pushQueue } from './notifications.service';
import { pushMessages, pushTokens } from './notifications.tables';
import { createFcmProvider } from './push-providers';

const project = 'bazar-test';
const clientEmail = 'pushes@bazar-test.iam.gserviceaccount.com';

/** What FCM was asked to deliver: the message's token, notification and data. */
interface Delivered {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
}

/**
 * Google's token endpoint and FCM's `messages:send`, on this machine. The token endpoint checks the
 * service account's signed assertion; FCM checks the access token, refuses tokens starting with
 * `dead-` (404 UNREGISTERED), `bad-` (400 INVALID_ARGUMENT on message.token) and `badpayload-`
 * (400 INVALID_ARGUMENT on another field), and fails `flaky-` tokens once with a 503.
 */
async function fakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const verifyKey = await importSPKI(await exportSPKI(publicKey), 'RS256');
  const delivered: Delivered[] = [];
  const calls: string[] = [];
  const flakyFailed = new Set<string>();
  let issued = 0;
  const valid = new Set<string>();
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const body = await read(request);
    calls.push(`${request.method} ${request.url}`);
    if (request.url === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return answer(400, { error: 'unsupported_grant_type' });
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, {
          issuer: clientEmail,
          audience: `${baseUrl}/token`,
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging')
          return answer(400, { error: 'invalid_scope' });
      } catch {
        return answer(400, { error: 'invalid_grant' });
      }
      issued += 1;
      valid.add(`access-${issued}`);
      return answer(200, { access_token: `access-${issued}`, expires_in: 3599, token_type: 'Bearer' });
    }
    if (request.url !== `/v1/projects/${project}/messages:send`) return answer(404, {});
    if (!valid.has(request.headers.authorization?.replace(/^Bearer /, '') ?? ''))
      return answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    const { message } = JSON.parse(body) as { message: Delivered };
    const fcmError = (code: number, status: string, errorCode: string, field?: string) =>
      answer(code, {
        error: {
          code,
          message:
            field === 'message.token' ? 'The registration token is not a valid FCM registration token' : 'x',
          status,
          details: [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
            ...(field
              ? [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field }] }]
              : []),
          ],
        },
      });
    if (message.token.startsWith('dead-')) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
    if (message.token.startsWith('bad-'))
      return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'message.token');
    if (message.token.startsWith('badpayload-'))
      return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'message.data');
    if (message.token.startsWith('flaky-') && !flakyFailed.has(message.token)) {
      flakyFailed.add(message.token);
      return answer(503, { error: { code: 503, status: 'UNAVAILABLE' } });
    }
    delivered.push(message);
    return answer(200, { name: `projects/${project}/messages/${delivered.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: FcmServiceAccount = {
    projectId: project,
    clientEmail,
    privateKey: await exportPKCS8(privateKey),
    privateKeyId: 'key-1',
    tokenUri: `${baseUrl}/token`,
  };
  return {
    account,
    baseUrl,
    delivered,
    /** How many access tokens were asked for. */
    tokensIssued: () => issued,
    /** FCM forgets the access token it gave last (as when one runs out early). */
    revokeLatestAccess: () => valid.delete(`access-${issued}`),
    to: (token: string) => delivered.filter((message) => message.token === token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let google: Awaited<ReturnType<typeof fakeGoogle>>;
let ctx: TestContext;
beforeAll(async () => {
  google = await fakeGoogle();
  ctx = await createTestApp({}, { pushProvider: createFcmProvider(google.account, google.baseUrl) });
});
afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

const buyerPhone = '994500000003';
const sellerPhone = '994500000002';
const staffPhone = '994500000004';
const adminPhone = '994500000001';

let serial = 0;
/** A device's token no other test uses, FCM-like. */
const newToken = (prefix = 'fcm') => {
  serial += 1;
  return `${prefix}-${serial}-${Date.now().toString(36)}:APA91b${'x'.repeat(140)}`;
};

/** Signs in with a language: the member's pushes are worded in it from then on. */
async function signIn(phone: string, lang = 'az'): Promise<string> {
  const response = await callApi(ctx, 'POST', 'auth', {
    payload: { phoneOrEmail: phone, password: 'demo1234' },
    lang,
  });
  expect(response.statusCode, response.body).toBe(200);
  // An operator's session passes the second factor, as the code step would.
  await passSecondFactor(ctx, response.json());
  return response.json().token;
}

const register = (session: string, token: string, platform = 'android') =>
  callApi(ctx, 'POST', 'Notifications/PushToken', { token: session, payload: { token, platform } });

async function userIdOf(phone: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no account has ${phone}`);
  return row.id;
}

/** Raises a notification as the domain that owns the event does, in a transaction of its own. */
async function notify(phone: string, note: Note): Promise<void> {
  const userId = await userIdOf(phone);
  await ctx.db.transaction((tx) => ctx.app.services.notifications.notify(tx, userId, note));
}

const backInStock = (title: string): Note => ({ kind: 'backInStock', params: { title }, link: '/product/5' });

interface OutboxItem {
  token: string;
  title: string;
  body: string;
  link: string | null;
  status: string;
}
async function pushOutbox(token: string): Promise<OutboxItem[]> {
  const response = await callApi(ctx, 'GET', `dev/PushOutbox?token=${encodeURIComponent(token)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** Waits until every push written to the token has been handled (sent or failed). */
const settled = (token: string) =>
  eventually(
    () => pushOutbox(token),
    (items) => items.every((item) => item.status !== 'pending'),
    15_000,
  );

describe('push notifications to the mobile app [CNT-08]', () => {
  it('[CNT-08] a phone that registered its token is pushed what shows in the bell, in the member’s language, with the page as data', async () => {
    const session = await signIn(buyerPhone, 'ru');
    const token = newToken();
    const registered = await register(session, token, 'ios');
    expect(registered.statusCode, registered.body).toBe(204);

    await notify(buyerPhone, backInStock('Lampa'));
    const [push] = await settled(token);
    expect(push).toMatchObject({
      title: 'Товар снова в продаже',
      body: 'Lampa, который вы ждали, снова в наличии.',
      link: '/product/5',
      status: 'sent',
    });
    expect(google.to(token)).toEqual([
      {
        token,
        notification: { title: 'Товар снова в продаже', body: 'Lampa, который вы ждали, снова в наличии.' },
        data: { kind: 'backInStock', link: '/product/5' },
      },
    ]);
    // The bell has the same notification.
    const bell = await callApi(ctx, 'GET', 'Notifications', { token: session, lang: 'ru' });
    expect(bell.json().items[0]).toMatchObject({ kind: 'backInStock', title: 'Товар снова в продаже' });
  });

  it('[CNT-08] a member without a registered phone is pushed nothing', async () => {
    await signIn(adminPhone);
    const adminId = await userIdOf(adminPhone);
    await notify(adminPhone, backInStock('Çaynik'));
    expect(await ctx.db.select().from(pushMessages).where(eq(pushMessages.userId, adminId))).toEqual([]);
  });

  it('[CNT-08] a kind turned off for the site is not pushed either; one left on is', async () => {
    const session = await signIn(buyerPhone, 'en');
    const token = newToken();
    expect((await register(session, token)).statusCode).toBe(204);
    const saved = await callApi(ctx, 'PUT', 'Notifications/Settings', {
      token: session,
      payload: { items: [{ kind: 'priceDropped', site: false, sms: false, email: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await notify(buyerPhone, { kind: 'priceDropped', params: { title: 'Lampa', price: 10, was: 12 } });
    await notify(buyerPhone, backInStock('Ütü'));
    expect((await settled(token)).map((push) => push.title)).toEqual(['Back in stock']);
  });

  it('[CNT-08] a new token from the same session replaces the old one, and a token registered by another session or account moves there', async () => {
    const phone = await signIn(buyerPhone, 'en');
    const first = newToken();
    const second = newToken();
    expect((await register(phone, first)).statusCode).toBe(204);
    expect((await register(phone, second)).statusCode).toBe(204);
    await notify(buyerPhone, backInStock('Ketçup'));
    expect(await pushOutbox(first)).toEqual([]);
    expect(await settled(second)).toHaveLength(1);

    // The phone is handed to the seller, who signs in on it: the buyer's news stops reaching it.
    const seller = await signIn(sellerPhone, 'en');
    expect((await register(seller, second)).statusCode).toBe(204);
    await notify(buyerPhone, backInStock('Sabun'));
    await notify(sellerPhone, { kind: 'lowStock', params: { title: 'Lampa', count: 2 } });
    expect((await settled(second)).map((push) => push.body)).toEqual([
      'Lampa: only 2 items left in stock.',
      'Ketçup, which you were waiting for, is back in stock.',
    ]);
    expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.token, second))).toMatchObject([
      { userId: await userIdOf(sellerPhone), platform: 'android' },
    ]);
  });

  it('[CNT-08] signing out, ending the session from the sessions list, signing out everywhere and turning pushes off each stop the pushes to that phone', async () => {
    const laptop = await signIn(buyerPhone, 'en');
    // Only the laptop stays signed in, so the sessions list shows it and the phone of each round.
    expect((await callApi(ctx, 'POST', 'user/Sessions/SignOutOthers', { token: laptop })).statusCode).toBe(
      200,
    );
    const ways: [string, (phone: string) => Promise<number>][] = [
      ['sign-out', async (phone) => (await callApi(ctx, 'POST', 'auth/Logout', { token: phone })).statusCode],
      [
        'ended from the list',
        async () => {
          const sessions = (await callApi(ctx, 'GET', 'user/Sessions', { token: laptop })).json().items as {
            id: string;
            current: boolean;
          }[];
          const phone = sessions.find((session) => !session.current);
          return (await callApi(ctx, 'DELETE', `user/Sessions/${phone?.id}`, { token: laptop })).statusCode;
        },
      ],
      [
        'pushes turned off',
        async (phone) =>
          (await callApi(ctx, 'DELETE', 'Notifications/PushToken', { token: phone })).statusCode,
      ],
    ];
    for (const [way, end] of ways) {
      const phone = await signIn(buyerPhone, 'en');
      const token = newToken();
      expect((await register(phone, token)).statusCode).toBe(204);
      expect([200, 204], way).toContain(await end(phone));
      expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.token, token)), way).toEqual([]);
      await notify(buyerPhone, backInStock(way));
      expect(await pushOutbox(token), way).toEqual([]);
    }

    // Everywhere: the laptop's own phone and another one both stop hearing.
    const phones = [await signIn(buyerPhone, 'en'), await signIn(buyerPhone, 'en')];
    const tokens = [newToken(), newToken()];
    for (const [i, phone] of phones.entries())
      expect((await register(phone, tokens[i] ?? '')).statusCode).toBe(204);
    expect(
      (await callApi(ctx, 'POST', 'user/Sessions/SignOutEverywhere', { token: laptop })).statusCode,
    ).toBe(200);
    await notify(buyerPhone, backInStock('everywhere'));
    for (const token of tokens) expect(await pushOutbox(token)).toEqual([]);
  });

  it('[CNT-08] a phone of an account an operator blocks is forgotten with its sessions', async () => {
    const admin = await signIn(adminPhone);
    const staff = await signIn(staffPhone, 'en');
    const token = newToken();
    expect((await register(staff, token)).statusCode).toBe(204);
    const staffId = await userIdOf(staffPhone);
    const blocked = await callApi(ctx, 'POST', `Admin/Users/${staffId}/Block`, {
      token: admin,
      payload: { note: 'push test' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await callApi(ctx, 'POST', `Admin/Users/${staffId}/Unblock`, { token: admin })).statusCode).toBe(
      200,
    );
    await notify(staffPhone, backInStock('after the block'));
    expect(await pushOutbox(token)).toEqual([]);
  });

  it('[CNT-08] a push written before its phone signed out is not delivered', async () => {
    const phone = await signIn(buyerPhone, 'en');
    const token = newToken();
    expect((await register(phone, token)).statusCode).toBe(204);
    // Written, and the phone forgotten, in one transaction: the worker only sees it once the phone is gone.
    const userId = await userIdOf(buyerPhone);
    await ctx.db.transaction(async (tx) => {
      await ctx.app.services.notifications.notify(tx, userId, backInStock('too late'));
      await tx.delete(pushTokens).where(eq(pushTokens.token, token));
    });
    const [push] = await settled(token);
    expect(push).toMatchObject({ title: 'Back in stock', status: 'failed' });
    expect(google.to(token)).toEqual([]);
  });

  it('[CNT-08] a token FCM no longer knows, or says is not a token, is forgotten; a refusal about the message is not', async () => {
    const session = await signIn(buyerPhone, 'en');
    for (const prefix of ['dead', 'bad']) {
      const token = newToken(prefix);
      expect((await register(session, token)).statusCode).toBe(204);
      await notify(buyerPhone, backInStock(prefix));
      const [push] = await settled(token);
      expect(push?.status, prefix).toBe('failed');
      expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.token, token)), prefix).toEqual([]);
      // Tried once: a dead token is not retried.
      const [row] = await ctx.db.select().from(pushMessages).where(eq(pushMessages.token, token));
      expect(row).toMatchObject({ attempts: 1, lastError: 'the token is no longer registered' });
    }

    const token = newToken('badpayload');
    expect((await register(session, token)).statusCode).toBe(204);
    await notify(buyerPhone, backInStock('payload'));
    const [row] = await eventually(
      () => ctx.db.select().from(pushMessages).where(eq(pushMessages.token, token)),
      (rows) => rows[0]?.attempts === 1,
    );
    expect(row).toMatchObject({ status: 'pending', lastError: 'FCM answered 400 INVALID_ARGUMENT' });
    expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.token, token))).toHaveLength(1);
  });

  it('[CNT-08] an FCM outage is retried by the queue like a text message, and the push then goes once', async () => {
    const session = await signIn(buyerPhone, 'en');
    const token = newToken('flaky');
    expect((await register(session, token)).statusCode).toBe(204);
    await notify(buyerPhone, backInStock('retry'));
    const [failed] = await eventually(
      () => ctx.db.select().from(pushMessages).where(eq(pushMessages.token, token)),
      (rows) => rows[0]?.attempts === 1,
    );
    expect(failed).toMatchObject({ status: 'pending', lastError: 'FCM answered 503 UNAVAILABLE' });
    const [job] = await ctx.app.jobs.find(pushQueue, { pushId: failed?.id });
    expect(job?.state).toBe('retry');
    if (job) await ctx.app.jobs.runNow(pushQueue, job.id);
    expect((await settled(token))[0]?.status).toBe('sent');
    expect(google.to(token)).toHaveLength(1);
  });
});

describe('the FCM sender [CNT-08]', () => {
  it('[CNT-08] exchanges a signed assertion for an access token once, keeps it, and asks again when FCM refuses it', async () => {
    const fcm = createFcmProvider(google.account, google.baseUrl);
    const before = google.tokensIssued();
    const push = { title: 'Salam', body: 'Sifarişiniz yoldadır', data: { kind: 'orderShipped' } };
    expect(await fcm.send({ ...push, token: 'fcm-direct-1' })).toBe('sent');
    expect(await fcm.send({ ...push, token: 'fcm-direct-2' })).toBe('sent');
    expect(google.tokensIssued()).toBe(before + 1);

    google.revokeLatestAccess();
    await expect(fcm.send({ ...push, token: 'fcm-direct-3' })).rejects.toThrow('FCM answered 401');
    expect(await fcm.send({ ...push, token: 'fcm-direct-3' })).toBe('sent');
    expect(google.tokensIssued()).toBe(before + 2);
    expect(google.to('fcm-direct-3')).toEqual([
      {
        token: 'fcm-direct-3',
        notification: { title: 'Salam', body: 'Sifarişiniz yoldadır' },
        data: { kind: 'orderShipped' },
      },
    ]);
  });

  it('[CNT-08] a key the token endpoint does not accept is a refusal to retry, not a dead token', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const stranger = createFcmProvider(
      { ...google.account, privateKey: await exportPKCS8(privateKey) },
      google.baseUrl,
    );
    await expect(stranger.send({ token: 'fcm-stranger', title: 't', body: 'b', data: {} })).rejects.toThrow(
      "FCM's token endpoint answered 400",
    );
  });

  it('[CNT-08] FCM_SERVICE_ACCOUNT is read as the key’s JSON or the path of its file; without it pushes stay in the development outbox', async () => {
    const key = {
      type: 'service_account',
      project_id: project,
      private_key_id: 'key-1',
      private_key: google.account.privateKey,
      client_email: clientEmail,
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    const expected = {
      projectId: project,
      clientEmail,
      privateKey: google.account.privateKey,
      privateKeyId: 'key-1',
    };
    expect(loadConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(key) }).push).toEqual({
      fcm: { ...expected, tokenUri: 'https://oauth2.googleapis.com/token' },
      devOutbox: false,
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'h-push-'));
    try {
      const file = path.join(dir, 'service-account.json');
      await writeFile(file, JSON.stringify(key));
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: file }).push.fcm).toMatchObject(expected);
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: path.join(dir, 'missing.json') })).toThrow(
        /FCM_SERVICE_ACCOUNT names no readable file/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The message names what is missing and never repeats the key.
    const incomplete = JSON.stringify({ ...key, client_email: undefined });
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: incomplete })).toThrow(/needs project_id, client_email/);
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: incomplete })).not.toThrow(/PRIVATE KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).push).toEqual({ devOutbox: true });
    expect(loadConfig({ NODE_ENV: 'production' }).push).toEqual({ devOutbox: false });
  });
});

describe('registering a push token [ERR-01]', () => {
  it('[ERR-01] refuses a wrong platform, an empty, spaced or huge token and unknown fields with the field’s message, and a caller without a session', async () => {
    const session = await signIn(buyerPhone, 'en');
    const refused = async (payload: object) => {
      const response = await callApi(ctx, 'POST', 'Notifications/PushToken', {
        token: session,
        payload,
        lang: 'en',
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ token: newToken(), platform: 'windows' })).toEqual({
      platform: ['The platform must be ios or android'],
    });
    expect(await refused({ token: '  ', platform: 'ios' })).toEqual({ token: ['This field is required'] });
    expect(await refused({ token: 'a'.repeat(5000), platform: 'ios' })).toEqual({
      token: ['The text is too long'],
    });
    expect(await refused({ token: 'two words', platform: 'ios' })).toEqual({
      token: ['The value is not valid'],
    });
    expect(await refused({ platform: 'ios' })).toEqual({ token: ['This field is required'] });
    expect(Object.keys(await refused({ token: newToken(), platform: 'ios', userId: 1 }))).toHaveLength(1);
    const az = await callApi(ctx, 'POST', 'Notifications/PushToken', {
      token: session,
      payload: { token: newToken(), platform: 'web' },
      lang: 'az',
    });
    expect(az.json().errors).toEqual({ platform: ['Platforma ios və ya android olmalıdır'] });

    const anonymous = await callApi(ctx, 'POST', 'Notifications/PushToken', {
      payload: { token: newToken(), platform: 'ios' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await callApi(ctx, 'DELETE', 'Notifications/PushToken')).statusCode).toBe(401);
  });
});

describe('push tokens as personal data [PRV-04, PRV-01]', () => {
  it('[PRV-04] the copy of a person’s data lists their phones and pushes without the tokens; [PRV-01] the purge removes both', async () => {
    const session = await signIn(sellerPhone, 'en');
    const token = newToken();
    expect((await register(session, token, 'ios')).statusCode).toBe(204);
    await notify(sellerPhone, {
      kind: 'productApproved',
      params: { title: 'Lampa' },
      link: '/shop/product/5/edit',
    });
    await settled(token);
    const sellerId = await userIdOf(sellerPhone);
    const holder = new NotificationsPersonalData(ctx.db);
    const copy = (await holder.exportOf(sellerId)) as {
      pushDevices: { platform: string }[];
      pushes: { title: string; link: string | null; status: string }[];
    };
    expect(copy.pushDevices).toContainEqual(expect.objectContaining({ platform: 'ios' }));
    expect(copy.pushes[0]).toMatchObject({
      title: 'Product approved',
      link: '/shop/product/5/edit',
      status: 'sent',
    });
    expect(JSON.stringify(copy)).not.toContain(token);

    await ctx.db.transaction((tx) => holder.erase(tx, { userId: sellerId, phone: null, email: null }));
    expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, sellerId))).toEqual([]);
    expect(await ctx.db.select().from(pushMessages).where(eq(pushMessages.userId, sellerId))).toEqual([]);
  });
});
