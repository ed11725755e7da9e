import { Container, PageHeading } from '../../components/page-heading';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import type { ListingScope } from '../../features/catalog/listing/listing-query';
import { readListingRequest, toListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { siteOrigin } from '../../lib/seo';
import type { Route } from './+types/seo-tag';

/** An SEO landing page: its own title, text and keywords over a sorted, paged listing. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const scope: ListingScope = {
    basePath: `/tag/${params.slug}`,
    defaultSort: 'default',
    sortable: true,
    filters: [],
  };
  const asked = readListingRequest(request, params.page, scope);
  const tag = await notFoundOnMissing(
    webOf(context).api.home.seoTag({
      query: { slug: params.slug, page: asked.page, sort: asked.filters.sort },
    }),
  );
  return { tag, listing: toListing(asked, tag.products, scope) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  loaderData
    ? listingMeta({
        title: loaderData.tag.title,
        description: loaderData.tag.description,
        keywords: loaderData.tag.keywords,
        pathname: location.pathname,
        origin: siteOrigin(matches),
        lang: langParam(params.lang),
        listing: loaderData.listing,
      })
    : [];

export default function SeoTag({ loaderData }: Route.ComponentProps) {
  const { tag, listing } = loaderData;
  return (
    <Container>
      <PageHeading sub={tag.description}>{tag.title}</PageHeading>
      <ProductListing listing={listing} />
    </Container>
  );
}
