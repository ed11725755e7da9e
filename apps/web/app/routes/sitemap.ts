import { sitemapPageSize } from '@bazar/contracts';
import { webOf } from '../lib/load-context';
import { sitemapIndex, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: the storefront's pages, then the products in files of at most 50,000 addresses
 * (the limit of one sitemap file), so it keeps working as the catalogue grows.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = webOf(context).publicUrl;
  const { total } = await webOf(context).api.catalog.sitemapPage({ query: { page: 1, pageSize: 1 } });
  const productFiles = Math.max(1, Math.ceil(total / sitemapPageSize));
  return xmlResponse(
    sitemapIndex([
      `${origin}/sitemap/pages.xml`,
      ...Array.from({ length: productFiles }, (_, i) => `${origin}/sitemap/products/${i + 1}.xml`),
    ]),
  );
}
