import { Container, PageHeading } from '../../components/page-heading';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import type { ListingScope } from '../../features/catalog/listing/listing-query';
import { loadListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import { siteOrigin } from '../../lib/seo';
import type { Route } from './+types/new-products';

/** The newest products first: the page's order is its point, so it has no sort choice. */
const scope: ListingScope = {
  basePath: '/new-products',
  defaultSort: 'new',
  sortable: false,
  filters: ['price', 'shop', 'brand', 'inStock', 'discounted'],
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return { listing: await loadListing(webOf(context).api, request, params.page, scope, {}) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  if (!loaderData) return [];
  const lang = langParam(params.lang);
  const t = translator(lang);
  return listingMeta({
    title: t('catalog.newProducts.title'),
    description: t('catalog.newProducts.description'),
    keywords: t('catalog.newProducts.keywords'),
    pathname: location.pathname,
    origin: siteOrigin(matches),
    lang,
    listing: loaderData.listing,
  });
};

export default function NewProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container>
      <PageHeading sub={t('catalog.newProducts.description')}>{t('catalog.newProducts.title')}</PageHeading>
      <ProductListing listing={loaderData.listing} />
    </Container>
  );
}
