import { z } from 'zod';
import { Azn } from './common';

/** The spec's six sort options (section 9), as the listing's `sort` parameter spells them. */
export const sortOptions = ['default', 'new', 'discounted', 'priceAsc', 'priceDesc', 'rating'] as const;
export const ProductSort = z.enum(sortOptions, { message: 'validation.invalid' });
export type ProductSort = z.infer<typeof ProductSort>;

/** A product as every card shows it: prices in AZN with two decimals. */
export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: Azn,
  discountedPrice: Azn.nullable(),
  discountPercent: z.number().int().nullable(),
  inStock: z.boolean(),
  /** Options (colour, size...) must be chosen on the product page before it goes in the basket. */
  hasVariants: z.boolean(),
  /**
   * For a product with variants, the one whose prices the card shows: the cheapest a buyer can order
   * (of all, when none can be). The card links to it (`?v=id`) and the product page opens on it.
   * `label` names its options ("256 GB / Qara"); `priceFrom` says other variants cost more.
   */
  variant: z.object({ id: z.number().int(), label: z.string(), priceFrom: z.boolean() }).nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  shop: z.object({ slug: z.string(), name: z.string() }),
});
export type ProductCard = z.infer<typeof ProductCard>;

/**
 * A repeated query value (a=..&a=..) as a list. Not split at commas: values such as
 * `Ekran:6,1" OLED` contain them.
 */
// Optional both ways: left out, a filter is empty or off, and the document says they may be left out.
const listParam = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(50)])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flagParam = z
  .union([z.boolean(), z.string().max(20)])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === true);
const aznParam = z.coerce
  .number({ message: 'validation.invalid' })
  .min(0, 'validation.invalid')
  .max(10_000_000)
  .optional();

/**
 * Filters and sort of a listing, all in the URL so a filtered page can be shared and reloaded.
 * `prop` values are "name:value" pairs of the category's own properties (memory, size...).
 */
export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
  sort: ProductSort.default('default'),
  minPrice: aznParam,
  maxPrice: aznParam,
  shop: listParam,
  brand: listParam,
  prop: listParam,
  inStock: flagParam,
  discounted: flagParam,
  /** A running campaign's slug: its categories' discounted products. */
  campaign: z.string().trim().max(100).optional(),
  lang: z.string().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** What a shopper can still narrow by, with how many products each choice leaves. */
export const ProductFacets = z.object({
  price: z.object({ min: z.number(), max: z.number() }),
  /** Categories (by id) of the products found, so a seller page or search can narrow by them. */
  categories: z.array(FacetValue),
  shops: z.array(FacetValue),
  brands: z.array(FacetValue),
  properties: z.array(z.object({ name: z.string(), values: z.array(FacetValue) })),
  inStock: z.number().int(),
  discounted: z.number().int(),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const ProductListResult = z.object({
  items: z.array(ProductCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  facets: ProductFacets,
});
export type ProductListResult = z.infer<typeof ProductListResult>;

export const ProductBySlugQuery = z.object({
  slug: z.string().trim().min(1, 'validation.required').max(200),
  lang: z.string().optional(),
});

export const OfferField = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

/** One buyable combination of offer values, with its own stock and price (AZN). */
export const ProductVariant = z.object({
  id: z.number().int(),
  valueId: z.number().int(),
  secondValueId: z.number().int().nullable(),
  price: Azn,
  discountedPrice: Azn.nullable(),
  discountPercent: z.number().int().nullable(),
  stockCount: z.number().int(),
  inStock: z.boolean(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** The product page: everything a buyer sees, in one call. */
export const ProductDetail = ProductCard.extend({
  description: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  stockCount: z.number().int(),
  /** The YouTube video id, taken from the seller's link. */
  youtubeId: z.string().nullable(),
  photos: z.array(z.string()),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  breadcrumbs: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  shop: z.object({ slug: z.string(), name: z.string(), logo: z.string(), rating: z.number() }),
  offerFields: z.array(OfferField),
  variants: z.array(ProductVariant),
  similar: z.array(ProductCard),
  promoted: z.array(ProductCard),
  /** Extras the seller offers to buy with it (spec: basketBuyWiths), in stock. */
  buyWith: z.array(ProductCard),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** `POST Product/SendRequest`: a buyer asks about a product, or one variant of it, that is out of stock. */
export const ProductRequestBody = z
  .object({
    productId: z.coerce
      .number({ message: 'validation.invalidId' })
      .int('validation.invalidId')
      .positive('validation.invalidId'),
    name: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(100, 'validation.tooLong'),
    phone: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .regex(/^994\d{9}$/, 'validation.phoneFormat'),
    message: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(1000, 'validation.tooLong'),
    /** The chosen variant, when that combination is what is out of stock. */
    variantId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ message: 'validation.invalidId' })
        .int('validation.invalidId')
        .positive('validation.invalidId')
        .optional(),
    ),
  })
  .strict();
export type ProductRequestBody = z.infer<typeof ProductRequestBody>;

/** A combo as lists show it: its price against buying the products apart (AZN). */
export const ComboSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  price: Azn,
  priceApart: Azn,
  image: z.string().nullable(),
  shop: z.object({ slug: z.string(), name: z.string() }),
});
export type ComboSummary = z.infer<typeof ComboSummary>;

/** The combo page: its products, whether all can be bought now, and the other combos. */
export const ComboDetail = ComboSummary.extend({
  items: z.array(z.object({ product: ProductCard, count: z.number().int() })),
  inStock: z.boolean(),
  otherCombos: z.array(ComboSummary),
});
export type ComboDetail = z.infer<typeof ComboDetail>;

export const ComboByCodeQuery = z.object({
  code: z.string().trim().min(1, 'validation.required').max(40),
  lang: z.string().optional(),
});

/** `GET Combo/GetList`: the newest combos on sale, up to 48. */
export const ComboListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(48).default(12),
  lang: z.string().optional(),
});

/** `GET Product/GetSitemapPage`: product addresses for sitemap.xml, 50,000 to a page as sitemaps allow. */
export const SitemapPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The sitemap index asks for one address only, to learn the total. */
  pageSize: z.coerce.number().int().min(1).max(50_000).default(50_000),
});
export const SitemapPage = z.object({
  items: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SitemapPage = z.infer<typeof SitemapPage>;
export const sitemapPageSize = 50_000;
