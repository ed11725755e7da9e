import { type AdminCategoryField, categoryFieldKinds, pickLang } from '@bazar/contracts';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { useLang, useT } from '../../lib/i18n';
import {
  type CatalogueFormState,
  dangerButton,
  LocalizedInputs,
  rowButton,
  Section,
} from './catalogue-forms';

/** The category's own fields for the seller's product form: in order, each movable, editable, removable. */
export function CategoryFields({
  fields,
  editing,
  state,
  editHref,
  deleteHref,
  cancelHref,
}: {
  fields: AdminCategoryField[];
  editing: AdminCategoryField | null;
  state?: CatalogueFormState;
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
  cancelHref: string;
}) {
  const t = useT();
  const lang = useLang();
  const values = state?.values;
  const label = {
    az: values?.['label.az'] ?? editing?.label.az ?? '',
    en: values?.['label.en'] ?? editing?.label.en ?? '',
    ru: values?.['label.ru'] ?? editing?.label.ru ?? '',
  };
  return (
    <Section id="fields" title={t('admin.catalogue.fieldsTitle')} hint={t('admin.catalogue.fieldsHint')}>
      {fields.length === 0 ? (
        <p className="text-sm text-muted" data-testid="fields-empty">
          {t('admin.catalogue.noFields')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line" data-testid="field-list">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5"
              data-testid="field-row"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold">
                  {pickLang(field.label, lang)}
                  {field.required && <span className="text-discount"> *</span>}
                </p>
                <p className="truncate text-xs text-muted">
                  {field.name} · {t(`admin.catalogue.kind.${field.kind}`)}
                  {field.options.length > 0 && ` · ${field.options.join(', ')}`}
                </p>
              </div>
              <Form method="post" className="flex flex-wrap items-center gap-1.5" preventScrollReset>
                <input type="hidden" name="fieldId" value={field.id} />
                <button
                  type="submit"
                  name="intent"
                  value={`field-move:${index - 1}`}
                  className={rowButton}
                  disabled={index === 0}
                  aria-label={t('admin.catalogue.moveUp', { name: field.name })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`field-move:${index + 1}`}
                  className={rowButton}
                  disabled={index === fields.length - 1}
                  aria-label={t('admin.catalogue.moveDown', { name: field.name })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <Link to={editHref(field.id)} className={rowButton} preventScrollReset>
                  <Pencil className="size-4" aria-hidden />
                  {t('admin.catalogue.edit')}
                </Link>
                <Link
                  to={deleteHref(field.id)}
                  className={dangerButton}
                  aria-label={t('admin.catalogue.deleteNamed', { name: field.name })}
                  preventScrollReset
                >
                  <Trash2 className="size-4" aria-hidden />
                </Link>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <Form
        method="post"
        className="space-y-4 rounded-lg border border-line p-3 sm:p-4"
        data-testid="field-form"
      >
        <h3 className="font-semibold">
          {editing ? t('admin.catalogue.editField', { name: editing.name }) : t('admin.catalogue.addField')}
        </h3>
        {editing && <input type="hidden" name="fieldId" value={editing.id} />}
        <FormAlert>{state?.formError}</FormAlert>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="name"
            idPrefix="field"
            label={t('admin.catalogue.fieldName')}
            hint={t('admin.catalogue.fieldNameHint')}
            defaultValue={values?.name ?? editing?.name ?? ''}
            error={state?.errors?.name}
            maxLength={60}
            required
          />
          <SelectField
            name="kind"
            idPrefix="field"
            label={t('admin.catalogue.fieldKind')}
            defaultValue={values?.kind ?? editing?.kind ?? 'text'}
            error={state?.errors?.kind}
          >
            {categoryFieldKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.catalogue.kind.${kind}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <LocalizedInputs
          name="label"
          legend={t('admin.catalogue.fieldLabel')}
          values={label}
          errors={state?.errors}
          required="all"
          maxLength={100}
        />
        <div>
          <label htmlFor="field-options" className="mb-1 block text-sm font-semibold">
            {t('admin.catalogue.fieldOptions')}
          </label>
          <textarea
            id="field-options"
            name="options"
            rows={3}
            defaultValue={values?.options ?? editing?.options.join('\n') ?? ''}
            aria-describedby="field-options-hint"
            aria-invalid={state?.errors?.options ? true : undefined}
            className="w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm"
          />
          <p id="field-options-hint" className="mt-1 text-xs text-muted">
            {t('admin.catalogue.fieldOptionsHint')}
          </p>
          {state?.errors?.options && <p className="mt-1 text-sm text-discount">{state.errors.options}</p>}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="required"
            value="on"
            defaultChecked={values ? values.required === 'on' : (editing?.required ?? false)}
            className="size-4 accent-accent"
          />
          {t('admin.catalogue.fieldRequired')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-48">
            <SubmitButton intent="field-save">
              {editing ? t('admin.catalogue.save') : t('admin.catalogue.addField')}
            </SubmitButton>
          </div>
          {editing && (
            <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline">
              {t('admin.catalogue.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </Section>
  );
}
