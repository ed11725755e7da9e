import { Role } from '@bazar/contracts';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecondFactorSecret } from '../../db/seed/seed-demo';
import { callApi, createTestApp, registerAccount, signIn, type TestContext } from '../../test/test-app';
import { recoveryCodes, sessions, users } from './accounts.tables';
import { totpCodeAt } from './second-factor';

let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  tokens.admin = await signIn(ctx, 'admin@demo.bazar.az');
  tokens.staff = await signIn(ctx, 'staff@demo.bazar.az');
});
afterAll(() => ctx.close());

const password = 'Lənkəran-77';
let serial = 0;

/** A new customer made Staff by the demo Admin: an operator with no authenticator yet. */
async function newOperator(): Promise<{ id: number; email: string }> {
  serial += 1;
  const phone = `99455${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(2, '0')}`;
  const email = `operator.${phone}@example.az`;
  const registered = await registerAccount(ctx.app, {
    accountType: Role.Customer,
    firstName: 'Leyla',
    lastName: 'Quliyeva',
    phone,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(registered.statusCode).toBe(201);
  const { id } = registered.json() as { id: number };
  const promoted = await callApi(ctx, 'PUT', `Admin/Users/${id}/Role`, {
    token: tokens.admin,
    payload: { role: Role.Staff },
  });
  expect(promoted.statusCode).toBe(200);
  return { id, email };
}

/** A password sign-in only, as a browser does before the code step. */
async function passwordOnly(email: string, secret = password): Promise<string> {
  return signIn(ctx, email, secret, { secondFactor: false });
}

const dashboard = (token: string, lang = 'en') => callApi(ctx, 'GET', 'Admin/Dashboard', { token, lang });

describe('[SEC-35.14] a second factor for operators', () => {
  it('[SEC-35.14] an operator without an authenticator is refused every Admin call until they enroll: QR, secret, ten recovery codes, confirmed by a right code', async () => {
    const operator = await newOperator();
    const token = await passwordOnly(operator.email);
    for (const lang of ['en', 'az', 'ru']) {
      const refused = await dashboard(token, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('auth.secondFactorEnrollment');
    }
    expect((await dashboard(token, 'en')).json().detail).toMatch(/authenticator app/);

    const started = await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token });
    expect(started.statusCode).toBe(200);
    const enrollment = started.json();
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.otpauthUri).toMatch(
      new RegExp(
        `^otpauth://totp/Bazar:.+\\?issuer=Bazar&secret=${enrollment.secret}&algorithm=SHA1&digits=6&period=30$`,
      ),
    );
    expect(enrollment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(enrollment.recoveryCodes).toHaveLength(10);
    expect(new Set(enrollment.recoveryCodes).size).toBe(10);
    for (const code of enrollment.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const wrong = await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment/Confirm', {
      token,
      lang: 'en',
      payload: { code: totpCodeAt(enrollment.secret, Date.now() - 5 * 60_000) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([
      'The code is wrong or was already used: enter the newest code from the app',
    ]);
    expect((await dashboard(token)).statusCode).toBe(403);

    const confirmed = await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment/Confirm', {
      token,
      payload: { code: totpCodeAt(enrollment.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      required: true,
      enrolled: true,
      verified: true,
      recoveryCodesLeft: 10,
    });
    expect((await dashboard(token)).statusCode).toBe(200);

    // Enrolled: nobody shows the secret again, not even the operator.
    const again = await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('auth.secondFactorEnrolled');
    const stored = await ctx.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, operator.id));
    expect(stored).toHaveLength(10);
    const row = stored[0];
    expect(enrollment.recoveryCodes).not.toContain(row?.codeHash);
  });

  it('[SEC-35.14] an enrolled operator signs in with the password, then the 6-digit code; a wrong code and a code already used are refused', async () => {
    // The demo Admin is enrolled with the README's secret: the code comes from it.
    const token = await passwordOnly('admin@demo.bazar.az', 'demo1234');
    const refused = await dashboard(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.secondFactorRequired');
    expect((await callApi(ctx, 'GET', 'Account/SecondFactor', { token })).json()).toMatchObject({
      required: true,
      enrolled: true,
      verified: false,
    });

    const wrong = await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token,
      lang: 'az',
      payload: { code: totpCodeAt(demoSecondFactorSecret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toMatch(/Kod səhvdir/);

    // The next step's code is within the ±1 window; once used, it and every older code are spent.
    const code = totpCodeAt(demoSecondFactorSecret, Date.now() + 30_000);
    const passed = await callApi(ctx, 'POST', 'Account/SecondFactor', { token, payload: { code } });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ verified: true });
    expect((await dashboard(token)).statusCode).toBe(200);
    // Asked again, the session that passed is told so and spends no code.
    const again = await callApi(ctx, 'POST', 'Account/SecondFactor', { token, payload: { code: '000000' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ verified: true });

    const other = await passwordOnly('admin@demo.bazar.az', 'demo1234');
    for (const replay of [code, totpCodeAt(demoSecondFactorSecret)]) {
      const replayed = await callApi(ctx, 'POST', 'Account/SecondFactor', {
        token: other,
        payload: { code: replay },
      });
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json().errors.code).toHaveLength(1);
    }
    expect((await dashboard(other)).json().code).toBe('auth.secondFactorRequired');
  });

  it('[SEC-35.14] a recovery code opens the back office once; the same code is refused after', async () => {
    const operator = await newOperator();
    const first = await passwordOnly(operator.email);
    const enrollment = (
      await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token: first })
    ).json();
    await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment/Confirm', {
      token: first,
      payload: { code: totpCodeAt(enrollment.secret) },
    });

    const lostPhone = await passwordOnly(operator.email);
    const recoveryCode = enrollment.recoveryCodes[3].toUpperCase().replace('-', ' ');
    const used = await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token: lostPhone,
      payload: { recoveryCode },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ verified: true, recoveryCodesLeft: 9 });
    expect((await dashboard(lostPhone)).statusCode).toBe(200);

    const later = await passwordOnly(operator.email);
    const reused = await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token: later,
      lang: 'ru',
      payload: { recoveryCode: enrollment.recoveryCodes[3] },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.recoveryCode).toEqual(['Этот резервный код неверен или уже использован']);
    const malformed = await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token: later,
      payload: { recoveryCode: '!!' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await dashboard(later)).statusCode).toBe(403);
  });

  it('[SEC-35.14] an operator session ends after 30 minutes idle; a buyer keeps theirs', async () => {
    const busy = await signIn(ctx, 'staff@demo.bazar.az');
    const idle = await signIn(ctx, 'staff@demo.bazar.az');
    const buyer = await signIn(ctx, 'buyer@demo.bazar.az');
    const setIdle = (token: string, minutes: number) =>
      ctx.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(sessions.id, String(decodeJwt(token).sid)));
    await setIdle(busy, 25);
    await setIdle(idle, 31);
    await setIdle(buyer, 31);
    expect((await dashboard(busy)).statusCode).toBe(200);
    const ended = await dashboard(idle);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('error.sessionExpired');
    // Ended for good, not only for back-office calls.
    expect((await callApi(ctx, 'GET', 'user/profile', { token: idle })).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'user/profile', { token: buyer })).statusCode).toBe(200);
  });

  it('[SEC-35.14] an Admin resets a lost authenticator (Staff cannot): the operator is signed out and enrolls again', async () => {
    const operator = await newOperator();
    const token = await passwordOnly(operator.email);
    const { secret } = (await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token })).json();
    await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment/Confirm', {
      token,
      payload: { code: totpCodeAt(secret) },
    });
    expect((await dashboard(token)).statusCode).toBe(200);

    const byStaff = await callApi(ctx, 'POST', `Admin/Users/${operator.id}/SecondFactor/Reset`, {
      token: tokens.staff,
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('error.forbidden');
    const missing = await callApi(ctx, 'POST', 'Admin/Users/99999999/SecondFactor/Reset', {
      token: tokens.admin,
    });
    expect(missing.statusCode).toBe(404);

    const reset = await callApi(ctx, 'POST', `Admin/Users/${operator.id}/SecondFactor/Reset`, {
      token: tokens.admin,
    });
    expect(reset.statusCode).toBe(200);
    expect((await dashboard(token)).statusCode).toBe(401);
    const next = await passwordOnly(operator.email);
    expect((await dashboard(next)).json().code).toBe('auth.secondFactorEnrollment');
    expect((await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token: next })).statusCode).toBe(
      200,
    );
  });

  it('[SEC-35.14] buyers and sellers sign in as before and have no second factor to enroll', async () => {
    for (const email of ['buyer@demo.bazar.az', 'seller@demo.bazar.az']) {
      const token = await signIn(ctx, email, 'demo1234', { secondFactor: false });
      expect((await callApi(ctx, 'GET', 'Account/SecondFactor', { token })).json()).toEqual({
        required: false,
        enrolled: false,
        verified: false,
        recoveryCodesLeft: 0,
      });
      const refused = await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('error.forbidden');
    }
    const seller = await signIn(ctx, 'seller@demo.bazar.az', 'demo1234', { secondFactor: false });
    expect((await callApi(ctx, 'GET', 'Shop/MyShop', { token: seller })).statusCode).toBe(200);
  });

  it('[SEC-35.14] sign-ins, failures, second-factor changes, role changes and blocks are security events in the audit log', async () => {
    const operator = await newOperator();
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phoneOrEmail: operator.email, password: 'not-the-password-1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const token = await passwordOnly(operator.email);
    const { secret, recoveryCodes } = (
      await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment', { token })
    ).json();
    await callApi(ctx, 'POST', 'Account/SecondFactor/Enrollment/Confirm', {
      token,
      payload: { code: totpCodeAt(secret) },
    });
    const other = await passwordOnly(operator.email);
    await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token: other,
      payload: { recoveryCode: recoveryCodes[0] },
    });
    const third = await passwordOnly(operator.email);
    await callApi(ctx, 'POST', 'Account/SecondFactor', {
      token: third,
      payload: { recoveryCode: recoveryCodes[0] },
    });
    await callApi(ctx, 'POST', `Admin/Users/${operator.id}/SecondFactor/Reset`, { token: tokens.admin });
    await callApi(ctx, 'POST', `Admin/Users/${operator.id}/Block`, {
      token: tokens.admin,
      payload: { note: 'Left the company' },
    });

    const log = await callApi(
      ctx,
      'GET',
      `Admin/AuditLog?kind=security&subjectType=user&subjectId=${operator.id}&pageSize=50`,
      {
        token: tokens.admin,
      },
    );
    expect(log.statusCode).toBe(200);
    const actions = (log.json().items as { action: string; actor: { id: number } }[])
      .map((i) => i.action)
      .reverse();
    expect(actions).toEqual([
      'user.role',
      'security.signInFailed',
      'security.signIn',
      'security.secondFactorEnrolled',
      'security.signIn',
      'security.recoveryCodeUsed',
      'security.signIn',
      'security.secondFactorFailed',
      'security.secondFactorReset',
      'user.block',
    ]);
    const bad = await callApi(ctx, 'GET', 'Admin/AuditLog?kind=everything', { token: tokens.admin });
    expect(bad.statusCode).toBe(400);

    // A buyer's sign-ins are not operators' business: none is recorded.
    await signIn(ctx, 'buyer@demo.bazar.az');
    const [buyer] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'buyer@demo.bazar.az'));
    const buyerLog = await callApi(
      ctx,
      'GET',
      `Admin/AuditLog?kind=security&subjectType=user&subjectId=${buyer?.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(buyerLog.json().total).toBe(0);
  });
});
