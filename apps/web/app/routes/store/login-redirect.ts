import { redirect } from 'react-router';
import { localizePath } from '../../lib/language';
import { langParam } from '../../lib/route-meta';
import type { Route } from './+types/login-redirect';

/** Spec: /user/login is another way in to the sign-in page; the query (continueUrl) is kept. */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(localizePath('/login', langParam(params.lang)) + new URL(request.url).search, 301);
}
