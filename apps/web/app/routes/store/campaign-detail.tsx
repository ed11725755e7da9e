import { Container } from '../../components/page-heading';
import { imageSizes } from '../../components/responsive-image';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import type { ListingScope } from '../../features/catalog/listing/listing-query';
import { loadListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { CampaignBannerImage } from '../../features/home/campaign-banner-image';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { formatDate, langParam } from '../../lib/route-meta';
import { absoluteUrl, siteOrigin } from '../../lib/seo';
import type { Route } from './+types/campaign-detail';

/** A running campaign and its products; an ended or unknown one is a 404 (the API says so). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const campaign = await notFoundOnMissing(
    webOf(context).api.promotions.campaign({ query: { slug: params.slug } }),
  );
  const scope: ListingScope = {
    basePath: `/campaign/${campaign.slug}`,
    defaultSort: 'discounted',
    sortable: true,
    filters: ['price', 'shop', 'brand', 'inStock'],
  };
  const listing = await loadListing(webOf(context).api, request, params.page, scope, {
    campaign: campaign.slug,
  });
  return { campaign, listing };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  loaderData
    ? [
        ...listingMeta({
          title: loaderData.campaign.title,
          description: loaderData.campaign.description,
          pathname: location.pathname,
          origin: siteOrigin(matches),
          lang: langParam(params.lang),
          listing: loaderData.listing,
        }),
        { property: 'og:image', content: absoluteUrl(siteOrigin(matches), loaderData.campaign.banner) },
      ]
    : [];

export default function CampaignDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { campaign, listing } = loaderData;
  return (
    <Container>
      <header className="mb-6 overflow-hidden rounded-card border border-line" data-testid="campaign-header">
        <CampaignBannerImage banner={campaign.banner} sizes={imageSizes.pageWide} loading="eager" />
        <div className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5">
          <p className="shrink-0 self-start rounded-full bg-discount px-3 py-1 text-lg font-bold text-white">
            −{campaign.discountPercent}%
          </p>
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{campaign.title}</h1>
            <p className="mt-1 text-muted">{campaign.description}</p>
            <p className="mt-2 text-sm text-muted">
              {t('campaign.until', { date: formatDate(campaign.endsAt) })}
            </p>
          </div>
        </div>
      </header>
      <ProductListing listing={listing} />
    </Container>
  );
}
