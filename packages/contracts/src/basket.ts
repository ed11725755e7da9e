import { z } from 'zod';
import { Azn, Id, ReportedAzn } from './common';

/** The most of one item a basket line may hold, and how many lines a basket may have. */
export const basketLimits = { count: 99, lines: 100 } as const;

const Count = z.coerce
  .number({ message: 'basket.countRange' })
  .int('basket.countRange')
  .min(1, 'basket.countRange')
  .max(basketLimits.count, 'basket.countRange');

/** A "buy with" extra offered beside a product (spec: basketBuyWiths): its own line in the basket. */
export const BasketBuyWith = z.object({ productId: Id, count: Count.default(1) });

/**
 * One thing to put in the basket (spec: createBasketDtos): a product, with its offer values when it
 * has variants, or a combo; with optional "buy with" extras.
 */
export const CreateBasketDto = z.object({
  productId: Id.optional(),
  productComboId: Id.optional(),
  productOfferFieldId: Id.optional(),
  productOfferFieldValueId: Id.optional(),
  secondProductOfferFieldId: Id.optional(),
  secondProductOfferFieldValueId: Id.optional(),
  count: Count.default(1),
  basketBuyWiths: z.array(BasketBuyWith).max(10).default([]),
});
export type CreateBasketDto = z.infer<typeof CreateBasketDto>;

export const CreateBasketBody = z.object({
  createBasketDtos: z.array(CreateBasketDto).min(1, 'validation.required').max(20),
});
export type CreateBasketBody = z.infer<typeof CreateBasketBody>;

/**
 * A guest's basket item as the browser keeps it (spec: productStorage): the product or combo, the
 * count and the chosen offer values. `addedPrice` (AZN) only tells the guest that a price changed.
 */
export const GuestBasketItem = z.object({
  productId: Id.optional(),
  productComboId: Id.optional(),
  count: z.number().int().min(1).max(basketLimits.count),
  productOfferFields: z
    .array(z.object({ offerFieldId: Id, offerFieldValueId: Id }))
    .max(2)
    .default([]),
  addedPrice: ReportedAzn.optional(),
});
export type GuestBasketItem = z.infer<typeof GuestBasketItem>;

export const ProductStorage = z.array(GuestBasketItem).max(basketLimits.lines);

export const GuestBasketBody = z.object({
  productStorage: ProductStorage,
  /** Items to add, checked strictly: a wrong one is refused with field errors and nothing changes. */
  createBasketDtos: z.array(CreateBasketDto).max(20).default([]),
});
export type GuestBasketBody = z.infer<typeof GuestBasketBody>;

export const MergeBasketBody = z.object({
  /** The browser's id for this guest basket: merging it twice (a retry, a second tab) adds nothing twice. */
  guestBasketId: z.string().uuid('validation.invalid').optional(),
  productStorage: ProductStorage,
});
export type MergeBasketBody = z.infer<typeof MergeBasketBody>;

export const ChangeCountBody = z.object({ id: Id, count: Count });
export const DeleteBasketBody = z.object({
  ids: z.array(Id).min(1, 'validation.required').max(basketLimits.lines),
});
export const SelectBasketBody = z.object({ basketItemIds: z.array(Id).max(basketLimits.lines).optional() });

/**
 * Why a line cannot be bought as it is: sold out, gone from sale, or holding more than is left.
 * The line stays in the basket with a note instead of disappearing.
 */
export const basketLineStates = ['available', 'outOfStock', 'unavailable', 'notEnoughStock'] as const;
export const BasketLineState = z.enum(basketLineStates);
export type BasketLineState = z.infer<typeof BasketLineState>;

/** One basket line priced now, on the server (AZN). */
export const BasketLine = z.object({
  /** The basket item id for a member's basket; null in a guest's. */
  id: z.number().int().nullable(),
  /** Stable for the same product, variant or combo: `p12`, `p12v40`, `c3`. */
  key: z.string(),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  comboId: z.number().int().nullable(),
  title: z.string(),
  /** Where the line links: a product page slug or a combo code. */
  slug: z.string().nullable(),
  comboCode: z.string().nullable(),
  image: z.string().nullable(),
  shop: z.object({ slug: z.string(), name: z.string() }),
  offers: z.array(z.object({ name: z.string(), value: z.string() })),
  count: z.number().int(),
  /** How many can be bought now. */
  maxCount: z.number().int(),
  price: Azn,
  originalPrice: Azn,
  discountPercent: z.number().int().nullable(),
  lineTotal: Azn,
  state: BasketLineState,
  /** The unit price when the line was added, when it differs from today's. */
  priceChangedFrom: Azn.nullable(),
});
export type BasketLine = z.infer<typeof BasketLine>;

export const BasketNotice = z.object({
  key: z.string(),
  /** countReduced: the user asked for more than is in stock and got what is left. */
  code: z.enum(['countReduced']),
  count: z.number().int(),
});
export type BasketNotice = z.infer<typeof BasketNotice>;

/** The spec's basket response (baskets: the lines, each with its count), grouped and totalled by seller. */
export const BasketView = z.object({
  baskets: z.array(BasketLine),
  groups: z.array(
    z.object({
      shop: z.object({ slug: z.string(), name: z.string() }),
      keys: z.array(z.string()),
      subtotal: Azn,
      /**
       * What delivering this seller's part of the lines that can be bought costs (AZN), by delivery
       * type: standard is free from a set amount, urgent costs extra. 0 when nothing can be bought.
       */
      deliveryFee: z.object({ standard: Azn, urgent: Azn }),
    }),
  ),
  /** Items in the basket (the sum of the counts), for the header badge. */
  count: z.number().int(),
  /** Of the lines that can be bought now. */
  originalTotal: Azn,
  discount: Azn,
  total: Azn,
  notices: z.array(BasketNotice),
});
export type BasketView = z.infer<typeof BasketView>;

export const GuestBasketView = BasketView.extend({
  /** What the browser should keep now: duplicates joined, counts within stock. */
  productStorage: ProductStorage,
});
export type GuestBasketView = z.infer<typeof GuestBasketView>;

export const BasketQuery = z.object({
  lang: z.string().optional(),
  fromMobileApp: z.string().optional(),
});
