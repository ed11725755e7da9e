import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '@bazar/contracts';
import { hash } from '@node-rs/argon2';
import { desc, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAccount, smsCodeTo, type TestContext, testConfig } from '../../test/test-app';
import { passwordResets, users } from './accounts.tables';
import { SessionTokens } from './session-tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let serial = 0;
/** A person nobody has registered yet: a fresh phone and email per call. */
function newPerson(accountType: number = Role.Customer) {
  serial += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(3, '0');
  return {
    accountType,
    firstName: 'Leyla',
    lastName: 'Quliyeva',
    phone: `99455${n.slice(-7)}`,
    email: `leyla.${n}@example.az`,
  };
}

function registration(accountType: number = Role.Customer) {
  return {
    ...newPerson(accountType),
    password: 'secret12',
    confirmPassword: 'secret12',
    acceptTerms: true,
    ...(accountType === Role.Seller
      ? { shopName: `Leyla Butik ${serial}`, shopSite: 'https://leyla.az' }
      : {}),
  };
}

/** Step one's fields of a registration. */
function newPersonOf(body: ReturnType<typeof registration>) {
  const { accountType, firstName, lastName, phone, email } = body;
  return { accountType, firstName, lastName, phone, email };
}

/** The texts sent to a phone, newest first. */
async function outboxTexts(phone: string): Promise<string[]> {
  const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
  return (outbox.json() as { items: { text: string }[] }).items.map((item) => item.text);
}

