import { z } from 'zod';
import { Azn, countPer, PageQuery, pageOf, ShopScope } from './common';

/**
 * Where a product stands. Buyers see only `published` ones (of approved shops); the others are the
 * seller's own business: `pending` waits for the marketplace's moderation, `rejected` carries the
 * marketplace's reason, `unpublished` and `archived` are taken off sale by the seller.
 */
export const productStatuses = ['pending', 'published', 'unpublished', 'archived', 'rejected'] as const;
export const ProductStatus = z.enum(productStatuses, { message: 'validation.invalid' });
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Who makes a move: the marketplace (Staff, Admin) moderates; the seller (or Staff/Admin for them) does the rest. */
export type ProductStatusMover = 'marketplace' | 'seller';

/**
 * The product status machine as data: from each status, the statuses it may move to and who moves
 * it. Going on sale always passes moderation: a seller never publishes, they send a product to
 * pending (an unpublished, archived or rejected one alike) and the marketplace publishes or rejects
 * it (a rejection needs a reason). Any move not listed is refused.
 */
export const productStatusMoves: Record<ProductStatus, Partial<Record<ProductStatus, ProductStatusMover>>> = {
  pending: { published: 'marketplace', rejected: 'marketplace' },
  published: { unpublished: 'seller', archived: 'seller' },
  unpublished: { pending: 'seller', archived: 'seller' },
  archived: { pending: 'seller' },
  rejected: { pending: 'seller', archived: 'seller' },
};

/** Who may move a product from one status to another; null when the move is not in the machine. */
export function productStatusMover(from: ProductStatus, to: ProductStatus): ProductStatusMover | null {
  return productStatusMoves[from][to] ?? null;
}

/** The moves a seller's row offers for a product in this status (spec: archive, send to pending, unpublish). */
export function sellerMovesFrom(status: ProductStatus): ProductStatus[] {
  return productStatuses.filter((to) => productStatusMoves[status][to] === 'seller');
}

/**
 * The cabinet's product groups as the URL names them ({lang}/shop/products/{group}/{page}).
 * `archived-products` holds everything the seller took off sale: archived and unpublished products
 * (the badge tells them apart); `all-products` holds every status.
 */
export const productGroups = [
  'all-products',
  'published-products',
  'archived-products',
  'pending-products',
  'rejected-products',
] as const;
export const ProductGroup = z.enum(productGroups, { message: 'validation.invalid' });
export type ProductGroup = z.infer<typeof ProductGroup>;

export const productGroupStatuses: Record<ProductGroup, readonly ProductStatus[]> = {
  'all-products': productStatuses,
  'published-products': ['published'],
  'archived-products': ['archived', 'unpublished'],
  'pending-products': ['pending'],
  'rejected-products': ['rejected'],
};

/** An empty search box is no search. */
const searchParam = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100, 'validation.tooLong').optional(),
);

const cabinetPage = PageQuery.merge(ShopScope).extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET Shop/Products`: one group of the shop's products, newest change first; `q` finds by title, code or stock code. */
export const SellerProductsQuery = cabinetPage.extend({
  group: ProductGroup.default('all-products'),
  q: searchParam,
});
export type SellerProductsQuery = z.infer<typeof SellerProductsQuery>;

/** A row of the seller's product table: prices in AZN as the catalogue gives them. */
export const SellerProductRow = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  /** The main photo, or null when the product has none. */
  image: z.string().nullable(),
  title: z.string(),
  stockCode: z.string(),
  stockCount: z.number().int(),
  price: Azn,
  discountedPrice: Azn.nullable(),
  status: ProductStatus,
  /** The statuses the seller may move it to from here (POST Product/{id}/Status): the row's actions. */
  moves: z.array(ProductStatus),
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type SellerProductRow = z.infer<typeof SellerProductRow>;

/** A page of one group, with how many products each group holds (the tabs), whatever the search. */
export const SellerProductPage = pageOf(SellerProductRow, {
  counts: countPer(ProductGroup.options),
});
export type SellerProductPage = z.infer<typeof SellerProductPage>;

/** `POST Product/{id}/Status`: a move of the status machine; rejecting needs a reason, which the seller reads in the cabinet. */
export const ProductStatusBody = z
  .object({
    status: ProductStatus,
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(500, 'validation.tooLong').optional(),
    ),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status === 'rejected' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'product.rejectionReasonRequired' });
  });
export type ProductStatusBody = z.infer<typeof ProductStatusBody>;

/** `GET Shop/ProductRequests`: what buyers asked about the shop's products that were out of stock. */
export const SellerProductRequestsQuery = cabinetPage;
export type SellerProductRequestsQuery = z.infer<typeof SellerProductRequestsQuery>;

export const SellerProductRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  product: z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    slug: z.string(),
    status: ProductStatus,
    stockCount: z.number().int(),
  }),
  /** The sold-out variant asked about, as its values ("Qara, 128 GB"); null for the product itself. */
  variant: z.string().nullable(),
});
export type SellerProductRequest = z.infer<typeof SellerProductRequest>;

export const SellerProductRequestPage = pageOf(SellerProductRequest);
export type SellerProductRequestPage = z.infer<typeof SellerProductRequestPage>;
