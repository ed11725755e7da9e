import type { CategoryTreeNode } from '@bazar/contracts';
import { languages, localizePath } from '../lib/language';
import type { Route } from './+types/sitemap';

function flatten(nodes: CategoryTreeNode[]): string[] {
  return nodes.flatMap((node) => [
    `/category/${node.category.id}-${node.category.slug}`,
    ...flatten(node.children),
  ]);
}

/** Every public page in the three languages, with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [tree, blog] = await Promise.all([context.api.categoryTree(), context.api.blogList(1)]);
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
  const xmlEscape = (text: string) => text.replace(/&/g, '&amp;');
  const urls = paths.flatMap((path) =>
    languages.map(
      (language) =>
        `<url><loc>${xmlEscape(origin + localizePath(path, language.shorthand))}</loc>${languages
          .map(
            (alt) =>
              `<xhtml:link rel="alternate" hreflang="${alt.shorthand}" href="${xmlEscape(origin + localizePath(path, alt.shorthand))}"/>`,
          )
          .join('')}</url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
