import type { Lang } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import { languages, localizePath, splitLangPath } from './language';

interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** The current URL's pathname; canonical and hreflang alternates are derived from it. */
  pathname: string;
  lang: Lang;
}

/** Title, description, keywords, canonical URL and hreflang alternates for a page. */
export function pageMeta({ title, description, keywords, pathname, lang }: PageMeta): MetaDescriptor[] {
  const { rest } = splitLangPath(pathname);
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: localizePath(rest, lang) },
    ...languages.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language.shorthand,
      href: localizePath(rest, language.shorthand),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: rest },
  ];
}
