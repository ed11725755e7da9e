import { pickLang, SeoTagBody } from '@bazar/contracts';
import { SelectField, TextField } from '../../components/form';
import {
  type CatalogueFormState,
  check,
  LocalizedInputs,
  localizedOf,
  problemState,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { categorySelectOptions } from '../../features/backoffice/catalogue-tree';
import {
  EditHeading,
  editTarget,
  localizedDefaults,
  SectionForm,
} from '../../features/backoffice/section-form';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/seo-tag-edit';

export const meta = staticPageMeta('admin.catalogue.seoTitle');

/** `{lang}/admin/seo-tags/:id` (or `new`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editTarget(params.id);
  const { api } = webOf(context);
  const [tag, categories] = await Promise.all([
    id === 'new' ? null : api.backofficeCatalogue.seoTag({ params: { id } }),
    api.backofficeCatalogue.categories({}),
  ]);
  return { tag, categories: categories.items };
}

/** A typed price in AZN (a comma is read as the decimal point); empty is no bound. */
const price = (value: string | undefined) => {
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? null : Number(text);
};

export async function action({ request, params, context }: Route.ActionArgs): Promise<CatalogueFormState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = editTarget(params.id);
  const form = formValues(await request.formData());
  const body = check(
    SeoTagBody,
    {
      slug: form.slug ?? '',
      title: localizedOf(form, 'title'),
      description: localizedOf(form, 'description'),
      keywords: localizedOf(form, 'keywords'),
      categoryId: form.categoryId ? Number(form.categoryId) : null,
      filter: {
        brands: (form.brands ?? '')
          .split(',')
          .map((brand) => brand.trim())
          .filter(Boolean),
        discounted: form.discounted === 'on',
        inStock: form.inStock === 'on',
        minPrice: price(form.minPrice),
        maxPrice: price(form.maxPrice),
      },
    },
    lang,
  );
  if (!body.ok) return { errors: body.errors, values: form };
  const { api } = webOf(context);
  const answer =
    id === 'new'
      ? await api.backofficeCatalogue.createSeoTag({ body: body.data })
      : await api.backofficeCatalogue.editSeoTag({ params: { id }, body: body.data });
  if (!answer.ok) return problemState(answer.problem, form);
  throw redirectWithToast(localizePath('/admin/seo-tags', lang), {
    kind: 'success',
    message: t('admin.catalogue.seoSaved', { slug: answer.value.slug }),
  });
}

export default function SeoTagEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { tag, categories } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const localized = (name: 'title' | 'description' | 'keywords') =>
    localizedDefaults(values, tag?.[name], name);
  const checked = (name: 'discounted' | 'inStock') =>
    values ? values[name] === 'on' : (tag?.filter[name] ?? false);
  return (
    <>
      <EditHeading
        back={localizePath('/admin/seo-tags', lang)}
        backLabel={t('admin.catalogue.backToSeo')}
        title={tag ? pickLang(tag.title, lang) : t('admin.catalogue.newSeoTag')}
        sub={tag ? `/tag/${tag.slug}` : undefined}
      />
      <SectionForm
        testId="seo-form"
        formError={actionData?.formError}
        submit={tag ? t('admin.catalogue.save') : t('admin.catalogue.create')}
      >
        <Section title={t('admin.catalogue.seoTextTitle')} hint={t('admin.catalogue.seoTextHint')}>
          <TextField
            name="slug"
            idPrefix="seo"
            label={t('admin.catalogue.slug')}
            hint={t('admin.catalogue.slugHint')}
            defaultValue={values?.slug ?? tag?.slug ?? ''}
            error={errors?.slug}
            maxLength={80}
            required
            autoCapitalize="none"
            spellCheck={false}
          />
          <LocalizedInputs
            name="title"
            legend={t('admin.catalogue.pageTitle')}
            values={localized('title')}
            errors={errors}
            required="az"
            maxLength={200}
          />
          <LocalizedInputs
            name="description"
            legend={t('admin.catalogue.description')}
            values={localized('description')}
            errors={errors}
            multiline
            maxLength={1000}
          />
          <LocalizedInputs
            name="keywords"
            legend={t('admin.catalogue.keywords')}
            values={localized('keywords')}
            errors={errors}
            maxLength={500}
          />
        </Section>
        <Section title={t('admin.catalogue.seoFilterTitle')} hint={t('admin.catalogue.seoFilterHint')}>
          <SelectField
            name="categoryId"
            idPrefix="seo"
            label={t('admin.catalogue.category')}
            defaultValue={values?.categoryId ?? tag?.categoryId ?? ''}
            error={errors?.categoryId}
          >
            <option value="">{t('admin.catalogue.allCategories')}</option>
            {categorySelectOptions(categories, lang).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            name="brands"
            idPrefix="seo"
            label={t('admin.catalogue.brands')}
            hint={t('admin.catalogue.brandsHint')}
            defaultValue={values?.brands ?? tag?.filter.brands.join(', ') ?? ''}
            error={errors?.['filter.brands'] ?? errors?.['filter.brands.0']}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="minPrice"
              idPrefix="seo"
              inputMode="decimal"
              label={t('admin.catalogue.minPrice')}
              defaultValue={
                values?.minPrice ?? (tag?.filter.minPrice === null ? '' : String(tag?.filter.minPrice ?? ''))
              }
              error={errors?.['filter.minPrice']}
            />
            <TextField
              name="maxPrice"
              idPrefix="seo"
              inputMode="decimal"
              label={t('admin.catalogue.maxPrice')}
              defaultValue={
                values?.maxPrice ?? (tag?.filter.maxPrice === null ? '' : String(tag?.filter.maxPrice ?? ''))
              }
              error={errors?.['filter.maxPrice']}
            />
          </div>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="discounted"
                value="on"
                defaultChecked={checked('discounted')}
                className="size-4 accent-accent"
              />
              {t('admin.catalogue.discountedOnly')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="inStock"
                value="on"
                defaultChecked={checked('inStock')}
                className="size-4 accent-accent"
              />
              {t('admin.catalogue.inStockOnly')}
            </label>
          </div>
        </Section>
      </SectionForm>
    </>
  );
}
