import { parseCookie, stringifySetCookie } from 'cookie';

/** A value that is not valid percent-encoding is dropped, as if the cookie were absent. */
function decodeOrDrop(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Reads one cookie from a Cookie header, URL-decoded; null when it is absent, empty or malformed. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  return parseCookie(cookieHeader ?? '', { decode: decodeOrDrop })[name] || null;
}

export function readCookieJson(cookieHeader: string | null | undefined, name: string): unknown {
  const value = readCookie(cookieHeader, name);
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export interface CookieOptions {
  httpOnly?: boolean;
  /** Sent only over https: set it when the request came over https. */
  secure?: boolean;
  /** Seconds; 0 deletes the cookie; absent makes a session cookie. */
  maxAge?: number;
}

/** A Set-Cookie value for the whole site, SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    sameSite: 'lax',
    httpOnly: options.httpOnly,
    secure: options.secure,
    maxAge: options.maxAge === undefined ? undefined : Math.max(0, Math.floor(options.maxAge)),
  });
}

/**
 * Set by the web server on every page request when PUBLIC_URL is https (any such header a client
 * sends is dropped first): the site is https whatever a proxy says, so its cookies are Secure.
 */
export const httpsSiteHeader = 'x-bazar-https-site';

/** Whether cookies go out Secure: the request came over https, or the site is https (PUBLIC_URL). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get(httpsSiteHeader) === '1';
}
