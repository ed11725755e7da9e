import type { Problem } from '@bazar/contracts';
import { accountsCalls } from './api/accounts';
import { addressesCalls } from './api/addresses';
import { basketCalls } from './api/basket';
import { ApiError, type ApiResult, createCall, type RequestIdentity, type Transport } from './api/call';
import { catalogCalls } from './api/catalog';
import { type CheckoutMe, checkoutCalls } from './api/checkout';
import { contentCalls } from './api/content';
import { homeCalls } from './api/home';
import { ordersCalls } from './api/orders';
import { paymentsCalls } from './api/payments';
import { promotionsCalls } from './api/promotions';
import { searchCalls } from './api/search';
import { sellersCalls } from './api/sellers';
import { wishlistCalls } from './api/wishlist';

export { ApiError, type ApiResult, type CheckoutMe, type RequestIdentity, type Transport };

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A read the API refused as not valid (400) or not there (404), thrown as a Response of that status:
 * a page whose address names nothing valid then answers 400 or 404 by itself, never 500.
 */
function refusalOf(status: number, problem: Problem | null): Response {
  return new Response(JSON.stringify(problem), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** Whether a loader's error is the API refusing a read (see `refusalOf`), with one of `statuses`. */
export function isRefusal(error: unknown, ...statuses: (400 | 404)[]): error is Response {
  return error instanceof Response && (statuses.length === 0 || statuses.includes(error.status as 400 | 404));
}

/** A refused read as a plain-text answer of the same status, for routes that send files. */
export async function plainTextOf(refusal: Response): Promise<Response> {
  const problem = (await refusal.json().catch(() => null)) as Problem | null;
  return new Response(problem?.detail ?? '', {
    status: refusal.status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** A FormData as the bytes and content type (with its boundary) of a multipart/form-data body. */
async function multipartOf(form: FormData): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { type, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

async function problemOf(response: Response): Promise<Problem | null> {
  return response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Problem) : null;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The typed client over the HTTP contract: one function per call the web uses. */
export function createApiClient(transport: Transport, identity: RequestIdentity) {
  const headers: Record<string, string> = {
    'accept-language': identity.lang,
    frommobileapp: String(identity.fromMobileApp),
    accept: 'application/json',
  };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  if (identity.userAgent) headers['user-agent'] = identity.userAgent;

  const clientIp = identity.clientIp;
  const call = createCall(transport, identity);

  async function get<T>(path: string): Promise<T> {
    const response = await transport(path, { method: 'GET', headers, clientIp });
    if (response.status === 400 || response.status === 404)
      throw refusalOf(response.status, await problemOf(response));
    if (!response.ok) throw new ApiError(response.status, await problemOf(response));
    return (await response.json()) as T;
  }

  async function send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    // A FormData (an upload) goes as multipart/form-data, anything else as JSON.
    const upload = body instanceof FormData ? await multipartOf(body) : undefined;
    const json = body === undefined || upload ? undefined : JSON.stringify(body);
    const response = await transport(path, {
      method,
      headers: {
        ...headers,
        ...(upload ? { 'content-type': upload.type } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: upload ? upload.bytes : json,
      clientIp,
    });
    // 204 (a deletion) has no body.
    if (response.ok)
      return { ok: true, value: (response.status === 204 ? undefined : await response.json()) as T };
    const problem = await problemOf(response);
    if (response.status >= 500 || !problem) throw new ApiError(response.status, problem);
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      problem,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }

  return {
    ...ordersCalls(call),
    ...catalogCalls(call),
    ...accountsCalls(call),
    ...addressesCalls(call),
    ...basketCalls(call),
    ...wishlistCalls(call),
    ...paymentsCalls(call),
    ...homeCalls(call),
    ...contentCalls(call),
    ...searchCalls(call),
    ...sellersCalls(call),
    ...checkoutCalls(call),
    ...promotionsCalls(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
