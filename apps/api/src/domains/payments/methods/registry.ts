import {
  checkoutPaymentTypes,
  type Lang,
  type PaymentMethod as MethodOffer,
  type PaymentType,
} from '@bazar/contracts';
import type { Transaction } from '../../../db/connection';
import { AppError } from '../../../plugins/errors';
import type { Buyer, OrderPlaced, PaymentMethod } from './payment-method';

/** The registered payment methods, found by their type; checkout, orders and refunds ask them. */
export class PaymentMethods {
  private readonly byType: Map<PaymentType, PaymentMethod>;

  /** Every method, in the order money goes back on a refund (`PaymentMethod.refundOrder`). */
  readonly all: readonly PaymentMethod[];

  constructor(methods: readonly PaymentMethod[]) {
    this.all = [...methods].sort((a, b) => a.refundOrder - b.refundOrder);
    this.byType = new Map(methods.map((method) => [method.type, method]));
  }

  get(type: PaymentType): PaymentMethod {
    const method = this.byType.get(type);
    if (!method) throw new Error(`payment method ${type} is not registered`);
    return method;
  }

  /** The methods a buyer chooses from at checkout, and whether each can be taken now. */
  list(): MethodOffer[] {
    return checkoutPaymentTypes.map((type) => ({ type, available: this.available(type) }));
  }

  available(type: PaymentType): boolean {
    return this.get(type).available();
  }

  /** Refuses, beside the payment choice, a method that cannot be taken now or by this buyer. */
  async check(type: PaymentType, buyer: Buyer): Promise<void> {
    if (!this.available(type))
      throw new AppError('unprocessable', 'checkout.paymentUnavailable', {
        paymentType: ['checkout.paymentUnavailable'],
      });
    await this.get(type).check(buyer);
  }

  /** In the checkout's transaction, once the order is written: its method takes what it takes at once. */
  place(tx: Transaction, order: OrderPlaced & { paymentType: PaymentType }): Promise<void> {
    return this.get(order.paymentType).place(tx, order);
  }

  /** Where checkout sends the buyer of a placed order (null: nowhere, it is paid at the door or by the lender). */
  begin(order: { id: number; paymentType: PaymentType }, lang: Lang): Promise<string | null> {
    return this.get(order.paymentType).begin(order, lang);
  }
}
