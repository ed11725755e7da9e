import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { qepikOf } from '../domains/payments/gateway-http';

/** The order statuses a test can give a payment at the fake Kapital Bank. */
export type KapitalOutcome = 'FullyPaid' | 'Declined' | 'Cancelled' | 'Expired' | 'Reversed';

/** One order as the fake Kapital Bank keeps it: what was asked, what became of it, what went back. */
export interface FakeKapitalOrder {
  id: number;
  password: string;
  request: Record<string, unknown>;
  amount: number;
  status: KapitalOutcome | 'Preparing' | 'Refunded';
  /** The processing centre's answer to the purchase ("1" approved, "51" insufficient funds...). */
  pmoResultCode: string | null;
  refunds: number[];
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The bank's error shape: a code, a description and details. */
function refuse(response: ServerResponse, status: number, errorCode: string, errorDescription: string): void {
  answer(response, status, { errorCode, errorDescription, errorDetails: {} });
}

const azn = (qepik: number) => qepik / 100;

/**
 * A local Kapital Bank e-commerce API for tests: HTTP Basic auth on every call, orders kept in
 * memory, outcomes decided by the test, order details and refunds (exec-tran) answered as the bank
 * does — a refund larger than what is left is refused.
 */
export async function startFakeKapital(user: string, password: string) {
  const orders = new Map<number, FakeKapitalOrder>();
  let nextId = 4595;
  let refundsDeclined = false;
  /** How long exec-tran and the order's details wait before answering (after doing their work). */
  let refundDelayMs = 0;
  let detailsDelayMs = 0;
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const expectedAuth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const refundedOf = (order: FakeKapitalOrder) => order.refunds.reduce((sum, amount) => sum + amount, 0);

  function details(order: FakeKapitalOrder) {
    const purchase =
      order.pmoResultCode === null
        ? []
        : [
            {
              actionId: `act-${order.id}`,
              type: 'Purchase',
              phase: 'Single',
              amount: azn(order.amount),
              pmoResultCode: order.pmoResultCode,
            },
          ];
    const refunds = order.refunds.map((amount, index) => ({
      actionId: `act-${order.id}-r${index + 1}`,
      type: 'Refund',
      phase: 'Single',
      amount: azn(amount),
      pmoResultCode: '1',
    }));
    return {
      order: {
        id: order.id,
        typeRid: 'Order_SMS',
        status: order.status,
        amount: azn(order.amount),
        currency: 'AZN',
        description: order.request.description,
        hppRedirectUrl: order.request.hppRedirectUrl,
        trans: [...purchase, ...refunds],
        clearedRefundAmount: azn(refundedOf(order)),
      },
    };
  }

  function create(body: unknown, response: ServerResponse) {
    const request = (body as { order?: Record<string, unknown> } | undefined)?.order;
    const amount = qepikOf(request?.amount);
    if (request?.typeRid !== 'Order_SMS' || request.currency !== 'AZN' || !amount)
      return refuse(response, 400, 'InvalidRequest', 'Invalid order parameters');
    const order: FakeKapitalOrder = {
      id: nextId++,
      password: randomBytes(6).toString('hex'),
      request,
      amount,
      status: 'Preparing',
      pmoResultCode: null,
      refunds: [],
    };
    orders.set(order.id, order);
    answer(response, 200, {
      order: {
        id: order.id,
        hppUrl: `${url}/flex`,
        password: order.password,
        status: 'Preparing',
        cvv2AuthStatus: 'Required',
        secret: '312866',
      },
    });
  }

  async function execTran(order: FakeKapitalOrder, body: unknown, response: ServerResponse) {
    const tran = (body as { tran?: Record<string, unknown> } | undefined)?.tran;
    if (tran?.phase !== 'Single' || tran.type !== 'Refund')
      return refuse(response, 400, 'InvalidRequest', 'Only single-phase refunds are supported here');
    if (order.status !== 'FullyPaid') return refuse(response, 409, 'InvalidOrderState', 'Order is not paid');
    const left = order.amount - refundedOf(order);
    const amount = tran.amount === undefined ? left : qepikOf(tran.amount);
    if (!amount || amount > left)
      return refuse(response, 400, 'InvalidAmount', 'Amount exceeds the order balance');
    // The processing centre declines the refund: the bank answers the transaction, not approved.
    if (refundsDeclined) return answer(response, 200, { tran: { pmoResultCode: '05' } });
    order.refunds.push(amount);
    if (refundedOf(order) === order.amount) order.status = 'Refunded';
    // A slow bank: the money went back, the answer comes late (after the caller stopped waiting).
    if (refundDelayMs > 0) await later(refundDelayMs);
    answer(response, 200, {
      tran: {
        approvalCode: String(100000 + order.refunds.length),
        match: { tranActionId: `act-${order.id}-r${order.refunds.length}`, ridByPmo: String(order.id) },
        pmoResultCode: '1',
      },
    });
  }

  const server = createServer(async (request, response) => {
    if (request.headers.authorization !== expectedAuth)
      return refuse(response, 401, 'Unauthorized', 'Authentication failed');
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = request.method === 'POST' ? await readJson(request) : undefined;
    if (request.method === 'POST' && path === '/order') return create(body, response);
    const match = /^\/order\/(\d+)(\/exec-tran)?$/.exec(path);
    const order = match ? orders.get(Number(match[1])) : undefined;
    if (!order) return refuse(response, 404, 'NotFound', 'Order not found');
    if (request.method === 'GET' && !match?.[2]) {
      if (detailsDelayMs > 0) await later(detailsDelayMs);
      return answer(response, 200, details(order));
    }
    if (request.method === 'POST' && match?.[2]) return execTran(order, body, response);
    refuse(response, 405, 'MethodNotAllowed', 'Method not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const orderOf = (id: string | number): FakeKapitalOrder => {
    const order = orders.get(Number(id));
    if (!order) throw new Error(`The fake Kapital Bank has no order ${id}`);
    return order;
  };

  return {
    url,
    order: orderOf,
    /** What became of the buyer's try on the bank's page; a decline may name the processing centre's code. */
    finish(id: string | number, outcome: KapitalOutcome, pmoResultCode?: string): void {
      const order = orderOf(id);
      order.status = outcome;
      if (outcome === 'FullyPaid') order.pmoResultCode = '1';
      else if (outcome === 'Declined') order.pmoResultCode = pmoResultCode ?? '05';
    },
    /** The fields the bank adds to the redirect URL when it sends the buyer back: unsigned. */
    redirectFields(id: string | number): Record<string, string> {
      const order = orderOf(id);
      return { ID: String(order.id), STATUS: order.status };
    },
    /** While on, the processing centre declines every refund. */
    declineRefunds(on: boolean): void {
      refundsDeclined = on;
    },
    /** exec-tran gives the money back, then answers only after `ms` (0: at once). */
    slowRefunds(ms: number): void {
      refundDelayMs = ms;
    },
    /** The order's details answer only after `ms` (0: at once). */
    slowDetails(ms: number): void {
      detailsDelayMs = ms;
    },
    /** The merchant gave the whole order back in the bank's cabinet: Bazar never asked. */
    giveBack(id: string | number): void {
      const order = orderOf(id);
      order.refunds.push(order.amount - refundedOf(order));
      order.status = 'Refunded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeKapital = Awaited<ReturnType<typeof startFakeKapital>>;
