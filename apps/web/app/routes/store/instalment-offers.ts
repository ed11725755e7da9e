import { InstalmentPlansQuery } from '@bazar/contracts';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/instalment-offers';

/**
 * The instalment offers for an amount and the goods being bought (GET Instalment/Plans), for the
 * basket and checkout, whose totals change in the browser (delivery type, promo code).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = InstalmentPlansQuery.safeParse(Object.fromEntries(pageUrl(request).searchParams));
  if (!query.success) return Response.json({ offers: [], excluded: false }, { status: 400 });
  return Response.json(await webOf(context).api.instalments.plans({ query: query.data }), {
    headers: { 'cache-control': 'no-store' },
  });
}
