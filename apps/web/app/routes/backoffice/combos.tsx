import { AdminCatalogueQuery } from '@bazar/contracts';
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
import type { Route } from './+types/combos';

export const meta = staticPageMeta('admin.catalogue.combosTitle');

const listPath = (page: number, q?: string) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  return `/admin/combos${query.size ? `?${query}` : ''}`;
};

/** `{lang}/admin/combos?q=&page=`: every combo, newest first, searched by code or title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page = 1, q } = query.success ? query.data : {};
  const list = await webOf(context).api.adminCombos({ page, pageSize: 20, q });
  const toDelete = list.items.find((row) => row.id === Number(url.searchParams.get('delete'))) ?? null;
  return { list, q: q ?? '', toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(langParam(params.lang));
  const form = formValues(await request.formData());
  const id = Number(form.id);
  if (form.intent !== 'delete' || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const answer = await webOf(context).api.deleteCombo(id);
  throw redirectWithToast(
    pageUrl(request).pathname,
    answer.ok
      ? { kind: 'success', message: t('admin.catalogue.comboDeleted') }
      : { kind: 'error', message: answer.problem.detail },
  );
}

export default function Combos({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, q, toDelete } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const here = localizePath(listPath(list.page, q), lang);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-0">
        <PageHeading sub={t('admin.catalogue.combosHint')}>{t('admin.catalogue.combosTitle')}</PageHeading>
        <Link to={localizePath('/admin/combos/new', lang)} className={primaryLink} data-testid="combo-new">
          <Plus className="size-4" aria-hidden />
          {t('admin.catalogue.newCombo')}
        </Link>
      </div>
      {toDelete && (
        <DeleteConfirm
          id={toDelete.id}
          message={t('admin.catalogue.confirmDeleteCombo', { code: toDelete.code })}
          cancelHref={here}
        />
      )}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TextField
            name="q"
            idPrefix="combo"
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
          {t('admin.catalogue.combosEmpty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line bg-white"
          data-testid="combo-list"
        >
          {list.items.map((combo) => (
            <li
              key={combo.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3"
              data-testid="combo-row"
            >
              <div className="min-w-0 flex-1 basis-60">
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
              </div>
              <div className="flex flex-wrap gap-1.5">
                {combo.status === 'published' && (
                  <a
                    href={localizePath(`/combo/${combo.code}`, lang)}
                    target="_blank"
                    rel="noreferrer"
                    className={rowButton}
                    aria-label={t('admin.catalogue.openInStore')}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                )}
                <Link to={localizePath(`/admin/combos/${combo.id}`, lang)} className={rowButton}>
                  <Pencil className="size-4" aria-hidden />
                  {t('admin.catalogue.edit')}
                </Link>
                <Link
                  to={`${here}${here.includes('?') ? '&' : '?'}delete=${combo.id}`}
                  className={dangerButton}
                  aria-label={t('admin.catalogue.deleteNamed', { name: combo.code })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={pages} hrefFor={(page) => localizePath(listPath(page, q), lang)} />
    </>
  );
}
