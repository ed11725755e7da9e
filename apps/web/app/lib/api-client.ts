import { apiContract, type InputOf, type Problem, type RouteSpec } from '@bazar/contracts';
import {
  ApiError,
  type ApiResult,
  type CallAnswer,
  createCall,
  type RequestIdentity,
  type Transport,
} from './api/call';

export { ApiError, type ApiResult, type RequestIdentity, type Transport };

type Contract = typeof apiContract;

/** One call of the contract: its input as `InputOf`, an answer as `CallAnswer` says (a read's value, a write's result, a file). */
export type ClientCall<R extends RouteSpec> = (
  input: InputOf<R>,
  extraHeaders?: Record<string, string>,
) => Promise<CallAnswer<R>>;

/**
 * The web's client, shaped like the contract table: `api.<group>.<operation>(input)`, e.g.
 * `api.wishlist.remove({ query: { Id, isCombo } })`. A route added to `apiContract` is callable at once.
 */
export type ApiClient = {
  readonly [Group in keyof Contract]: {
    readonly [Operation in keyof Contract[Group]]: ClientCall<Contract[Group][Operation] & RouteSpec>;
  };
};

/** The client for one visitor: every call of the contract, sent with their language and session. */
export function createApiClient(transport: Transport, identity: RequestIdentity): ApiClient {
  const call = createCall(transport, identity);
  const groupOf = (routes: Record<string, RouteSpec>) =>
    Object.fromEntries(
      Object.entries(routes).map(([operation, route]) => [
        operation,
        (input: InputOf<RouteSpec>, extraHeaders?: Record<string, string>) =>
          call(route, input, extraHeaders),
      ]),
    );
  return Object.fromEntries(
    Object.entries(apiContract).map(([group, routes]) => [group, groupOf(routes)]),
  ) as unknown as ApiClient;
}

/** A FormData holding one file, as an upload's body (a product photo, a shop's logo, an import sheet). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

/** Whether a loader's error is the API refusing a read (see `CallAnswer` in api/call.ts), with one of `statuses`. */
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
