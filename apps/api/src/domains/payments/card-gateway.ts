import type { CardGatewayName, Lang, PaymentFailure } from '@bazar/contracts';

/** One payment at the bank, as Bazar asks for it: our attempt's id is the bank's order id. */
export interface GatewayPayment {
  /** Our payment attempt's id; unique, so a retried start never pays twice. */
  id: number;
  /** Qəpik, AZN only. */
  amount: number;
  /** What the buyer reads on the bank's page ("Bazar order BZ-000123"). */
  description: string;
  lang: Lang;
  /** Where the bank sends the buyer afterwards, whatever the outcome. */
  returnUrl: string;
  /** Where the bank posts its result (server to server), when its protocol has one per payment. */
  callbackUrl: string;
}

/** What the bank says of a payment when asked, or in a believable callback. */
export type GatewayVerdict =
  | { state: 'pending' }
  | { state: 'paid'; amount: number; currency: string; transaction: string | null }
  | { state: 'failed'; failure: PaymentFailure };

/**
 * A callback, read: which attempt it names and, when the bank signed it (Epoint), its verdict.
 * An unsigned callback (Kapital Bank) carries no verdict: the service asks the bank instead.
 */
export interface CallbackClaim {
  paymentId: number;
  verdict: GatewayVerdict | null;
}

/**
 * A bank's hosted card page, behind one interface: start a payment, read its callback, ask its
 * status, refund it. Card numbers never pass through Bazar (PAY-08), only amounts and ids.
 */
export interface CardGateway {
  readonly name: CardGatewayName;
  /** Registers the payment at the bank; answers the page to send the buyer to and the bank's own id. */
  start(payment: GatewayPayment): Promise<{ redirectUrl: string; externalId: string }>;
  /**
   * Reads a callback's fields. Null when they are not this bank's (missing fields, a forged or
   * broken signature): such a callback changes nothing.
   */
  readCallback(fields: Record<string, string>): CallbackClaim | null;
  /** Asks the bank what became of a payment. */
  status(payment: { id: number; externalId: string }): Promise<GatewayVerdict>;
  /**
   * Gives back `amount` qəpik of a paid payment (all of it or a part); throws when the bank refuses
   * or does not answer, so the refund's job tries again.
   */
  refund(payment: {
    id: number;
    externalId: string;
    transaction: string | null;
    amount: number;
  }): Promise<void>;
}
