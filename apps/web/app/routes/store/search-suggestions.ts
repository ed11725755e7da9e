import { maxSearchLength } from '@bazar/contracts';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/search-suggestions';

/**
 * The search box's suggestions (GET Home/search) for the browser, in the page's language. An empty
 * `q` asks for the most sought terms. The API's error status passes through: the box closes on it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (pageUrl(request).searchParams.get('q') ?? '').slice(0, maxSearchLength);
  return Response.json(await webOf(context).api.search.suggest({ query: { q } }), {
    headers: { 'cache-control': 'no-store' },
  });
}
