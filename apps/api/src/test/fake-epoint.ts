import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aznOf, qepikOf } from '../domains/payments/gateway-http';

/** Epoint's documented signature, written here again so the adapter's own is checked, not echoed. */
function sign(privateKey: string, data: string): string {
  return createHash('sha1').update(`${privateKey}${data}${privateKey}`, 'utf8').digest().toString('base64');
}

/** One payment as the fake Epoint keeps it: what was asked, what became of it, what went back. */
export interface FakeEpointOrder {
  transaction: string;
  request: Record<string, unknown>;
  amount: number;
  outcome: 'new' | 'success' | 'failed';
  code: string | null;
  message: string | null;
  refunds: number[];
}

/** A failed payment's bank answer, as Epoint passes it on. */
export interface EpointDecline {
  code: string;
  message: string;
}

export const epointDeclines = {
  declined: { code: '100', message: 'Declined (general, no comments)' },
  insufficientFunds: { code: '116', message: 'Declined, not sufficient funds' },
  cancelled: { code: '100', message: 'Payment cancelled by the cardholder' },
} satisfies Record<string, EpointDecline>;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function answer(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local Epoint (API v1) for tests: checks each call's signature and public key as Epoint does,
 * keeps payments in memory, lets the test decide each outcome and signs the callback Epoint would
 * post to the merchant's result URL. Errors answer HTTP 200 with `status: "error"`, as Epoint does.
 */
export async function startFakeEpoint(privateKey: string, publicKey: string) {
  const orders = new Map<string, FakeEpointOrder>();
  let sequence = 0;
  let refundsRefused = false;
  /** How long `reverse` and `get-status` wait before answering (after doing their work). */
  let refundDelayMs = 0;
  let statusDelayMs = 0;
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const refuse = (response: ServerResponse, message: string) =>
    answer(response, { status: 'error', message });

  const find = (transaction: unknown): FakeEpointOrder | undefined =>
    typeof transaction === 'string' ? orders.get(transaction) : undefined;

  const refundedOf = (order: FakeEpointOrder) => order.refunds.reduce((sum, amount) => sum + amount, 0);

  const statusOf = (order: FakeEpointOrder) => {
    if (order.outcome === 'failed') return 'error';
    if (order.outcome === 'success' && refundedOf(order) === order.amount) return 'returned';
    return order.outcome;
  };

  const operations: Record<
    string,
    (request: Record<string, unknown>, response: ServerResponse) => void | Promise<void>
  > = {
    request(request, response) {
      const amount = qepikOf(request.amount);
      if (
        amount === null ||
        amount === 0 ||
        request.currency !== 'AZN' ||
        typeof request.order_id !== 'string'
      )
        return refuse(response, 'Invalid request parameters');
      sequence += 1;
      const transaction = `te${String(sequence).padStart(9, '0')}`;
      orders.set(transaction, {
        transaction,
        request,
        amount,
        outcome: 'new',
        code: null,
        message: null,
        refunds: [],
      });
      answer(response, { status: 'success', transaction, redirect_url: `${url}/checkout/${transaction}` });
    },
    async 'get-status'(request, response) {
      const order = find(request.transaction);
      if (!order) return refuse(response, 'Transaction not found');
      if (statusDelayMs > 0) await later(statusDelayMs);
      answer(response, {
        status: statusOf(order),
        code: order.code,
        message: order.message,
        transaction: order.transaction,
        bank_transaction: order.outcome === 'new' ? null : `bank-${order.transaction}`,
        operation_code: '100',
        amount: aznOf(order.amount),
        ...(order.outcome === 'success' ? { returned_amount: aznOf(refundedOf(order)) } : {}),
        order_id: order.request.order_id,
      });
    },
    async reverse(request, response) {
      const order = find(request.transaction);
      if (refundsRefused) return refuse(response, 'Reverse is not available for this merchant now');
      if (order?.outcome !== 'success') return refuse(response, 'Transaction cannot be reversed');
      const left = order.amount - refundedOf(order);
      const amount = request.amount === undefined ? left : qepikOf(request.amount);
      if (amount === null || amount === 0 || amount > left)
        return refuse(response, 'The amount exceeds what is left to return');
      order.refunds.push(amount);
      // A slow bank: the money went back, the answer comes late (after the caller stopped waiting).
      if (refundDelayMs > 0) await later(refundDelayMs);
      answer(response, { status: 'success', message: 'Operation completed' });
    },
  };

  const server = createServer(async (request, response) => {
    const operation = /^\/api\/1\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const handle = operation === undefined ? undefined : operations[operation];
    if (request.method !== 'POST' || !handle) {
      response.writeHead(404).end();
      return;
    }
    const form = await readForm(request);
    const data = form.get('data') ?? '';
    if (!data || form.get('signature') !== sign(privateKey, data))
      return refuse(response, 'Signature is invalid');
    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    } catch {
      return refuse(response, 'Invalid data');
    }
    const payload = (fields ?? {}) as Record<string, unknown>;
    if (payload.public_key !== publicKey) return refuse(response, 'Merchant not found');
    await handle(payload, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const orderOf = (transaction: string): FakeEpointOrder => {
    const order = orders.get(transaction);
    if (!order) throw new Error(`The fake Epoint has no transaction ${transaction}`);
    return order;
  };

  return {
    url,
    order: orderOf,
    /** The buyer paid on Epoint's page. */
    pay(transaction: string): void {
      Object.assign(orderOf(transaction), { outcome: 'success', code: '000', message: 'Approved' });
    },
    /** The bank declined the card. */
    fail(transaction: string, decline: EpointDecline = epointDeclines.declined): void {
      Object.assign(orderOf(transaction), { outcome: 'failed', ...decline });
    },
    /**
     * The signed fields Epoint posts to the result URL once a payment is decided; `outcome` signs
     * another one than the fake now holds (a callback Epoint sent earlier, arriving late).
     */
    callback(transaction: string, outcome?: 'success' | 'failed'): { data: string; signature: string } {
      const order = orderOf(transaction);
      const status = outcome ?? order.outcome;
      if (status === 'new') throw new Error('Epoint calls back only once a payment is decided');
      const decline = status === 'failed' && order.outcome !== 'failed' ? epointDeclines.declined : null;
      const result = {
        order_id: order.request.order_id,
        status,
        code: decline?.code ?? order.code,
        message: decline?.message ?? order.message,
        transaction: order.transaction,
        bank_transaction: `bank-${order.transaction}`,
        operation_code: '100',
        rrn: status === 'success' ? `rrn-${order.transaction}` : null,
        amount: aznOf(order.amount),
      };
      const data = Buffer.from(JSON.stringify(result)).toString('base64');
      return { data, signature: sign(privateKey, data) };
    },
    /** While on, every `reverse` is refused, as Epoint answers when it cannot give money back. */
    refuseRefunds(on: boolean): void {
      refundsRefused = on;
    },
    /** `reverse` gives the money back, then answers only after `ms` (0: at once). */
    slowRefunds(ms: number): void {
      refundDelayMs = ms;
    },
    /** `get-status` answers only after `ms` (0: at once). */
    slowStatus(ms: number): void {
      statusDelayMs = ms;
    },
    /** The merchant gave the whole payment back in Epoint's cabinet: Bazar never asked. */
    giveBack(transaction: string): void {
      const order = orderOf(transaction);
      order.refunds.push(order.amount - refundedOf(order));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeEpoint = Awaited<ReturnType<typeof startFakeEpoint>>;