let ipSerial = 0;
/** Each test its own client address, so the per-IP limits of one test do not spill into another. */
const freshIp = () => `10.0.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

function post(url: string, payload: unknown, options: { token?: string; lang?: string; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'accept-language': options.lang ?? 'az',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

function getProfile(token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function registered(accountType: number = Role.Customer) {
  const body = registration(accountType);
  const response = await registerAccount(ctx.app, body, { ip: freshIp() });
  expect(response.statusCode).toBe(201);
  return { body, session: response.json() as { token: string; accountType: number; id: number } };
}

describe('registration', () => {
  it('[ACC-06] CheckUser checks the details and texts the phone a code, answering a taken phone and email alike', async () => {
    const person = newPerson();
    const free = await post('/user/CheckUser', person);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true, resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await smsCodeTo(ctx.app, person.phone)).toMatch(/^\d{6}$/);

    const holder = newPerson();
    await registerAccount(ctx.app, { ...registration(), phone: holder.phone, email: holder.email });
    // A minute later, as a stranger trying the holder's phone and email would.
    await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '2 minutes'`);
    const taken = await post('/user/CheckUser', { ...newPerson(), phone: holder.phone, email: holder.email });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    // The holder hears of it by SMS; the stranger learns nothing and gets no code.
    const [text] = await outboxTexts(holder.phone);
    expect(text).toMatch(/artıq hesab var/);
    expect(text).not.toMatch(/\d{6}/);
    const guessed = await post('/user', { ...registration(), phone: holder.phone, code: '123456' });
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().errors).toEqual({ code: ['Kod yanlışdır'] });
  });

  it('[ACC-06] asked again within the resend wait, CheckUser sends nothing and answers the wait left; the code stays good', async () => {
    const body = registration();
    const first = await post('/user/CheckUser', newPersonOf(body));
    const code = await smsCodeTo(ctx.app, body.phone);
    const again = await post('/user/CheckUser', { ...newPersonOf(body), firstName: 'Leyli' });
    expect(again.statusCode).toBe(200);
    expect(again.json().resendAfterSeconds).toBeGreaterThan(0);
    expect(again.json().resendAfterSeconds).toBeLessThanOrEqual(first.json().resendAfterSeconds);
    expect(await outboxTexts(body.phone)).toHaveLength(1);
    const done = await post('/user', { ...body, firstName: 'Leyli', code });
    expect(done.statusCode).toBe(201);
    expect(done.json().firstName).toBe('Leyli');
  });

  it('[ACC-06] a wrong code counts: after five tries even the right code is refused', async () => {
    const body = registration();
    await post('/user/CheckUser', newPersonOf(body));
    const code = await smsCodeTo(ctx.app, body.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push((await post('/user', { ...body, code: wrong }, { lang: 'en' })).json().errors.code[0]);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('The code is wrong'));
    expect(answers[4]).toBe('No attempts left, ask for a new code');
    const right = await post('/user', { ...body, code });
    expect(right.statusCode).toBe(422);
    expect(Object.keys(right.json().errors)).toEqual(['code']);
  });

  it('[ACC-06] only the phone’s owner hears that the email is taken, and can fix it with the same code', async () => {
    const body = registration();
    await post('/user/CheckUser', newPersonOf(body));
    const code = await smsCodeTo(ctx.app, body.phone);
    const takenEmail = await post('/user', { ...body, email: 'buyer@demo.bazar.az', code });
    expect(takenEmail.statusCode).toBe(422);
    expect(takenEmail.json().errors).toEqual({ email: ['Bu e-poçt ünvanı ilə artıq hesab var'] });
    expect((await post('/user', { ...body, code })).statusCode).toBe(201);
  });

  it('[CHK-08] a new member’s phone is confirmed once, at registration: checkout does not ask again', async () => {
    const { session } = await registered();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Checkout/Me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().phoneConfirmed).toBe(true);
  });

  it('[ACC-02] [ACC-03] [ACC-04] [ERR-01] every registration rule answers beside its field, in the asked language', async () => {
    const bad = {
      accountType: Role.Customer,
      firstName: ' ',
      lastName: '',
      phone: '0501234567',
      email: 'not-an-email',
      password: '123',
      confirmPassword: '1234',
      acceptTerms: false,
    };
    const az = await post('/user', bad);
    expect(az.statusCode).toBe(400);
    expect(az.json().errors).toEqual({
      firstName: ['Bu sahə mütləqdir'],
      lastName: ['Bu sahə mütləqdir'],
      phone: ['Telefon nömrəsi 994XXXXXXXXX formatında olmalıdır'],
      email: ['E-poçt ünvanı düzgün deyil'],
      password: ['Şifrə ən azı 6 simvoldan ibarət olmalıdır'],
      confirmPassword: ['Şifrə ən azı 6 simvoldan ibarət olmalıdır', 'Şifrələr uyğun gəlmir'],
      acceptTerms: ['Alıcı razılaşmasını qəbul etməlisiniz'],
      code: ['Bu sahə mütləqdir'],
    });
    // Cross-field rules answer together with the others, so the form is fixed in one go.
    const en = await post(
      '/user',
      { ...registration(), email: 'x', confirmPassword: 'other12', code: '123456' },
      { lang: 'en' },
    );
    expect(en.json().errors).toEqual({
      email: ['The email address is not valid'],
      confirmPassword: ['Passwords do not match'],
    });
    const ru = await post('/user', { ...registration(), password: undefined, code: '12' }, { lang: 'ru' });
    expect(ru.json().errors.password).toEqual(['Это поле обязательно']);
    expect(ru.json().errors.code).toHaveLength(1);
  });

  it('[ACC-01] [ACC-19] registers a buyer, signed in at once as a Customer', async () => {
    const { body, session } = await registered();
    expect(session).toMatchObject({
      accountType: Role.Customer,
      firstName: 'Leyla',
      phone: body.phone,
      email: body.email,
    });
    const profile = await getProfile(session.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ accountType: Role.Customer, phone: body.phone });
    // The phone now has an account: its code is spent, and a second registration cannot prove it.
    const again = await post('/user', { ...registration(), phone: body.phone, code: '123456' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['Kod yanlışdır'] });
  });

  it('[ACC-05] registers a seller whose shop waits for approval; a seller needs a shop name and a real site', async () => {
    const noShop = await post('/user', {
      ...registration(Role.Seller),
      shopName: '',
      shopSite: 'leyla',
      code: '123456',
    });
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json().errors).toEqual({
      shopName: ['Bu sahə mütləqdir'],
      shopSite: ['Sayt ünvanı düzgün deyil (https://... kimi)'],
    });

    const { body, session } = await registered(Role.Seller);
    expect(session.accountType).toBe(Role.Seller);
    const shop = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Shop/MyShop',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({ name: body.shopName, site: 'https://leyla.az', status: 'pending' });
    const publicPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/Shop/GetBySlug?name=${shop.json().slug}`,
    });
    expect(publicPage.statusCode).toBe(404);
  });

  it('refuses unknown fields and a Staff or Admin account type', async () => {
    const extra = await post('/user', { ...registration(), code: '123456', role: Role.Admin });
    expect(extra.statusCode).toBe(400);
    const admin = await post('/user', { ...registration(), code: '123456', accountType: Role.Admin });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors.accountType).toEqual(['Dəyər düzgün deyil']);
  });
});

describe('sign-in and sessions', () => {
  it('[ACC-07] [ACC-19] signs in by phone or by email, answering token, accountType and profile fields', async () => {
    const byPhone = await post('/auth', { phoneOrEmail: '994500000002', password: 'demo1234' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toMatchObject({ accountType: Role.Seller, email: 'seller@demo.bazar.az' });
    expect(byPhone.json().token).toMatch(/^ey/);
    const byEmail = await post('/auth', { phoneOrEmail: ' Buyer@Demo.Bazar.az ', password: 'demo1234' });
    expect(byEmail.json()).toMatchObject({ accountType: Role.Customer, phone: '994500000003' });
  });

  it('[ACC-07] [ACC-08] requires both fields and never says which of phone, email or password was wrong', async () => {
    const empty = await post('/auth', { phoneOrEmail: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['phoneOrEmail', 'password']);

    const wrongPassword = await post(
      '/auth',
      { phoneOrEmail: 'buyer@demo.bazar.az', password: 'nope' },
      { lang: 'en' },
    );
    const noAccount = await post(
      '/auth',
      { phoneOrEmail: 'nobody@demo.bazar.az', password: 'nope' },
      { lang: 'en' },
    );
    for (const response of [wrongPassword, noAccount]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'error.wrongCredentials',
        detail: 'Wrong phone number, email or password',
      });
    }
  });

  it('[ACC-20] [ACC-21] a call that needs a user answers 401 without a token and with a forged or expired one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    const forged = await new SessionTokens('another-secret-that-is-long-enough-for-it').sign(
      { userId: 1, sessionId: 'x' },
      new Date(Date.now() + 3600_000),
    );
    expect((await getProfile(forged)).statusCode).toBe(401);
    const { session } = await registered();
    const secret = testConfig().auth.secret ?? '';
    const [, payload] = session.token.split('.');
    const sid = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sid;
    const expiredToken = await new SessionTokens(secret).sign(
      { userId: session.id, sessionId: sid },
      new Date(Date.now() - 1000),
    );
    const expired = await getProfile(expiredToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('error.sessionExpired');
    // A session past its end in the database no longer counts, whatever the token says.
    expect((await getProfile(session.token)).statusCode).toBe(200);
    await ctx.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sid}`);
    expect((await getProfile(session.token)).statusCode).toBe(401);
  });

  it('[ACC-12] logout revokes the session it was called with, and only that one', async () => {
    const { body } = await registered();
    const first = (await post('/auth', { phoneOrEmail: body.email, password: body.password })).json().token;
    const second = (await post('/auth', { phoneOrEmail: body.phone, password: body.password })).json().token;
    expect((await post('/auth/Logout', {}, { token: first })).json()).toEqual({ ok: true });
    expect((await getProfile(first)).statusCode).toBe(401);
    expect((await getProfile(second)).statusCode).toBe(200);
  });

  it('[ACC-19] roles are enforced on the server: 401 for a visitor, 403 for a role that does not belong', async () => {
    const tokenOf = async (phoneOrEmail: string) =>
      (await post('/auth', { phoneOrEmail, password: 'demo1234' })).json().token;
    const myShop = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/Shop/MyShop',
        headers: token ? { authorization: `Bearer ${token}`, 'accept-language': 'en' } : {},
      });
    expect((await myShop()).statusCode).toBe(401);
    for (const account of ['buyer@demo.bazar.az', 'admin@demo.bazar.az']) {
      const refused = await myShop(await tokenOf(account));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('You do not have permission to do this');
    }
    const seller = await myShop(await tokenOf('seller@demo.bazar.az'));
    expect(seller.statusCode).toBe(200);
    expect(seller.json().status).toBe('approved');
  });

  it('limits sign-in attempts per account with 429 and Retry-After, whatever the address', async () => {
    const { body } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await post('/auth', { phoneOrEmail: body.email, password: 'wrong' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/auth',
      { phoneOrEmail: body.email, password: body.password },
      { lang: 'en' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toBe('Too many requests, please try again a little later');
  });

  it('limits sign-in and CheckUser attempts per address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt <= 100; attempt++)
      last = (await post('/auth', { phoneOrEmail: `x${attempt}@demo.bazar.az`, password: 'x' }, { ip }))
        .statusCode;
    expect(last).toBe(429);
    const checkIp = freshIp();
    for (let attempt = 0; attempt < 30; attempt++)
      expect((await post('/user/CheckUser', newPerson(), { ip: checkIp })).statusCode).toBe(200);
    expect((await post('/user/CheckUser', newPerson(), { ip: checkIp })).statusCode).toBe(429);
  });
});

