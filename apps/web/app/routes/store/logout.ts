import { redirect, redirectDocument } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { isSessionEnd } from '../../lib/guard.server';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import { tokenCookie } from '../../lib/session';
import { clearedSessionCookies, continuePath } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** Sign-out: ends the session at the API, forgets both cookies and reloads the page it came from. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  // A session the API no longer knows is over already: the cookies go all the same.
  if (readCookie(request.headers.get('cookie'), tokenCookie))
    await webOf(context)
      .api.accounts.logout({})
      .catch((error: unknown) => {
        if (!isSessionEnd(error)) throw error;
      });
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(request)) headers.append('set-cookie', cookie);
  const form = await request.formData();
  return redirectDocument(continuePath(form.get('continueUrl'), lang), { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/', langParam(params.lang)));
}
