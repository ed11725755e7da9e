import { maxSearchLength } from '@bazar/contracts';
import { Folder, SearchX, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import { apiQuery, type ListingScope } from '../../features/catalog/listing/listing-query';
import { readListingRequest, toListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { searchHref } from '../../features/search/suggestion-entries';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { siteOrigin } from '../../lib/seo';
import type { Route } from './+types/search';

const scope: ListingScope = {
  basePath: '/search',
  defaultSort: 'default',
  sortable: true,
  filters: ['price', 'category', 'shop', 'brand', 'inStock', 'discounted'],
};

/** `{lang}/search/{page}?keyword=`: products with a listing's sort and filters, and matching categories and sellers. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const asked = readListingRequest(request, params.page, scope);
  const keyword = asked.filters.keyword?.slice(0, maxSearchLength);
  if (!keyword) return { keyword: '', found: null };
  asked.filters.keyword = keyword;
  const result = await notFoundOnMissing(
    webOf(context).api.search.results({ query: apiQuery(asked.filters, {}, asked.page) }),
  );
  const listing = toListing(asked, result.products, scope);
  // Nothing found: the most sought terms are the best idea of what to try instead.
  const tryInstead =
    result.products.total === 0
      ? (await webOf(context).api.search.suggest({ query: { q: '' } })).theMostSoughtAfter
      : [];
  return {
    keyword,
    found: { listing, categories: result.categories, sellers: result.sellers, tryInstead },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, params, location, matches } = args;
  if (!loaderData?.found) return staticPageMeta('search.title')(args);
  const lang = langParam(params.lang);
  const t = translator(lang);
  return [
    ...listingMeta({
      title: t('search.for', { keyword: loaderData.keyword }),
      description: t('search.description', {
        keyword: loaderData.keyword,
        count: loaderData.found.listing.result.total,
      }),
      pathname: location.pathname,
      origin: siteOrigin(matches),
      lang,
      listing: loaderData.found.listing,
    }),
    // Result pages are endless variations of one page; search engines should follow, not index them.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

/** The spec's "search found nothing" state, with what to try instead. */
function NothingFound({ keyword, tryInstead }: { keyword: string; tryInstead: string[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-12 text-center"
      data-testid="search-empty"
    >
      <SearchX className="size-12 text-muted" aria-hidden />
      <h2 className="mt-4 text-lg font-bold">{t('search.empty.title', { keyword })}</h2>
      <ul className="mt-3 space-y-1 text-sm text-muted">
        <li>{t('search.empty.spelling')}</li>
        <li>{t('search.empty.fewerWords')}</li>
        <li>{t('search.empty.otherWords')}</li>
      </ul>
      {tryInstead.length > 0 && (
        <div className="mt-6">
          <p className="text-sm font-semibold">{t('search.empty.tryInstead')}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {tryInstead.map((term) => (
              <li key={term}>
                <Link
                  to={searchHref(term, lang)}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:border-accent hover:text-accent"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link
        to={localizePath('/category-menu', lang)}
        className="mt-6 rounded-lg bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
      >
        {t('search.empty.browse')}
      </Link>
    </section>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { keyword, found } = loaderData;
  if (!found)
    return (
      <Container>
        <PageHeading>{t('search.enterKeyword')}</PageHeading>
      </Container>
    );
  const chip =
    'inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1 text-sm hover:border-accent hover:text-accent';
  return (
    <Container>
      <PageHeading>{t('search.for', { keyword })}</PageHeading>
      {(found.categories.length > 0 || found.sellers.length > 0) && (
        <nav
          aria-label={t('search.related')}
          className="mb-5 flex flex-wrap gap-2"
          data-testid="search-related"
        >
          {found.categories.map((category) => (
            <Link
              key={category.id}
              to={localizePath(`/category/${category.id}-${category.slug}`, lang)}
              className={chip}
            >
              <Folder className="size-4 text-muted" aria-hidden />
              {category.name}
            </Link>
          ))}
          {found.sellers.map((seller) => (
            <Link key={seller.slug} to={localizePath(`/seller-page/${seller.slug}`, lang)} className={chip}>
              <Store className="size-4 text-muted" aria-hidden />
              {seller.name}
            </Link>
          ))}
        </nav>
      )}
      <ProductListing
        listing={found.listing}
        emptyState={<NothingFound keyword={keyword} tryInstead={found.tryInstead} />}
      />
    </Container>
  );
}
