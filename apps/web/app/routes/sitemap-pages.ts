import type { CategoryTreeNode } from '@bazar/contracts';
import { webOf } from '../lib/load-context';
import { urlSet, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap-pages';

function flatten(nodes: CategoryTreeNode[]): string[] {
  return nodes.flatMap((node) => [
    `/category/${node.category.id}-${node.category.slug}`,
    ...flatten(node.children),
  ]);
}

/** Every public page but products, in the three languages, with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = webOf(context).publicUrl;
  const [tree, blog] = await Promise.all([
    webOf(context).api.catalog.tree({ query: {} }),
    webOf(context).api.content.blog({ query: { page: 1 } }),
  ]);
  const paths = [
    '/',
    '/campaign',
    '/blogs',
    '/faq',
    '/shop-register',
    '/privacy-policy',
    '/gdpr',
    '/buyer-agreement',
    ...flatten(tree),
    ...blog.items.map((post) => `/blog/${post.slug}`),
  ];
  return xmlResponse(
    urlSet(
      origin,
      paths.map((path) => ({ path })),
      true,
    ),
  );
}
