import type { Lang } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { languages, localizePath, splitLangPath } from './language';

/**
 * The site's origin (PUBLIC_URL) as the root loader answers it. Meta functions get no request, so
 * they read it from the root route's data; empty only when the root loader itself failed.
 */
export function siteOrigin(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** An address on this site made absolute; one that already is stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A schema.org description for search engines, as React Router renders it: a JSON-LD script. */
export function jsonLd(data: WithContext<Thing>): MetaDescriptor {
  return { 'script:ld+json': data };
}

interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** The current URL's pathname; canonical and hreflang alternates are derived from it. */
  pathname: string;
  lang: Lang;
  /** The site's origin (see `siteOrigin`): search engines and link previews want absolute addresses. */
  origin: string;
}

/** A page's one absolute address: its path in the page's language on the site's origin. */
export function canonicalUrl(origin: string, pathname: string, lang: Lang): string {
  return absoluteUrl(origin, localizePath(splitLangPath(pathname).rest, lang));
}

/** Title, description, keywords, canonical URL, hreflang alternates and og:url for a page, all absolute. */
export function pageMeta({
  title,
  description,
  keywords,
  pathname,
  lang,
  origin,
}: PageMeta): MetaDescriptor[] {
  const { rest } = splitLangPath(pathname);
  const canonical = canonicalUrl(origin, pathname, lang);
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languages.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language.shorthand,
      href: absoluteUrl(origin, localizePath(rest, language.shorthand)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(origin, rest) },
  ];
}
