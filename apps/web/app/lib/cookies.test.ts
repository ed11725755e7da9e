import { describe, expect, it } from 'vitest';
import { readCookie, readCookieJson, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads back what it wrote, Azerbaijani and JSON included', () => {
    const written = serializeCookie('currentUser', JSON.stringify({ firstName: 'Rəşad' }), { maxAge: 60 });
    const header = `language=en; ${written.split(';')[0]}`;
    expect(readCookieJson(header, 'currentUser')).toEqual({ firstName: 'Rəşad' });
    expect(readCookie(header, 'language')).toBe('en');
  });

  it('treats an absent, empty or badly encoded cookie as absent', () => {
    expect(readCookie(undefined, 'token')).toBeNull();
    expect(readCookie('token=', 'token')).toBeNull();
    expect(readCookie('token=%E0%A4%A', 'token')).toBeNull();
    expect(readCookie('xtoken=1', 'token')).toBeNull();
    expect(readCookieJson('currentUser={not json', 'currentUser')).toBeNull();
  });

  it('writes site-wide Lax cookies, httpOnly and secure when asked, and deletes with Max-Age=0', () => {
    const session = serializeCookie('token', 'abc', { httpOnly: true, secure: true, maxAge: 3600.7 });
    expect(session).toMatch(/^token=abc;/);
    expect(session).toContain('Path=/');
    expect(session).toContain('SameSite=Lax');
    expect(session).toContain('HttpOnly');
    expect(session).toContain('Secure');
    expect(session).toContain('Max-Age=3600');
    expect(serializeCookie('token', '', { maxAge: -5 })).toContain('Max-Age=0');
    expect(serializeCookie('language', 'ru')).not.toMatch(/Max-Age|HttpOnly|Secure/);
  });
});
