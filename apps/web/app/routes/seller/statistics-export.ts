import { readPeriod } from '../../features/sellers/sales-range';
import { relayApiFile } from '../../lib/api-file.server';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/statistics-export';

/**
 * `{lang}/shop/statistics/export?from=&to=&by=`: the statistics .xlsx. A wrong range or a caller
 * who is not a seller gets the API's own message, in plain text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return relayApiFile(() =>
    webOf(context).api.sellerSales.statisticsExport({
      query: {
        by: readPeriod(url),
        from: url.searchParams.get('from') || undefined,
        to: url.searchParams.get('to') || undefined,
      },
    }),
  );
}
