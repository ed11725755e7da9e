import type { BlogSummary } from '@bazar/contracts';
import { Link } from 'react-router';
import { imageSizes, ResponsiveImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDate } from '../../lib/route-meta';

/** The latest three articles of the blog. */
export function BlogShelf({ posts }: { posts: BlogSummary[] }) {
  const t = useT();
  const lang = useLang();
  if (posts.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="home-blog" data-testid="home-blog">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="home-blog" className="text-xl font-bold">
          {t('home.fromBlog')}
        </h2>
        <Link to={localizePath('/blogs', lang)} className="text-sm font-semibold text-accent hover:underline">
          {t('home.allBlog')}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {posts.slice(0, 3).map((post) => (
          <li key={post.id}>
            <Link
              to={localizePath(`/blog/${post.slug}`, lang)}
              className="block h-full overflow-hidden rounded-card border border-line hover:shadow-sm"
            >
              <ResponsiveImage
                src={post.image}
                alt=""
                sizes={imageSizes.third}
                width={1200}
                height={630}
                className="aspect-[1200/630] w-full object-cover"
              />
              <div className="p-4">
                <p className="text-xs text-muted">
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                </p>
                <p className="mt-1 font-semibold">{post.title}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
