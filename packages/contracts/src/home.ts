import { z } from 'zod';
import { Campaign, CategoryWithChildren, ShopShortcut } from './catalog';
import { LangQuery, pageOf } from './common';
import { BlogSummary } from './content';
import { Features } from './features';
import { ProductCard, ProductListQuery, ProductListResult } from './products';

/** What every storefront page's header and footer need, in one call. */
export const Layout = z.object({
  categories: z.array(CategoryWithChildren),
  footerCategories: z.array(CategoryWithChildren),
  footerShops: z.array(ShopShortcut),
  /** What the marketplace can do now: pages leave out what is off. */
  features: Features,
});
export type Layout = z.infer<typeof Layout>;

/** `GET Home/GetCounts`: the home page's "over N" figures. */
export const HomeCounts = z.object({
  products: z.number().int(),
  shops: z.number().int(),
  categories: z.number().int(),
});
export type HomeCounts = z.infer<typeof HomeCounts>;

/** `GET Home/HomeScroll`: one page of the endless home feed. */
export const HomeScrollQuery = ProductListQuery.pick({ page: true, pageSize: true, lang: true });
export type HomeScrollQuery = z.infer<typeof HomeScrollQuery>;
export const ProductPage = pageOf(ProductCard);
export type ProductPage = z.infer<typeof ProductPage>;

export const homeShelfKinds = ['discounted', 'new', 'rating', 'category'] as const;
export const HomeShelfKind = z.enum(homeShelfKinds, { message: 'validation.invalid' });
export type HomeShelfKind = z.infer<typeof HomeShelfKind>;

/** A product shelf of the home page, in the order operators set: its title, its "see all" page and its cards. */
export const HomeShelf = z.object({
  id: z.number().int(),
  kind: HomeShelfKind,
  title: z.string(),
  /** The listing the shelf comes from (without the language prefix), or null when there is none. */
  seeAll: z.string().nullable(),
  products: z.array(ProductCard),
});
export type HomeShelf = z.infer<typeof HomeShelf>;

/** `GET Home`: everything the home page shows, in one call. */
export const HomePage = z.object({
  campaignBanner: Campaign.nullable(),
  campaigns: z.array(Campaign),
  /** The product shelves in their order; the three below are the cards of their kind's shelf, empty when it is hidden. */
  shelves: z.array(HomeShelf),
  discounted: z.array(ProductCard),
  newProducts: z.array(ProductCard),
  topRated: z.array(ProductCard),
  sellers: z.array(ShopShortcut),
  blog: z.array(BlogSummary),
  counts: HomeCounts,
  feed: ProductPage,
});
export type HomePage = z.infer<typeof HomePage>;

/** `GET Home/GetProductListBySeoTag`: an SEO landing page by its slug. */
export const SeoTagQuery = ProductListQuery.pick({ page: true, pageSize: true, sort: true })
  .extend(LangQuery.shape)
  .extend({ slug: z.string().trim().min(1, 'validation.required').max(200) });
export type SeoTagQuery = z.infer<typeof SeoTagQuery>;

export const SeoTagListing = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  categoryId: z.number().int().nullable(),
  products: ProductListResult,
});
export type SeoTagListing = z.infer<typeof SeoTagListing>;
