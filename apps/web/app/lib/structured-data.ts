import type { Lang } from '@bazar/contracts';
import type {
  Article,
  BreadcrumbList,
  ItemList,
  OrganizationLeaf,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { localizePath } from './language';
import { absoluteUrl } from './seo';

/**
 * schema.org descriptions of the storefront's pages (JSON-LD), with absolute addresses as search
 * engines require. Products have theirs beside the product page (features/catalog/product).
 */

const siteName = 'Bazar';

/** The marketplace itself, as the publisher of its pages. */
function organization(origin: string): OrganizationLeaf {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
  };
}

export function organizationJsonLd(origin: string): WithContext<OrganizationLeaf> {
  return { '@context': 'https://schema.org', ...organization(origin) };
}

/** The site with its search box: `{search_term_string}` stands for what is searched. */
export function webSiteJsonLd(origin: string, lang: Lang): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, localizePath('/search', lang))}?keyword={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(origin, localizePath('/', lang)),
    inLanguage: lang,
    potentialAction: search,
  };
}

export interface Crumb {
  name: string;
  /** The crumb's page, a path on this site. */
  path: string;
}

/** The trail from the home page to this one, in order. */
export function breadcrumbListJsonLd(origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export interface ListedItem {
  name: string;
  path: string;
}

/** The products one page of a listing shows; `firstPosition` counts on from the pages before it. */
export function itemListJsonLd(
  origin: string,
  items: readonly ListedItem[],
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.name,
      url: absoluteUrl(origin, item.path),
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  image: string;
  /** ISO 8601. */
  publishedAt: string;
  /** The article's canonical page, a path on this site. */
  path: string;
  lang: Lang;
}

/** A blog article, published by the marketplace. */
export function articleJsonLd(origin: string, article: ArticleFacts): WithContext<Article> {
  const url = absoluteUrl(origin, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    // Search engines show at most 110 characters of a headline.
    headline: article.title.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    image: [absoluteUrl(origin, article.image)],
    datePublished: article.publishedAt,
    inLanguage: article.lang,
    url,
    mainEntityOfPage: url,
    author: organization(origin),
    publisher: organization(origin),
  };
}
