import { z } from 'zod';
import { Azn, Id, PageQuery, pageOf } from './common';
import { Localized } from './language-schemas';
import { categoryFieldKinds } from './product-editor';

/** The deepest a category may sit: top level is 1. */
export const maxCategoryDepth = 3;

/**
 * The lucide icons a category may take: the ones the menus and the generated category pictures can
 * draw (each is a file of lucide-static).
 */
export const categoryIcons = [
  'activity',
  'air-vent',
  'apple',
  'armchair',
  'baby',
  'backpack',
  'banknote',
  'battery-charging',
  'bed-double',
  'bike',
  'book-heart',
  'book-marked',
  'book-open',
  'book-open-text',
  'book-text',
  'cable',
  'cake-slice',
  'candy',
  'car',
  'car-battery',
  'chef-hat',
  'cherry',
  'circle-dot',
  'cloud-snow',
  'coffee',
  'cooking-pot',
  'dices',
  'droplet',
  'droplets',
  'dumbbell',
  'engine',
  'eye',
  'flower-2',
  'footprints',
  'fuel',
  'gamepad',
  'gamepad-2',
  'glass-water',
  'goal',
  'graduation-cap',
  'grape',
  'grid-3x3',
  'handbag',
  'headphones',
  'heater',
  'keyboard',
  'lamp',
  'lamp-ceiling',
  'lamp-desk',
  'laptop',
  'leaf',
  'microwave',
  'milk',
  'monitor',
  'moon',
  'notebook',
  'notebook-pen',
  'nut',
  'package',
  'paintbrush',
  'palette',
  'pen',
  'pencil',
  'percent',
  'perfume-bottle',
  'person-standing',
  'phone',
  'plug-zap',
  'projector',
  'rabbit',
  'radio',
  'refrigerator',
  'robot-vacuum',
  'scissors',
  'scooter',
  'shield',
  'shield-check',
  'shirt',
  'shopping-bag',
  'shovel',
  'smartphone',
  'smile',
  'snowflake',
  'soap-dispenser-droplet',
  'sofa',
  'sparkle',
  'sparkles',
  'speaker',
  'sport-shoe',
  'spray-can',
  'sprout',
  'sun',
  'tablet',
  'tent',
  'thermometer-snowflake',
  'toothbrush',
  'towel-rack',
  'toy-brick',
  'trophy',
  'tube-lotion',
  'tv',
  'video',
  'volleyball',
  'washing-machine',
  'watch',
  'wheat',
  'wind',
] as const;

/** An address segment: lower-case latin letters, digits and single hyphens between them. */
export const CatalogueSlug = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(80, 'validation.tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin.catalogue.slugFormat');

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max, 'validation.tooLong');

const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').default('');

/** Names in the three languages, each required. */
export const LocalizedName = z
  .object({ az: requiredText(100), en: requiredText(100), ru: requiredText(100) })
  .strict();

/** Text in three languages where only az is required (the others fall back to it). */
const localizedText = (max: number) =>
  z.object({ az: requiredText(max), en: optionalText(max), ru: optionalText(max) }).strict();
export const localizedOptional = (max: number) =>
  z
    .object({ az: optionalText(max), en: optionalText(max), ru: optionalText(max) })
    .strict()
    .default({ az: '', en: '', ru: '' });

export const CategoryIcon = z.enum(categoryIcons, { message: 'admin.catalogue.iconUnknown' });

/** One category as the back office sees it, with its counts (products of its own, direct children, fields). */
export const AdminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  name: Localized,
  icon: z.string(),
  position: z.number().int(),
  depth: z.number().int(),
  /** Hidden by an operator (the category itself; its branch is out of the storefront with it). */
  hidden: z.boolean(),
  /** Hidden itself or under a hidden category: what the storefront goes by. */
  hiddenInStore: z.boolean(),
  products: z.number().int(),
  children: z.number().int(),
  fields: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** `GET Admin/Categories`: the whole tree, hidden ones too, depth first in the menus' order. */
export const AdminCategoryList = z.object({ items: z.array(AdminCategory) });
export type AdminCategoryList = z.infer<typeof AdminCategoryList>;

/** `POST Admin/Categories`. */
export const CreateCategoryBody = z
  .object({
    name: LocalizedName,
    slug: CatalogueSlug,
    icon: CategoryIcon,
    parentId: Id.nullable().default(null),
  })
  .strict();
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

