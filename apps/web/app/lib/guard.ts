import { redirect } from 'react-router';
import { localizePath, splitLangPath } from './language';

/**
 * Sends a visitor without a session to sign in, coming back here afterwards (spec: continueUrl).
 * Sessions arrive with the accounts domain; until then every guarded area asks to sign in.
 */
export function requireSignIn(request: Request): never {
  const url = new URL(request.url);
  const { lang, rest } = splitLangPath(url.pathname);
  throw redirect(localizePath(`/login?continueUrl=${encodeURIComponent(rest + url.search)}`, lang));
}
