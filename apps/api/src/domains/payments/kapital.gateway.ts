import type {
  CallbackClaim,
  CardGateway,
  GatewayPaidPayment,
  GatewayPayment,
  GatewayVerdict,
} from './card-gateway';
import { aznOf, BankRefused, callBank, fieldOf, idOf, qepikOf, referenceOf } from './gateway-http';

const bank = 'Kapital Bank';

/** ISO 4217's number for AZN, which the bank may write instead of the letters. */
const aznNumericCode = '944';

/** ISO 8583's "insufficient funds", as the bank's processing centre answers a decline. */
const insufficientFundsCode = '51';

function currencyOf(value: unknown): string {
  const currency = String(value ?? 'AZN');
  return currency === aznNumericCode ? 'AZN' : currency;
}

/** The bank's transactions on an order (`trans`, asked for with tranDetailLevel=2). */
function transOf(order: unknown): unknown[] {
  const trans = fieldOf(order, 'trans');
  return Array.isArray(trans) ? trans : [];
}

/** The purchase's action id, the bank's own name for the money taken. */
function purchaseOf(order: unknown): string | null {
  const purchase = transOf(order).find((tran) => fieldOf(tran, 'type') === 'Purchase');
  const actionId = fieldOf(purchase, 'actionId');
  return typeof actionId === 'string' ? actionId : null;
}

/** A transaction the processing centre approved ("1", or an approval code when no result is named). */
function approved(tran: unknown): boolean {
  const result = fieldOf(tran, 'pmoResultCode');
  return result === undefined ? typeof fieldOf(tran, 'approvalCode') === 'string' : String(result) === '1';
}

function declinedFor(order: unknown): GatewayVerdict {
  const short = transOf(order).some(
    (tran) => String(fieldOf(tran, 'pmoResultCode')) === insufficientFundsCode,
  );
  return { state: 'failed', failure: short ? 'insufficientFunds' : 'declined' };
}

/**
 * Kapital Bank's e-commerce REST API: HTTP Basic auth on every call, an order per payment paid on
 * the bank's page (`hppUrl`), and no signed callback — the bank only sends the buyer back with
 * `ID` and `STATUS`, which it says may be provisional, so its order is always asked.
 */
export class KapitalGateway implements CardGateway {
  readonly name = 'kapital' as const;

  constructor(
    private readonly options: { url: string; user: string; password: string; timeoutMs?: number },
  ) {}

  /**
   * The order carries the try's reference (`ridByMerchant`) and a lifetime (`expirationTime`, UTC):
   * past it the bank's page takes no card, so the bank never takes money after Bazar stopped asking.
   */
  async start(payment: GatewayPayment): Promise<{ redirectUrl: string; externalId: string }> {
    const answer = await this.call('POST', '/order', {
      order: {
        typeRid: 'Order_SMS',
        amount: aznOf(payment.amount),
        currency: 'AZN',
        language: payment.lang,
        description: payment.description,
        hppRedirectUrl: payment.returnUrl,
        ridByMerchant: payment.reference,
        expirationTime: payment.expiresAt.toISOString(),
      },
    });
    const order = fieldOf(answer, 'order');
    const id = idOf(fieldOf(order, 'id'));
    const hppUrl = fieldOf(order, 'hppUrl');
    const password = fieldOf(order, 'password');
    if (id === null || typeof hppUrl !== 'string' || !URL.canParse(hppUrl) || typeof password !== 'string')
      throw new Error(`${bank} refused the payment`);
    const page = new URL(hppUrl);
    page.searchParams.set('id', String(id));
    page.searchParams.set('password', password);
    return { redirectUrl: page.toString(), externalId: String(id) };
  }

  /**
   * Bazar's callback URL names our try by its reference (`payment`); the bank adds its order (`ID`).
   * Neither is signed, so the claim carries no verdict nor transaction: the service asks the bank
   * about the order stored for the try, whatever order the fields name.
   */
  readCallback(fields: Record<string, string>): CallbackClaim | null {
    const reference = referenceOf(fields.payment);
    if (reference === null || idOf(fields.ID) === null) return null;
    return { reference, transaction: null, verdict: null };
  }

  async status(payment: { id: number; externalId: string }): Promise<GatewayVerdict> {
    const answer = await this.call(
      'GET',
      `/order/${encodeURIComponent(payment.externalId)}?tranDetailLevel=2&tokenDetailLevel=2&orderDetailLevel=2`,
    );
    const order = fieldOf(answer, 'order');
    const status = fieldOf(order, 'status');
    switch (status) {
      case 'Preparing':
        return { state: 'pending' };
      case 'FullyPaid':
      case 'Funded': {
        const amount = qepikOf(fieldOf(order, 'amount'));
        if (amount === null) break;
        return {
          state: 'paid',
          amount,
          currency: currencyOf(fieldOf(order, 'currency')),
          transaction: purchaseOf(order),
        };
      }
      case 'Declined':
      case 'Refused':
        return declinedFor(order);
      // A void on the day, or given back before Bazar recorded it as paid: no money stands.
      case 'Cancelled':
      case 'Reversed':
      case 'Refunded':
        return { state: 'failed', failure: 'cancelled' };
      case 'Expired':
        return { state: 'failed', failure: 'expired' };
    }
    const named = typeof status === 'string' && /^\w{1,30}$/.test(status) ? ` (${status})` : '';
    throw new Error(`${bank} could not say what became of the payment${named}`);
  }

  /** A refund transaction on the order (exec-tran); the bank takes no reference of ours for it. */
  async refund(payment: GatewayPaidPayment, refund: { reference: string; amount: number }) {
    const answer = await this.call('POST', `/order/${encodeURIComponent(payment.externalId)}/exec-tran`, {
      tran: { phase: 'Single', amount: aznOf(refund.amount), type: 'Refund' },
    });
    const tran = fieldOf(answer, 'tran');
    if (fieldOf(answer, 'errorCode') !== undefined || !approved(tran))
      throw new BankRefused(`${bank} refused the refund`);
  }

  /** The order's details: the sum of its approved refund transactions. */
  async refunded(payment: GatewayPaidPayment): Promise<number> {
    const answer = await this.call(
      'GET',
      `/order/${encodeURIComponent(payment.externalId)}?tranDetailLevel=2&tokenDetailLevel=2&orderDetailLevel=2`,
    );
    const order = fieldOf(answer, 'order');
    if (fieldOf(order, 'status') === undefined)
      throw new Error(`${bank} could not say what went back of the payment`);
    let total = 0;
    for (const tran of transOf(order)) {
      if (fieldOf(tran, 'type') !== 'Refund' || !approved(tran)) continue;
      const amount = qepikOf(fieldOf(tran, 'amount'));
      if (amount === null) throw new Error(`${bank} could not say what went back of the payment`);
      total += amount;
    }
    return total;
  }

  private call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const credentials = Buffer.from(`${this.options.user}:${this.options.password}`).toString('base64');
    return callBank(
      bank,
      `${this.options.url}${path}`,
      {
        method,
        headers: {
          authorization: `Basic ${credentials}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      this.options.timeoutMs,
    );
  }
}
