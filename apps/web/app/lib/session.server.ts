import { type AuthSession, type Lang, localPathOf } from '@bazar/contracts';
import { redirect, redirectDocument } from 'react-router';
import { isHttps, serializeCookie } from './cookies';
import { mergeGuestData } from './guest-merge.server';
import { localizePath, splitLangPath } from './language';
import { type RouteContext, webOf } from './load-context';
import { type CurrentUser, currentUserKey, tokenCookie } from './session';

function secondsUntil(expiresAt: string): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
}

/** The non-secret `currentUser` cookie (spec), readable by the page's scripts, living as long as the session. */
export function currentUserCookie(user: CurrentUser, request: Request): string {
  // Picked field by field: a session's phone and e-mail never reach the script-readable cookie.
  const { id, accountType, firstName, lastName, image, expiresAt } = user;
  return serializeCookie(
    currentUserKey,
    JSON.stringify({ id, accountType, firstName, lastName, image, expiresAt }),
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

/** Where to go after signing in or out: continueUrl when it is a path on this site, in the page's language; home otherwise. */
export function continuePath(continueUrl: unknown, lang: Lang): string {
  const home = localizePath('/', lang);
  const path = localPathOf(continueUrl);
  if (path === null) return home;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const { rest } = splitLangPath(pathname);
  // Taking the language off may leave `//host` (from `/en//host`), which is no path of ours.
  if (rest.startsWith('//')) return home;
  return localizePath(rest, lang) + (cut < 0 ? '' : path.slice(cut));
}

/**
 * Begins a session after any sign-in: merges the guest's basket and favourites, sets the `token`
 * and `currentUser` cookies and goes to continueUrl. On the checkout page the page reloads instead.
 */
export async function signIn(
  { request, context }: { request: Request; context: RouteContext },
  session: AuthSession,
  lang: Lang,
  continueUrl: unknown,
  headers = new Headers(),
): Promise<Response> {
  for (const cookie of await mergeGuestData(webOf(context).apiFor(session.token), request))
    headers.append('set-cookie', cookie);
  for (const cookie of sessionCookies(session, request)) headers.append('set-cookie', cookie);
  const target = continuePath(continueUrl, lang);
  const onCheckout = splitLangPath(target.split('?')[0] ?? '').rest === '/checkout';
  return onCheckout ? redirectDocument(target, { headers }) : redirect(target, { headers });
}
