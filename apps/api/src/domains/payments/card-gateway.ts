import type { CardGatewayName, Lang, PaymentFailure } from '@bazar/contracts';

/** One payment at the bank, as Bazar asks for it: our attempt's reference is the bank's order id. */
export interface GatewayPayment {
  /** Our payment attempt's id (never shown to the bank). */
  id: number;
  /** The attempt's random reference: the bank's order id, so a retried start never pays twice. */
  reference: string;
  /** Qəpik, AZN only. */
  amount: number;
  /** What the buyer reads on the bank's page ("Bazar order BZ-000123"). */
  description: string;
  lang: Lang;
  /** Where the bank sends the buyer afterwards, whatever the outcome. */
  returnUrl: string;
  /** Where the bank posts its result (server to server), when its protocol has one per payment. */
  callbackUrl: string;
  /** Past this the bank's page should take no card (where its protocol takes a lifetime). */
  expiresAt: Date;
}

/** What the bank says of a payment when asked, or in a believable callback. */
export type GatewayVerdict =
  | { state: 'pending' }
  | { state: 'paid'; amount: number; currency: string; transaction: string | null }
  | { state: 'failed'; failure: PaymentFailure };

/**
 * A callback, read: which attempt it names (by its reference), the bank's transaction it is about
 * when it names one, and, when the bank signed it (Epoint), its verdict. An unsigned callback
 * (Kapital Bank) carries no verdict: the service asks the bank instead.
 */
export interface CallbackClaim {
  reference: string;
  /** The bank's transaction the callback speaks of, checked against the one stored for the try. */
  transaction: string | null;
  verdict: GatewayVerdict | null;
}

/** A paid payment as a refund names it at the bank. */
export interface GatewayPaidPayment {
  id: number;
  reference: string;
  externalId: string;
  transaction: string | null;
  /** What it took, in qəpik. */
  amount: number;
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
  status(payment: { id: number; reference: string; externalId: string }): Promise<GatewayVerdict>;
  /**
   * Gives back `refund.amount` qəpik of a paid payment (all of it or a part), naming the refund by
   * its reference where the bank's protocol takes one. Throws `BankRefused` when the bank says no,
   * any other error when its answer never came (the refund may have happened).
   */
  refund(payment: GatewayPaidPayment, refund: { reference: string; amount: number }): Promise<void>;
  /**
   * What the bank has given back of a payment so far, in qəpik, from its own books (Epoint's
   * status of the transaction, Kapital's refund transactions on the order): how Bazar learns what
   * became of a refund whose answer never came. Throws when the bank cannot say.
   */
  refunded(payment: GatewayPaidPayment): Promise<number>;
}
