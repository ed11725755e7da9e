import { AdminShopsQuery } from '@bazar/contracts';
import { redirect } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { ShopsFilters, ShopsTable, type ShopsView, shopsSearch } from '../../features/backoffice/shops-list';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/shops';

export const meta = staticPageMeta('admin.shops.title');

/**
 * `{lang}/admin/shops?status=&q=&sort=&page=`: shops by status with their figures; `waiting`
 * (pending and documents) comes oldest first. An unreadable filter is dropped, not refused.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const field = <T,>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, key: string) => {
    const parsed = schema.safeParse(search.get(key) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const { shape } = AdminShopsQuery;
  const view: ShopsView = {
    status: field(shape.status, 'status'),
    q: field(shape.q, 'q'),
    sort: field(shape.sort, 'sort'),
    page: field(shape.page, 'page') ?? 1,
  };
  const shops = await webOf(context).api.adminShops({ ...view, pageSize: 20 });
  const pages = Math.max(1, Math.ceil(shops.total / shops.pageSize));
  if (view.page > pages)
    throw redirect(
      localizePath(`/admin/shops${shopsSearch({ ...view, page: pages })}`, langParam(params.lang)),
    );
  return { view, shops };
}

/** Issue 17: the shops, registrations waiting first when asked, each with this month's figures. */
export default function Shops({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { view, shops } = loaderData;
  const pages = Math.max(1, Math.ceil(shops.total / shops.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.shops.hint')}>{t('admin.shops.title')}</PageHeading>
      <ShopsFilters action={localizePath('/admin/shops', lang)} view={view} />
      <p className="mb-3 text-sm text-muted" data-testid="shops-count">
        {t('admin.shops.found', { count: shops.total })}
      </p>
      {shops.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">{t('admin.shops.empty')}</p>
      ) : (
        <>
          <ShopsTable rows={shops.items} />
          <Pagination
            page={shops.page}
            pages={pages}
            hrefFor={(page) => localizePath(`/admin/shops${shopsSearch({ ...view, page })}`, lang)}
          />
        </>
      )}
    </>
  );
}
