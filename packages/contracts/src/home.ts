import { z } from 'zod';
import { CategoryWithChildren, ShopShortcut } from './catalog';

/** What every storefront page's header and footer need, in one call. */
export const Layout = z.object({
  categories: z.array(CategoryWithChildren),
  footerCategories: z.array(CategoryWithChildren),
  footerShops: z.array(ShopShortcut),
});
export type Layout = z.infer<typeof Layout>;
