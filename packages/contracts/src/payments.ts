import { z } from 'zod';
import type { MessageKey } from './messages';

/** The ways to pay, in the order checkout offers them: cash at the door, then online by card or wallet. */
export const paymentTypes = ['cash', 'card', 'wallet'] as const;
export const PaymentType = z.enum(paymentTypes, { message: 'validation.choosePaymentMethod' });
export type PaymentType = z.infer<typeof PaymentType>;
/** The types paid online, each through its payment gateway. */
export type OnlinePaymentType = Exclude<PaymentType, 'cash'>;

/** How each payment type is named to people: at checkout, on an order and in the seller's orders. */
export const paymentTypeLabels: Record<PaymentType, MessageKey> = {
  cash: 'checkout.cash',
  card: 'checkout.card',
  wallet: 'checkout.wallet',
};
