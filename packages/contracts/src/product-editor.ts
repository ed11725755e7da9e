import { z } from 'zod';
import { Azn } from './common';
import type { MessageKey } from './messages';

/**
 * The seller's product editor (spec: product create/edit by hand, section 5 rules): the body a
 * product is created and updated with, by hand or row by row from an Excel upload, the form it is
 * edited in, and a category's dynamic fields. Money is AZN with at most two decimals here; the API
 * keeps qəpik.
 */

export const productEditorLimits = {
  maxPhotos: 10,
  maxCharacteristics: 40,
  /** Spec: a product has up to two offer fields (the basket's first and second offer field). */
  maxOfferFields: 2,
  maxOfferValues: 20,
  maxDescriptionLength: 20_000,
  /** The largest price a seller may set, in AZN. */
  maxPrice: 1_000_000,
  maxCount: 1_000_000,
} as const;

/** Images a seller uploads: JPEG, PNG or WebP (checked by content), up to 10 MB. */
export const imageUploadRules = { maxBytes: 10 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'] } as const;

/** Where a product photo uploaded by a shop is kept under the uploads folder. */
export const productPhotoFolder = (shopId: number) => `products/s${shopId}`;

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ message: 'validation.invalid' }).trim().max(max, 'validation.tooLong'),
  );

/** An empty form field is "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A form's text read as a number; what is not a number stays as it was, for the schema to refuse. */
function toNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  if (typeof given !== 'string') return given;
  const number = Number(given.trim().replace(',', '.'));
  return Number.isNaN(number) ? given : number;
}

const numberInput = (invalid: MessageKey) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'validation.required' : invalid) });

/** AZN above zero with at most two decimals; a comma is taken for the decimal point. */
const aznAmount = numberInput('product.priceInvalid')
  .positive('product.pricePositive')
  .max(productEditorLimits.maxPrice, 'product.priceTooHigh')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'product.priceCents');

const requiredAzn = z.preprocess(toNumber, aznAmount);
const optionalAzn = z.preprocess(toNumber, aznAmount.optional());

const stockCount = (min: 0 | 1) =>
  numberInput('product.countWhole')
    .int('product.countWhole')
    .min(min, min === 1 ? 'product.countPositive' : 'product.countNotNegative')
    .max(productEditorLimits.maxCount, 'product.countTooHigh');

/** Lowercase latin letters, digits and single hyphens between them, as product addresses are spelled. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The 11-character video id of a YouTube watch, share, embed or shorts link; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  const match =
    /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(
      url.trim(),
    );
  return match?.[1] ?? null;
}

/** Whether rich text says anything once its markup is taken away. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** A photo already uploaded (`POST Media/ProductPhoto`), by its path under the uploads folder. */
export const PhotoPath = z
  .string({ message: 'product.photoInvalid' })
  .regex(/^products\/[A-Za-z0-9_/-]+\.webp$/, 'product.photoInvalid')
  .max(200, 'product.photoInvalid');

export const Characteristic = z.object({ name: requiredText(60), value: requiredText(300) }).strict();
export type Characteristic = z.infer<typeof Characteristic>;

/** An offer field such as colour or size, with the values a buyer chooses from. */
export const OfferFieldBody = z
  .object({
    name: requiredText(40),
    values: z
      .array(requiredText(60))
      .min(1, 'product.offerValuesRequired')
      .max(productEditorLimits.maxOfferValues, 'product.tooManyOfferValues'),
  })
  .strict();
export type OfferFieldBody = z.infer<typeof OfferFieldBody>;

/** One value of the first field (and of the second, when there is one), with its own stock and price. */
export const VariantBody = z
  .object({
    value: requiredText(60),
    secondValue: z.preprocess(blankToUndefined, requiredText(60).optional()),
    count: z.preprocess(toNumber, stockCount(0)),
    price: requiredAzn,
    discountedPrice: optionalAzn,
  })
  .strict();
export type VariantBody = z.infer<typeof VariantBody>;

