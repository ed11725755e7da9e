import {
  type AnswerOf,
  type InputOf,
  type Lang,
  type Problem,
  pathOf,
  queryOf,
  type RouteSpec,
} from '@bazar/contracts';

/** Sends one request to the API; in one process it is Fastify's inject, otherwise fetch to API_URL. */
export type Transport = (
  path: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer>;
    clientIp?: string;
  },
) => Promise<Response>;

export interface RequestIdentity {
  lang: Lang;
  fromMobileApp: boolean;
  token?: string | null;
  /** The visitor's address, so that the API's per-IP rate limits count visitors, not the web server. */
  clientIp?: string;
  /** The visitor's browser, which the API keeps with a session for the profile's list of sessions. */
  userAgent?: string;
  /**
   * What to throw when the API no longer knows the session sent (a 401 on a call that needs one):
   * the web answers it with a redirect to sign in that forgets the session cookies.
   */
  sessionEnded?: () => Response;
}

/** An API answer other than 2xx, carrying the problem details the API sent. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? `API answered ${status}`);
  }

  /**
   * By name, not `instanceof`: in production the server bundle and the React Router build each
   * carry their own copy of this class, and the client is made by the former.
   */
  static is(error: unknown): error is ApiError {
    return error instanceof Error && error.name === 'ApiError';
  }
}

/**
 * What a write answers: the value, or the problem the API sent for a 4xx (field errors, a wrong
 * password, a rate limit), which actions show in the form. A 5xx still throws.
 */
export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; problem: Problem; retryAfterSeconds: number | null };

/**
 * What a call answers. A read (GET) answers its value and throws for anything else: a refusal
 * (400, 404) as a Response of that status, so that a page whose address names nothing valid answers
 * 400 or 404 by itself, never 500; other statuses as an ApiError. A file download answers the
 * API's Response to pass on. A write answers an ApiResult.
 */
export type CallAnswer<R extends RouteSpec> = R['produces'] extends string
  ? Response
  : R['method'] extends 'GET'
    ? AnswerOf<R>
    : ApiResult<AnswerOf<R>>;

export type Call = <R extends RouteSpec>(
  route: R,
  input: InputOf<R>,
  extraHeaders?: Record<string, string>,
) => Promise<CallAnswer<R>>;

function refusalOf(status: number, problem: Problem | null): Response {
  return new Response(JSON.stringify(problem), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

async function problemOf(response: Response): Promise<Problem | null> {
  return response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Problem) : null;
}

/** A FormData as the bytes and content type (with its boundary) of a multipart/form-data body. */
async function multipartOf(form: FormData): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { type, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

/** The one function that sends a call of the contract table, with the visitor's identity. */
export function createCall(transport: Transport, identity: RequestIdentity): Call {
  const headers: Record<string, string> = {
    'accept-language': identity.lang,
    frommobileapp: String(identity.fromMobileApp),
    accept: 'application/json',
  };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  if (identity.userAgent) headers['user-agent'] = identity.userAgent;

  return async <R extends RouteSpec>(
    route: R,
    input: InputOf<R>,
    extraHeaders: Record<string, string> = {},
  ) => {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown> | URLSearchParams;
      body?: unknown;
    };
    const upload = body instanceof FormData ? await multipartOf(body) : undefined;
    const json = body === undefined || upload ? undefined : JSON.stringify(body);
    const response = await transport(pathOf(route, params) + queryOf(query), {
      method: route.method,
      headers: {
        ...headers,
        ...(route.produces ? { accept: '*/*' } : {}),
        ...(upload ? { 'content-type': upload.type } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: upload ? upload.bytes : json,
      clientIp: identity.clientIp,
    });
    if (response.status === 401 && route.access !== 'public' && identity.token && identity.sessionEnded)
      throw identity.sessionEnded();

    if (route.produces || route.method === 'GET') {
      if (response.status === 400 || response.status === 404)
        throw refusalOf(response.status, await problemOf(response));
      if (!response.ok) throw new ApiError(response.status, await problemOf(response));
      return (route.produces ? response : await response.json()) as CallAnswer<R>;
    }
    // 204 (a deletion) has no body.
    if (response.ok)
      return {
        ok: true,
        value: response.status === 204 ? undefined : await response.json(),
      } as CallAnswer<R>;
    const problem = await problemOf(response);
    if (response.status >= 500 || !problem) throw new ApiError(response.status, problem);
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      problem,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    } as CallAnswer<R>;
  };
}
