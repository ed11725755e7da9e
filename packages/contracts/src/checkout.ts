import { z } from 'zod';
import { EmailAddress } from './accounts';
import { CreateBasketDto, GuestBasketItem } from './basket';
import { Azn, Id, ReportedAzn, requiredText } from './common';
import { GiftCardCode, GiftCardNumber } from './gift-cards';
import { OrderInstalment } from './instalments';
import { CheckoutPaymentType, OrderPaymentStatus, PaymentType, RefundTo } from './payments';

/**
 * The checkout and orders contracts: addresses and regions, placing an order, phone confirmation,
 * promo codes, my orders and delivery feedback. Money in answers is AZN with two decimals.
 */

/** Phone confirmation by SMS at checkout. */
export const phoneCodeRules = { resendAfterSeconds: 60, codeTtlSeconds: 600, maxAttempts: 5 } as const;

/** Spec: 4 consecutive unjustified refusals at the door allow the buyer's cash orders to be cancelled. */
export const refusalsBeforeCashRefused = 4;

/** A checkout phone: mobile 994XXXXXXXXX or Baku landline 011XXXXXXX (spec, section 5). */
export const CheckoutPhone = requiredText(12).regex(
  /^(994\d{9}|011\d{7})$/,
  'validation.checkoutPhoneFormat',
);

export const AddressType = z.enum(['home', 'office'], { message: 'validation.required' });
export type AddressType = z.infer<typeof AddressType>;

export const AddressBody = z
  .object({
    cityId: Id,
    districtId: Id,
    text: requiredText(300),
    type: AddressType,
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressBody = z.infer<typeof AddressBody>;

export const Address = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  city: z.string(),
  districtId: z.number().int(),
  district: z.string(),
  text: z.string(),
  type: AddressType,
  isDefault: z.boolean(),
  deliverable: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const Region = z.object({
  id: z.number().int(),
  name: z.string(),
  deliverable: z.boolean(),
  districts: z.array(z.object({ id: z.number().int(), name: z.string(), deliverable: z.boolean() })),
});
export type Region = z.infer<typeof Region>;

export const DeliveryType = z.enum(['standard', 'urgent'], { message: 'validation.required' });
export type DeliveryType = z.infer<typeof DeliveryType>;

/** A payment type and whether checkout can take it now (card and wallet need a payment gateway). */
export const PaymentMethod = z.object({ type: CheckoutPaymentType, available: z.boolean() });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A guest's address is sent with the order; a member may also save a new one this way. */
export const NewAddress = AddressBody.omit({ isDefault: true });

/**
 * "Buy now" from a product or combo page: this one line is ordered instead of the basket, which
 * stays as it is. Its fields are named as the basket's creation payload names them (spec:
 * createBasketDtos), so the product page's form carries them unchanged.
 */
export const BuyNowLine = CreateBasketDto.omit({ basketBuyWiths: true })
  .strict()
  .refine((line) => (line.productId === undefined) !== (line.productComboId === undefined), {
    path: ['productId'],
    message: 'basket.productOrCombo',
  });
export type BuyNowLine = z.infer<typeof BuyNowLine>;

export const CheckoutBody = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    phone: CheckoutPhone,
    email: EmailAddress,
    addressId: Id.optional(),
    address: NewAddress.optional(),
    deliveryType: DeliveryType.default('standard'),
    paymentType: CheckoutPaymentType,
    promoCode: z.string().trim().max(40, 'validation.tooLong').optional(),
    /** With paymentType instalment: the plan chosen from `Instalment/Plans` (partner and months). */
    instalmentPlanId: Id.optional(),
    /**
     * With paymentType giftCard: the card's number and code (the code may be left out for a card
     * the member added to their profile). The card pays what it holds, the rest goes by card.
     */
    giftCardNumber: GiftCardNumber.optional(),
    giftCardCode: GiftCardCode.optional(),
    /** Members: the basket lines to buy (buy together); all of the basket when absent. */
    basketItemIds: z.array(Id).max(100).optional(),
    /** Guests: the browser's basket (spec: productStorage). */
    items: z.array(GuestBasketItem).max(100).optional(),
    /** Members and guests: this one line alone, whatever the basket holds ("buy now"). */
    buyNow: BuyNowLine.optional(),
    /** Guests and members with an unconfirmed phone: the token `Checkout/ConfirmPhone` gave. */
    phoneToken: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.addressId === undefined && body.address === undefined)
      context.addIssue({ code: 'custom', path: ['addressId'], message: 'validation.chooseAddress' });
    if (body.buyNow && (body.items || body.basketItemIds))
      context.addIssue({ code: 'custom', path: ['buyNow'], message: 'checkout.buyNowAlone' });
    if (body.paymentType === 'instalment' && body.instalmentPlanId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['instalmentPlanId'],
        message: 'checkout.chooseInstalmentPlan',
      });
    if (body.paymentType === 'giftCard' && body.giftCardNumber === undefined)
      context.addIssue({ code: 'custom', path: ['giftCardNumber'], message: 'validation.required' });
  });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const SendCodeBody = z.object({ phone: CheckoutPhone }).strict();
export const SendCodeResult = z.object({ resendAfterSeconds: z.number(), expiresInSeconds: z.number() });
export const ConfirmPhoneBody = z
  .object({ phone: CheckoutPhone, code: z.string().regex(/^\d{6}$/, 'validation.codeFormat') })
  .strict();
