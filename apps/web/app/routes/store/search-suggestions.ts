import { maxSearchLength } from '@bazar/contracts';
import type { Route } from './+types/search-suggestions';

/**
 * The search box's suggestions (GET Home/search) for the browser, in the page's language. An empty
 * `q` asks for the most sought terms. The API's error status passes through: the box closes on it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, maxSearchLength);
  return Response.json(await context.api.searchSuggestions(q), {
    headers: { 'cache-control': 'no-store' },
  });
}
