import { z } from 'zod';
import { Azn } from './common';

/**
 * A promo code as the member's profile lists it (spec: code, discount in AZN, status active or
 * used): amounts in AZN, times in UTC (ISO 8601).
 */
export const MyPromoCode = z.object({
  code: z.string(),
  discount: Azn,
  /** The goods an order must reach for the code to apply (0: any order). */
  minOrder: Azn,
  expiresAt: z.string(),
  /** Given to this member by name, rather than to everyone. */
  personal: z.boolean(),
  status: z.enum(['active', 'used']),
  /** When used: when, and on which order. */
  usedAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type MyPromoCode = z.infer<typeof MyPromoCode>;

/** `GET PromoCode`: the codes a member can still use, soonest to expire first, and those used, newest first. */
export const MyPromoCodes = z.object({
  active: z.array(MyPromoCode),
  used: z.array(MyPromoCode),
});
export type MyPromoCodes = z.infer<typeof MyPromoCodes>;