/** `PUT Admin/Categories/{id}`: names, slug and icon (moving and hiding are calls of their own). */
export const EditCategoryBody = z
  .object({ name: LocalizedName, slug: CatalogueSlug, icon: CategoryIcon })
  .strict();
export type EditCategoryBody = z.infer<typeof EditCategoryBody>;

/** `POST Admin/Categories/{id}/Move`: under another parent (null: top level) at a place among its siblings. */
export const MoveCategoryBody = z
  .object({
    parentId: Id.nullable(),
    /** 0 first; past the end is last. */
    position: z
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid'),
  })
  .strict();
export type MoveCategoryBody = z.infer<typeof MoveCategoryBody>;

/** `POST Admin/Categories/{id}/Visibility`. */
export const CategoryVisibilityBody = z
  .object({ hidden: z.boolean({ message: 'validation.invalid' }) })
  .strict();
export type CategoryVisibilityBody = z.infer<typeof CategoryVisibilityBody>;

/** A category's field for the seller's product form, with its label in every language. */
export const AdminCategoryField = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  label: Localized,
  kind: z.enum(categoryFieldKinds),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
});
export type AdminCategoryField = z.infer<typeof AdminCategoryField>;

export const AdminCategoryFieldList = z.object({ items: z.array(AdminCategoryField) });
export type AdminCategoryFieldList = z.infer<typeof AdminCategoryFieldList>;

/** `POST Admin/Categories/{id}/Fields`, `PUT Admin/CategoryFields/{id}`: a select field needs its options. */
export const CategoryFieldBody = z
  .object({
    name: requiredText(60),
    label: LocalizedName,
    kind: z.enum(categoryFieldKinds, { message: 'validation.invalid' }),
    options: z
      .array(z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'))
      .max(100, 'validation.tooLong')
      .default([])
      .transform((options) => [...new Set(options)]),
    required: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.kind === 'select' && body.options.length === 0)
      context.addIssue({ code: 'custom', path: ['options'], message: 'admin.catalogue.optionsRequired' });
  });
export type CategoryFieldBody = z.infer<typeof CategoryFieldBody>;
export type CategoryFieldBodyInput = z.input<typeof CategoryFieldBody>;

/** `POST Admin/CategoryFields/{id}/Move`: the field's new place among its category's fields. */
export const MoveFieldBody = MoveCategoryBody.pick({ position: true }).strict();
export type MoveFieldBody = z.infer<typeof MoveFieldBody>;

/** An amount in AZN an operator types (two decimals at most, as qəpik are whole). */
const TypedAzn = z
  .number({ message: 'validation.invalid' })
  .min(0, 'validation.invalid')
  .max(1_000_000, 'validation.invalid')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.invalid');

/** An SEO page's listing filter (prices in AZN). */
export const SeoTagFilter = z
  .object({
    brands: z.array(requiredText(100)).max(50, 'validation.tooLong').default([]),
    discounted: z.boolean().default(false),
    inStock: z.boolean().default(false),
    minPrice: TypedAzn.nullable().default(null),
    maxPrice: TypedAzn.nullable().default(null),
  })
  .strict()
  .superRefine((filter, context) => {
    if (filter.minPrice !== null && filter.maxPrice !== null && filter.minPrice > filter.maxPrice)
      context.addIssue({ code: 'custom', path: ['maxPrice'], message: 'admin.catalogue.priceRange' });
  });
export type SeoTagFilter = z.infer<typeof SeoTagFilter>;

export const AdminSeoTag = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: Localized,
  description: Localized,
  keywords: Localized,
  categoryId: z.number().int().nullable(),
  /** The category's name in the request's language. */
  categoryName: z.string().nullable(),
  filter: z.object({
    brands: z.array(z.string()),
    discounted: z.boolean(),
    inStock: z.boolean(),
    minPrice: Azn.nullable(),
    maxPrice: Azn.nullable(),
  }),
});
export type AdminSeoTag = z.infer<typeof AdminSeoTag>;

/** A back-office list's paging and its search box. */
export const AdminCatalogueQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100, 'validation.tooLong').optional(),
  ),
});
export type AdminCatalogueQuery = z.infer<typeof AdminCatalogueQuery>;

export const AdminSeoTagPage = pageOf(AdminSeoTag);
export type AdminSeoTagPage = z.infer<typeof AdminSeoTagPage>;

