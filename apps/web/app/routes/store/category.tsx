import { idFromSlugParam } from '@bazar/contracts';
import { ChevronRight } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { listingMeta } from '../../features/catalog/listing/listing-meta';
import type { ListingScope } from '../../features/catalog/listing/listing-query';
import { loadListing } from '../../features/catalog/listing/load-listing';
import { ProductListing } from '../../features/catalog/listing/product-listing';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { jsonLd, siteOrigin } from '../../lib/seo';
import { breadcrumbListJsonLd } from '../../lib/structured-data';
import type { Route } from './+types/category';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idFromSlugParam(params.category);
  if (id === null) throw data(null, { status: 404 });
  const [category, parents] = await Promise.all([
    notFoundOnMissing(webOf(context).api.catalog.category({ params: { id }, query: {} })),
    notFoundOnMissing(webOf(context).api.catalog.categoryParents({ params: { id } })),
  ]);
  const canonical = `${category.id}-${category.slug}`;
  if (params.category !== canonical) {
    const url = pageUrl(request);
    throw redirect(
      localizePath(`/category/${canonical}${params.page ? `/${params.page}` : ''}`, langParam(params.lang)) +
        url.search,
      301,
    );
  }
  const scope: ListingScope = {
    basePath: `/category/${canonical}`,
    defaultSort: 'default',
    sortable: true,
    filters: ['price', 'shop', 'brand', 'prop', 'inStock', 'discounted'],
  };
  const listing = await loadListing(webOf(context).api, request, params.page, scope, {
    categoryId: category.id,
  });
  return { category, parents, listing };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  if (!loaderData) return [];
  const lang = langParam(params.lang);
  const t = translator(lang);
  const { category, parents, listing } = loaderData;
  const origin = siteOrigin(matches);
  return [
    ...listingMeta({
      title: category.name,
      description: t('catalog.category.description', { name: category.name, count: listing.result.total }),
      keywords: [category.name, ...category.children.map((child) => child.name)].join(', '),
      pathname: location.pathname,
      origin,
      lang,
      listing,
    }),
    jsonLd(
      breadcrumbListJsonLd(origin, [
        { name: t('header.home'), path: localizePath('/', lang) },
        ...parents.map((parent) => ({
          name: parent.name,
          path: localizePath(`/category/${parent.id}-${parent.slug}`, lang),
        })),
      ]),
    ),
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { category, parents, listing } = loaderData;
  return (
    <Container>
      <nav aria-label={t('category.breadcrumbs')} className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={localizePath('/', lang)} className="hover:text-accent">
              {t('header.home')}
            </Link>
          </li>
          {parents.map((parent) => (
            <li key={parent.id} className="flex items-center gap-1">
              <ChevronRight className="size-3" aria-hidden />
              {parent.id === category.id ? (
                <span aria-current="page">{parent.name}</span>
              ) : (
                <Link
                  to={localizePath(`/category/${parent.id}-${parent.slug}`, lang)}
                  className="hover:text-accent"
                >
                  {parent.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <PageHeading>{category.name}</PageHeading>
      {category.children.length > 0 && (
        <nav aria-label={t('category.subcategories')} className="-mt-2 mb-6">
          <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap" data-testid="subcategories">
            {category.children.map((child) => (
              <li key={child.id} className="shrink-0">
                <Link
                  to={localizePath(`/category/${child.id}-${child.slug}`, lang)}
                  className="inline-block rounded-full border border-line bg-white px-4 py-1.5 text-sm whitespace-nowrap hover:border-accent hover:text-accent"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing listing={listing} />
    </Container>
  );
}
