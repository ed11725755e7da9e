import { orderPaymentStatuses, paymentTypes } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { instalmentPlans } from '../instalments/instalments.tables';
import { shops } from '../sellers/sellers.tables';

const orderStatus = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refused',
  'returned',
] as const;

/**
 * A buyer's order as placed: who, where, how, and every amount in qəpik computed by the server at
 * that moment, so later price changes never alter it. Goods and shipping are in its parts.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** What the buyer reads and quotes: `BZ-` and a sequence. */
    number: text('number').notNull().unique(),
    /** A short code for the courier and the phone line. */
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    addressText: text('address_text').notNull(),
    addressType: text('address_type', { enum: ['home', 'office'] }).notNull(),
    deliveryType: text('delivery_type', { enum: ['standard', 'urgent'] }).notNull(),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    /** Where the order's money stands; the payments domain moves it with each ledger entry. */
    paymentStatus: text('payment_status', { enum: orderPaymentStatuses }).notNull().default('cash'),
    /** An order paid online and not paid by then is cancelled (PAYMENT_TIMEOUT_MINUTES). */
    payBy: timestamp('pay_by', { withTimezone: true }),
    promoCode: text('promo_code'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    /**
     * Paid in instalments: the plan's terms as they were (partner card, months), the commission on
     * top of the total, and the monthly payments (the first also takes what dividing left).
     */
    instalmentPlanId: integer('instalment_plan_id').references(() => instalmentPlans.id, {
      onDelete: 'restrict',
    }),
    instalmentPartner: text('instalment_partner'),
    instalmentMonths: smallint('instalment_months'),
    instalmentCommission: integer('instalment_commission').notNull().default(0),
    instalmentMonthly: integer('instalment_monthly'),
    instalmentFirstMonthly: integer('instalment_first_monthly'),
    /** When the buyer and the shops were told of the new order: they are told once (order-notices.ts). */
    placedNoticesAt: timestamp('placed_notices_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_phone_idx').on(t.phone),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_payment_idx').on(t.paymentType, t.createdAt.desc()),
    // How many orders used a plan (the back office), and the check before a plan is deleted.
    index('orders_instalment_plan_idx').on(t.instalmentPlanId).where(sql`${t.instalmentPlanId} is not null`),
    // The back office sorts every order by total (issue 17).
    index('orders_total_idx').on(t.total.desc(), t.id.desc()),
  ],
);

/** One seller's share of an order: that seller sees, ships and is paid for only this. */
export const orderParts = pgTable(
  'order_parts',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    status: text('status', { enum: orderStatus }).notNull().default('placed'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
  },
  (t) => [
    index('order_parts_order_idx').on(t.orderId),
    index('order_parts_shop_idx').on(t.shopId, t.status),
    index('order_parts_status_idx').on(t.status, t.orderId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    partId: integer('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    comboId: integer('combo_id'),
    slug: text('slug'),
    title: text('title').notNull(),
    code: text('code').notNull(),
    variant: text('variant'),
    count: integer('count').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** Before the product's own discount, for the order's discount line. */
    unitOriginalPrice: integer('unit_original_price').notNull(),
    /** What one unit took from stock (products and variants), so a cancellation gives it back. */
    stockTaken: jsonb('stock_taken')
      .$type<{ productId: number; variantId: number | null; count: number }[]>()
      .notNull(),
  },
  (t) => [index('order_items_part_idx').on(t.partId)],
);

/** Every status a part took, who moved it and when: the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    partId: integer('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatus }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'staff', 'system'] }).notNull(),
    note: text('note'),
    at: createdAt(),
  },
  (t) => [index('order_events_part_idx').on(t.partId, t.at)],
);

/** The buyer's delivery feedback on a delivered part; its seller reads it. */
export const orderFeedback = pgTable('order_feedback', {
  partId: integer('part_id')
    .primaryKey()
    .references(() => orderParts.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  reason: text('reason', {
    enum: ['defectiveProduct', 'other', 'courierHadNoChange', 'courierLate', 'wrongProduct'],
  }),
  comment: text('comment'),
  createdAt: createdAt(),
});

/**
 * Refusals at the door in a row, by phone (guests too); a delivery resets it. The buyer agreement
 * lets the marketplace refuse cash orders after 4 unjustified ones.
 */
export const doorRefusals = pgTable('door_refusals', {
  phone: text('phone').primaryKey(),
  inARow: smallint('in_a_row').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
