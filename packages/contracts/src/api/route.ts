import { z } from 'zod';
import type { Role } from '../common';

/**
 * Who may call a route: anyone; anyone, with the caller known when a session is sent (a dead session
 * is a 401); any signed-in user; or signed-in users of these roles (403 for the others).
 */
export type Access = 'public' | 'optional' | 'member' | { readonly roles: readonly Role[] };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The problem statuses a route may answer with, each as application/problem+json. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One call of the HTTP contract. The API registers its Fastify route from it (schemas, access,
 * OpenAPI) and the web's client builds its request and types its answer from it.
 */
export interface RouteSpec {
  /**
   * The operation's name in OpenAPI, which client generators turn into a method: a verb and what it
   * acts on (`getProductBySlug`, `placeOrder`), unique in the API, never changed once published.
   */
  readonly operationId: string;
  readonly method: Method;
  /** Under /api/v1, with Fastify's `:name` parameters. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Request headers the route requires (checked, and shown in OpenAPI); the client sends them as extra headers. */
  readonly headers?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** The body is multipart/form-data with one file (read by the handler). */
  readonly upload?: true;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The success answer's schema; null for 204 (no body). */
  readonly answer: z.ZodType | null;
  /** A binary answer of this media type (a file download) instead of JSON. */
  readonly produces?: string;
  readonly errors: readonly ProblemStatus[];
  /**
   * `'etag'`: a public read whose answer is the same for every caller; it carries a weak ETag and a
   * request with a matching If-None-Match gets 304 Not Modified.
   */
  readonly cache?: 'etag';
  /**
   * A call on its way out (see the API guide's versioning): it keeps working until `sunset`, answers
   * with `Deprecation` and `Sunset` headers, and is marked deprecated in OpenAPI.
   */
  readonly deprecated?: Deprecated;
}

export interface Deprecated {
  /** The day (YYYY-MM-DD, UTC) it was deprecated. */
  readonly since: string;
  /** The day after which it may answer 410 Gone. */
  readonly sunset: string;
  /** The operation to use instead, by its path under /api. */
  readonly successor?: string;
}

/** Keeps a route's literal types (path, method, schemas) for the API and the client to infer from. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<R extends RouteSpec> = Infer<R['params']>;
export type QueryOf<R extends RouteSpec> = Infer<R['query']>;
export type BodyOf<R extends RouteSpec> = Infer<R['body']>;
/** The route's required headers as parsed; `unknown` (nothing beyond the usual headers) without any. */
export type HeadersOf<R extends RouteSpec> = R['headers'] extends z.ZodType
  ? z.output<R['headers']>
  : unknown;
/** What the API answers on success, as the client reads it. */
export type AnswerOf<R extends RouteSpec> = R['answer'] extends z.ZodType ? z.output<R['answer']> : undefined;

/** What a caller sends: the path's params, the query and the body, each only where the route has one. */
export type InputOf<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: InferInput<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType
    ? // Repeated filters (shop=1&shop=2) come ready as URLSearchParams.
      { query: InferInput<R['query']> | URLSearchParams }
    : { query?: never }) &
  (R['body'] extends z.ZodType
    ? { body: InferInput<R['body']> }
    : R['upload'] extends true
      ? { body: FormData }
      : { body?: never });

/** The route's path with its `:name` parameters filled in, each encoded. */
export function pathOf(route: RouteSpec, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query as `?a=1&b=2`, leaving out what is undefined and repeating arrays; '' when empty. */
export function queryOf(query: Record<string, unknown> | URLSearchParams | undefined): string {
  if (query === undefined) return '';
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams))
    for (const [key, value] of Object.entries(query))
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined && item !== null) search.append(key, String(item));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A binary answer in OpenAPI (the JSON schema of a file download). */
export const FileAnswer = z.any().describe('The file');
