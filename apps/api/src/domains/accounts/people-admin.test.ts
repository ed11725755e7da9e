import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  backofficePeopleApi,
  type PeoplePage,
  type PersonDetail,
  type PersonOrderPage,
  type PersonStateAnswer,
  Role,
} from '@bazar/contracts';
import { and, desc, eq, notInArray, notLike } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit';
import { expectAdminTagged, expectRefusedToNonOperators } from '../../test/admin-access';
import { demoPhones, signInDemoPeople } from '../../test/demo-data';
import {
  callerOf,
  createTestApp,
  passSecondFactor,
  registerAccount,
  type TestContext,
} from '../../test/test-app';
import { orders } from '../orders/orders.tables';
import { sessions, users } from './accounts.tables';

let ctx: TestContext;
let keyServer: Server;
let googleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const googleClientId = 'bazar-test.apps.googleusercontent.com';

const tokens = { admin: '', seller: '', buyer: '', staff: '' };
const ids = { admin: 0, seller: 0, buyer: 0, staff: 0 };

type Method = 'GET' | 'POST' | 'PUT';
const call = callerOf(() => ctx);

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const password = 'start123';
let registered = 0;
/** A buyer registered as a person does, signed in. */
async function newPerson(
  firstName = 'Rəşad',
): Promise<{ id: number; token: string; phone: string; email: string }> {
  registered += 1;
  const phone = `99471${String(registered).padStart(7, '0')}`;
  const email = `person-${phone}@example.az`;
  const response = await registerAccount(ctx.app, {
    accountType: 4,
    firstName,
    lastName: 'Quliyev',
    phone,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { id: row?.id ?? 0, token: response.json().token, phone, email };
}

const idOf = async (phone: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]?.id ?? 0;
/** The changes made to a person, newest first (operators' views of them are logged apart). */
const userAudit = (id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'user'),
        eq(auditLog.subjectId, id),
        notInArray(auditLog.action, ['user.view', 'user.viewOrders']),
        // Their sign-ins are security events, not changes made to them.
        notLike(auditLog.action, 'security.%'),
      ),
    )
    .orderBy(desc(auditLog.id));
const liveSessions = async (id: number) =>
  (await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).filter(
    (row) => row.revokedAt === null,
  ).length;
/** A password sign-in; an operator's session also passes the second factor, as the code step does. */
const login = async (phoneOrEmail: string, secret = password, lang?: string) => {
  const response = await call('POST', 'auth', { payload: { phoneOrEmail, password: secret }, lang });
  if (response.statusCode === 200) await passSecondFactor(ctx, response.json());
  return response;
};

beforeAll(async () => {
  // Google's keys, served here, so a social sign-in runs as it does in production.
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  ctx = await createTestApp({
    social: {
      googleClientId,
      googleJwksUrl: `http://127.0.0.1:${port}/certs`,
      facebookGraphUrl: 'http://127.0.0.1:9',
    },
  });
  Object.assign(tokens, await signInDemoPeople(ctx));
  for (const who of ['admin', 'seller', 'buyer', 'staff'] as const) ids[who] = await idOf(demoPhones[who]);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => keyServer?.close(resolve));
});

describe('people: access [ACC-19]', () => {
  it('[ACC-19] every people call: signed out 401, Customer and Seller 403, Staff allowed but for roles (403), Admin allowed', async () => {
    const calls: { method: Method; url: string; payload?: object; adminOnly?: true }[] = [
      { method: 'GET', url: 'Admin/Users' },
      { method: 'GET', url: 'Admin/Users/999999' },
      { method: 'GET', url: 'Admin/Users/999999/Orders' },
      { method: 'POST', url: 'Admin/Users/999999/Block', payload: { note: 'x' } },
      { method: 'POST', url: 'Admin/Users/999999/Unblock' },
      { method: 'PUT', url: 'Admin/Users/999999/Role', payload: { role: 2 }, adminOnly: true },
    ];
    expect(calls).toHaveLength(Object.keys(backofficePeopleApi).length);
    for (const { method, url, payload, adminOnly } of calls) {
      await expectRefusedToNonOperators(ctx, tokens, { method, url, payload });
      const staff = await call(method, url, { token: tokens.staff, payload, lang: 'az' });
      if (adminOnly) {
        expect(staff.statusCode, url).toBe(403);
        expect(staff.json().code).toBe('error.forbidden');
      } else expect([200, 404], `${url}: ${staff.body}`).toContain(staff.statusCode);
      const admin = await call(method, url, { token: tokens.admin, payload });
      expect([200, 404], `${url}: ${admin.body}`).toContain(admin.statusCode);
    }
  });

  it('the calls are in OpenAPI under the Admin tag', async () => {
    await expectAdminTagged(ctx, backofficePeopleApi);
  });
});

