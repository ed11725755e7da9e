import type { AuthSession, Lang } from '@bazar/contracts';
import { type AppLoadContext, redirect, redirectDocument } from 'react-router';
import { isHttps, serializeCookie } from './cookies';
import { mergeGuestData } from './guest-merge.server';
import { localizePath, splitLangPath } from './language';
import { type CurrentUser, currentUserKey, tokenCookie } from './session';

function secondsUntil(expiresAt: string): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
}

/** The non-secret `currentUser` cookie (spec), readable by the page's scripts, living as long as the session. */
export function currentUserCookie(user: CurrentUser, request: Request): string {
  const { id, accountType, firstName, lastName, email, phone, image, expiresAt } = user;
  return serializeCookie(
    currentUserKey,
    JSON.stringify({ id, accountType, firstName, lastName, email, phone, image, expiresAt }),
    { maxAge: secondsUntil(expiresAt), secure: isHttps(request) },
  );
}

export function sessionCookies(session: AuthSession, request: Request): string[] {
  const secure = isHttps(request);
  return [
    serializeCookie(tokenCookie, session.token, {
      httpOnly: true,
      secure,
      maxAge: secondsUntil(session.expiresAt),
    }),
    currentUserCookie(session, request),
  ];
}

export function clearedSessionCookies(request: Request): string[] {
  const secure = isHttps(request);
  return [
    serializeCookie(tokenCookie, '', { httpOnly: true, secure, maxAge: 0 }),
    serializeCookie(currentUserKey, '', { secure, maxAge: 0 }),
  ];
}

/**
 * Where to go after signing in: continueUrl when it is a path on this site (not `//host` or
 * `/\host`, which browsers read as another host), in the page's language; home otherwise.
 */
export function continuePath(continueUrl: unknown, lang: Lang): string {
  const home = localizePath('/', lang);
  if (typeof continueUrl !== 'string' || !/^\/(?![/\\])/.test(continueUrl)) return home;
  const base = 'http://bazar.invalid';
  let url: URL;
  try {
    url = new URL(continueUrl, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  return localizePath(splitLangPath(url.pathname).rest, lang) + url.search;
}

/**
 * Begins a session after any sign-in: merges the guest's basket and favourites, sets the `token`
 * and `currentUser` cookies and goes to continueUrl. On the checkout page the page reloads instead.
 */
export async function signIn(
  { request, context }: { request: Request; context: AppLoadContext },
  session: AuthSession,
  lang: Lang,
  continueUrl: unknown,
  headers = new Headers(),
): Promise<Response> {
  for (const cookie of await mergeGuestData(context.apiFor(session.token), request))
    headers.append('set-cookie', cookie);
  for (const cookie of sessionCookies(session, request)) headers.append('set-cookie', cookie);
  const target = continuePath(continueUrl, lang);
  const onCheckout = splitLangPath(target.split('?')[0] ?? '').rest === '/checkout';
  return onCheckout ? redirectDocument(target, { headers }) : redirect(target, { headers });
}
