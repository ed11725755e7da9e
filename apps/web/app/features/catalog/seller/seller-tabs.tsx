import { Link } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { listingHref } from '../listing/listing-links';
import type { Listing } from '../listing/load-listing';

/** All products / discounted products: two views of the shop's listing, kept in the URL. */
export function SellerTabs({ listing }: { listing: Listing }) {
  const t = useT();
  const lang = useLang();
  const { filters, scope, result } = listing;
  const tabs = [
    { discounted: false, label: t('catalog.seller.allProducts') },
    { discounted: true, label: t('catalog.seller.discountedProducts', { count: result.facets.discounted }) },
  ];
  return (
    <nav aria-label={t('catalog.seller.tabs')} className="mb-5 border-b border-line">
      <ul className="flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const current = filters.discounted === tab.discounted;
          return (
            <li key={String(tab.discounted)} className="shrink-0">
              <Link
                to={listingHref(
                  scope.basePath,
                  lang,
                  { ...filters, discounted: tab.discounted },
                  scope.defaultSort,
                )}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
                  current ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-ink'
                }`}
                data-testid="seller-tab"
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
