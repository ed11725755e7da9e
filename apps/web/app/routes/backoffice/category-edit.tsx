import {
  type AdminCategory,
  CategoryFieldBody,
  CreateCategoryBody,
  categoryIcons,
  EditCategoryBody,
  pickLang,
} from '@bazar/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { data, Form } from 'react-router';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import {
  type CatalogueFormState,
  check,
  LocalizedInputs,
  localizedOf,
  problemState,
  rowButton,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { categorySelectOptions, DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { CategoryFields } from '../../features/backoffice/category-fields';
import { EditHeading, editTarget, localizedDefaults } from '../../features/backoffice/section-form';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/category-edit';

export const meta = staticPageMeta('admin.catalogue.categoryTitle');

/** `{lang}/admin/categories/:id` (`new?parent=id` to create): names, slug, icon, place in the tree, fields. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = editTarget(params.id);
  const url = pageUrl(request);
  const { api } = webOf(context);
  const { items } = await api.backofficeCatalogue.categories({});
  if (id === 'new') {
    const parentId = Number(url.searchParams.get('parent')) || null;
    return { category: null, items, parentId, fields: [], editing: null, deleteField: null };
  }
  const category = items.find((c) => c.id === id);
  if (!category) throw data(null, { status: 404 });
  const { items: fields } = await api.backofficeCatalogue.categoryFields({ params: { id } });
  const editing = fields.find((field) => field.id === Number(url.searchParams.get('field'))) ?? null;
  const deleteField =
    fields.find((field) => field.id === Number(url.searchParams.get('deleteField'))) ?? null;
  return { category, items, parentId: category.parentId, fields, editing, deleteField };
}

type ActionState = { form: 'category' | 'move' | 'field' } & CatalogueFormState;

export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = editTarget(params.id);
  const here = pageUrl(request).pathname;
  const form = formValues(await request.formData());
  const intent = form.intent ?? '';
  const { api } = webOf(context);
  const toast = (href: string, answer: { ok: boolean; problem?: { detail: string } }, message: string) =>
    redirectWithToast(
      href,
      answer.ok ? { kind: 'success', message } : { kind: 'error', message: answer.problem?.detail ?? '' },
    );

  if (intent === 'save') {
    const base = { name: localizedOf(form, 'name'), slug: form.slug ?? '', icon: form.icon ?? '' };
    if (id === 'new') {
      const body = check(
        CreateCategoryBody,
        { ...base, parentId: form.parentId ? Number(form.parentId) : null },
        lang,
      );
      if (!body.ok) return { form: 'category', errors: body.errors, values: form };
      const answer = await api.backofficeCatalogue.createCategory({ body: body.data });
      if (!answer.ok) return { form: 'category', ...problemState(answer.problem, form) };
      throw redirectWithToast(localizePath(`/admin/categories/${answer.value.id}`, lang), {
        kind: 'success',
        message: t('admin.catalogue.created', { name: pickLang(answer.value.name, lang) }),
      });
    }
    const body = check(EditCategoryBody, base, lang);
    if (!body.ok) return { form: 'category', errors: body.errors, values: form };
    const answer = await api.backofficeCatalogue.editCategory({ params: { id }, body: body.data });
    if (!answer.ok) return { form: 'category', ...problemState(answer.problem, form) };
    throw redirectWithToast(here, {
      kind: 'success',
      message: t('admin.catalogue.saved', { name: pickLang(answer.value.name, lang) }),
    });
  }
  if (id === 'new') throw data(null, { status: 400 });

  if (intent === 'move') {
    const parentId = form.parentId ? Number(form.parentId) : null;
    // The same parent again would only send it to the end of its siblings: nothing to do.
    if ((await api.backofficeCatalogue.category({ params: { id } })).parentId === parentId)
      throw redirectWithToast(here, { kind: 'success', message: t('admin.catalogue.samePlace') });
    const answer = await api.backofficeCatalogue.moveCategory({
      params: { id },
      body: {
        parentId,
        // Last among its new siblings; the tree's arrows then place it.
        position: 100_000,
      },
    });
    if (!answer.ok) return { form: 'move', ...problemState(answer.problem, form) };
    throw redirectWithToast(here, { kind: 'success', message: t('admin.catalogue.movedBranch') });
  }
  if (intent === 'hide' || intent === 'show') {
    const answer = await api.backofficeCatalogue.categoryVisibility({
      params: { id },
      body: { hidden: intent === 'hide' },
    });
    throw redirectWithToast(
      here,
      answer.ok
        ? {
            kind: 'success',
            message: t(intent === 'hide' ? 'admin.catalogue.hiddenDone' : 'admin.catalogue.shownDone', {
              name: pickLang(answer.value.name, lang),
            }),
          }
        : { kind: 'error', message: answer.problem.detail },
    );
  }

  const fieldId = Number(form.fieldId) || null;
  if (intent === 'field-save') {
    const body = check(
      CategoryFieldBody,
      {
        name: form.name ?? '',
        label: localizedOf(form, 'label'),
        kind: form.kind,
        options: (form.options ?? '')
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean),
        required: form.required === 'on',
      },
      lang,
    );
    if (!body.ok) return { form: 'field', errors: body.errors, values: form };
    const answer = fieldId
      ? await api.backofficeCatalogue.editCategoryField({ params: { id: fieldId }, body: body.data })
      : await api.backofficeCatalogue.addCategoryField({ params: { id }, body: body.data });
    if (!answer.ok) return { form: 'field', ...problemState(answer.problem, form) };
    throw redirectWithToast(`${here}#fields`, {
      kind: 'success',
      message: t('admin.catalogue.fieldSaved', { name: answer.value.name }),
    });
  }
  const fieldMove = /^field-move:(-?\d+)$/.exec(intent);
  if (fieldMove && fieldId) {
    const answer = await api.backofficeCatalogue.moveCategoryField({
      params: { id: fieldId },
      body: { position: Math.max(0, Number(fieldMove[1])) },
    });
    throw toast(`${here}#fields`, answer, t('admin.catalogue.fieldMoved'));
  }
  if (intent === 'field-delete' && fieldId) {
    const answer = await api.backofficeCatalogue.deleteCategoryField({ params: { id: fieldId } });
    throw toast(`${here}#fields`, answer, t('admin.catalogue.fieldDeleted'));
  }
  throw data(null, { status: 400 });
}

/** The parents a category may move under: not itself, not its branch, not a leaf with products, room for its height. */
function parentChoices(items: AdminCategory[], category: AdminCategory | null) {
  if (!category) return items.filter((c) => c.depth < 3 && c.products === 0);
  const branch = new Set([category.id]);
  for (const c of items) if (c.parentId !== null && branch.has(c.parentId)) branch.add(c.id);
  const height = Math.max(...items.filter((c) => branch.has(c.id)).map((c) => c.depth)) - category.depth + 1;
  return items.filter(
    (c) => !branch.has(c.id) && c.depth + height <= 3 && (c.products === 0 || c.id === category.parentId),
  );
}

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { category, items, parentId, fields, editing, deleteField } = loaderData;
  const state = actionData?.form === 'category' ? actionData : undefined;
  const values = state?.values;
  const name = localizedDefaults(values, category?.name, 'name');
  const parents = categorySelectOptions(parentChoices(items, category), lang);
  const here = localizePath(`/admin/categories/${category?.id ?? 'new'}`, lang);
  const parentSelect = (error?: string) => (
    <SelectField
      name="parentId"
      idPrefix="category"
      label={t('admin.catalogue.parent')}
      defaultValue={parentId ?? ''}
      error={error}
    >
      <option value="">{t('admin.catalogue.topLevel')}</option>
      {parents.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <>
      <EditHeading
        back={localizePath('/admin/categories', lang)}
        backLabel={t('admin.catalogue.backToTree')}
        title={category ? pickLang(category.name, lang) : t('admin.catalogue.newCategory')}
        sub={
          category
            ? `/${category.slug} · ${t('admin.catalogue.level', { depth: category.depth })}`
            : undefined
        }
      />
      {category?.hiddenInStore && (
        <p className="mb-4 rounded-card border border-discount/30 bg-discount/5 p-3 text-sm" role="status">
          {t(category.hidden ? 'admin.catalogue.hiddenNote' : 'admin.catalogue.hiddenAboveNote')}
        </p>
      )}
      <div className="space-y-6">
        <Form method="post" className="space-y-6" data-testid="category-form">
          <FormAlert>{state?.formError}</FormAlert>
          <Section title={t('admin.catalogue.namesTitle')} hint={t('admin.catalogue.namesHint')}>
            <LocalizedInputs
              name="name"
              legend={t('admin.catalogue.name')}
              values={name}
              errors={state?.errors}
              required="all"
              maxLength={100}
            />
          </Section>
          <Section title={t('admin.catalogue.addressTitle')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                name="slug"
                idPrefix="category"
                label={t('admin.catalogue.slug')}
                hint={t('admin.catalogue.slugHint')}
                defaultValue={values?.slug ?? category?.slug ?? ''}
                error={state?.errors?.slug}
                maxLength={80}
                required
                autoCapitalize="none"
                spellCheck={false}
              />
              <SelectField
                name="icon"
                idPrefix="category"
                label={t('admin.catalogue.icon')}
                hint={t('admin.catalogue.iconHint')}
                defaultValue={values?.icon ?? category?.icon ?? 'package'}
                error={state?.errors?.icon}
              >
                {categoryIcons.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </SelectField>
            </div>
            {!category && parentSelect(state?.errors?.parentId)}
          </Section>
          <div className="sm:w-56">
            <SubmitButton intent="save">
              {category ? t('admin.catalogue.save') : t('admin.catalogue.create')}
            </SubmitButton>
          </div>
        </Form>

        {category && (
          <Section title={t('admin.catalogue.placeTitle')} hint={t('admin.catalogue.placeHint')}>
            <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="move-form">
              <FormAlert>{actionData?.form === 'move' ? actionData.formError : undefined}</FormAlert>
              <div className="w-full sm:w-80">
                {parentSelect(actionData?.form === 'move' ? actionData.errors?.parentId : undefined)}
              </div>
              <div className="w-full sm:w-40">
                <SubmitButton intent="move" variant="secondary">
                  {t('admin.catalogue.move')}
                </SubmitButton>
              </div>
            </Form>
            <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
              <p className="flex-1 text-sm text-muted">
                {t(category.hidden ? 'admin.catalogue.visibilityHidden' : 'admin.catalogue.visibilityShown')}
              </p>
              <button
                type="submit"
                name="intent"
                value={category.hidden ? 'show' : 'hide'}
                className={rowButton}
              >
                {category.hidden ? (
                  <Eye className="size-4" aria-hidden />
                ) : (
                  <EyeOff className="size-4" aria-hidden />
                )}
                {t(category.hidden ? 'admin.catalogue.show' : 'admin.catalogue.hide')}
              </button>
            </Form>
          </Section>
        )}

        {category && deleteField && (
          <DeleteConfirm
            id={deleteField.id}
            idName="fieldId"
            intent="field-delete"
            message={t('admin.catalogue.confirmDeleteField', { name: deleteField.name })}
            cancelHref={`${here}#fields`}
          />
        )}
        {category && (
          <CategoryFields
            fields={fields}
            editing={editing}
            state={actionData?.form === 'field' ? actionData : undefined}
            editHref={(fieldId) => `${here}?field=${fieldId}#fields`}
            deleteHref={(fieldId) => `${here}?deleteField=${fieldId}#fields`}
            cancelHref={`${here}#fields`}
          />
        )}
      </div>
    </>
  );
}
