import { z } from 'zod';
import { Id, LangQuery } from './common';
import { ShopStatus } from './shop-settings';

export const CategoryRef = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    icon: z.string(),
    parentId: z.number().int().nullable(),
  })
  .meta({ id: 'CategoryRef', description: 'A category, named in the language asked for.' });
export type CategoryRef = z.infer<typeof CategoryRef>;

/** A category with its direct children, as a parent list carries them. */
export const CategoryWithChildren = CategoryRef.extend({
  hasChildren: z.boolean(),
  children: z.array(CategoryRef),
});
export type CategoryWithChildren = z.infer<typeof CategoryWithChildren>;

/** The spec's tree node: the category plus its children, to any depth. */
export type CategoryTreeNode = { category: CategoryRef; children: CategoryTreeNode[] };
export const CategoryTreeNode = z
  .object({
    category: CategoryRef,
    get children(): z.ZodArray<z.ZodType<CategoryTreeNode>> {
      return z.array(CategoryTreeNode);
    },
  })
  .meta({ id: 'CategoryTreeNode', description: 'A category with its children, to any depth.' });

export const CategoryIdParams = z.object({ id: Id });
export const SubCategoryQuery = LangQuery.extend({ id: Id });

/** "12-smartphones" → 12; the slug part is only for people and search engines. */
export function idFromSlugParam(param: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(param ?? '');
  return match ? Number(match[1]) : null;
}

export const ShopShortcut = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
});
export type ShopShortcut = z.infer<typeof ShopShortcut>;

export const ShopProfile = ShopShortcut.extend({
  description: z.string(),
  city: z.string(),
  rating: z.number(),
});
export type ShopProfile = z.infer<typeof ShopProfile>;
/** `GET Shop/MyShop`: the signed-in seller's own shop, whatever its status. */
export const MyShop = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  site: z.string().nullable(),
  status: ShopStatus,
});
export type MyShop = z.infer<typeof MyShop>;
export const ShopByNameQuery = LangQuery.extend({ name: z.string().min(1, 'validation.required').max(100) });

export const Campaign = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  discountPercent: z.number().int(),
  banner: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;
