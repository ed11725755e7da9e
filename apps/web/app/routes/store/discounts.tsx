import { Container, PageHeading } from '../../components/page-heading';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import type { ListingScope } from '../../features/catalog/listing/listing-query';
import { loadListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import { siteOrigin } from '../../lib/seo';
import type { Route } from './+types/discounts';

const scope: ListingScope = {
  basePath: '/discounts',
  defaultSort: 'discounted',
  sortable: true,
  filters: ['price', 'shop', 'brand', 'inStock'],
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return {
    listing: await loadListing(webOf(context).api, request, params.page, scope, { discounted: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  if (!loaderData) return [];
  const lang = langParam(params.lang);
  const t = translator(lang);
  return listingMeta({
    title: t('catalog.discounts.title'),
    description: t('catalog.discounts.description'),
    keywords: t('catalog.discounts.keywords'),
    pathname: location.pathname,
    origin: siteOrigin(matches),
    lang,
    listing: loaderData.listing,
  });
};

/** Every discounted product, biggest discount first. */
export default function Discounts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container>
      <PageHeading sub={t('catalog.discounts.description')}>{t('catalog.discounts.title')}</PageHeading>
      <ProductListing listing={loaderData.listing} />
    </Container>
  );
}
