import { languages, localizePath } from './language';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

/** One <url> per path, in az, with its three language versions as hreflang alternates. */
export function urlSet(
  origin: string,
  entries: { path: string; lastmod?: string }[],
  everyLanguage: boolean,
): string {
  const alternates = (path: string) =>
    languages
      .map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt.shorthand}" href="${xmlEscape(origin + localizePath(path, alt.shorthand))}"/>`,
      )
      .join('');
  const urls = entries.flatMap(({ path, lastmod }) =>
    (everyLanguage ? languages : languages.slice(0, 1)).map(
      (language) =>
        `<url><loc>${xmlEscape(origin + localizePath(path, language.shorthand))}</loc>${
          lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        }${alternates(path)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
