import { readPeriod } from '../../features/sellers/sales-range';
import { ApiError, isRefusal, plainTextOf } from '../../lib/api-client';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/statistics-export';

/** Headers of the API's file that the browser needs to save it under its name. */
const passed = ['content-type', 'content-disposition', 'content-length'];

/**
 * `{lang}/shop/statistics/export?from=&to=&by=`: the statistics .xlsx, fetched from the API with
 * the visitor's session (an httpOnly cookie the browser cannot hand to the API itself).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  try {
    const file = await webOf(context).api.shopStatisticsExport({
      by: readPeriod(url),
      from: url.searchParams.get('from') || undefined,
      to: url.searchParams.get('to') || undefined,
    });
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of passed) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (isRefusal(error)) return plainTextOf(error);
    if (!ApiError.is(error)) throw error;
    // A wrong range or a caller who is not a seller: the API's own message, in plain text.
    return new Response(error.problem?.detail ?? '', {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
