import { redirect } from 'react-router';
import { localizePath } from '../../lib/language';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import type { Route } from './+types/login-redirect';

/** Spec: /user/login is another way in to the sign-in page; the query (continueUrl) is kept. */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(localizePath('/login', langParam(params.lang)) + pageUrl(request).search, 301);
}