describe('people: finding someone', () => {
  it('searches by name, phone and e-mail, filters by role and blocked, pages newest first; a seller shows the shop', async () => {
    const person = await newPerson('Fərid');
    const byName = await call('GET', `Admin/Users?q=${encodeURIComponent('fərid quliyev')}`, {
      token: tokens.staff,
    }).then(ok<PeoplePage>);
    expect(byName.items.map((row) => row.id)).toEqual([person.id]);
    const byPhone = await call('GET', `Admin/Users?q=${encodeURIComponent(`+${person.phone}`)}`, {
      token: tokens.staff,
    }).then(ok<PeoplePage>);
    expect(byPhone.items.map((row) => row.id)).toEqual([person.id]);
    const byEmail = await call('GET', `Admin/Users?q=${person.email.toUpperCase()}`, {
      token: tokens.staff,
    }).then(ok<PeoplePage>);
    expect(byEmail.items[0]).toMatchObject({
      id: person.id,
      firstName: 'Fərid',
      role: Role.Customer,
      blockedAt: null,
      shop: null,
    });

    const sellers = await call('GET', 'Admin/Users?role=1&pageSize=100', { token: tokens.staff }).then(
      ok<PeoplePage>,
    );
    expect(sellers.items.every((row) => row.role === Role.Seller)).toBe(true);
    expect(sellers.items.find((row) => row.id === ids.seller)?.shop?.name).toBeTruthy();
    const newest = await call('GET', 'Admin/Users?pageSize=100', { token: tokens.staff }).then(
      ok<PeoplePage>,
    );
    const times = newest.items.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.total).toBe(await ctx.db.$count(users));
    const second = await call('GET', 'Admin/Users?pageSize=1&page=2', { token: tokens.staff }).then(
      ok<PeoplePage>,
    );
    expect(second.items[0]?.id).toBe(newest.items[1]?.id);
    for (const bad of ['role=9', 'blocked=maybe', 'pageSize=500'])
      expect((await call('GET', `Admin/Users?${bad}`, { token: tokens.staff })).statusCode, bad).toBe(400);
  });

  it("a person's page and orders, newest first", async () => {
    const detail = await call('GET', `Admin/Users/${ids.buyer}`, { token: tokens.staff }).then(
      ok<PersonDetail>,
    );
    const count = await ctx.db.$count(orders, eq(orders.userId, ids.buyer));
    expect(detail).toMatchObject({
      id: ids.buyer,
      role: Role.Customer,
      phone: demoPhones.buyer,
      ordersCount: count,
    });
    expect(detail.liveSessions).toBeGreaterThan(0);
    const page = await call('GET', `Admin/Users/${ids.buyer}/Orders?pageSize=100`, {
      token: tokens.staff,
    }).then(ok<PersonOrderPage>);
    expect(page.total).toBe(count);
    const times = page.items.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    if (page.items[0]) expect(page.items[0].statuses.length).toBeGreaterThan(0);
    const seller = await call('GET', `Admin/Users/${ids.seller}`, { token: tokens.staff }).then(
      ok<PersonDetail>,
    );
    expect(seller.shop).not.toBeNull();
    expect((await call('GET', 'Admin/Users/999999', { token: tokens.staff })).statusCode).toBe(404);
  });
});

