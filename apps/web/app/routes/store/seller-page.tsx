import { MapPin, Star } from 'lucide-react';
import { Container } from '../../components/page-heading';
import { SquareImage } from '../../components/responsive-image';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import { apiQuery, type ListingScope } from '../../features/catalog/listing/listing-query';
import { loadListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { SellerCampaigns } from '../../features/catalog/seller/seller-campaigns';
import { SellerTabs } from '../../features/catalog/seller/seller-tabs';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { absoluteUrl, siteOrigin } from '../../lib/seo';
import type { Route } from './+types/seller-page';

/** The shop's own page: all its products or only the discounted ones, by category, and its campaigns. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const shop = await notFoundOnMissing(webOf(context).api.sellers.profile({ query: { name: params.name } }));
  const scope: ListingScope = {
    basePath: `/seller-page/${shop.slug}`,
    defaultSort: 'default',
    sortable: true,
    filters: ['category', 'price', 'brand', 'prop', 'inStock', 'discounted'],
  };
  const fixed = { shop: shop.slug };
  const listing = await loadListing(webOf(context).api, request, params.page, scope, fixed);
  const { filters } = listing;
  const [everyCategory, campaigns] = await Promise.all([
    // With a category chosen the facet holds only that one; the list keeps all of the shop's.
    filters.categoryId === undefined
      ? null
      : webOf(context).api.catalog.productList({
          query: apiQuery({ ...filters, categoryId: undefined }, fixed, 1, 1),
        }),
    webOf(context).api.promotions.campaigns({ query: { shop: shop.slug } }),
  ]);
  if (everyCategory) listing.result.facets.categories = everyCategory.facets.categories;
  return { shop, listing, campaigns };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  loaderData
    ? [
        ...listingMeta({
          title: loaderData.shop.name,
          description: loaderData.shop.description,
          keywords: [loaderData.shop.name, loaderData.shop.city].join(', '),
          pathname: location.pathname,
          origin: siteOrigin(matches),
          lang: langParam(params.lang),
          listing: loaderData.listing,
        }),
        { property: 'og:image', content: absoluteUrl(siteOrigin(matches), loaderData.shop.logo) },
      ]
    : [];

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { shop, listing, campaigns } = loaderData;
  return (
    <Container>
      <section
        className="mb-6 flex flex-col gap-4 rounded-card border border-line p-5 sm:flex-row sm:items-center"
        data-testid="shop-header"
      >
        <SquareImage
          src={shop.logo}
          alt={shop.name}
          size={96}
          loading="eager"
          className="size-20 rounded-xl sm:size-24"
        />
        <div>
          <p className="text-sm text-muted">{t('sellerPage.title')}</p>
          <h1 className="text-2xl font-bold">{shop.name}</h1>
          <p className="mt-1 text-muted">{shop.description}</p>
          <p className="mt-2 flex flex-wrap items-center gap-4 text-sm">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {shop.city}
            </span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              <span className="sr-only">{t('catalog.seller.rating')}</span> {shop.rating.toFixed(1)}
            </span>
          </p>
        </div>
      </section>
      <SellerCampaigns shopSlug={shop.slug} campaigns={campaigns} />
      <SellerTabs listing={listing} />
      <ProductListing listing={listing} elsewhere={['discounted']} />
    </Container>
  );
}
