import type { MyGiftCards } from '@bazar/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, payOnSandbox } from '../../test/payments-support';
import { callApi, registerAccount, signIn, smsCodeTo, testAppForFile } from '../../test/test-app';
import { users } from './accounts.tables';

/** A new phone in the profile needs the password and a code texted to it; only a proved phone is trusted. */
const ctx = testAppForFile();
let buyerToken = '';
beforeAll(async () => {
  buyerToken = await signIn(ctx, '994500000003');
});

let serial = 0;
const freshIp = () => `10.35.10.${++serial}`;
const password = 'Gəncə-bağ-2026';

/** A registered member (their phone proved at registration), signed in. */
async function member() {
  serial += 1;
  const phone = `99477${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(2, '0')}`;
  const registered = await registerAccount(
    ctx.app,
    {
      accountType: 4,
      firstName: 'Rəna',
      lastName: 'Əliyeva',
      phone,
      email: `rena.${phone}.${serial}@example.az`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
    { ip: freshIp() },
  );
  expect(registered.statusCode, registered.body).toBe(201);
  // The registration code is a few minutes old: the resend wait does not hold the next code back.
  await ctx.db.execute(sql`update phone_codes set created_at = created_at - interval '5 minutes'`);
  const session = registered.json() as { token: string; id: number };
  return { phone, token: session.token, id: session.id };
}

const post = (url: string, token: string, payload: object, lang = 'az') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    payload,
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

const signInStatus = async (phoneOrEmail: string, pass = password) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phoneOrEmail, password: pass },
      remoteAddress: freshIp(),
    })
  ).statusCode;

async function textsTo(phone: string): Promise<string[]> {
  const outbox = await callApi(ctx, 'GET', `dev/SmsOutbox?phone=${phone}`);
  return (outbox.json() as { items: { text: string }[] }).items.map((item) => item.text);
}

const checkoutMe = async (token: string) => (await callApi(ctx, 'GET', 'Checkout/Me', { token })).json();

describe('changing the phone needs proof', () => {
  it('[SEC-35.10] [ACC-17] a new phone needs the password and the code texted to it; until then the old phone stays for sign-in and checkout; the old number is told after', async () => {
    const person = await member();
    const newPhone = `99470${person.phone.slice(-7)}`;

    const wrong = await post('user/ChangePhone', person.token, { phone: newPhone, password: 'nope' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is wrong'] });
    const taken = await post('user/ChangePhone', person.token, { phone: '994500000003', password }, 'ru');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: ['Аккаунт с этим номером телефона уже существует'] });
    expect(await textsTo(newPhone)).toEqual([]);

    const asked = await post('user/ChangePhone', person.token, { phone: newPhone, password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ phone: newPhone, resendAfterSeconds: 60, expiresInSeconds: 600 });
    const code = await smsCodeTo(ctx.app, newPhone);

    // Nothing changed yet: the profile, sign-in and checkout still know the old phone only.
    expect((await callApi(ctx, 'GET', 'user/profile', { token: person.token })).json().phone).toBe(
      person.phone,
    );
    expect(await signInStatus(newPhone)).toBe(401);
    expect(await checkoutMe(person.token)).toMatchObject({ phone: person.phone, phoneConfirmed: true });

    const wrongCode = await post(
      'user/ConfirmPhoneChange',
      person.token,
      { phone: newPhone, code: code === '000000' ? '111111' : '000000' },
      'en',
    );
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors).toEqual({ code: ['The code is wrong'] });
    // The code proves only the number it was texted to, for the account that asked.
    const otherNumber = await post('user/ConfirmPhoneChange', person.token, { phone: '994709990000', code });
    expect(otherNumber.statusCode).toBe(422);

    const confirmed = await post('user/ConfirmPhoneChange', person.token, { phone: newPhone, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().phone).toBe(newPhone);
    expect(await checkoutMe(person.token)).toMatchObject({ phone: newPhone, phoneConfirmed: true });
    expect(await signInStatus(newPhone)).toBe(200);
    expect(await signInStatus(person.phone)).toBe(401);
    const [toOld] = await textsTo(person.phone);
    expect(toOld).toBe(
      `Bazar: hesabınızın telefon nömrəsi sonu ${newPhone.slice(-4)} olan nömrəyə dəyişdirildi. Bu siz deyilsinizsə, dərhal Bazar dəstəyinə müraciət edin.`,
    );
    // The code is spent.
    expect((await post('user/ConfirmPhoneChange', person.token, { phone: newPhone, code })).statusCode).toBe(
      422,
    );
  });

  it('[SEC-35.10] a code texted for checkout does not change the phone without the password step', async () => {
    const person = await member();
    const newPhone = `99451${person.phone.slice(-7)}`;
    // Whoever holds the session asks a checkout code for their own number…
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Checkout/SendCode',
      payload: { phone: newPhone },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await smsCodeTo(ctx.app, newPhone);
    // …but it makes no new phone of the account.
    const refused = await post('user/ConfirmPhoneChange', person.token, { phone: newPhone, code });
    expect(refused.statusCode).toBe(422);
    expect((await callApi(ctx, 'GET', 'user/profile', { token: person.token })).json().phone).toBe(
      person.phone,
    );
  });

  it('[SEC-35.10] code sends are limited: a second code within the minute is 429 with Retry-After', async () => {
    const person = await member();
    const newPhone = `99455${person.phone.slice(-7)}`;
    expect((await post('user/ChangePhone', person.token, { phone: newPhone, password })).statusCode).toBe(
      200,
    );
    const again = await post('user/ChangePhone', person.token, { phone: newPhone, password });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await textsTo(newPhone)).toHaveLength(1);
  });

  it('[SEC-35.10] [PAY-07] a phone that was never proved (set in a profile before this rule) owns no gift card and checkout asks it for a code', async () => {
    const person = await member();
    await ctx.db.update(users).set({ phoneConfirmedAt: null }).where(eq(users.id, person.id));
    expect(await checkoutMe(person.token)).toMatchObject({ phone: person.phone, phoneConfirmed: false });

    const bought = await callApi(ctx, 'POST', 'GiftCard/Buy', {
      token: buyerToken,
      payload: {
        amount: 20,
        design: 'classic',
        senderName: 'Leyla',
        recipientPhone: person.phone,
        paymentType: 'card',
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await payOnSandbox(ctx, bought.json().paymentUrl);
    await eventually(
      async () =>
        (await callApi(ctx, 'GET', `GiftCard/Purchase/${bought.json().id}`, { token: buyerToken })).json(),
      (answer) => answer.status === 'paid',
    );
    // The number and code are texted to the phone, but the card is on no account until it is added.
    expect((await textsTo(person.phone))[0]).toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    const cards = (await callApi(ctx, 'GET', 'GiftCard', { token: person.token })).json() as MyGiftCards;
    expect(JSON.stringify(cards)).not.toContain('"amount":20');
  });
});
