import { AdminCatalogueQuery } from '@bazar/contracts';
import { deleteRow } from '../../features/backoffice/list/delete-row.server';
import { listSearch } from '../../features/backoffice/list/list-address';
import {
  CatalogueListPage,
  confirmDeleteHref,
  ListRow,
  RowActions,
} from '../../features/backoffice/list/list-rows';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/combos';

export const meta = staticPageMeta('admin.catalogue.combosTitle');

const listPath = (page: number, q?: string) => `/admin/combos${listSearch({ q, page })}`;

/** `{lang}/admin/combos?q=&page=`: every combo, newest first, searched by code or title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page = 1, q } = query.success ? query.data : {};
  const list = await webOf(context).api.backofficeCombos.combos({ query: { page, pageSize: 20, q } });
  const toDelete = list.items.find((row) => row.id === Number(url.searchParams.get('delete'))) ?? null;
  return { list, q: q ?? '', toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteRow(
    request,
    params.lang,
    (id) => webOf(context).api.backofficeCombos.deleteCombo({ params: { id } }),
    'admin.catalogue.comboDeleted',
  );
}

export default function Combos({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, q, toDelete } = loaderData;
  const here = localizePath(listPath(list.page, q), lang);
  return (
    <CatalogueListPage
      heading={{
        title: t('admin.catalogue.combosTitle'),
        sub: t('admin.catalogue.combosHint'),
        newHref: localizePath('/admin/combos/new', lang),
        newLabel: t('admin.catalogue.newCombo'),
        newTestId: 'combo-new',
      }}
      confirmDelete={
        toDelete && {
          id: toDelete.id,
          message: t('admin.catalogue.confirmDeleteCombo', { code: toDelete.code }),
        }
      }
      here={here}
      search={{ idPrefix: 'combo', q }}
      list={list}
      empty={t('admin.catalogue.combosEmpty')}
      hrefFor={(page) => localizePath(listPath(page, q), lang)}
      testId="combo-list"
    >
      {list.items.map((combo) => (
        <ListRow
          key={combo.id}
          testId="combo-row"
          actions={
            <RowActions
              storeHref={
                combo.status === 'published' ? localizePath(`/combo/${combo.code}`, lang) : undefined
              }
              editHref={localizePath(`/admin/combos/${combo.id}`, lang)}
              deleteHref={confirmDeleteHref(here, combo.id)}
              name={combo.code}
            />
          }
        >
          <p className="font-semibold">
            {combo.code} · {combo.title}
          </p>
          <p className="text-sm">
            <span className="font-bold">{formatMoney(combo.price)}</span>{' '}
            <span className="text-muted">
              {t('admin.catalogue.comboApart', { price: formatMoney(combo.priceApart) })}
            </span>
          </p>
          <p className="truncate text-xs text-muted">
            {combo.shop.name} · {combo.items.map((item) => `${item.code}×${item.count}`).join(', ')} ·{' '}
            {t(
              combo.status === 'published'
                ? 'admin.catalogue.comboStatus.published'
                : 'admin.catalogue.comboStatus.unpublished',
            )}
          </p>
        </ListRow>
      ))}
    </CatalogueListPage>
  );
}
