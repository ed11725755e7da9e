import { redirect, redirectDocument } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { localizePath } from '../../lib/language';
import { langParam } from '../../lib/route-meta';
import { tokenCookie } from '../../lib/session';
import { clearedSessionCookies, continuePath } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** Sign-out: ends the session at the API, forgets both cookies and reloads the page it came from. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  if (readCookie(request.headers.get('cookie'), tokenCookie)) await context.api.logout();
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(request)) headers.append('set-cookie', cookie);
  const form = await request.formData();
  return redirectDocument(continuePath(form.get('continueUrl'), lang), { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/', langParam(params.lang)));
}
