import { HomeScrollQuery } from '@bazar/contracts';
import { data } from 'react-router';
import type { Route } from './+types/home-feed';

/** One more page of the home feed (GET Home/HomeScroll), which the feed asks for as the buyer scrolls. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = HomeScrollQuery.safeParse({
    page: new URL(request.url).searchParams.get('page') ?? undefined,
  });
  if (!query.success) throw data(null, { status: 400 });
  return context.api.homeScroll(query.data.page);
}
