import { data, Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { ResponsiveImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatDate, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/blogs';

export const meta = staticPageMeta('blog.title');

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  const blog = await webOf(context).api.content.blog({ query: { page } });
  // A page past the last one does not exist (the first page exists even while the blog is empty).
  if (page > 1 && blog.items.length === 0) throw data(null, { status: 404 });
  return { blog };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { items, page, pageSize, total } = loaderData.blog;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Container>
      <PageHeading>{t('blog.title')}</PageHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((post) => (
          <li key={post.id}>
            <Link
              to={localizePath(`/blog/${post.slug}`, lang)}
              className="block overflow-hidden rounded-card border border-line hover:shadow-sm"
            >
              <ResponsiveImage
                src={post.image}
                alt=""
                sizes="(min-width: 1280px) 405px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 32px)"
                width={1200}
                height={630}
                className="aspect-[1200/630] w-full object-cover"
              />
              <div className="p-4">
                <p className="text-xs text-muted">{formatDate(post.createdAt)}</p>
                <h2 className="mt-1 font-semibold">{post.title}</h2>
                <span className="mt-2 inline-block text-sm font-semibold text-accent">
                  {t('blog.readMore')}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefFor={(to) => localizePath(`/blogs/${to}`, lang)} />
    </Container>
  );
}
