import { pickLang } from '@bazar/contracts';
import { Plus } from 'lucide-react';
import { data, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { primaryLink } from '../../features/backoffice/catalogue-forms';
import { CategoryTree, DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/categories';

export const meta = staticPageMeta('admin.catalogue.categoriesTitle');

/** `{lang}/admin/categories` (`?open=1,2` opens branches, `?delete=id` asks before deleting). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const { items } = await webOf(context).api.backofficeCatalogue.categories({});
  const open = (url.searchParams.get('open') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const deleteId = Number(url.searchParams.get('delete'));
  const toDelete = items.find((category) => category.id === deleteId) ?? null;
  return { items, open, toDelete };
}

/** The branch a category is in stays open after an action on it. */
function openPath(base: string, items: { id: number; parentId: number | null }[], id: number): string {
  const chain: number[] = [];
  for (let at = items.find((c) => c.id === id); at?.parentId; at = items.find((c) => c.id === at?.parentId))
    chain.unshift(at.parentId);
  return chain.length > 0 ? `${base}?open=${chain.join(',')}#category-${id}` : base;
}

/** Moves a category up or down among its siblings, hides or shows it, or deletes it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const here = pageUrl(request).pathname;
  const form = formValues(await request.formData());
  const id = Number(form.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const { api } = webOf(context);
  const { items } = await api.backofficeCatalogue.categories({});
  const category = items.find((c) => c.id === id);
  if (!category) throw redirectWithToast(here, { kind: 'error', message: t('error.categoryNotFound') });
  const back = openPath(here, items, id);
  const name = pickLang(category.name, lang);
  const intent = form.intent ?? '';
  const move = /^move:(-?\d+)$/.exec(intent);
  if (move) {
    const answer = await api.backofficeCatalogue.moveCategory({
      params: { id },
      body: {
        parentId: category.parentId,
        position: Math.max(0, Number(move[1])),
      },
    });
    throw redirectWithToast(
      back,
      answer.ok
        ? { kind: 'success', message: t('admin.catalogue.moved', { name }) }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  if (intent === 'hide' || intent === 'show') {
    const answer = await api.backofficeCatalogue.categoryVisibility({
      params: { id },
      body: { hidden: intent === 'hide' },
    });
    throw redirectWithToast(
      back,
      answer.ok
        ? {
            kind: 'success',
            message: t(intent === 'hide' ? 'admin.catalogue.hiddenDone' : 'admin.catalogue.shownDone', {
              name,
            }),
          }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  if (intent === 'delete') {
    const answer = await api.backofficeCatalogue.deleteCategory({ params: { id } });
    throw redirectWithToast(
      answer.ok ? openPath(here, items, category.parentId ?? 0) : back,
      answer.ok
        ? { kind: 'success', message: t('admin.catalogue.deleted', { name }) }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  throw data(null, { status: 400 });
}

/** Issue 17: the category tree with hidden ones, three levels, each row with its actions. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { items, open, toDelete } = loaderData;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-0">
        <PageHeading sub={t('admin.catalogue.categoriesHint')}>
          {t('admin.catalogue.categoriesTitle')}
        </PageHeading>
        <Link
          to={localizePath('/admin/categories/new', lang)}
          className={primaryLink}
          data-testid="category-new"
        >
          <Plus className="size-4" aria-hidden />
          {t('admin.catalogue.newCategory')}
        </Link>
      </div>
      {toDelete && (
        <DeleteConfirm
          id={toDelete.id}
          message={t('admin.catalogue.confirmDeleteCategory', { name: pickLang(toDelete.name, lang) })}
          cancelHref={localizePath('/admin/categories', lang)}
        />
      )}
      <p className="mb-3 text-sm text-muted">{t('admin.catalogue.categoryCount', { count: items.length })}</p>
      <CategoryTree items={items} open={new Set(open)} />
    </>
  );
}
