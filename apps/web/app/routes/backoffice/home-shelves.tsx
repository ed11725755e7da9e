import { type AdminHomeShelf, HomeShelfBody, homeShelfKinds } from '@bazar/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import {
  check,
  dangerButton,
  problemState,
  rowButton,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { categoryOptions } from '../../features/backoffice/moderation-queue';
import { formValues } from '../../lib/forms';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/home-shelves';

export const meta = staticPageMeta('admin.home.title');

const langs = ['az', 'en', 'ru'] as const;

/** The storefront's own title of each kind; a category shelf is named after its category. */
const kindTitle: Record<Exclude<AdminHomeShelf['kind'], 'category'>, MessageKey> = {
  discounted: 'home.discounted',
  new: 'home.newProducts',
  rating: 'home.topRated',
};

/** `{lang}/admin/home-shelves` with `?edit=` or `?delete=`: the home page's shelves, top to bottom. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const { api } = webOf(context);
  const [shelves, tree] = await Promise.all([
    api.backofficeHome.shelves({}),
    api.catalog.tree({ query: {} }),
  ]);
  const picked = (name: string) =>
    shelves.find((shelf) => shelf.id === Number(url.searchParams.get(name))) ?? null;
  return { shelves, categories: categoryOptions(tree), editing: picked('edit'), deleting: picked('delete') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const back = localizePath('/admin/home-shelves', lang);
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  const id = Number(form.id);
  const done = (answer: { ok: boolean; problem?: { detail: string } }, message: MessageKey) =>
    redirectWithToast(
      back,
      answer.ok
        ? { kind: 'success', message: t(message) }
        : { kind: 'error', message: answer.problem?.detail ?? '' },
    );
  if (form.intent === 'up' || form.intent === 'down')
    throw done(
      await api.backofficeHome.moveShelf({ params: { id }, body: { direction: form.intent } }),
      'admin.home.moved',
    );
  if (form.intent === 'hide' || form.intent === 'show')
    throw done(
      await api.backofficeHome.shelfVisibility({ params: { id }, body: { hidden: form.intent === 'hide' } }),
      form.intent === 'hide' ? 'admin.home.hiddenDone' : 'admin.home.shownDone',
    );
  if (form.intent === 'delete')
    throw done(await api.backofficeHome.deleteShelf({ params: { id } }), 'admin.home.deleted');
  if (form.intent !== 'save') throw data(null, { status: 400 });
  const body = check(
    HomeShelfBody,
    {
      kind: form.kind,
      categoryId: form.kind === 'category' && form.categoryId ? Number(form.categoryId) : undefined,
      title: { az: form['title.az'] ?? '', en: form['title.en'] ?? '', ru: form['title.ru'] ?? '' },
    },
    lang,
  );
  if (!body.ok) return { errors: body.errors, values: form };
  const answer =
    id > 0
      ? await api.backofficeHome.editShelf({ params: { id }, body: body.data })
      : await api.backofficeHome.createShelf({ body: body.data });
  if (!answer.ok) return problemState(answer.problem, form);
  throw redirectWithToast(back, {
    kind: 'success',
    message: t(id > 0 ? 'admin.home.saved' : 'admin.home.added'),
  });
}

/** The shelf's title as the home page shows it in this language. */
function useShelfTitle() {
  const t = useT();
  const lang = useLang();
  return (shelf: AdminHomeShelf) =>
    shelf.title?.[lang] ||
    (shelf.kind === 'category' ? (shelf.category?.name ?? '') : t(kindTitle[shelf.kind]));
}

