import { z } from 'zod';

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
  price: z.number(),
  discountedPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  inStock: z.boolean(),
  rating: z.number(),
  ratingCount: z.number().int(),
  shop: z.object({ slug: z.string(), name: z.string() }),
});
export type ProductCard = z.infer<typeof ProductCard>;

/** A repeated or comma-separated query value ("a,b" or a=..&a=..), as a list. */
const listParam = z.preprocess(
  (value) => {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return values
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  },
  z.array(z.string().max(100)).max(50),
);

const flagParam = z.preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean());
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
  lang: z.string().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** What a shopper can still narrow by, with how many products each choice leaves. */
export const ProductFacets = z.object({
  price: z.object({ min: z.number(), max: z.number() }),
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
