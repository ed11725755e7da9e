import type { Lang } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import { translator } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';
import { absoluteUrl, jsonLd, pageMeta } from '../../../lib/seo';
import { itemListJsonLd } from '../../../lib/structured-data';
import { listingHref } from './listing-links';
import type { Listing } from './load-listing';
import { pageCount } from './load-listing';

interface ListingMetaInput {
  title: string;
  description: string;
  keywords?: string;
  pathname: string;
  lang: Lang;
  /** The site's origin (see `siteOrigin`). */
  origin: string;
  listing: Listing;
}

/**
 * A listing page's meta: the page number in the title past page 1, rel prev/next links, and the
 * products it shows as a schema.org ItemList (numbered on from the pages before).
 */
export function listingMeta({
  title,
  description,
  keywords,
  pathname,
  lang,
  origin,
  listing,
}: ListingMetaInput): MetaDescriptor[] {
  const t = translator(lang);
  const { page, scope, filters, result } = listing;
  const pages = pageCount(result);
  const href = (n: number) =>
    absoluteUrl(origin, listingHref(scope.basePath, lang, filters, scope.defaultSort, n));
  const fullTitle = `${page > 1 ? t('catalog.listing.pageTitle', { title, page }) : title} | Bazar`;
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: 'link', rel: 'prev', href: href(page - 1) });
  if (page < pages) links.push({ tagName: 'link', rel: 'next', href: href(page + 1) });
  const items = result.items.map((card) => ({
    name: card.title,
    path: localizePath(`/product/${card.slug}`, lang),
  }));
  return [
    ...pageMeta({ title: fullTitle, description, keywords, pathname, lang, origin }),
    { property: 'og:type', content: 'website' },
    ...links,
    ...(items.length > 0 ? [jsonLd(itemListJsonLd(origin, items, (page - 1) * result.pageSize + 1))] : []),
  ];
}
