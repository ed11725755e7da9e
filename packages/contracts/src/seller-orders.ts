import { z } from 'zod';
import { AddressType, DeliveryType, FeedbackReason, OrderEvent, OrderItem, OrderStatus } from './checkout';
import { Azn, countPer, PageQuery, ShopScope } from './common';
import { OrderPaymentStatus, PaymentType } from './payments';

/** The seller's order tabs: new parts to confirm, to ship, on the way, and the finished ones. */
export const sellerOrderTabs = ['all', 'placed', 'confirmed', 'shipped', 'delivered', 'closed'] as const;
export const SellerOrderTab = z.enum(sellerOrderTabs);
export type SellerOrderTab = z.infer<typeof SellerOrderTab>;

/** What each tab holds; `closed` is every way an order ends without the goods staying sold. */
export const sellerOrderTabStatuses: Record<SellerOrderTab, OrderStatus[] | null> = {
  all: null,
  placed: ['placed'],
  confirmed: ['confirmed'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  closed: ['cancelled', 'refused', 'returned'],
};

export const SellerOrdersQuery = PageQuery.merge(ShopScope).extend({
  tab: SellerOrderTab.default('all'),
  /** An order number, whole or in part (`BZ-100012`, `100012`). */
  q: z.string().trim().max(40).optional(),
});
export type SellerOrdersQuery = z.infer<typeof SellerOrdersQuery>;

/** One seller's part of an order, as that seller sees it: their goods only, and who to bring them to. */
export const SellerOrderPart = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  number: z.string(),
  code: z.string(),
  createdAt: z.string(),
  status: OrderStatus,
  buyer: z.object({ name: z.string(), surname: z.string(), phone: z.string() }),
  address: z.object({ city: z.string(), district: z.string(), text: z.string(), type: AddressType }),
  deliveryType: DeliveryType,
  paymentType: PaymentType,
  paymentStatus: OrderPaymentStatus,
  /** Paid in instalments: the partner card and months (the bank pays the shop; the buyer pays the bank monthly). */
  instalment: z.object({ partner: z.string(), months: z.number().int() }).nullable(),
  items: z.array(OrderItem),
  subtotal: Azn,
  deliveryFee: Azn,
  total: Azn,
  events: z.array(OrderEvent),
  feedback: z
    .object({
      rating: z.number().int(),
      reason: FeedbackReason.nullable(),
      comment: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  /** The statuses this caller may move the part to now. */
  moves: z.array(OrderStatus),
});
export type SellerOrderPart = z.infer<typeof SellerOrderPart>;

export const SellerOrderPage = z.object({
  items: z.array(SellerOrderPart),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** How many parts each tab holds, for the tab labels. */
  counts: countPer(SellerOrderTab.options),
});
export type SellerOrderPage = z.infer<typeof SellerOrderPage>;
