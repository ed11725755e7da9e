import { idFromSlugParam } from '@bazar/contracts';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { pageMeta, siteOrigin } from '../../lib/seo';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/category-menu-sub';

export const handle: LayoutHandle = { header: false, footer: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromSlugParam(params.subCategory);
  if (id === null) throw data(null, { status: 404 });
  return {
    category: await notFoundOnMissing(webOf(context).api.catalog.category({ params: { id }, query: {} })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  pageMeta({
    title: `${loaderData?.category.name ?? ''} | Bazar`,
    description: loaderData?.category.children.map((c) => c.name).join(', ') ?? '',
    pathname: location.pathname,
    origin: siteOrigin(matches),
    lang: langParam(params.lang),
  });

/** Children of a category on mobile; the title is the name the previous screen showed. */
export default function CategoryMenuSub({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { category } = loaderData;
  const title = (location.state as { parentName?: string } | null)?.parentName ?? category.name;
  return (
    <div className="mx-auto max-w-xl px-4 py-4">
      <div className="mb-3 flex items-center gap-2">
        <button
          type="button"
          onClick={() =>
            window.history.length > 1 ? navigate(-1) : navigate(localizePath('/category-menu', lang))
          }
          className="rounded-md p-1.5 hover:bg-surface"
          aria-label={t('categoryMenu.back')}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h1 className="text-xl font-bold">{title}</h1>
      </div>
      <ul className="divide-y divide-line rounded-card border border-line">
        <li>
          <Link
            to={localizePath(`/category/${category.id}-${category.slug}`, lang)}
            className="block px-4 py-3 font-semibold text-accent"
          >
            {t('categoryMenu.all')}
          </Link>
        </li>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link
              to={localizePath(`/category/${child.id}-${child.slug}`, lang)}
              className="flex items-center justify-between px-4 py-3"
            >
              {child.name}
              <ChevronRight className="size-4 text-muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
