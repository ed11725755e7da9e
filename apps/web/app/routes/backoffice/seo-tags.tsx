import { AdminCatalogueQuery, pickLang } from '@bazar/contracts';
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
import type { Route } from './+types/seo-tags';

export const meta = staticPageMeta('admin.catalogue.seoTitle');

const listPath = (page: number, q?: string) => `/admin/seo-tags${listSearch({ q, page })}`;

/** `{lang}/admin/seo-tags?q=&page=`: SEO tag pages, searched by slug or title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page = 1, q } = query.success ? query.data : {};
  const { api } = webOf(context);
  const list = await api.backofficeCatalogue.seoTags({ query: { page, pageSize: 20, q } });
  const deleteId = Number(url.searchParams.get('delete'));
  const toDelete = deleteId
    ? await api.backofficeCatalogue.seoTag({ params: { id: deleteId } }).catch(() => null)
    : null;
  return { list, q: q ?? '', toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteRow(
    request,
    params.lang,
    (id) => webOf(context).api.backofficeCatalogue.deleteSeoTag({ params: { id } }),
    'admin.catalogue.seoDeleted',
  );
}

export default function SeoTags({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, q, toDelete } = loaderData;
  const here = localizePath(listPath(list.page, q), lang);
  return (
    <CatalogueListPage
      heading={{
        title: t('admin.catalogue.seoTitle'),
        sub: t('admin.catalogue.seoHint'),
        newHref: localizePath('/admin/seo-tags/new', lang),
        newLabel: t('admin.catalogue.newSeoTag'),
        newTestId: 'seo-new',
      }}
      confirmDelete={
        toDelete && {
          id: toDelete.id,
          message: t('admin.catalogue.confirmDeleteSeo', { slug: toDelete.slug }),
        }
      }
      here={here}
      search={{ idPrefix: 'seo', q }}
      list={list}
      empty={t('admin.catalogue.seoEmpty')}
      hrefFor={(page) => localizePath(listPath(page, q), lang)}
      testId="seo-list"
    >
      {list.items.map((tag) => {
        const { filter } = tag;
        const bits = [
          tag.categoryName,
          filter.brands.length > 0 ? filter.brands.join(', ') : null,
          filter.discounted ? t('admin.catalogue.discountedOnly') : null,
          filter.inStock ? t('admin.catalogue.inStockOnly') : null,
          filter.minPrice !== null || filter.maxPrice !== null
            ? `${filter.minPrice === null ? '…' : formatMoney(filter.minPrice)} – ${filter.maxPrice === null ? '…' : formatMoney(filter.maxPrice)}`
            : null,
        ].filter(Boolean);
        return (
          <ListRow
            key={tag.id}
            testId="seo-row"
            actions={
              <RowActions
                storeHref={localizePath(`/tag/${tag.slug}`, lang)}
                editHref={localizePath(`/admin/seo-tags/${tag.id}`, lang)}
                deleteHref={confirmDeleteHref(here, tag.id)}
                name={tag.slug}
              />
            }
          >
            <p className="font-semibold">{pickLang(tag.title, lang)}</p>
            <p className="truncate text-xs text-muted">
              /tag/{tag.slug}
              {bits.length > 0 && ` · ${bits.join(' · ')}`}
            </p>
          </ListRow>
        );
      })}
    </CatalogueListPage>
  );
}
