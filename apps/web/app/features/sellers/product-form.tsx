import { type CategoryField, type CategoryTreeNode, slugify } from '@bazar/contracts';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { FieldError, FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { leavesByTop } from './import-category';
import { DescriptionEditor } from './product-description-editor';
import type { ProductFormState, ProductFormValues } from './product-form-values';
import { ProductPhotos } from './product-photos';
import { ProductVariants } from './product-variants';

type Errors = ProductFormState['errors'];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-card border border-line p-4 sm:p-6" data-testid={testId}>
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** The product editor (spec: product create/edit by hand), in sections; works as a plain form without JavaScript. */
export function ProductForm({
  categories,
  state,
  submitLabel,
}: {
  categories: CategoryTreeNode[];
  state: ProductFormState;
  submitLabel: string;
}) {
  const t = useT();
  const lang = useLang();
  const { values, errors } = state;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const leaves = leavesByTop(categories);
  const [parentId, setParentId] = useState(values.parentId);
  const [categoryId, setCategoryId] = useState(values.categoryId);
  const fieldsFetcher = useFetcher<CategoryField[]>();
  const fields =
    categoryId === values.categoryId ? state.fields : categoryId === '' ? [] : (fieldsFetcher.data ?? []);

  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  // A new product's slug follows its title until the seller edits the slug.
  const [slugTouched, setSlugTouched] = useState(values.slug !== '' && values.slug !== slugify(values.title));
  const [price, setPrice] = useState(values.price);
  const [hasVariants, setHasVariants] = useState(values.offerFields.length > 0);

  const chooseCategory = (id: string) => {
    setCategoryId(id);
    if (id !== '' && id !== values.categoryId)
      fieldsFetcher.load(localizePath(`/shop/category-fields/${id}`, lang));
  };
  // Before JavaScript runs every sub-category is offered, grouped by category.
  const subOptions = hydrated ? (leaves.get(Number(parentId)) ?? []) : [];

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-6">
      <FormAlert>{state.formError}</FormAlert>

      <Section title={t('productForm.sectionCategory')} testId="section-category">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="parentId"
            label={t('productForm.category')}
            error={errors.parentId}
            value={parentId}
            onChange={(event) => {
              setParentId(event.currentTarget.value);
              chooseCategory('');
            }}
          >
            <option value="">{t('productForm.choose')}</option>
            {categories.map((top) => (
              <option key={top.category.id} value={top.category.id}>
                {top.category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="categoryId"
            label={t('productForm.subCategory')}
            error={errors.categoryId}
            value={categoryId}
            onChange={(event) => chooseCategory(event.currentTarget.value)}
          >
            <option value="">{t('productForm.choose')}</option>
            {hydrated
              ? subOptions.map((leaf) => (
                  <option key={leaf.id} value={leaf.id}>
                    {leaf.name}
                  </option>
                ))
              : categories.map((top) => (
                  <optgroup key={top.category.id} label={top.category.name}>
                    {(leaves.get(top.category.id) ?? []).map((leaf) => (
                      <option key={leaf.id} value={leaf.id}>
                        {leaf.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </SelectField>
        </div>
      </Section>

      <Section title={t('productForm.sectionMain')} testId="section-main">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              name="title"
              label={t('productForm.title')}
              error={errors.title}
              required
              value={title}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setTitle(next);
                if (!slugTouched) setSlug(slugify(next));
              }}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              name="slug"
              label={t('productForm.slug')}
              hint={t('productForm.slugHint')}
              error={errors.slug}
              required
              value={slug}
              onChange={(event) => {
                setSlug(event.currentTarget.value);
                setSlugTouched(true);
              }}
            />
          </div>
          <TextField
            name="model"
            label={t('productForm.model')}
            error={errors.model}
            required
            defaultValue={values.model}
          />
          <TextField
            name="manufacturer"
            label={`${t('productForm.manufacturer')} (${t('productForm.optional')})`}
            error={errors.manufacturer}
            defaultValue={values.manufacturer}
          />
          <TextField
            name="stockCode"
            label={t('productForm.stockCode')}
            hint={t('productForm.stockCodeHint')}
            error={errors.stockCode}
            required
            defaultValue={values.stockCode}
          />
          <TextField
            name="count"
            label={t('productForm.count')}
            hint={hasVariants ? t('productForm.countVariantsHint') : undefined}
            error={errors.count}
            required={!hasVariants}
            disabled={hydrated && hasVariants}
            inputMode="numeric"
            defaultValue={values.count}
          />
          <TextField
            name="price"
            label={t('productForm.price')}
            error={errors.price}
            required
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
          />
          <TextField
            name="discountedPrice"
            label={`${t('productForm.discountedPrice')} (${t('productForm.optional')})`}
            error={errors.discountedPrice}
            inputMode="decimal"
            defaultValue={values.discountedPrice}
          />
        </div>
      </Section>

      <Section title={t('productForm.sectionDescription')} testId="section-description">
        <div className="space-y-4">
          <DescriptionEditor initial={values.description} error={errors.description} hydrated={hydrated} />
          <TextField
            name="youtubeUrl"
            type="url"
            label={`${t('productForm.youtubeUrl')} (${t('productForm.optional')})`}
            placeholder="https://www.youtube.com/watch?v=..."
            error={errors.youtubeUrl}
            defaultValue={values.youtubeUrl}
          />
        </div>
      </Section>

      <Section title={t('productForm.sectionPhotos')} testId="section-photos">
        <ProductPhotos initial={values.photos} error={errors.photos} hydrated={hydrated} />
      </Section>

      <Section title={t('productForm.sectionFields')} testId="section-fields">
        <DynamicFields
          fields={fields}
          values={values.properties}
          errors={errors}
          state={categoryId === '' ? 'choose' : fieldsFetcher.state === 'loading' ? 'loading' : 'ready'}
        />
      </Section>

      <Section title={t('productForm.sectionCharacteristics')} testId="section-characteristics">
        <Characteristics initial={values.characteristics} errors={errors} hydrated={hydrated} />
      </Section>

      <Section title={t('productForm.sectionVariants')} testId="section-variants">
        <ProductVariants
          initial={values}
          defaultPrice={price}
          errors={errors}
          hydrated={hydrated}
          onVariantsChange={setHasVariants}
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={localizePath('/shop/products/all-products/1', lang)}
          className="rounded-lg border border-line px-4 py-2.5 text-center font-semibold hover:bg-surface"
        >
          {t('productForm.cancel')}
        </Link>
        <div className="sm:w-56">
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </div>
    </Form>
  );
}

/** The sub-category's own fields: a select for a closed list, suggestions for free text. */
function DynamicFields({
  fields,
  values,
  errors,
  state,
}: {
  fields: CategoryField[];
  values: ProductFormValues['properties'];
  errors: Errors;
  state: 'choose' | 'loading' | 'ready';
}) {
  const t = useT();
  if (state === 'choose') return <p className="text-sm text-muted">{t('productForm.fieldsChooseFirst')}</p>;
  if (state === 'loading') return <p className="text-sm text-muted">{t('productForm.fieldsLoading')}</p>;
  if (fields.length === 0) return <p className="text-sm text-muted">{t('productForm.fieldsNone')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field, index) => {
        const name = `prop:${field.name}`;
        const error = errors[`properties.${field.name}`];
        const label = field.required ? field.label : `${field.label} (${t('productForm.optional')})`;
        if (field.kind === 'select')
          return (
            <SelectField
              key={field.id}
              name={name}
              idPrefix={`prop-${index}`}
              label={label}
              error={error}
              defaultValue={values[field.name] ?? ''}
              required={field.required}
            >
              <option value="">{t('productForm.choose')}</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          );
        return (
          <div key={field.id}>
            <TextField
              name={name}
              idPrefix={`prop-${index}`}
              label={label}
              error={error}
              required={field.required}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              defaultValue={values[field.name] ?? ''}
              list={field.options.length > 0 ? `prop-${index}-options` : undefined}
            />
            {field.options.length > 0 && (
              <datalist id={`prop-${index}-options`}>
                {field.options.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Free name and value rows; a blank row is left out when saving. */
function Characteristics({
  initial,
  errors,
  hydrated,
}: {
  initial: ProductFormValues['characteristics'];
  errors: Errors;
  hydrated: boolean;
}) {
  const t = useT();
  const [rows, setRows] = useState(() =>
    (initial.length > 0 ? initial : [{ name: '', value: '' }]).map((row, index) => ({ ...row, key: index })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const input =
    'w-full rounded-lg border border-line bg-white px-3 py-2 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm';
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('productForm.characteristicsHint')}</p>
      {rows.map((row, index) => {
        const nameError = errors[`characteristics.${index}.name`];
        const valueError = errors[`characteristics.${index}.value`];
        return (
          <div
            key={row.key}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-2"
            data-testid="characteristic-row"
          >
            <div>
              <input
                name="charName"
                defaultValue={row.name}
                aria-label={`${t('productForm.charName')} ${index + 1}`}
                placeholder={t('productForm.charName')}
                className={input}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={`char-${index}-name-error`}
              />
              <FieldError id={`char-${index}-name-error`}>{nameError}</FieldError>
            </div>
            <div>
              <input
                name="charValue"
                defaultValue={row.value}
                aria-label={`${t('productForm.charValue')} ${index + 1}`}
                placeholder={t('productForm.charValue')}
                className={input}
                aria-invalid={valueError ? true : undefined}
                aria-describedby={`char-${index}-value-error`}
              />
              <FieldError id={`char-${index}-value-error`}>{valueError}</FieldError>
            </div>
            {hydrated ? (
              <button
                type="button"
                onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
                className="rounded-lg border border-line p-2 text-discount hover:bg-surface"
                aria-label={t('productForm.removeCharacteristic')}
                title={t('productForm.removeCharacteristic')}
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : (
              <span />
            )}
          </div>
        );
      })}
      {hydrated && (
        <button
          type="button"
          onClick={() => {
            setRows((current) => [...current, { name: '', value: '', key: nextKey }]);
            setNextKey((key) => key + 1);
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-surface"
        >
          <Plus className="size-4" aria-hidden />
          {t('productForm.addCharacteristic')}
        </button>
      )}
      <FieldError id="characteristics-error">{errors.characteristics}</FieldError>
    </div>
  );
}
