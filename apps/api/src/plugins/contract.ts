import type {
  Access,
  BodyOf,
  Deprecated,
  HeadersOf,
  ParamsOf,
  ProblemStatus,
  QueryOf,
  RouteSpec,
} from '@bazar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { hasEtags, withEtags } from './etag';
import { problemAnswer, schemeOfRoles } from './openapi';

/** The request a route's handler gets: params, query and body as its schemas parsed them. */
export type ContractRequest<R extends RouteSpec> = FastifyRequest<{
  Params: ParamsOf<R>;
  Querystring: QueryOf<R>;
  Body: BodyOf<R>;
  Headers: HeadersOf<R>;
}>;

/**
 * What a handler returns: the answer (checked against the route's schema when sent), nothing for a
 * 204, or the reply itself when it sent a file.
 */
type HandlerAnswer<R extends RouteSpec> =
  | (R['produces'] extends string
      ? never
      : R['answer'] extends z.ZodType
        ? z.input<R['answer']>
        : undefined | null)
  | FastifyReply;

export type ContractHandler<R extends RouteSpec> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => HandlerAnswer<R> | Promise<HandlerAnswer<R>>;

function accessCheck(app: FastifyInstance, access: Access): preValidationAsyncHookHandler[] {
  if (access === 'public') return [];
  if (access === 'optional') return [app.optionalUser()];
  if (access === 'member') return [app.requireUser()];
  return [app.requireUser(...access.roles)];
}

/**
 * OpenAPI's security: none (an empty list) for a public call; for an optional one, a session or none; otherwise the
 * scheme that names who may call (see `securitySchemes`).
 */
function securityOf(access: Access): { security?: Record<string, string[]>[] } {
  if (access === 'public') return { security: [] };
  if (access === 'optional') return { security: [{ member: [] }, {}] };
  return { security: [{ [access === 'member' ? 'member' : schemeOfRoles(access.roles)]: [] }] };
}

/**
 * The problem answers a call may give: those its route names, a 400 for any call (the input guard
 * refuses text that is not Unicode in any query, even one the call does not read), 401 and 403 for
 * who may not call, and 413 and 415 for a body that is too large or not JSON.
 */
function problemStatusesOf(route: RouteSpec): ProblemStatus[] {
  const statuses = new Set<ProblemStatus>([400, ...route.errors]);
  if (route.access !== 'public') statuses.add(401);
  if (typeof route.access === 'object') statuses.add(403);
  if (route.body || route.upload) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

/** Answers of a deprecated call say so (RFC 9745 `Deprecation`, RFC 8594 `Sunset`) and name its successor. */
function deprecationHeaders(deprecated: Deprecated): Record<string, string> {
  const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return {
    deprecation: `@${at(deprecated.since) / 1000}`,
    sunset: new Date(at(deprecated.sunset)).toUTCString(),
    ...(deprecated.successor ? { link: `</api${deprecated.successor}>; rel="successor-version"` } : {}),
  };
}

/**
 * Registers one route of the contract table: its access check, its schemas (validation, the
 * answer's serialization, OpenAPI) and its status, so that the path and shapes live in one place.
 */
export function serve<R extends RouteSpec>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
): void {
  // A cacheable read is served from a scope of its own, where answers get ETags.
  if (route.cache === 'etag' && !hasEtags(app)) {
    withEtags(app, (scope) => serve(scope, route, handler));
    return;
  }
  const status = route.status ?? 200;
  const problems = Object.fromEntries(
    problemStatusesOf(route).map((code) => [code, problemAnswer(code, route)]),
  );
  const deprecation = route.deprecated && deprecationHeaders(route.deprecated);
  app.route({
    method: route.method,
    url: route.path,
    // Who may call is settled before the input is read: a caller without the right gets 401 or 403
    // whatever they send, and learns nothing of the call's schema.
    preValidation: accessCheck(app, route.access),
    schema: {
      operationId: route.operationId,
      tags: [...route.tags],
      summary: route.summary,
      ...(route.deprecated ? { deprecated: true } : {}),
      ...(route.description ? { description: route.description } : {}),
      ...securityOf(route.access),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(route.produces ? { produces: [route.produces] } : {}),
      // A 204 is described as no content (null), as OpenAPI readers expect a success answer.
      response: { [status]: route.answer ?? z.null(), ...problems },
    },
    handler: async (request, reply) => {
      if (deprecation) reply.headers(deprecation);
      const answer = await handler(request as ContractRequest<R>, reply);
      if (answer === reply) return reply;
      reply.status(status);
      return route.answer === null ? reply.send(null) : answer;
    },
  });
}