describe('rate limits across app nodes', () => {
  it('with REDIS_URL two nodes share the sign-in limits; without it each process counts alone', async () => {
    const namespace = `rl-shared-${Math.random().toString(36).slice(2, 8)}`;
    const nodes = [
      await createTestApp({ rateLimitNamespace: namespace }),
      await createTestApp({ rateLimitNamespace: namespace }),
    ];
    try {
      const attempt = (node: TestContext) =>
        node.app.inject({
          method: 'POST',
          url: '/api/v1/auth',
          payload: { phoneOrEmail: 'shared-limit@demo.bazar.az', password: 'wrong' },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(nodes[i % 2] as TestContext)).statusCode).toBe(401);
      const eleventh = await attempt(nodes[0] as TestContext);
      expect(eleventh.statusCode).toBe(process.env.REDIS_URL ? 429 : 401);
    } finally {
      for (const node of nodes) await node.close();
    }
  });
});

describe('password reset by SMS code', () => {
  async function lastCode(phone: string): Promise<string> {
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
    const text: string = outbox.json().items[0]?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  }

  it('[ACC-13] [ACC-14] [ACC-15] sends a 6-digit code, trades it for a reset token, sets the new password and ends old sessions', async () => {
    const { body, session } = await registered();
    const ip = freshIp();
    const asked = await post('/auth/forgotPassword', { phone: body.phone }, { ip, lang: 'en' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await lastCode(body.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await ctx.db
      .select({ codeHash: passwordResets.codeHash })
      .from(passwordResets)
      .orderBy(desc(passwordResets.id))
      .limit(1);
    expect(stored?.codeHash).not.toContain(code);

    const checked = await post('/auth/CheckPasscode', { phone: body.phone, code });
    expect(checked.statusCode).toBe(200);
    const { resetToken } = checked.json();
    const mismatch = await post('/auth/ResetPassword', {
      resetToken,
      newPassword: 'newpass1',
      confirmPassword: 'newpass2',
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: ['Şifrələr uyğun gəlmir'] });
    // A common password is refused, and the token is still good for a better one.
    const common = await post(
      '/auth/ResetPassword',
      { resetToken, newPassword: 'qwerty123', confirmPassword: 'qwerty123' },
      { lang: 'en' },
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.newPassword[0]).toMatch(/^This password is too easy to guess/);
    const reset = await post('/auth/ResetPassword', {
      resetToken,
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(reset.json()).toEqual({ ok: true });

    expect((await getProfile(session.token)).statusCode).toBe(401);
    expect((await post('/auth', { phoneOrEmail: body.phone, password: body.password })).statusCode).toBe(401);
    expect((await post('/auth', { phoneOrEmail: body.phone, password: 'newpass1' })).statusCode).toBe(200);
    const reused = await post('/auth/ResetPassword', {
      resetToken,
      newPassword: 'again12',
      confirmPassword: 'again12',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('error.resetTokenInvalid');
  });

  it('[ACC-14] a code must be 6 digits, allows 5 attempts, and a new one waits 60 seconds', async () => {
    const { body } = await registered();
    expect((await post('/auth/forgotPassword', { phone: body.phone })).statusCode).toBe(200);
    const code = await lastCode(body.phone);
    const format = await post('/auth/CheckPasscode', { phone: body.phone, code: '12a' });
    expect(format.json().errors.code).toEqual(['Kod 6 rəqəmdən ibarət olmalıdır']);

    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post('/auth/CheckPasscode', { phone: body.phone, code: wrong }, { lang: 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual([
        attempt < 5 ? 'The code is wrong' : 'No attempts left, ask for a new code',
      ]);
    }
    const right = await post('/auth/CheckPasscode', { phone: body.phone, code }, { lang: 'en' });
    expect(right.json().errors.code).toEqual(['No attempts left, ask for a new code']);

    const tooSoon = await post('/auth/forgotPassword', { phone: body.phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('error.codeResendTooSoon');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('[ACC-14] an expired code is refused; an unknown phone gets the same answer and no SMS', async () => {
    const { body } = await registered();
    await post('/auth/forgotPassword', { phone: body.phone });
    const code = await lastCode(body.phone);
    await ctx.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    const expired = await post('/auth/CheckPasscode', { phone: body.phone, code }, { lang: 'ru' });
    expect(expired.json().errors.code).toEqual(['Срок действия кода истёк, запросите новый']);

    const unknown = await post('/auth/forgotPassword', { phone: '994559999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(await lastCode('994559999999')).toBe('');
  });

  it('[ACC-13] an unknown phone waits for a new code as a known one does: the answers tell nothing apart', async () => {
    const { body } = await registered();
    const answers = [];
    for (const phone of [body.phone, '994558888888']) {
      const first = await post('/auth/forgotPassword', { phone });
      const again = await post('/auth/forgotPassword', { phone });
      answers.push({
        first: [first.statusCode, first.json()],
        again: [again.statusCode, again.json(), again.headers['retry-after']],
      });
    }
    expect(answers[0]?.first).toEqual([200, { resendAfterSeconds: 60, expiresInSeconds: 300 }]);
    expect(answers[0]?.again[0]).toBe(429);
    expect((answers[0]?.again[1] as { code?: string } | undefined)?.code).toBe('error.codeResendTooSoon');
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('password policy', () => {
  it('[ACC-04] refuses a common or breached password, or one made of the person’s own phone, at registration', async () => {
    const person = registration();
    await post('/user/CheckUser', newPersonOf(person));
    const code = await smsCodeTo(ctx.app, person.phone);
    for (const password of ['123456', 'password', 'qwerty123', 'Pa$$w0rd', 'iloveyou']) {
      const body = { ...person, password, confirmPassword: password, code };
      const refused = await post('/user', body, { lang: 'ru' });
      expect(refused.statusCode, password).toBe(422);
      expect(refused.json().errors.password[0]).toMatch(/^Этот пароль слишком легко подобрать/);
    }
    const ownPhone = { ...person, password: person.phone, confirmPassword: person.phone, code };
    expect((await post('/user', ownPhone)).json().errors.password).toHaveLength(1);
    // Refused passwords used none of the code's tries.
    const strong = { ...person, password: 'Gəncə2026yaz', confirmPassword: 'Gəncə2026yaz', code };
    expect((await post('/user', strong)).statusCode).toBe(201);
  });

  it('[ACC-15] [ACC-16] [SEL-07] refuses a common password when a buyer resets it or a seller changes it', async () => {
    const { body } = await registered();
    await post('/auth/forgotPassword', { phone: body.phone });
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${body.phone}` });
    const code = /\b(\d{6})\b/.exec(outbox.json().items[0]?.text ?? '')?.[1];
    const { resetToken } = (await post('/auth/CheckPasscode', { phone: body.phone, code })).json();
    const seller = await registered(Role.Seller);
    for (const password of ['123456', 'password', 'qwerty123']) {
      const reset = await post('/auth/ResetPassword', {
        resetToken,
        newPassword: password,
        confirmPassword: password,
      });
      expect(reset.statusCode, password).toBe(422);
      expect(reset.json().errors).toEqual({
        newPassword: [expect.stringMatching(/^Bu şifrə çox asan tapılır/)],
      });
      const change = await post(
        '/user/ChangePassword',
        { currentPassword: seller.body.password, newPassword: password, confirmPassword: password },
        { token: seller.session.token, lang: 'en' },
      );
      expect(change.statusCode, password).toBe(422);
      expect(change.json().errors).toEqual({
        newPassword: [expect.stringMatching(/^This password is too easy to guess/)],
      });
    }
    // Refused attempts change nothing: the old passwords still sign in.
    expect((await post('/auth', { phoneOrEmail: body.phone, password: body.password })).statusCode).toBe(200);
    expect((await getProfile(seller.session.token)).statusCode).toBe(200);
  });

  it('[ACC-07] still signs in an account whose existing password is on the list', async () => {
    const { body } = await registered();
    await ctx.db
      .update(users)
      .set({ passwordHash: await hash('123456') })
      .where(eq(users.phone, body.phone));
    expect((await post('/auth', { phoneOrEmail: body.phone, password: '123456' })).statusCode).toBe(200);
  });
});

describe('profile and password change', () => {
  it('[ACC-17] [SEC-35.10] reads and updates the user info; a new phone is never set by the form alone', async () => {
    const { body, session } = await registered();
    const update = {
      firstName: 'Leyla',
      lastName: 'Həsənova',
      fatherName: 'Rauf',
      email: body.email,
      phone: body.phone,
      extraPhone: '994701112233',
      birthday: '1990-05-17',
      gender: 'woman',
      maritalStatus: 'married',
    };
    const put = (payload: object, lang = 'az') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/profile',
        payload,
        headers: { authorization: `Bearer ${session.token}`, 'accept-language': lang },
      });
    const saved = await put(update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...update, accountType: Role.Customer });
    expect((await getProfile(session.token)).json()).toMatchObject(update);

    const cleared = await put({
      ...update,
      fatherName: '',
      extraPhone: '',
      birthday: '',
      gender: '',
      maritalStatus: '',
    });
    expect(cleared.json()).toMatchObject({
      fatherName: null,
      extraPhone: null,
      birthday: null,
      gender: null,
      maritalStatus: null,
    });

    // Another account's phone is taken; any other new one is changed in the phone section, by SMS code.
    const taken = await put({ ...update, phone: '994500000003' }, 'en');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: ['An account with this phone number already exists'] });
    const refused = await put({ ...update, phone: '994709998877' }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      phone: ['A new phone number is changed in the Phone number section, with a code texted to it'],
    });
    expect((await getProfile(session.token)).json().phone).toBe(body.phone);
    // Without the phone the form saves the rest, the phone as it was.
    const { phone: _phone, ...withoutPhone } = update;
    expect((await put({ ...withoutPhone, firstName: 'Leyla2' })).json()).toMatchObject({
      firstName: 'Leyla2',
      phone: body.phone,
    });
    const invalid = await put({ ...update, birthday: '2999-01-01', gender: 'other' }, 'en');
    expect(invalid.json().errors).toEqual({
      birthday: ['The date is not valid'],
      gender: ['The value is not valid'],
    });
  });

  it('[ACC-16] checks the current password, wants at least 3 characters and a matching confirmation, and ends other sessions', async () => {
    const { body, session } = await registered();
    const other = (await post('/auth', { phoneOrEmail: body.email, password: body.password })).json().token;
    const change = (payload: object, lang = 'az') =>
      post('/user/ChangePassword', payload, { token: session.token, lang });

    const wrong = await change({ currentPassword: 'nope', newPassword: 'abc', confirmPassword: 'abc' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'error.wrongCurrentPassword',
      detail: 'The current password is wrong',
      errors: { currentPassword: ['The current password is wrong'] },
    });
    const short = await change({ currentPassword: body.password, newPassword: 'ab', confirmPassword: 'ab' });
    expect(short.json().errors).toEqual({ newPassword: ['Şifrə ən azı 3 simvoldan ibarət olmalıdır'] });
    const mismatch = await change({
      currentPassword: body.password,
      newPassword: 'abc',
      confirmPassword: 'abd',
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: ['Şifrələr uyğun gəlmir'] });

    // Three characters pass the length rule, but one of the most common passwords is refused.
    const common = await change({
      currentPassword: body.password,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(common.json().errors).toEqual({
      newPassword: [expect.stringMatching(/^Bu şifrə çox asan tapılır/)],
    });
    expect(
      (
        await change({
          currentPassword: body.password,
          newPassword: 'Quba-alma-7',
          confirmPassword: 'Quba-alma-7',
        })
      ).statusCode,
    ).toBe(200);
    expect((await getProfile(session.token)).statusCode).toBe(200);
    expect((await getProfile(other)).statusCode).toBe(401);
    expect((await post('/auth', { phoneOrEmail: body.email, password: 'Quba-alma-7' })).statusCode).toBe(200);
  });
});

describe('social sign-in', () => {
  let keyServer: Server;
  let social: TestContext;
  const clientId = 'bazar-test.apps.googleusercontent.com';
  let privateKey: SigningKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    keyServer = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const token = url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? '';
      // Facebook's Graph API: a token `fb:<id>:<email>` is a person of this app with that e-mail.
      const [, fbId, fbEmail] = token.split(':');
      if (url.pathname === '/debug_token')
        return response.end(
          JSON.stringify({ data: { app_id: 'fb-app', user_id: fbId, is_valid: true, expires_at: 0 } }),
        );
      if (url.pathname === '/me')
        return response.end(
          JSON.stringify({ id: fbId, first_name: 'Aylin', last_name: 'Demir', email: fbEmail }),
        );
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    const { port } = keyServer.address() as AddressInfo;
    social = await createTestApp({
      social: {
        googleClientId: clientId,
        googleJwksUrl: `http://127.0.0.1:${port}/certs`,
        facebookAppId: 'fb-app',
        facebookAppSecret: 'fb-secret',
        facebookGraphUrl: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await social.close();
    await new Promise((resolve) => keyServer.close(resolve));
  });

  const idToken = (claims: Record<string, unknown>, expiresIn: string | number = '1h', key?: SigningKey) =>
    new SignJWT({ email_verified: true, given_name: 'Nigar', family_name: 'Abbasova', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setSubject(String(claims.sub ?? 'google-1'))
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key ?? privateKey);

  const loginSocial = (
    token: string,
    provider = 'google',
    proof: { password?: string; code?: string } = {},
    lang = 'az',
  ) =>
    social.app.inject({
      method: 'POST',
      url: '/api/v1/auth/LoginSocial',
      payload: { provider, token, ...proof },
      remoteAddress: freshIp(),
      headers: { 'accept-language': lang },
    });

  it('[ACC-09] a first Google sign-in creates a buyer account; the next one signs into the same account', async () => {
    const token = await idToken({ sub: 'google-new', email: 'nigar@example.az' });
    const first = await loginSocial(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      accountType: Role.Customer,
      firstName: 'Nigar',
      email: 'nigar@example.az',
    });
    const second = await loginSocial(await idToken({ sub: 'google-new', email: 'nigar@example.az' }));
    expect(second.json().id).toBe(first.json().id);
  });

  it('[ACC-09] [SEC-35.11] a verified Google email of an existing account joins it only with that account’s password; then it signs straight in', async () => {
    const token = await idToken({ sub: 'google-buyer', email: 'buyer@demo.bazar.az' });
    const asked = await loginSocial(token, 'google', {}, 'en');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'error.socialLinkNeeded',
      detail: expect.stringMatching(/^A Bazar account already has this e-mail address/),
    });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const wrong = await loginSocial(token, 'google', { password: 'not-the-password' }, 'ru');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Неверный пароль'] });

    const joined = await loginSocial(token, 'google', { password: 'demo1234' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ accountType: Role.Customer, phone: '994500000003' });
    // Linked now: the next Google sign-in needs nothing more.
    const again = await loginSocial(await idToken({ sub: 'google-buyer', email: 'buyer@demo.bazar.az' }));
    expect(again.json().id).toBe(joined.json().id);
  });

  it('[SEC-35.11] or with a code texted to the account’s phone (SocialLinkCode); a wrong code links nothing', async () => {
    const person = registration();
    expect((await registerAccount(social.app, person, { ip: freshIp() })).statusCode).toBe(201);
    await social.db.execute(sql`update phone_codes set created_at = created_at - interval '2 minutes'`);
    const token = await idToken({ sub: 'google-code', email: person.email });
    const send = () =>
      social.app.inject({
        method: 'POST',
        url: '/api/v1/auth/SocialLinkCode',
        payload: { provider: 'google', token },
        remoteAddress: freshIp(),
      });
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ phoneEnding: person.phone.slice(-2), resendAfterSeconds: 60 });
    const code = await smsCodeTo(social.app, person.phone);
    const wrong = await loginSocial(token, 'google', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Kod yanlışdır'] });
    const joined = await loginSocial(token, 'google', { code });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ phone: person.phone, email: person.email });
    // A code spent is spent.
    const twice = await loginSocial(await idToken({ sub: 'google-code-2', email: person.email }), 'google', {
      code,
    });
    expect(twice.statusCode).toBe(422);
  });

  it('[SEC-35.11] Staff and Admin never sign in socially, linked or by e-mail: a localized 403', async () => {
    for (const email of ['admin@demo.bazar.az', 'staff@demo.bazar.az']) {
      const token = await idToken({ sub: `google-${email}`, email });
      const refused = await loginSocial(token, 'google', { password: 'demo1234' }, 'en');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'error.socialOperator',
        detail:
          'Staff and administrator accounts sign in with their password only, not with a social network',
      });
    }
    // Even an identity linked earlier (before this rule, or to an account promoted since) is refused.
    const [admin] = await social.db.select().from(users).where(eq(users.email, 'admin@demo.bazar.az'));
    await social.db.execute(
      sql`insert into social_identities (provider, subject, user_id) values ('google', 'google-admin-old', ${admin?.id})`,
    );
    const linked = await loginSocial(await idToken({ sub: 'google-admin-old', email: 'someone@example.az' }));
    expect(linked.statusCode).toBe(403);
    expect(linked.json().code).toBe('error.socialOperator');
  });

  it('[SEC-35.11] a Facebook e-mail is never proof: it makes a new account and never joins the one with that e-mail', async () => {
    const first = await loginSocial('fb:3003:buyer@demo.bazar.az', 'facebook', { password: 'demo1234' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ accountType: Role.Customer, firstName: 'Aylin', phone: null });
    // The buyer's address stays theirs alone.
    expect(first.json().email).toBeNull();
    // A Facebook e-mail nobody has is kept, as before.
    const fresh = await loginSocial('fb:3004:aylin.demir@example.az', 'facebook');
    expect(fresh.json()).toMatchObject({ email: 'aylin.demir@example.az' });
    expect((await loginSocial('fb:3004:aylin.demir@example.az', 'facebook')).json().id).toBe(fresh.json().id);
  });

  it('[ACC-09] refuses an expired or forged Google token, and a provider that is not configured', async () => {
    const expired = await loginSocial(
      await idToken({ sub: 'google-2' }, Math.floor(Date.now() / 1000) - 120),
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('error.socialTokenInvalid');
    const forger = await generateKeyPair('RS256');
    const forged = await loginSocial(await idToken({ sub: 'google-3' }, '1h', forger.privateKey));
    expect(forged.statusCode).toBe(401);
    // The main test app has no Facebook keys (this block's app has a fake Graph API).
    const facebook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/LoginSocial',
      payload: { provider: 'facebook', token: 'some-facebook-token' },
    });
    expect(facebook.statusCode).toBe(400);
    expect(facebook.json().code).toBe('error.socialNotConfigured');
  });
});
