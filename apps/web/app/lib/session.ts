import { AuthSession, Role } from '@bazar/contracts';
import { readCookieJson } from './cookies';

/**
 * The signed-in user as the `currentUser` cookie and local storage keep it (spec): the session's
 * non-secret fields. The token itself lives only in the httpOnly `token` cookie, and the phone and
 * e-mail nowhere a page's script can read them (issue 35, point 15): pages that need them ask the API.
 */
export const CurrentUser = /* @__PURE__ */ AuthSession.omit({ token: true, email: true, phone: true });
export type CurrentUser = ReturnType<typeof CurrentUser.parse>;

export const tokenCookie = 'token';
export const currentUserKey = 'currentUser';

export function readCurrentUser(cookieHeader: string | null): CurrentUser | null {
  const parsed = CurrentUser.safeParse(readCookieJson(cookieHeader, currentUserKey));
  return parsed.success ? parsed.data : null;
}

export function isSeller(user: Pick<CurrentUser, 'accountType'>): boolean {
  return user.accountType === Role.Seller;
}

/** Staff and Admin: the back office's users. */
export function isOperator(user: Pick<CurrentUser, 'accountType'>): boolean {
  return user.accountType === Role.Staff || user.accountType === Role.Admin;
}