/** `POST Admin/SeoTags`, `PUT Admin/SeoTags/{id}`. */
export const SeoTagBody = z
  .object({
    slug: CatalogueSlug,
    title: localizedText(200),
    description: localizedOptional(1000),
    keywords: localizedOptional(500),
    categoryId: Id.nullable().default(null),
    filter: SeoTagFilter,
  })
  .strict();
export type SeoTagBody = z.infer<typeof SeoTagBody>;
export type SeoTagBodyInput = z.input<typeof SeoTagBody>;

/** Where a campaign is in its life. */
export const campaignStates = ['scheduled', 'running', 'ended'] as const;
export type CampaignState = (typeof campaignStates)[number];

export const AdminCampaign = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: Localized,
  description: Localized,
  discountPercent: z.number().int(),
  /** The banner's address (/media/...). */
  banner: z.string(),
  /** The stored path a body sends back to keep the banner. */
  bannerPath: z.string(),
  /** UTC instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  categoryIds: z.array(z.number().int()),
  state: z.enum(campaignStates),
  /** The home page's banner shows it now: the running campaign that ends soonest. */
  onHomeBanner: z.boolean(),
});
export type AdminCampaign = z.infer<typeof AdminCampaign>;

export const AdminCampaignPage = pageOf(AdminCampaign);
export type AdminCampaignPage = z.infer<typeof AdminCampaignPage>;

/** An instant with its offset (2026-12-01T10:00:00+04:00); stored in UTC. */
const Instant = z
  .string({ message: 'validation.invalidDate' })
  .datetime({ offset: true, message: 'validation.invalidDate' });

/** `POST Admin/Campaigns`, `PUT Admin/Campaigns/{id}`: the banner is the path an upload answered. */
export const CampaignBody = z
  .object({
    slug: CatalogueSlug,
    title: localizedText(200),
    description: localizedOptional(2000),
    discountPercent: z
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(99, 'validation.invalid'),
    startsAt: Instant,
    endsAt: Instant,
    categoryIds: z.array(Id).max(200, 'validation.tooLong').default([]),
    banner: requiredText(300),
  })
  .strict()
  .superRefine((body, context) => {
    if (Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'admin.catalogue.endsBeforeStart' });
  });
export type CampaignBody = z.infer<typeof CampaignBody>;
export type CampaignBodyInput = z.input<typeof CampaignBody>;

export const comboStatuses = ['published', 'unpublished'] as const;

/** A combo as the back office sees it (prices in AZN): its products, what they cost apart today. */
export const AdminCombo = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  price: Azn,
  priceApart: Azn,
  status: z.enum(comboStatuses),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(
    z.object({
      productId: z.number().int(),
      code: z.string(),
      title: z.string(),
      status: z.string(),
      count: z.number().int(),
      price: Azn,
    }),
  ),
  createdAt: z.string(),
});
export type AdminCombo = z.infer<typeof AdminCombo>;

export const AdminComboPage = pageOf(AdminCombo);
export type AdminComboPage = z.infer<typeof AdminComboPage>;

/**
 * `POST Admin/Combos`, `PUT Admin/Combos/{id}`: products named by the codes support quotes, all of
 * one shop (the combo's), each once; the combo must cost less than its products apart.
 */
export const ComboBody = z
  .object({
    code: z
      .string({ message: 'validation.required' })
      .trim()
      .toUpperCase()
      .min(1, { message: 'validation.required', abort: true })
      .regex(/^[A-Z0-9-]{3,40}$/, 'admin.catalogue.comboCodeFormat'),
    title: requiredText(200),
    price: TypedAzn.refine((value) => value > 0, 'validation.invalid'),
    status: z.enum(comboStatuses, { message: 'validation.invalid' }).default('published'),
    items: z
      .array(
        z
          .object({
            code: requiredText(40),
            count: z
              .number({ message: 'validation.invalid' })
              .int('validation.invalid')
              .min(1, 'validation.invalid')
              .max(20, 'validation.invalid'),
          })
          .strict(),
      )
      .min(2, 'admin.catalogue.comboTooFew')
      .max(10, 'validation.tooLong')
      .refine(
        (items) => new Set(items.map((item) => item.code.toUpperCase())).size === items.length,
        'admin.catalogue.comboRepeated',
      ),
  })
  .strict();
export type ComboBody = z.infer<typeof ComboBody>;
export type ComboBodyInput = z.input<typeof ComboBody>;
