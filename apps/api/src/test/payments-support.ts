import { randomUUID } from 'node:crypto';
import { type PaymentType, sandboxCards } from '@bazar/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../domains/catalog/catalog.tables';
import { ledgerEntries } from '../domains/payments/payments.tables';
import { callApi, type TestContext } from './test-app';

/** A published product with stock to spare, `skip` products into the catalogue (so tests can differ). */
export async function productInStock(ctx: TestContext, skip = 0): Promise<{ id: number; price: number }> {
  const [product] = await ctx.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.status, 'published'), gt(products.stockCount, 50)))
    .orderBy(products.id)
    .offset(skip)
    .limit(1);
  if (!product) throw new Error('the demo needs a product in stock');
  return product;
}

/** What a member sends to order their basket to their first address. */
export async function basketOrder(ctx: TestContext, token: string, paymentType: PaymentType) {
  const me = (await callApi(ctx, 'GET', 'Checkout/Me', { token })).json();
  const [address] = (await callApi(ctx, 'GET', 'Address', { token })).json();
  return {
    name: me.name,
    surname: me.surname,
    phone: me.phone,
    email: me.email,
    addressId: address.id,
    paymentType,
  };
}

/** What a member sends to buy `count` of one product now ("buy now") to their first address. */
export async function buyNowOrder(
  ctx: TestContext,
  token: string,
  paymentType: PaymentType,
  productId: number,
  count = 1,
) {
  return { ...(await basketOrder(ctx, token, paymentType)), buyNow: { productId, count } };
}

/** `POST Checkout` with a member's session and a fresh idempotency key unless one is given. */
export function checkout(ctx: TestContext, token: string, payload: object, key: string = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/Checkout',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload,
  });
}

/** A member orders `count` of one product ("buy now", the basket stays) to their first address. */
export async function placeOrder(
  ctx: TestContext,
  token: string,
  paymentType: PaymentType,
  options: { productId?: number; count?: number; key?: string } = {},
) {
  const productId = options.productId ?? (await productInStock(ctx)).id;
  const body = await buyNowOrder(ctx, token, paymentType, productId, options.count);
  const response = await checkout(ctx, token, body, options.key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    number: string;
    total: number;
    paymentUrl: string | null;
    parts: { id: number }[];
  };
}

/** The sandbox bank's page an address points at: the try's reference and the page's token. */
export function sandboxPage(paymentUrl: string): { id: string; token: string } {
  const url = new URL(paymentUrl);
  const id = url.pathname.split('/').at(-1) ?? '';
  const token = url.searchParams.get('token');
  if (!url.pathname.includes('/payment/sandbox/') || !token)
    throw new Error(`not a sandbox page: ${paymentUrl}`);
  return { id, token };
}

/** Pays on the sandbox bank's page with a test card, as the buyer would type it. */
export async function payOnSandbox(
  ctx: TestContext,
  paymentUrl: string,
  card: string = sandboxCards.approved,
) {
  const { id, token } = sandboxPage(paymentUrl);
  const response = await callApi(ctx, 'POST', `Payment/Sandbox/${id}/Pay?token=${token}`, {
    payload: {
      cardNumber: card.replace(/(\d{4})(?=\d)/g, '$1 '),
      expiry: '12/39',
      cvv: '123',
      holder: 'TEST BUYER',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { state: string; returnUrl: string };
}

/** Waits until `check` holds (a job on the queue did its work), or fails after a few seconds. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 8000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The ledger's entries of an order, oldest first. */
export function ledgerOf(ctx: TestContext, orderId: number) {
  return ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(ledgerEntries.id);
}

/** Makes a queued job of a kind due now (jobs held back by minutes: expiry, polling). */
export async function runJobNow(ctx: TestContext, queue: string, data: object): Promise<void> {
  const jobs = await ctx.app.jobs.find(queue, data);
  const waiting = jobs.find((job) => job.state === 'created' || job.state === 'retry');
  if (!waiting) throw new Error(`no ${queue} job waits for ${JSON.stringify(data)}`);
  await ctx.app.jobs.runNow(queue, waiting.id);
}