export const ProductBody = z
  .object({
    /** A leaf category: the form picks a category, then its sub-category. */
    categoryId: z.preprocess(
      toNumber,
      numberInput('validation.invalidId').int('validation.invalidId').positive('validation.invalidId'),
    ),
    title: requiredText(200),
    slug: requiredText(120).regex(slugPattern, 'product.slugFormat'),
    model: requiredText(100),
    manufacturer: optionalText(100),
    stockCode: requiredText(60),
    /** Ignored when the product has variants: its stock is then theirs, added up. */
    count: z.preprocess(toNumber, stockCount(1).optional()),
    price: requiredAzn,
    discountedPrice: optionalAzn,
    /** Rich text; the API keeps a safe subset of HTML. */
    description: requiredText(productEditorLimits.maxDescriptionLength).refine(
      hasText,
      'validation.required',
    ),
    youtubeUrl: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(300, 'validation.tooLong')
        .refine((url) => youtubeVideoId(url) !== null, 'product.youtubeUrl')
        .optional(),
    ),
    /** The category's dynamic fields by name (see `CategoryField`). */
    properties: z.record(z.string().max(60), z.string().trim().max(300, 'validation.tooLong')).default({}),
    /** Free characteristics beside the dynamic fields, shown to buyers with them. */
    characteristics: z
      .array(Characteristic)
      .max(productEditorLimits.maxCharacteristics, 'product.tooManyCharacteristics')
      .default([]),
    /** In order: the first is the main photo. */
    photos: z
      .array(PhotoPath, { error: 'product.photoRequired' })
      .min(1, 'product.photoRequired')
      .max(productEditorLimits.maxPhotos, 'product.tooManyPhotos'),
    offerFields: z
      .array(OfferFieldBody)
      .max(productEditorLimits.maxOfferFields, 'product.tooManyOfferFields')
      .default([]),
    variants: z.array(VariantBody).max(400, 'product.tooManyVariants').default([]),
  })
  .strict()
  // Spec: count is required. Checked even when other fields fail, so an empty form says it at once.
  .superRefine(
    (body, context) => {
      // Runs even when the body is not an object at all; that failure is the base schema's to report.
      if (typeof body !== 'object' || body === null) return;
      const given = body as { count?: unknown; offerFields?: unknown };
      const hasVariants = Array.isArray(given.offerFields) && given.offerFields.length > 0;
      if (!hasVariants && given.count === undefined)
        context.addIssue({ code: 'custom', path: ['count'], message: 'validation.required' });
    },
    { when: () => true },
  )
  .superRefine((body, context) => {
    const issue = (path: (string | number)[], message: MessageKey) =>
      context.addIssue({ code: 'custom', path, message });
    if (body.discountedPrice !== undefined && body.discountedPrice >= body.price)
      issue(['discountedPrice'], 'product.discountBelowPrice');

    const names = new Set<string>();
    body.characteristics.forEach((row, index) => {
      const key = row.name.toLocaleLowerCase('az');
      if (names.has(key) || Object.hasOwn(body.properties, row.name))
        issue(['characteristics', index, 'name'], 'product.characteristicDuplicate');
      names.add(key);
    });
    if (new Set(body.photos).size !== body.photos.length) issue(['photos'], 'product.photoDuplicate');

    body.offerFields.forEach((field, index) => {
      const values = field.values.map((value) => value.toLocaleLowerCase('az'));
      if (new Set(values).size !== values.length)
        issue(['offerFields', index, 'values'], 'product.offerValueDuplicate');
    });
    const [first, second] = body.offerFields;
    if (first && second && first.name.toLocaleLowerCase('az') === second.name.toLocaleLowerCase('az'))
      issue(['offerFields', 1, 'name'], 'product.offerFieldDuplicate');
    if (!first) {
      if (body.variants.length > 0) issue(['variants'], 'product.variantInvalid');
      return;
    }
    if (body.variants.length === 0) issue(['variants'], 'product.variantRequired');
    const seen = new Set<string>();
    body.variants.forEach((variant, index) => {
      const fits =
        first.values.includes(variant.value) &&
        (second
          ? variant.secondValue !== undefined && second.values.includes(variant.secondValue)
          : variant.secondValue === undefined);
      if (!fits) issue(['variants', index, 'value'], 'product.variantInvalid');
      const key = `${variant.value}\u0000${variant.secondValue ?? ''}`;
      if (seen.has(key)) issue(['variants', index, 'value'], 'product.variantDuplicate');
      seen.add(key);
      if (variant.discountedPrice !== undefined && variant.discountedPrice >= variant.price)
        issue(['variants', index, 'discountedPrice'], 'product.discountBelowPrice');
    });
    if (body.variants.length > 0 && body.variants.every((variant) => variant.count === 0))
      issue(['count'], 'product.countPositive');
  });
