import type { Lang } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import { translator } from '../../../lib/i18n';
import { pageMeta } from '../../../lib/seo';
import { listingHref } from './listing-links';
import type { Listing } from './load-listing';
import { pageCount } from './load-listing';

interface ListingMetaInput {
  title: string;
  description: string;
  keywords?: string;
  pathname: string;
  lang: Lang;
  listing: Listing;
}

/** A listing page's meta: the page number in the title past page 1, and rel prev/next links. */
export function listingMeta({ title, description, keywords, pathname, lang, listing }: ListingMetaInput) {
  const t = translator(lang);
  const { page, scope, filters, result } = listing;
  const pages = pageCount(result);
  const href = (n: number) => listingHref(scope.basePath, lang, filters, scope.defaultSort, n);
  const fullTitle = `${page > 1 ? t('catalog.listing.pageTitle', { title, page }) : title} | Bazar`;
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: 'link', rel: 'prev', href: href(page - 1) });
  if (page < pages) links.push({ tagName: 'link', rel: 'next', href: href(page + 1) });
  return [
    ...pageMeta({ title: fullTitle, description, keywords, pathname, lang }),
    { property: 'og:type', content: 'website' },
    ...links,
  ];
}
