import { ArrowRight } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { Container } from '../../components/page-heading';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDate, langParam } from '../../lib/route-meta';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/home';
import type { loader as layoutLoader } from './layout';

export async function loader({ context }: Route.LoaderArgs) {
  const blog = await context.api.blogList(1);
  return { posts: blog.items.slice(0, 3) };
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const lang = langParam(params.lang);
  const t = translator(lang);
  return pageMeta({
    title: t('home.title'),
    description: t('site.description'),
    keywords: t('site.keywords'),
    pathname: location.pathname,
    lang,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/store/layout')?.layout;
  const to = (path: string) => localizePath(path, lang);
  return (
    <Container>
      <section className="rounded-2xl bg-gradient-to-br from-accent to-fuchsia-600 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">{t('home.heroTitle')}</h1>
        <p className="mt-3 max-w-xl text-white/90">{t('home.heroText')}</p>
        <Link
          to={to('/campaign')}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-accent"
        >
          {t('header.campaigns')} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>

      <section className="mt-10" aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-xl font-bold">
          {t('home.shopCategories')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {layout?.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={to(`/category/${category.id}-${category.slug}`)}
                className="flex h-full flex-col rounded-card border border-line p-4 hover:border-accent hover:shadow-sm"
              >
                <span className="font-semibold">{category.name}</span>
                <span className="mt-1 line-clamp-2 text-xs text-muted">
                  {category.children.map((child) => child.name).join(', ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.posts.length > 0 && (
        <section className="mt-10" aria-labelledby="home-blog">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="home-blog" className="text-xl font-bold">
              {t('home.fromBlog')}
            </h2>
            <Link to={to('/blogs')} className="text-sm font-semibold text-accent">
              {t('home.allBlog')}
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3">
            {loaderData.posts.map((post) => (
              <li key={post.id}>
                <Link
                  to={to(`/blog/${post.slug}`)}
                  className="block overflow-hidden rounded-card border border-line hover:shadow-sm"
                >
                  <img
                    src={post.image}
                    alt=""
                    loading="lazy"
                    className="aspect-[1200/630] w-full object-cover"
                  />
                  <div className="p-4">
                    <p className="text-xs text-muted">{formatDate(post.createdAt)}</p>
                    <p className="mt-1 font-semibold">{post.title}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
