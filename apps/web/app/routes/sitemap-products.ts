import { data } from 'react-router';
import { webOf } from '../lib/load-context';
import { urlSet, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap-products';

/** `/sitemap/products/N.xml`: up to 50,000 products, each once with its language versions. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = Number(/^(\d+)\.xml$/.exec(params.file)?.[1]);
  if (!Number.isSafeInteger(page) || page < 1) throw data(null, { status: 404 });
  const origin = webOf(context).publicUrl;
  const { items } = await webOf(context).api.catalog.sitemapPage({ query: { page } });
  if (items.length === 0) throw data(null, { status: 404 });
  return xmlResponse(
    urlSet(
      origin,
      items.map((item) => ({ path: `/product/${item.slug}`, lastmod: item.updatedAt.slice(0, 10) })),
      false,
    ),
  );
}
