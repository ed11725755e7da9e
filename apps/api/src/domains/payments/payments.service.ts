import { type OnlinePaymentType, type PaymentMethod, type PaymentType, paymentTypes } from '@bazar/contracts';
import { AppError } from '../../plugins/errors';

/**
 * A way to take money online for a placed order: a bank's card page or a wallet. Checkout offers
 * card and wallet only when a gateway for them is registered; the payments issue plugs them in
 * (buildApp's `paymentGateways`) and sends the buyer to the page `begin` answers.
 */
export interface PaymentGateway {
  /** `total` in AZN, as the order shows it. */
  begin(order: { id: number; number: string; total: number }): Promise<{ redirectUrl: string }>;
}

/** The gateway behind each online payment type; a type without one is not offered. */
export type PaymentGateways = Partial<Record<OnlinePaymentType, PaymentGateway>>;

/** Which payment types checkout can take now. Cash at the door needs no gateway. */
export class PaymentsService {
  constructor(private readonly gateways: PaymentGateways) {}

  methods(): PaymentMethod[] {
    return paymentTypes.map((type) => ({ type, available: this.available(type) }));
  }

  available(type: PaymentType): boolean {
    return type === 'cash' || this.gateways[type] !== undefined;
  }

  /**
   * Starts paying a placed order online: the gateway's page for card and wallet, nothing for cash.
   * A retried checkout asks again for the same order, so gateways must treat `id` as the payment's key.
   */
  async begin(order: {
    id: number;
    number: string;
    total: number;
    paymentType: PaymentType;
  }): Promise<string | null> {
    if (order.paymentType === 'cash') return null;
    const gateway = this.gateways[order.paymentType];
    if (!gateway) throw new AppError('unprocessable', 'checkout.paymentUnavailable');
    const { redirectUrl } = await gateway.begin({ id: order.id, number: order.number, total: order.total });
    return redirectUrl;
  }

  /** Refuses, beside the payment choice, a type with no gateway behind it. */
  ensureAvailable(type: PaymentType): void {
    if (!this.available(type))
      throw new AppError('unprocessable', 'checkout.paymentUnavailable', {
        paymentType: ['checkout.paymentUnavailable'],
      });
  }
}