describe('people: blocking', () => {
  it('blocking ends the sessions at once: the token held is a 401 and every sign-in is refused in the caller language; unblocking lets them in', async () => {
    const person = await newPerson();
    expect((await call('GET', 'user/profile', { token: person.token })).statusCode).toBe(200);
    const noNote = await call('POST', `Admin/Users/${person.id}/Block`, {
      token: tokens.staff,
      payload: { note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);

    const note = 'Saxta sifarişlər';
    const blocked = await call('POST', `Admin/Users/${person.id}/Block`, {
      token: tokens.staff,
      payload: { note },
    }).then(ok<PersonStateAnswer>);
    expect(blocked.blockedAt).not.toBeNull();
    expect(await liveSessions(person.id)).toBe(0);
    expect((await call('GET', 'user/profile', { token: person.token })).statusCode).toBe(401);

    const refused = await login(person.phone, password, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'error.accountBlocked',
      detail: 'This account is blocked. Contact support to find out more.',
    });
    // A wrong password says only that: nobody learns the account is blocked without it.
    expect((await login(person.phone, 'wrong-pass1')).json().code).toBe('error.wrongCredentials');
    expect((await login(person.email, password, 'az')).json().detail).toBe(
      'Bu hesab bloklanıb. Ətraflı məlumat üçün dəstək xidməti ilə əlaqə saxlayın.',
    );

    const detail = await call('GET', `Admin/Users/${person.id}`, { token: tokens.staff }).then(
      ok<PersonDetail>,
    );
    expect(detail).toMatchObject({ blockNote: note, liveSessions: 0 });
    const again = await call('POST', `Admin/Users/${person.id}/Block`, {
      token: tokens.staff,
      payload: { note },
    });
    expect(again.statusCode).toBe(409);

    await ok(await call('POST', `Admin/Users/${person.id}/Unblock`, { token: tokens.staff }));
    expect((await login(person.phone)).statusCode).toBe(200);
    expect((await call('POST', `Admin/Users/${person.id}/Unblock`, { token: tokens.staff })).statusCode).toBe(
      409,
    );
    const rows = await userAudit(person.id);
    expect(rows.map((row) => row.action)).toEqual(['user.unblock', 'user.block']);
    expect(rows[1]).toMatchObject({ actorRole: Role.Staff, before: { blockedAt: null }, note });
    expect(rows[0]?.after).toEqual({ blockedAt: null });
  });

  it('[ACC-09] a Google sign-in of a blocked account is refused, and makes no session', async () => {
    const person = await newPerson();
    await ok(
      await call('POST', `Admin/Users/${person.id}/Block`, {
        token: tokens.admin,
        payload: { note: 'spam' },
      }),
    );
    const idToken = await new SignJWT({ email_verified: true, email: person.email, given_name: 'Rəşad' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(googleClientId)
      .setSubject(`google-${person.id}`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey);
    // The account's own password proves the e-mail is theirs (SEC-35.11); the block still refuses.
    const refused = await call('POST', 'auth/LoginSocial', {
      payload: { provider: 'google', token: idToken, password },
      lang: 'ru',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().detail).toBe('Этот аккаунт заблокирован. Обратитесь в службу поддержки.');
    expect(await liveSessions(person.id)).toBe(0);
  });

  it('nobody blocks themselves; Staff cannot block an Admin; an Admin can block Staff', async () => {
    const self = await call('POST', `Admin/Users/${ids.staff}/Block`, {
      token: tokens.staff,
      payload: { note: 'x' },
      lang: 'en',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You cannot block your own account');
    const admin = await call('POST', `Admin/Users/${ids.admin}/Block`, {
      token: tokens.staff,
      payload: { note: 'x' },
      lang: 'ru',
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().detail).toBe('Заблокировать администратора может только другой администратор');
    const operator = await newPerson();
    await ok(
      await call('PUT', `Admin/Users/${operator.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Staff },
      }),
    );
    await ok(
      await call('POST', `Admin/Users/${operator.id}/Block`, { token: tokens.admin, payload: { note: 'x' } }),
    );
    expect(await userAudit(ids.admin)).toHaveLength(0);
  });
});

describe('people: what only an Admin may undo [SEC-35.13]', () => {
  it('[SEC-35.13] Staff cannot block or unblock an operator (403, localized); an Admin can, and each change is audited', async () => {
    const colleague = await newPerson();
    await ok(
      await call('PUT', `Admin/Users/${colleague.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Staff },
      }),
    );
    const block = await call('POST', `Admin/Users/${colleague.id}/Block`, {
      token: tokens.staff,
      payload: { note: 'x' },
      lang: 'en',
    });
    expect(block.statusCode).toBe(403);
    expect(block.json()).toMatchObject({
      code: 'admin.people.operatorAdminOnly',
      detail: 'Only an Admin can block or unblock an operator’s (Staff or Admin) account',
    });
    await ok(
      await call('POST', `Admin/Users/${colleague.id}/Block`, {
        token: tokens.admin,
        payload: { note: 'x' },
      }),
    );
    const unblock = await call('POST', `Admin/Users/${colleague.id}/Unblock`, {
      token: tokens.staff,
      lang: 'ru',
    });
    expect(unblock.statusCode).toBe(403);
    expect(unblock.json()).toMatchObject({
      code: 'admin.people.operatorAdminOnly',
      detail: 'Блокировать и разблокировать аккаунт оператора (Staff или Admin) может только администратор',
    });
    await ok(await call('POST', `Admin/Users/${colleague.id}/Unblock`, { token: tokens.admin }));
    expect((await userAudit(colleague.id)).map((row) => [row.action, row.actorRole])).toEqual([
      ['user.unblock', Role.Admin],
      ['user.block', Role.Admin],
      ['user.role', Role.Admin],
    ]);
  });

  it('[SEC-35.13] Staff cannot unblock an account an Admin blocked (403, localized), but may undo a Staff block; the person page says who may', async () => {
    const person = await newPerson();
    await ok(
      await call('POST', `Admin/Users/${person.id}/Block`, {
        token: tokens.admin,
        payload: { note: 'fraud' },
      }),
    );
    const detail = await call('GET', `Admin/Users/${person.id}`, { token: tokens.staff }).then(
      ok<PersonDetail>,
    );
    expect(detail).toMatchObject({ blockNote: 'fraud', blockedByAdmin: true });
    const refused = await call('POST', `Admin/Users/${person.id}/Unblock`, {
      token: tokens.staff,
      lang: 'az',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'admin.people.adminBlocked',
      detail: 'Bu hesabı Admin bloklayıb: onu yalnız Admin blokdan çıxara bilər',
    });
    expect((await login(person.phone)).statusCode).toBe(403);
    await ok(await call('POST', `Admin/Users/${person.id}/Unblock`, { token: tokens.admin }));

    // A block by Staff, Staff may lift.
    await ok(
      await call('POST', `Admin/Users/${person.id}/Block`, {
        token: tokens.staff,
        payload: { note: 'spam' },
      }),
    );
    const byStaff = await call('GET', `Admin/Users/${person.id}`, { token: tokens.staff }).then(
      ok<PersonDetail>,
    );
    expect(byStaff.blockedByAdmin).toBe(false);
    await ok(await call('POST', `Admin/Users/${person.id}/Unblock`, { token: tokens.staff }));
    expect(
      (await call('GET', `Admin/Users/${person.id}`, { token: tokens.staff }).then(ok<PersonDetail>))
        .blockedByAdmin,
    ).toBe(false);
  });
});

describe('people: roles (Admin only)', () => {
  it("an Admin makes a customer Staff and back; the person's sessions end so the new role applies; a seller's role is not changed here", async () => {
    const person = await newPerson();
    const made = await call('PUT', `Admin/Users/${person.id}/Role`, {
      token: tokens.admin,
      payload: { role: Role.Staff },
    }).then(ok<PersonStateAnswer>);
    expect(made.role).toBe(Role.Staff);
    expect((await call('GET', 'user/profile', { token: person.token })).statusCode).toBe(401);
    const staffToken = (await login(person.phone)).json().token as string;
    expect((await call('GET', 'Admin/Users', { token: staffToken })).statusCode).toBe(200);
    // A new Staff member cannot give roles.
    expect(
      (
        await call('PUT', `Admin/Users/${ids.buyer}/Role`, {
          token: staffToken,
          payload: { role: Role.Admin },
        })
      ).statusCode,
    ).toBe(403);

    await ok(
      await call('PUT', `Admin/Users/${person.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Customer },
      }),
    );
    expect((await call('GET', 'Admin/Users', { token: staffToken })).statusCode).toBe(401);
    expect((await userAudit(person.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['user.role', { role: Role.Staff }, { role: Role.Customer }],
      ['user.role', { role: Role.Customer }, { role: Role.Staff }],
    ]);

    const seller = await call('PUT', `Admin/Users/${ids.seller}/Role`, {
      token: tokens.admin,
      payload: { role: Role.Staff },
      lang: 'en',
    });
    expect(seller.statusCode).toBe(409);
    expect(seller.json().code).toBe('admin.people.sellerRole');
    for (const role of [Role.Seller, 7, 'admin'])
      expect(
        (await call('PUT', `Admin/Users/${person.id}/Role`, { token: tokens.admin, payload: { role } }))
          .statusCode,
        String(role),
      ).toBe(400);
  });

  it('the last Admin cannot step down or be blocked (409); with a second Admin they can', async () => {
    const only = await ctx.db.$count(users, eq(users.role, Role.Admin));
    expect(only).toBe(1);
    const stepDown = await call('PUT', `Admin/Users/${ids.admin}/Role`, {
      token: tokens.admin,
      payload: { role: Role.Customer },
      lang: 'en',
    });
    expect(stepDown.statusCode).toBe(409);
    expect(stepDown.json().detail).toBe(
      'This is the last active Admin: the marketplace cannot be left without one',
    );

    const second = await newPerson('İkinci');
    await ok(
      await call('PUT', `Admin/Users/${second.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Admin },
      }),
    );
    const secondToken = (await login(second.phone)).json().token as string;
    // Blocked, the second Admin no longer counts: the first is the last active one again.
    await ok(
      await call('POST', `Admin/Users/${second.id}/Block`, {
        token: tokens.admin,
        payload: { note: 'test' },
      }),
    );
    expect(
      (
        await call('PUT', `Admin/Users/${ids.admin}/Role`, {
          token: tokens.admin,
          payload: { role: Role.Customer },
        })
      ).statusCode,
    ).toBe(409);
    await ok(await call('POST', `Admin/Users/${second.id}/Unblock`, { token: tokens.admin }));
    const freshSecond = (await login(second.phone)).json().token as string;
    expect(secondToken).not.toBe(freshSecond);
    // The second Admin blocks the first? Allowed, one remains; then the remaining one cannot be blocked by anyone.
    await ok(
      await call('POST', `Admin/Users/${ids.admin}/Block`, { token: freshSecond, payload: { note: 'test' } }),
    );
    const service = ctx.app.services.peopleAdmin;
    await expect(
      service.block({ userId: ids.staff, role: Role.Admin, sessionId: 'x' }, second.id, { note: 'x' }),
    ).rejects.toMatchObject({ code: 'admin.people.lastAdmin' });
    await ok(await call('POST', `Admin/Users/${ids.admin}/Unblock`, { token: freshSecond }));
    tokens.admin = (await login(demoPhones.admin, 'demo1234')).json().token;
    await ok(
      await call('PUT', `Admin/Users/${second.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Customer },
      }),
    );
  });

  it('two Admins taking the role from each other at the same moment: one wins, the other is a 409, one Admin remains', async () => {
    const other = await newPerson('Rəqib');
    await ok(
      await call('PUT', `Admin/Users/${other.id}/Role`, {
        token: tokens.admin,
        payload: { role: Role.Admin },
      }),
    );
    const service = ctx.app.services.peopleAdmin;
    const asAdmin = (userId: number) => ({ userId, role: Role.Admin, sessionId: 'concurrent' });
    const results = await Promise.allSettled([
      service.setRole(asAdmin(ids.admin), other.id, { role: Role.Customer }),
      service.setRole(asAdmin(other.id), ids.admin, { role: Role.Customer }),
    ]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'admin.people.lastAdmin' });
    expect(await ctx.db.$count(users, and(eq(users.role, Role.Admin)))).toBe(1);

    // Blocking each other at once: the same.
    const winner = results[0]?.status === 'fulfilled' ? ids.admin : other.id;
    const third = await newPerson('Üçüncü');
    await ctx.db.update(users).set({ role: Role.Admin }).where(eq(users.id, third.id));
    const blocks = await Promise.allSettled([
      service.block(asAdmin(winner), third.id, { note: 'a' }),
      service.block(asAdmin(third.id), winner, { note: 'b' }),
    ]);
    expect(blocks.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const active = await ctx.db
      .select({ id: users.id, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.role, Role.Admin));
    expect(active.filter((row) => row.blockedAt === null)).toHaveLength(1);
  });
});
