import { webOf } from '../lib/load-context';
import type { Route } from './+types/robots';

/** Crawlers may index the storefront but not accounts, the seller cabinet, checkout or payment pages. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = webOf(context).publicUrl;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /shop/',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /payment/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
