import { randomUUID } from 'node:crypto';
import { type CategoryField, type Lang, ProductBody, propertyErrors, translate } from '@bazar/contracts';
import { fileForm } from '../../lib/api-client';
import { translator } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { redirectWithToast } from '../../lib/toast.server';
import {
  bodyOfValues,
  combinationsOf,
  type ProductFormState,
  type ProductFormValues,
} from './product-form-values';

const all = (form: FormData, name: string) =>
  form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
const one = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The product form's fields, as the browser posted them (repeated names are the rows, in order). */
export function readProductForm(form: FormData): ProductFormValues {
  const properties: Record<string, string> = {};
  for (const [key, value] of form)
    if (key.startsWith('prop:') && typeof value === 'string') properties[key.slice(5)] = value;
  const charValues = all(form, 'charValue');
  const photoUrls = all(form, 'photoUrl');
  const offerValues = all(form, 'offerValues');
  const variantSecond = all(form, 'variantSecondValue');
  const variantCount = all(form, 'variantCount');
  const variantPrice = all(form, 'variantPrice');
  const variantDiscounted = all(form, 'variantDiscountedPrice');
  return {
    parentId: one(form, 'parentId'),
    categoryId: one(form, 'categoryId'),
    title: one(form, 'title'),
    slug: one(form, 'slug'),
    model: one(form, 'model'),
    manufacturer: one(form, 'manufacturer'),
    stockCode: one(form, 'stockCode'),
    count: one(form, 'count'),
    price: one(form, 'price'),
    discountedPrice: one(form, 'discountedPrice'),
    description: one(form, 'description'),
    youtubeUrl: one(form, 'youtubeUrl'),
    properties,
    characteristics: all(form, 'charName').map((name, index) => ({ name, value: charValues[index] ?? '' })),
    photos: all(form, 'photo').map((path, index) => ({ path, url: photoUrls[index] ?? '' })),
    offerFields: all(form, 'offerName').map((name, index) => ({ name, values: offerValues[index] ?? '' })),
    variants: all(form, 'variantValue').map((value, index) => ({
      value,
      secondValue: variantSecond[index] ?? '',
      count: variantCount[index] ?? '',
      price: variantPrice[index] ?? '',
      discountedPrice: variantDiscounted[index] ?? '',
    })),
  };
}

/**
 * Rows for every combination of the offer values, keeping what was typed for those still there:
 * without JavaScript the grid is drawn again by the server after each submit.
 */
function withCombinations(values: ProductFormValues): ProductFormValues {
  const typed = new Map(
    values.variants.map((variant) => [`${variant.value}\u0000${variant.secondValue}`, variant]),
  );
  return {
    ...values,
    variants: combinationsOf(values.offerFields).map(
      ([value, secondValue]) =>
        typed.get(`${value}\u0000${secondValue}`) ?? {
          value,
          secondValue,
          count: '',
          price: values.price,
          discountedPrice: '',
        },
    ),
  };
}

/** The contract's messages by field path (`variants.0.price`), in the page's language. */
function schemaErrors(values: ProductFormValues, fields: CategoryField[], lang: Lang) {
  const body = bodyOfValues(values, fields);
  const parsed = ProductBody.safeParse(body);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= translate(issue.message, lang);
  for (const [name, key] of Object.entries(propertyErrors(fields, body.properties as Record<string, string>)))
    errors[`properties.${name}`] ??= translate(key, lang);
  if (values.parentId === '') errors.parentId = translate('validation.required', lang);
  return { parsed, errors };
}

/** The list the product lands in after a save: its status's group. */
function listPathFor(status: string): string {
  const group = ['pending', 'published', 'archived', 'rejected'].includes(status) ? status : 'all';
  return `/shop/products/${group}-products/1`;
}

/**
 * The product form's action, for both a new product and an edit: photos chosen without JavaScript
 * are uploaded first, then the form is checked with the contract's schema and sent to the API.
 * Success redirects to the products list with a notification; anything else answers the form.
 */
export async function saveProduct(options: {
  request: Request;
  context: RouteContext;
  lang: Lang;
  productId?: number;
}): Promise<ProductFormState> {
  const { request, context, lang, productId } = options;
  const t = translator(lang);
  const form = await request.formData();
  const values = withCombinations(readProductForm(form));
  const errors: Partial<Record<string, string>> = {};

  for (const file of form.getAll('photoFiles')) {
    if (!(file instanceof File) || file.size === 0) continue;
    const uploaded = await webOf(context).api.productEditor.uploadPhoto({ query: {}, body: fileForm(file) });
    if (uploaded.ok) values.photos.push(uploaded.value);
    else errors.photos = uploaded.problem.errors?.file?.[0] ?? uploaded.problem.detail;
  }

  const categoryId = Number(values.categoryId);
  const fields =
    Number.isInteger(categoryId) && categoryId > 0
      ? await webOf(context)
          .api.productEditor.categoryFields({ params: { id: categoryId }, query: {} })
          .catch(() => [] as CategoryField[])
      : [];
  // "Show the combinations" without JavaScript: draw the form again, nothing saved.
  if (one(form, 'intent') === 'refresh') return { revision: randomUUID(), values, errors, fields };

  const checked = schemaErrors(values, fields, lang);
  // An upload's own refusal says more than "add at least one photo".
  const found = { ...checked.errors, ...errors };
  if (!checked.parsed.success || Object.keys(found).length > 0)
    return { revision: randomUUID(), values, errors: found, fields, formError: t('productForm.fixErrors') };

  const answer =
    productId === undefined
      ? await webOf(context).api.productEditor.create({ query: {}, body: checked.parsed.data })
      : await webOf(context).api.productEditor.update({
          params: { id: productId },
          query: {},
          body: checked.parsed.data,
        });
  if (!answer.ok) {
    const fieldErrors: Partial<Record<string, string>> = {};
    for (const [field, messages] of Object.entries(answer.problem.errors ?? {}))
      fieldErrors[field.replace(/^photos\.\d+$/, 'photos')] ??= messages[0];
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return {
      revision: randomUUID(),
      values,
      errors: fieldErrors,
      fields,
      formError: hasFieldErrors ? t('productForm.fixErrors') : answer.problem.detail,
    };
  }
  const message =
    productId === undefined
      ? t('productForm.created')
      : answer.value.sentToModeration
        ? t('productForm.savedPending')
        : t('productForm.saved');
  // `saved` lets the list point out the product just saved.
  const list = `${localizePath(listPathFor(answer.value.status), lang)}?saved=${answer.value.id}`;
  throw redirectWithToast(list, { kind: 'success', message });
}
