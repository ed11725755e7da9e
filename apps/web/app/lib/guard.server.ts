import { Role, type UserProfile } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { readCookie } from './cookies';
import { localizePath, splitLangPath } from './language';
import { type RouteContext, webOf } from './load-context';
import { pageUrl } from './page-url';
import { isOperator, tokenCookie } from './session';
import { clearedSessionCookies } from './session.server';

/** Sends a visitor without a (valid) session to sign in, coming back here afterwards (spec: continueUrl). */
export function loginRedirect(request: Request, headers?: HeadersInit): Response {
  const url = pageUrl(request);
  const { lang, rest } = splitLangPath(url.pathname);
  return redirect(localizePath(`/login?continueUrl=${encodeURIComponent(rest + url.search)}`, lang), {
    headers,
  });
}

/** A redirect to sign in that also forgets the session cookies, for a session the API no longer knows. */
export function sessionEnded(request: Request): Response {
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(request)) headers.append('set-cookie', cookie);
  return loginRedirect(request, headers);
}

/**
 * Whether a call's error is `sessionEnded`'s redirect, which the API client throws for a 401 on a
 * call that needs a session: for the few places where a dead session only means a guest.
 */
export function isSessionEnd(error: unknown): error is Response {
  return error instanceof Response && error.status === 302;
}

/**
 * The account guard: any signed-in user; the API's answer is the truth (the client ends a session
 * it no longer knows).
 */
export async function requireUser(request: Request, context: RouteContext): Promise<UserProfile> {
  if (!readCookie(request.headers.get('cookie'), tokenCookie)) throw loginRedirect(request);
  return webOf(context).api.accounts.profile({});
}

/** The seller guard: sellers only; other signed-in users get 403 (no permission). */
export async function requireSeller(request: Request, context: RouteContext): Promise<UserProfile> {
  const user = await requireUser(request, context);
  if (user.accountType !== Role.Seller) throw data(null, { status: 403 });
  return user;
}

/**
 * The back-office guard: Staff and Admin only; other signed-in users get 403 (no permission). An
 * operator whose session has not passed the second factor goes to its step first (issue 35 point 14).
 */
export async function requireOperator(request: Request, context: RouteContext): Promise<UserProfile> {
  const user = await requireUser(request, context);
  if (!isOperator(user)) throw data(null, { status: 403 });
  if (!(await webOf(context).api.secondFactor.status({})).verified) {
    const url = pageUrl(request);
    const { lang, rest } = splitLangPath(url.pathname);
    throw redirect(localizePath(`/second-factor?continueUrl=${encodeURIComponent(rest + url.search)}`, lang));
  }
  return user;
}
