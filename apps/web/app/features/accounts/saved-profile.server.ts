import { pageUrl } from '../../lib/page-url';
import { type CurrentUser, readCurrentUser } from '../../lib/session';
import { currentUserCookie } from '../../lib/session.server';
import { redirectWithToast } from '../../lib/toast.server';

/**
 * Back to the page after the buyer's profile or the seller's information was saved, with a toast.
 * The currentUser cookie repeats the name and photo: it is kept in step with what was saved.
 */
export function redirectSavedProfile(
  request: Request,
  saved: Partial<CurrentUser>,
  message: string,
): Response {
  const headers = new Headers();
  const current = readCurrentUser(request.headers.get('cookie'));
  if (current) headers.append('set-cookie', currentUserCookie({ ...current, ...saved }, request));
  return redirectWithToast(pageUrl(request).pathname, { kind: 'success', message }, headers);
}
