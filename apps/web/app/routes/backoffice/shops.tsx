import { AdminShopsQuery } from '@bazar/contracts';
import { PageHeading } from '../../components/page-heading';
import { keepWithinPages, listSearch, queryField } from '../../features/backoffice/list/list-address';
import { ListBody } from '../../features/backoffice/list/list-body';
import { ShopsFilters, ShopsTable, type ShopsView } from '../../features/backoffice/shops-list';
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
  const field = queryField(pageUrl(request).searchParams);
  const { shape } = AdminShopsQuery;
  const view: ShopsView = {
    status: field(shape.status, 'status'),
    q: field(shape.q, 'q'),
    sort: field(shape.sort, 'sort'),
    page: field(shape.page, 'page') ?? 1,
  };
  const shops = await webOf(context).api.backofficeShops.list({ query: { ...view, pageSize: 20 } });
  keepWithinPages(shops, view.page, (page) =>
    localizePath(`/admin/shops${listSearch({ ...view, page })}`, langParam(params.lang)),
  );
  return { view, shops };
}

/** Issue 17: the shops, registrations waiting first when asked, each with this month's figures. */
export default function Shops({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { view, shops } = loaderData;
  return (
    <>
      <PageHeading sub={t('admin.shops.hint')}>{t('admin.shops.title')}</PageHeading>
      <ShopsFilters action={localizePath('/admin/shops', lang)} view={view} />
      <ListBody
        list={shops}
        found={t('admin.shops.found', { count: shops.total })}
        foundTestId="shops-count"
        empty={t('admin.shops.empty')}
        hrefFor={(page) => localizePath(`/admin/shops${listSearch({ ...view, page })}`, lang)}
      >
        <ShopsTable rows={shops.items} />
      </ListBody>
    </>
  );
}
