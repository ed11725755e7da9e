import createClient from 'openapi-fetch';
import type { components, paths } from '../generated/bazar-api.d.ts';

/**
 * A buyer's first order through Bazar's public API, as a mobile app would place it: built only on
 * the types generated from the OpenAPI document (`/api/docs/json`) and openapi-fetch.
 *
 *   npx node packages/api-client/src/smoke.ts http://127.0.0.1:3000 [phone] [password]
 */

type Problem = components['schemas']['Problem'];

/** A call that failed: the step, the HTTP status and the problem+json `code` the API answered. */
export class BazarApiError extends Error {
  readonly step: string;
  readonly status: number;
  readonly code: string | undefined;

  constructor(step: string, status: number, problem: Partial<Problem> | undefined) {
    super(
      `${step} failed: HTTP ${status} ${problem?.code ?? '(no problem+json code)'}: ${problem?.detail ?? ''}`,
    );
    this.name = 'BazarApiError';
    this.step = step;
    this.status = status;
    this.code = problem?.code;
  }
}

/**
 * A client for one language: every request says it comes from the mobile app (the spec's
 * `fromMobileApp` flag) and asks for messages in `language` (az, en or ru).
 */
export function createBazarClient(baseUrl: string, language = 'en') {
  return createClient<paths>({
    baseUrl,
    headers: { 'Accept-Language': language, fromMobileApp: 'true' },
  });
}

/** What openapi-fetch answers: the data, or the document's Problem for a 4xx or 5xx. */
interface Answer<T> {
  data?: T;
  error?: Problem;
  response: Response;
}

/** The data of a call, or a BazarApiError that names the step and the problem's `code`. */
async function must<T>(step: string, call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined || !response.ok) throw new BazarApiError(step, response.status, error);
  return data;
}

export interface SmokeResult {
  buyer: { id: number; phone: string | null };
  product: { id: number; slug: string; title: string };
  order: {
    id: number;
    number: string;
    total: number;
    name: string;
    phone: string;
    paymentType: string;
    productIds: (number | null)[];
  };
  /** Whether the basket still holds the ordered product after the order (it should not). */
  basketStillHoldsProduct: boolean;
}

/** Signs in, finds a product, puts it in the basket and orders it, paid in cash on delivery. */
export async function runSmoke(
  baseUrl: string,
  credentials: { phone: string; password: string },
): Promise<SmokeResult> {
  const client = createBazarClient(baseUrl);

  const session = await must(
    'sign in',
    client.POST('/api/v1/auth', {
      body: { phoneOrEmail: credentials.phone, password: credentials.password },
    }),
  );
  // Every later call carries the session, as an app's HTTP layer would add it.
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${session.token}`);
      return request;
    },
  });

  const list = await must(
    'list products',
    client.GET('/api/v1/Product/GetList', {
      params: { query: { inStock: true, discounted: false, shop: [], brand: [], prop: [], pageSize: 24 } },
    }),
  );
  // A product without variants, so one tap adds it.
  const card = list.items.find((item) => item.inStock && !item.hasVariants);
  if (!card) throw new Error('list products: no product in stock without variants');
  const product = await must(
    'read product',
    client.GET('/api/v1/Product/GetBySlug', { params: { query: { slug: card.slug } } }),
  );

  const added = await must(
    'add to basket',
    client.POST('/api/v1/Basket', { body: { createBasketDtos: [{ productId: product.id, count: 1 }] } }),
  );
  const line = added.baskets.find((item) => item.productId === product.id);
  if (!line?.id) throw new Error(`add to basket: the basket does not show product ${product.id}`);
  const basket = await must('read basket', client.GET('/api/v1/basket'));
  if (!basket.baskets.some((item) => item.id === line.id))
    throw new Error('read basket: the added line is missing');

  const buyer = await must('read checkout details', client.GET('/api/v1/Checkout/Me'));
  if (!buyer.phoneConfirmed)
    throw new Error('checkout: confirm the buyer phone by SMS (Checkout/SendCode) before ordering');
  const delivery = await deliveryAddress(client);

  const placed = await must(
    'place order',
    client.POST('/api/v1/Checkout', {
      // One key per order attempt: a retry after a lost answer gets the same order back.
      params: { header: { 'idempotency-key': crypto.randomUUID() } },
      body: {
        name: buyer.name,
        surname: buyer.surname,
        phone: buyer.phone,
        email: buyer.email,
        ...delivery,
        deliveryType: 'standard',
        paymentType: 'cash',
        basketItemIds: [line.id],
      },
    }),
  );
  const order = await must(
    'read order',
    client.GET('/api/v1/Order/{id}', { params: { path: { id: placed.id } } }),
  );
  const after = await must('read basket after the order', client.GET('/api/v1/basket'));

  return {
    buyer: { id: session.id, phone: session.phone },
    product: { id: product.id, slug: product.slug, title: product.title },
    order: {
      id: order.id,
      number: order.number,
      total: order.total,
      name: order.name,
      phone: order.phone,
      paymentType: order.paymentType,
      productIds: order.parts.flatMap((part) => part.items.map((item) => item.productId)),
    },
    basketStillHoldsProduct: after.baskets.some((item) => item.productId === product.id),
  };
}

/** The buyer's saved address that can be delivered to, or else a new one in a district that can. */
async function deliveryAddress(client: ReturnType<typeof createBazarClient>) {
  const saved = await must('list addresses', client.GET('/api/v1/Address'));
  const address =
    saved.find((item) => item.isDefault && item.deliverable) ?? saved.find((item) => item.deliverable);
  if (address) return { addressId: address.id };
  const regions = await must('list regions', client.GET('/api/v1/Address/Regions'));
  const city = regions.find((region) => region.deliverable && region.districts.some((d) => d.deliverable));
  const district = city?.districts.find((d) => d.deliverable);
  if (!city || !district) throw new Error('list regions: Bazar delivers nowhere');
  return {
    address: { cityId: city.id, districtId: district.id, text: 'Nizami küçəsi 10', type: 'home' as const },
  };
}

if (import.meta.main) {
  const [baseUrl = 'http://127.0.0.1:3000', phone = '994500000003', password = 'demo1234'] =
    process.argv.slice(2);
  try {
    const result = await runSmoke(baseUrl, { phone, password });
    console.log(
      `Order ${result.order.number} (id ${result.order.id}): ${result.product.title}, ` +
        `${result.order.total.toFixed(2)} AZN, paid ${result.order.paymentType} on delivery`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
