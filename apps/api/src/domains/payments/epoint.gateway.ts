import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentFailure } from '@bazar/contracts';
import type {
  CallbackClaim,
  CardGateway,
  GatewayPaidPayment,
  GatewayPayment,
  GatewayVerdict,
} from './card-gateway';
import { aznOf, BankRefused, callBank, fieldOf, qepikOf, referenceOf } from './gateway-http';

const bank = 'Epoint';

/** Epoint's signature of a `data` field: base64(sha1(private_key + data + private_key)), raw digest. */
export function epointSignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Epoint's reasons, from its bank response code (116: not enough money) or, failing that, its message. */
function failureOf(code: unknown, message: unknown, otherwise: PaymentFailure): PaymentFailure {
  const text = typeof message === 'string' ? message : '';
  if (code === '116' || /insufficient|kifayət qədər vəsait|недостаточно/i.test(text))
    return 'insufficientFunds';
  if (/cancel|ləğv|отмен/i.test(text)) return 'cancelled';
  return otherwise;
}

/**
 * What Epoint's fields say of a payment, from a callback (`success` | `failed`) or a status answer
 * (`new` | `success` | `returned` | `error` | `server_error`). Null when they say nothing certain.
 */
function verdictOf(answer: unknown): GatewayVerdict | null {
  const status = fieldOf(answer, 'status');
  const code = fieldOf(answer, 'code');
  const message = fieldOf(answer, 'message');
  switch (status) {
    case 'new':
      return { state: 'pending' };
    // Given back or reversed before Bazar recorded it as paid: no money stands, so the try failed.
    case 'returned':
    case 'reversed':
      return { state: 'failed', failure: 'cancelled' };
    case 'success': {
      const amount = qepikOf(fieldOf(answer, 'amount'));
      if (amount === null) return null;
      const currency = fieldOf(answer, 'currency');
      const transaction = fieldOf(answer, 'transaction');
      return {
        state: 'paid',
        amount,
        currency: typeof currency === 'string' ? currency : 'AZN',
        transaction: typeof transaction === 'string' ? transaction : null,
      };
    }
    case 'failed':
      return { state: 'failed', failure: failureOf(code, message, 'declined') };
    case 'error':
      return { state: 'failed', failure: failureOf(code, message, 'error') };
    default:
      return null;
  }
}

/** Epoint.az (API v1): a signed JSON `data` field per call, and a signed callback to the merchant's result URL. */
export class EpointGateway implements CardGateway {
  readonly name = 'epoint' as const;

  constructor(
    private readonly options: { url: string; publicKey: string; privateKey: string; timeoutMs?: number },
  ) {}

  /**
   * Epoint takes no per-payment callback URL: the result URL is set once for the merchant, in
   * Epoint's cabinet, and must be Bazar's `/api/v1/Payment/Callback/epoint`.
   */
  async start(payment: GatewayPayment): Promise<{ redirectUrl: string; externalId: string }> {
    const answer = await this.call('request', {
      public_key: this.options.publicKey,
      amount: aznOf(payment.amount),
      currency: 'AZN',
      language: payment.lang,
      order_id: payment.reference,
      description: payment.description.slice(0, 1000),
      success_redirect_url: payment.returnUrl,
      error_redirect_url: payment.returnUrl,
    });
    const redirectUrl = fieldOf(answer, 'redirect_url');
    const transaction = fieldOf(answer, 'transaction');
    if (
      fieldOf(answer, 'status') !== 'success' ||
      typeof redirectUrl !== 'string' ||
      typeof transaction !== 'string'
    )
      throw new Error(`${bank} refused the payment`);
    return { redirectUrl, externalId: transaction };
  }

  readCallback(fields: Record<string, string>): CallbackClaim | null {
    const { data, signature } = fields;
    if (!data || !signature) return null;
    if (!sameSignature(signature, epointSignature(this.options.privateKey, data))) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const reference = referenceOf(fieldOf(payload, 'order_id'));
    if (reference === null) return null;
    const transaction = fieldOf(payload, 'transaction');
    // Signed but saying nothing certain (an unknown status, an amount that is not one): no verdict, so the service asks the bank.
    return {
      reference,
      transaction: typeof transaction === 'string' ? transaction : null,
      verdict: verdictOf(payload),
    };
  }

  async status(payment: { id: number; externalId: string }): Promise<GatewayVerdict> {
    const answer = await this.call('get-status', {
      public_key: this.options.publicKey,
      transaction: payment.externalId,
    });
    // A refused call (bad signature, unknown transaction) also says `error`, but names no transaction.
    const aboutThePayment =
      fieldOf(answer, 'transaction') !== undefined || fieldOf(answer, 'code') !== undefined;
    const verdict = aboutThePayment ? verdictOf(answer) : null;
    if (!verdict) throw new Error(`${bank} could not say what became of the payment`);
    return verdict;
  }

  /** Epoint's `reverse` takes no reference of the merchant's: the refund is found again by `refunded`. */
  async refund(payment: GatewayPaidPayment, refund: { reference: string; amount: number }) {
    const answer = await this.call('reverse', {
      public_key: this.options.publicKey,
      language: 'az',
      transaction: payment.transaction ?? payment.externalId,
      currency: 'AZN',
      amount: aznOf(refund.amount),
    });
    if (fieldOf(answer, 'status') !== 'success') throw new BankRefused(`${bank} refused the refund`);
  }

  /**
   * `get-status` of the payment's transaction: `returned` (or `reversed`) when all of it went back,
   * else the amount it names as returned (`returned_amount`). A payment still `success` with no
   * such amount cannot say whether part of it went back: that throws, and nothing is sent again.
   */
  async refunded(payment: GatewayPaidPayment): Promise<number> {
    const answer = await this.call('get-status', {
      public_key: this.options.publicKey,
      transaction: payment.transaction ?? payment.externalId,
    });
    const status = fieldOf(answer, 'status');
    const returned = qepikOf(fieldOf(answer, 'returned_amount'));
    if ((status === 'success' || status === 'returned' || status === 'reversed') && returned !== null)
      return returned;
    if (status === 'returned' || status === 'reversed') return payment.amount;
    throw new Error(`${bank} could not say what went back of the payment`);
  }

  private call(operation: string, request: Record<string, string>): Promise<unknown> {
    const data = Buffer.from(JSON.stringify(request)).toString('base64');
    const signature = epointSignature(this.options.privateKey, data);
    return callBank(
      bank,
      `${this.options.url}/api/1/${operation}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature }),
      },
      this.options.timeoutMs,
    );
  }
}
