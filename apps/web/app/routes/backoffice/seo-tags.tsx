import { AdminCatalogueQuery, pickLang } from '@bazar/contracts';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { SubmitButton, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { dangerButton, primaryLink, rowButton } from '../../features/backoffice/catalogue-forms';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/seo-tags';

export const meta = staticPageMeta('admin.catalogue.seoTitle');

const listPath = (page: number, q?: string) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  return `/admin/seo-tags${query.size ? `?${query}` : ''}`;
};

/** `{lang}/admin/seo-tags?q=&page=`: SEO tag pages, searched by slug or title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page = 1, q } = query.success ? query.data : {};
  const { api } = webOf(context);
  const list = await api.adminSeoTags({ page, pageSize: 20, q });
  const deleteId = Number(url.searchParams.get('delete'));
  const toDelete = deleteId ? await api.adminSeoTag(deleteId).catch(() => null) : null;
  return { list, q: q ?? '', toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(langParam(params.lang));
  const form = formValues(await request.formData());
  const id = Number(form.id);
  if (form.intent !== 'delete' || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const answer = await webOf(context).api.deleteSeoTag(id);
  throw redirectWithToast(
    pageUrl(request).pathname,
    answer.ok
      ? { kind: 'success', message: t('admin.catalogue.seoDeleted') }
      : { kind: 'error', message: answer.problem.detail },
  );
}

export default function SeoTags({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, q, toDelete } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-0">
        <PageHeading sub={t('admin.catalogue.seoHint')}>{t('admin.catalogue.seoTitle')}</PageHeading>
        <Link to={localizePath('/admin/seo-tags/new', lang)} className={primaryLink} data-testid="seo-new">
          <Plus className="size-4" aria-hidden />
          {t('admin.catalogue.newSeoTag')}
        </Link>
      </div>
      {toDelete && (
        <DeleteConfirm
          id={toDelete.id}
          message={t('admin.catalogue.confirmDeleteSeo', { slug: toDelete.slug })}
          cancelHref={localizePath(listPath(list.page, q), lang)}
        />
      )}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TextField
            name="q"
            idPrefix="seo"
            label={t('admin.catalogue.search')}
            defaultValue={q}
            type="search"
          />
        </div>
        <div className="w-full sm:w-32">
          <SubmitButton variant="secondary">{t('admin.catalogue.find')}</SubmitButton>
        </div>
      </Form>
      {list.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.catalogue.seoEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white" data-testid="seo-list">
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
              <li
                key={tag.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3"
                data-testid="seo-row"
              >
                <div className="min-w-0 flex-1 basis-60">
                  <p className="font-semibold">{pickLang(tag.title, lang)}</p>
                  <p className="truncate text-xs text-muted">
                    /tag/{tag.slug}
                    {bits.length > 0 && ` · ${bits.join(' · ')}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <a
                    href={localizePath(`/tag/${tag.slug}`, lang)}
                    target="_blank"
                    rel="noreferrer"
                    className={rowButton}
                    aria-label={t('admin.catalogue.openInStore')}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                  <Link to={localizePath(`/admin/seo-tags/${tag.id}`, lang)} className={rowButton}>
                    <Pencil className="size-4" aria-hidden />
                    {t('admin.catalogue.edit')}
                  </Link>
                  <Link
                    to={`${localizePath(listPath(list.page, q), lang)}${q || list.page > 1 ? '&' : '?'}delete=${tag.id}`}
                    className={dangerButton}
                    aria-label={t('admin.catalogue.deleteNamed', { name: tag.slug })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={list.page} pages={pages} hrefFor={(page) => localizePath(listPath(page, q), lang)} />
    </>
  );
}
