import { z } from 'zod';
import { Id } from './common';
import { ComboSummary, ProductCard } from './products';

const Flag = z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean());

/** A wishlist entry as the spec names it: the id and whether it is a combo. */
export const WishlistRef = z.object({ id: Id, isCombo: Flag.default(false) });
export type WishlistRef = z.infer<typeof WishlistRef>;

/** `DELETE wishlist?Id=&isCombo=`. */
export const WishlistDeleteQuery = z.object({ Id: Id, isCombo: Flag.default(false) });

export const WishlistItemsBody = z.object({ items: z.array(WishlistRef).max(200) });
export type WishlistItemsBody = z.infer<typeof WishlistItemsBody>;

export const WishlistEntry = z.object({
  id: z.number().int(),
  isCombo: z.boolean(),
  product: ProductCard.nullable(),
  combo: ComboSummary.nullable(),
});
export type WishlistEntry = z.infer<typeof WishlistEntry>;

/** Newest first; entries whose product or combo left sale are not listed. */
export const Wishlist = z.object({ count: z.number().int(), items: z.array(WishlistEntry) });
export type Wishlist = z.infer<typeof Wishlist>;