function ShelfForm({
  shelf,
  categories,
  errors,
  values,
}: {
  shelf: AdminHomeShelf | null;
  categories: { id: number; label: string }[];
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}) {
  const t = useT();
  const prefix = shelf ? `shelf-${shelf.id}` : 'shelf-new';
  return (
    <Form method="post" className="grid gap-3" data-testid={shelf ? 'shelf-edit' : 'shelf-new'}>
      <input type="hidden" name="id" value={shelf?.id ?? 0} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={t('admin.home.kind')}
          idPrefix={prefix}
          defaultValue={values?.kind ?? shelf?.kind ?? 'category'}
          error={errors?.kind}
        >
          {homeShelfKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.home.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="categoryId"
          label={t('admin.home.category')}
          idPrefix={prefix}
          defaultValue={values?.categoryId ?? shelf?.category?.id ?? ''}
          error={errors?.categoryId}
        >
          <option value="">{t('admin.home.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {langs.map((lang) => (
          <TextField
            key={lang}
            name={`title.${lang}`}
            label={t('admin.home.titleLabel', { lang })}
            idPrefix={prefix}
            defaultValue={values?.[`title.${lang}`] ?? shelf?.title?.[lang] ?? ''}
            error={errors?.[`title.${lang}`]}
            maxLength={80}
          />
        ))}
      </div>
      <p className="text-xs text-muted">{t('admin.home.titleHint')}</p>
      <div className="w-full sm:w-48">
        <SubmitButton intent="save">{shelf ? t('admin.home.save') : t('admin.home.add')}</SubmitButton>
      </div>
    </Form>
  );
}

/** Issue 17: the home page's product shelves, ordered, renamed, hidden, added and removed. */
export default function HomeShelves({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const titleOf = useShelfTitle();
  const { shelves, categories, editing, deleting } = loaderData;
  const base = localizePath('/admin/home-shelves', lang);
  const failedEdit = actionData?.values?.id && actionData.values.id !== '0';
  return (
    <>
      <PageHeading sub={t('admin.home.hint')}>{t('admin.home.title')}</PageHeading>
      <FormAlert>{actionData?.formError}</FormAlert>
      {deleting && (
        <DeleteConfirm
          id={deleting.id}
          message={t('admin.home.deleteConfirm', { title: titleOf(deleting) })}
          cancelHref={base}
        />
      )}
      {shelves.length === 0 ? (
        <p className="mb-6 rounded-card border border-line p-6 text-center text-muted">
          {t('admin.home.empty')}
        </p>
      ) : (
        <ol className="mb-6 grid gap-3" data-testid="shelf-list">
          {shelves.map((shelf, index) => (
            <li key={shelf.id} className="rounded-card border border-line p-3" data-testid="shelf-row">
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold" data-testid="shelf-title">
                    {titleOf(shelf)}
                  </p>
                  <p className="text-xs text-muted">
                    {t(`admin.home.kind.${shelf.kind}`)}
                    {shelf.category && ` · ${shelf.category.name}`}
                    {shelf.title && ` · ${t('admin.home.ownTitle')}`}
                    {shelf.hidden && (
                      <span className="ms-2 rounded-full bg-surface px-2 py-0.5 font-semibold">
                        {t('admin.home.hidden')}
                      </span>
                    )}
                  </p>
                </div>
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={shelf.id} />
                  <button type="submit" name="intent" value="up" className={rowButton} disabled={index === 0}>
                    <ArrowUp className="size-4" aria-hidden />
                    <span className="sr-only">{t('admin.home.up')}</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className={rowButton}
                    disabled={index === shelves.length - 1}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                    <span className="sr-only">{t('admin.home.down')}</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={shelf.hidden ? 'show' : 'hide'}
                    className={rowButton}
                  >
                    {shelf.hidden ? (
                      <Eye className="size-4" aria-hidden />
                    ) : (
                      <EyeOff className="size-4" aria-hidden />
                    )}
                    {shelf.hidden ? t('admin.home.show') : t('admin.home.hide')}
                  </button>
                  <Link to={`${base}?edit=${shelf.id}`} className={rowButton}>
                    <Pencil className="size-4" aria-hidden />
                    {t('admin.home.edit')}
                  </Link>
                  <Link to={`${base}?delete=${shelf.id}`} className={dangerButton}>
                    <Trash2 className="size-4" aria-hidden />
                    <span className="sr-only">{t('admin.home.delete')}</span>
                  </Link>
                </Form>
              </div>
              {(editing?.id === shelf.id || (failedEdit && Number(actionData?.values?.id) === shelf.id)) && (
                <div className="mt-3 rounded-lg bg-surface p-3">
                  <ShelfForm
                    shelf={shelf}
                    categories={categories}
                    errors={failedEdit ? actionData?.errors : undefined}
                    values={failedEdit ? actionData?.values : undefined}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Section title={t('admin.home.add')}>
        <ShelfForm
          shelf={null}
          categories={categories}
          errors={failedEdit ? undefined : actionData?.errors}
          values={failedEdit ? undefined : actionData?.values}
        />
      </Section>
    </>
  );
}
