import { idFromSlugParam } from '@bazar/contracts';
import { ChevronRight } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/category';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idFromSlugParam(params.category);
  if (id === null) throw data(null, { status: 404 });
  const [category, parents] = await Promise.all([
    notFoundOnMissing(context.api.category(id)),
    notFoundOnMissing(context.api.categoryParents(id)),
  ]);
  const canonical = `${category.id}-${category.slug}`;
  if (params.category !== canonical) {
    const url = new URL(request.url);
    throw redirect(
      localizePath(`/category/${canonical}${params.page ? `/${params.page}` : ''}`, langParam(params.lang)) +
        url.search,
      301,
    );
  }
  return { category, parents };
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, location }) =>
  pageMeta({
    title: `${loaderData?.category.name ?? ''} | Bazar`,
    description: loaderData?.category.children.map((child) => child.name).join(', ') ?? '',
    pathname: location.pathname,
    lang: langParam(params.lang),
  });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { category, parents } = loaderData;
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
        <section aria-label={t('category.subcategories')}>
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={localizePath(`/category/${child.id}-${child.slug}`, lang)}
                  className="inline-block rounded-full border border-line px-4 py-1.5 text-sm hover:border-accent hover:text-accent"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