export type ProductBody = z.infer<typeof ProductBody>;
/** The body as a form or a file gives it, before its strings are read as numbers. */
export type ProductBodyInput = z.input<typeof ProductBody>;

export const categoryFieldKinds = ['text', 'number', 'select'] as const;

/** `GET Category/{id}/Fields`: what a seller fills in for a product of the category, label in the request language. */
export const CategoryField = z.object({
  id: z.number().int(),
  /** The property key buyers see, and the key of the value in `properties`. */
  name: z.string(),
  label: z.string(),
  kind: z.enum(categoryFieldKinds),
  /** The allowed values of a select field; suggestions for a text field. */
  options: z.array(z.string()),
  required: z.boolean(),
});
export type CategoryField = z.infer<typeof CategoryField>;

/**
 * The dynamic fields' values checked against the category's fields, by field name: required ones
 * filled, numbers numeric, select values among the options. The API and the form both use it.
 */
export function propertyErrors(
  fields: Pick<CategoryField, 'name' | 'kind' | 'options' | 'required'>[],
  properties: Record<string, string>,
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const field of fields) {
    const value = properties[field.name]?.trim() ?? '';
    if (value === '') {
      if (field.required) errors[field.name] = 'validation.required';
    } else if (field.kind === 'number' && !/^-?\d+(?:[.,]\d+)?$/.test(value)) {
      errors[field.name] = 'product.fieldNumber';
    } else if (field.kind === 'select' && !field.options.includes(value)) {
      errors[field.name] = 'product.fieldOption';
    }
  }
  return errors;
}

export const productStatusValues = ['pending', 'published', 'unpublished', 'archived', 'rejected'] as const;

/** `GET Product/{id}/Edit`: everything the editor shows, as the body takes it, plus what the seller cannot change. */
export const EditableProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(productStatusValues),
  rejectionReason: z.string().nullable(),
  /** The category chain from the top level down to the product's leaf category. */
  categoryPath: z.array(z.number().int()),
  categoryId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  stockCode: z.string(),
  count: z.number().int(),
  price: Azn,
  discountedPrice: Azn.nullable(),
  description: z.string(),
  youtubeUrl: z.string().nullable(),
  properties: z.record(z.string(), z.string()),
  characteristics: z.array(z.object({ name: z.string(), value: z.string() })),
  photos: z.array(z.object({ path: z.string(), url: z.string() })),
  offerFields: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      value: z.string(),
      secondValue: z.string().nullable(),
      count: z.number().int(),
      price: Azn,
      discountedPrice: Azn.nullable(),
    }),
  ),
});
export type EditableProduct = z.infer<typeof EditableProduct>;

/** What a save answers: the product's id, code, slug and the status it is in now. */
export const SavedProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  status: z.enum(productStatusValues),
  /** Whether this save sent the product to moderation (a new product always goes). */
  sentToModeration: z.boolean(),
});
export type SavedProduct = z.infer<typeof SavedProduct>;

/** `POST Media/ProductPhoto`: the stored photo, referenced by `path` in the product body. */
export const UploadedImage = z.object({ path: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
