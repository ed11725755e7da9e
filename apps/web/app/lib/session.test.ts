import { LoginBody, RegisterBody } from '@bazar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { httpsSiteHeader } from './cookies';
import { formValues, problemFeedback, validate } from './forms';
import { readCurrentUser } from './session';
import { clearedSessionCookies, continuePath, sessionCookies } from './session.server';
import { returningSocialState, startSocialSignIn } from './social.server';

describe('continueUrl [ACC-21]', () => {
  it('keeps a path on this site, in the page language, and sends anything else home', () => {
    expect(continuePath('/cart?x=1', 'az')).toBe('/cart?x=1');
    expect(continuePath('/user/profile', 'en')).toBe('/en/user/profile');
    expect(continuePath('/ru/cart', 'en')).toBe('/en/cart');
    expect(continuePath('/en/product/x?v=2#reviews', 'az')).toBe('/product/x?v=2#reviews');
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/..//evil.example',
      '/en//evil.example',
      '/ru/..//evil.example',
      '/\t/evil.example',
      'cart',
      '',
      null,
    ]) {
      expect(continuePath(unsafe, 'ru')).toBe('/ru');
      expect(continuePath(unsafe, 'az')).toBe('/');
    }
  });
});

describe('session cookies [ACC-11]', () => {
  const session = {
    token: 'secret-token',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    accountType: 4,
    id: 7,
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: 'a@example.az',
    phone: '994501234567',
    image: null,
  };

  it('keeps the token httpOnly and the current user readable, without the token, until the session ends', () => {
    const [token, user] = sessionCookies(session, new Request('https://bazar.az/login'));
    const [pair, ...attributes] = token?.split('; ') ?? [];
    expect(pair).toBe('token=secret-token');
    expect(attributes.filter((attribute) => !attribute.startsWith('Max-Age=')).sort()).toEqual([
      'HttpOnly',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(attributes).toContainEqual(expect.stringMatching(/^Max-Age=(3599|3600)$/));
    expect(user).not.toContain('HttpOnly');
    expect(user).not.toContain('secret-token');
    const value = user?.split(';')[0] ?? '';
    expect(readCurrentUser(value)).toMatchObject({ id: 7, accountType: 4, firstName: 'Aysel' });
    expect(sessionCookies(session, new Request('http://localhost/login'))[0]).not.toContain('Secure');
  });

  it('[SEC-35.15] on an https site (PUBLIC_URL) the session cookies are Secure also when the request reached the server as http', () => {
    const behindProxy = new Request('http://bazar.az/login', { headers: { [httpsSiteHeader]: '1' } });
    for (const cookie of sessionCookies(session, behindProxy)) expect(cookie).toContain('Secure');
    expect(clearedSessionCookies(behindProxy).every((cookie) => cookie.includes('Secure'))).toBe(true);
  });

  it('[SEC-35.15] the script-readable currentUser cookie carries no phone and no e-mail', () => {
    const [, user] = sessionCookies(session, new Request('https://bazar.az/login'));
    const value = decodeURIComponent(user?.split(';')[0]?.split('=').slice(1).join('=') ?? '');
    expect(JSON.parse(value)).toEqual({
      id: 7,
      accountType: 4,
      firstName: 'Aysel',
      lastName: 'Məmmədova',
      image: null,
      expiresAt: session.expiresAt,
    });
    expect(value).not.toContain('994501234567');
    expect(value).not.toContain('a@example.az');
    // A cookie written before still reads, its phone and e-mail left out.
    const old = `currentUser=${encodeURIComponent(JSON.stringify(session))}`;
    expect(readCurrentUser(old)).not.toHaveProperty('phone');
    expect(readCurrentUser(old)).not.toHaveProperty('email');
  });
});

describe('form validation with the contracts [ACC-02] [ACC-07]', () => {
  it('takes only the schema fields and translates the messages', () => {
    const form = new FormData();
    form.set('intent', 'login');
    form.set('phoneOrEmail', ' ');
    expect(validate(LoginBody, formValues(form), 'en')).toEqual({
      ok: false,
      errors: { phoneOrEmail: 'This field is required', password: 'This field is required' },
    });
    const values = {
      accountType: '1',
      firstName: 'A',
      lastName: 'B',
      phone: '994501234567',
      email: 'a@b.az',
      code: '123456',
      password: 'secret1',
      confirmPassword: 'secret2',
      acceptTerms: 'true',
      continueUrl: '/cart',
    };
    expect(validate(RegisterBody, values, 'az')).toEqual({
      ok: false,
      errors: { confirmPassword: 'Şifrələr uyğun gəlmir', shopName: 'Bu sahə mütləqdir' },
    });
  });

  it("shows the API's field messages beside fields, else its detail", () => {
    const problem = { type: 'about:blank', status: 422, title: 't', code: 'error.validation', detail: 'd' };
    expect(problemFeedback({ ...problem, errors: { phone: ['taken', 'other'] } })).toEqual({
      errors: { phone: 'taken' },
    });
    expect(problemFeedback(problem)).toEqual({ formError: 'd' });
  });
});

describe('social sign-in [ACC-09]', () => {
  afterEach(() => {
    delete process.env.GOOGLE_CLIENT_ID;
  });

  it('sends Google an ID-token form post request and accepts only the answer to the flow it began', () => {
    process.env.GOOGLE_CLIENT_ID = 'client-1';
    const request = new Request('https://bazar.az/en/auth/google');
    const response = startSocialSignIn('google', request, 'en', '/cart');
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://bazar.az/auth/google/callback',
      response_type: 'id_token',
      response_mode: 'form_post',
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(response.headers.get('set-cookie')).toContain('HttpOnly');
    const nonce = target.searchParams.get('nonce');
    const idToken = `h.${Buffer.from(JSON.stringify({ nonce })).toString('base64url')}.s`;
    const back = new Request('https://bazar.az/auth/google/callback', { headers: { cookie } });
    const state = target.searchParams.get('state') ?? '';
    expect(returningSocialState(back, 'google', state, idToken)).toEqual({
      lang: 'en',
      continueUrl: '/cart',
    });
    expect(returningSocialState(back, 'google', 'other-state', idToken)).toBeNull();
    const replayed = `h.${Buffer.from(JSON.stringify({ nonce: 'old' })).toString('base64url')}.s`;
    expect(returningSocialState(back, 'google', state, replayed)).toBeNull();
    expect(returningSocialState(back, 'facebook', state, 'token')).toBeNull();
  });
});
