import { z } from 'zod';
import { Id } from './common';

/**
 * A member asking to be told when a sold-out product (or one variant of it) is back in stock
 * (spec: a requested product). The form posts strings, so ids are coerced.
 */
export const StockRequestBody = z.object({
  productId: Id,
  variantId: Id.optional(),
});
export type StockRequestBody = z.infer<typeof StockRequestBody>;

/** `GET StockRequest?productId=`: what the caller asked about on one product page. */
export const StockRequestsQuery = z.object({ productId: Id });

/** `DELETE StockRequest?productId=&variantId=`: cancels one request. */
export const StockRequestDeleteQuery = StockRequestBody;

/** The caller's requests on one product: the product as a whole, and each variant asked about. */
export const StockRequestState = z.object({
  productId: z.number().int(),
  product: z.boolean(),
  variantIds: z.array(z.number().int()),
});
export type StockRequestState = z.infer<typeof StockRequestState>;
