/** Reads one cookie from a Cookie header, URL-decoded; null when it is absent or empty. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
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
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}