export const ConfirmPhoneResult = z.object({ phoneToken: z.string() });

export const ApplyPromoCodeBody = z
  .object({
    promoCode: requiredText(40),
    /** What the buyer is about to pay for the goods, in AZN, for the minimum order rule. */
    amount: z.coerce.number().pipe(ReportedAzn),
    phone: CheckoutPhone.optional(),
  })
  .strict();
export const PromoCodeResult = z.object({
  code: z.string(),
  discount: Azn,
  status: z.enum(['active', 'used']),
});
export type PromoCodeResult = z.infer<typeof PromoCodeResult>;

/** What checkout fills in for a member (`GET Checkout/Me`), and whether the member's phone is confirmed. */
export const CheckoutMe = z.object({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  phoneConfirmed: z.boolean(),
});
export type CheckoutMe = z.infer<typeof CheckoutMe>;

/** Order parts move through these; `cancelled`, `refused` and `returned` end them. */
export const OrderStatus = z.enum([
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refused',
  'returned',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Who may move a part from one status to another; everything not listed is refused. */
export const orderTransitions: Record<
  OrderStatus,
  Partial<Record<OrderStatus, ('buyer' | 'seller' | 'staff')[]>>
> = {
  placed: { confirmed: ['seller', 'staff'], cancelled: ['buyer', 'seller', 'staff'] },
  confirmed: { shipped: ['seller', 'staff'], cancelled: ['buyer', 'seller', 'staff'] },
  // Staff alone cancels a shipped part (the courier brings it back) and records the return of
  // goods refused at the door.
  shipped: { delivered: ['seller', 'staff'], refused: ['seller', 'staff'], cancelled: ['staff'] },
  delivered: { returned: ['seller', 'staff'] },
  cancelled: {},
  refused: { returned: ['staff'] },
  returned: {},
};

export const FeedbackReason = z.enum(
  ['defectiveProduct', 'other', 'courierHadNoChange', 'courierLate', 'wrongProduct'],
  {
    message: 'validation.required',
  },
);
export const FeedbackBody = z
  .object({
    partId: Id,
    rating: z.coerce
      .number({ message: 'validation.chooseRating' })
      .int('validation.chooseRating')
      .min(1, 'validation.chooseRating')
      .max(5, 'validation.chooseRating'),
    reason: FeedbackReason.optional(),
    comment: z.string().trim().max(1000, 'validation.tooLong').optional(),
  })
  .strict();
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/**
 * A move of one seller's part. `note` is the tracking note when shipping and the reason when
 * cancelling (required then, so the buyer learns why).
 */
export const TransitionBody = z
  .object({
    status: OrderStatus,
    justified: z.boolean().default(false),
    note: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .strict()
  .refine((body) => body.status !== 'cancelled' || Boolean(body.note), {
    path: ['note'],
    message: 'order.cancelReasonRequired',
  });
export type TransitionBody = z.infer<typeof TransitionBody>;

export const OrderItem = z.object({
  productId: z.number().int().nullable(),
  comboId: z.number().int().nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  code: z.string(),
  variant: z.string().nullable(),
  count: z.number().int(),
  unitPrice: Azn,
  total: Azn,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderEvent = z.object({
  status: OrderStatus,
  at: z.string(),
  by: z.enum(['buyer', 'seller', 'staff', 'system']),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const OrderPart = z.object({
  id: z.number().int(),
  shop: z.object({ slug: z.string(), name: z.string() }),
  status: OrderStatus,
  items: z.array(OrderItem),
  subtotal: Azn,
  deliveryFee: Azn,
  total: Azn,
  events: z.array(OrderEvent),
  feedback: z
    .object({ rating: z.number().int(), reason: FeedbackReason.nullable(), comment: z.string().nullable() })
    .nullable(),
});

export const OrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  createdAt: z.string(),
  total: Azn,
  status: OrderStatus,
  deliveryType: DeliveryType,
  paymentType: PaymentType,
  paymentStatus: OrderPaymentStatus,
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = OrderSummary.extend({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ city: z.string(), district: z.string(), text: z.string(), type: AddressType }),
  subtotal: Azn,
  deliveryFee: Azn,
  discount: Azn,
  promoCode: z.string().nullable(),
  /** Paid in instalments: the partner card, months, commission and monthly payments. */
  instalment: OrderInstalment.nullable(),
  cancellable: z.boolean(),
  parts: z.array(OrderPart),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** The answer to placing an order: the order, and for card or wallet the payment page to go to. */
export const PlacedOrder = OrderDetail.extend({ paymentUrl: z.string().nullable() });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** The buyer cancels a whole order; a paid one's money goes back to its source, or to the wallet if they prefer. */
export const BuyerCancelBody = z.preprocess(
  // Sent with no body at all (the call before refunds existed): back to the source.
  (body) => body ?? {},
  z.object({ refundTo: RefundTo.default('source') }).strict(),
);
export type BuyerCancelBody = z.infer<typeof BuyerCancelBody>;

/** A guest finds an order again by its number and the phone it was placed with. */
export const OrderLookupQuery = z.object({ number: requiredText(40), phone: CheckoutPhone });
