import { HomeScrollQuery } from '@bazar/contracts';
import { data } from 'react-router';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/home-feed';

/** One more page of the home feed (GET Home/HomeScroll), which the feed asks for as the buyer scrolls. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = HomeScrollQuery.safeParse({
    page: pageUrl(request).searchParams.get('page') ?? undefined,
  });
  if (!query.success) throw data(null, { status: 400 });
  return webOf(context).api.home.scroll({ query: { page: query.data.page } });
}
