import { AdminBlogQuery } from '@bazar/contracts';
import { Plus } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { blogStateKey, buttonLook, inputLook, StateBadge } from '../../features/backoffice/content-shared';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/blog';

export const meta = staticPageMeta('admin.content.blog.title');

const listPath = (page: number, state?: string) => {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (page > 1) query.set('page', String(page));
  return `/admin/blog${query.size ? `?${query}` : ''}`;
};

/** `{lang}/admin/blog?state=&page=`: every article, drafts first, then the newest. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = AdminBlogQuery.safeParse({ ...raw, pageSize: '20' });
  const query = parsed.success ? parsed.data : AdminBlogQuery.parse({ pageSize: '20' });
  return { list: await webOf(context).api.backofficeContent.blogPosts({ query }), state: query.state };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, state } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.content.blog.hint')}>{t('admin.content.blog.title')}</PageHeading>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="blog-state" className="mb-1 block text-sm font-semibold">
              {t('admin.content.blog.state')}
            </label>
            <select id="blog-state" name="state" defaultValue={state ?? ''} className={inputLook}>
              <option value="">{t('admin.content.blog.allStates')}</option>
              {(['draft', 'scheduled', 'published'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(blogStateKey(value))}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonLook.secondary}>
            {t('admin.content.filter')}
          </button>
        </Form>
        <Link to={localizePath('/admin/blog/new', lang)} className={buttonLook.primary}>
          <Plus className="size-4" aria-hidden />
          {t('admin.content.blog.new')}
        </Link>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.content.blog.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line" data-testid="blog-list">
          {list.items.map((row) => (
            <li key={row.id} className="flex items-center gap-3 p-3" data-testid="blog-row">
              <img
                src={row.image}
                alt=""
                className="h-12 w-20 shrink-0 rounded object-cover"
                loading="lazy"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={localizePath(`/admin/blog/${row.id}`, lang)}
                  className="line-clamp-2 font-semibold text-accent hover:underline"
                >
                  {row.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                  <StateBadge state={row.state} label={t(blogStateKey(row.state))} />
                  {row.publishedAt && (
                    <time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt)}</time>
                  )}
                  <span className="truncate">/{row.slug}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={pages}
        hrefFor={(page) => localizePath(listPath(page, state), lang)}
      />
    </>
  );
}
