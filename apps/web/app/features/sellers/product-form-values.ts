import type { CategoryField, EditableProduct, ProductBodyInput } from '@bazar/contracts';

/** The product form as the page shows it: every value a string, as inputs hold them. */
export interface ProductFormValues {
  parentId: string;
  categoryId: string;
  title: string;
  slug: string;
  model: string;
  manufacturer: string;
  stockCode: string;
  count: string;
  price: string;
  discountedPrice: string;
  description: string;
  youtubeUrl: string;
  properties: Record<string, string>;
  characteristics: { name: string; value: string }[];
  photos: { path: string; url: string }[];
  /** Values as the seller types them: separated by commas. */
  offerFields: { name: string; values: string }[];
  variants: { value: string; secondValue: string; count: string; price: string; discountedPrice: string }[];
}

/** What the form's action answers when it does not go on: the values back, messages beside fields. */
export interface ProductFormState {
  /** New for every answer, so the form is drawn afresh from the values the action sent back. */
  revision: string;
  values: ProductFormValues;
  errors: Partial<Record<string, string>>;
  formError?: string;
  fields: CategoryField[];
}

export const emptyProductForm: ProductFormValues = {
  parentId: '',
  categoryId: '',
  title: '',
  slug: '',
  model: '',
  manufacturer: '',
  stockCode: '',
  count: '',
  price: '',
  discountedPrice: '',
  description: '',
  youtubeUrl: '',
  properties: {},
  characteristics: [],
  photos: [],
  offerFields: [],
  variants: [],
};

/** "Qara, Ağ ,, Göy" → ["Qara", "Ağ", "Göy"]: trimmed, without blanks and repeats. */
export function offerValuesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/** Every combination of the offer fields' values, in the order a buyer meets them. */
export function combinationsOf(offerFields: ProductFormValues['offerFields']): [string, string][] {
  const [first, second] = offerFields.map((field) => offerValuesOf(field.values));
  if (!first || first.length === 0) return [];
  if (!second || second.length === 0) return first.map((value) => [value, '']);
  return first.flatMap((value) => second.map((other): [string, string] => [value, other]));
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved product as the form's values. */
export function valuesOfProduct(product: EditableProduct): ProductFormValues {
  return {
    parentId: String(product.categoryPath[0] ?? ''),
    categoryId: String(product.categoryId),
    title: product.title,
    slug: product.slug,
    model: product.model,
    manufacturer: product.manufacturer,
    stockCode: product.stockCode,
    count: String(product.count),
    price: text(product.price),
    discountedPrice: text(product.discountedPrice),
    description: product.description,
    youtubeUrl: product.youtubeUrl ?? '',
    properties: product.properties,
    characteristics: product.characteristics,
    photos: product.photos,
    offerFields: product.offerFields.map((field) => ({ name: field.name, values: field.values.join(', ') })),
    variants: product.variants.map((variant) => ({
      value: variant.value,
      secondValue: variant.secondValue ?? '',
      count: String(variant.count),
      price: text(variant.price),
      discountedPrice: text(variant.discountedPrice),
    })),
  };
}

/** The body the API takes, from the form's values; the contract's schema reads the numbers. */
export function bodyOfValues(values: ProductFormValues, fields: CategoryField[]): ProductBodyInput {
  const offerFields = values.offerFields
    .map((field) => ({ name: field.name.trim(), values: offerValuesOf(field.values) }))
    .filter((field) => field.name !== '' || field.values.length > 0);
  const known = new Set(fields.map((field) => field.name));
  return {
    categoryId: values.categoryId,
    title: values.title,
    slug: values.slug,
    model: values.model,
    manufacturer: values.manufacturer,
    stockCode: values.stockCode,
    count: offerFields.length > 0 ? undefined : values.count,
    price: values.price,
    discountedPrice: values.discountedPrice,
    description: values.description,
    youtubeUrl: values.youtubeUrl,
    // Only the chosen category's fields: a category changed without JavaScript leaves others behind.
    properties: Object.fromEntries(Object.entries(values.properties).filter(([name]) => known.has(name))),
    characteristics: values.characteristics.filter(
      (row) => row.name.trim() !== '' || row.value.trim() !== '',
    ),
    photos: values.photos.map((photo) => photo.path),
    offerFields,
    variants:
      offerFields.length === 0
        ? []
        : values.variants.map((variant) => ({
            value: variant.value,
            secondValue: variant.secondValue,
            count: variant.count,
            price: variant.price,
            discountedPrice: variant.discountedPrice,
          })),
  } as ProductBodyInput;
}
