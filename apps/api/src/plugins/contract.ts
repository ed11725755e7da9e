import {
  type Access,
  type BodyOf,
  type HeadersOf,
  type ParamsOf,
  Problem,
  type QueryOf,
  type RouteSpec,
} from '@bazar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';

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

/** OpenAPI's security: none for a public call; for an optional one, a session or none. */
function securityOf(access: Access): { security?: Record<string, string[]>[] } {
  if (access === 'public') return {};
  return { security: access === 'optional' ? [{ bearerAuth: [] }, {}] : [{ bearerAuth: [] }] };
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
  const status = route.status ?? 200;
  const problems = Object.fromEntries(route.errors.map((code) => [code, Problem]));
  app.route({
    method: route.method,
    url: route.path,
    // Who may call is settled before the input is read: a caller without the right gets 401 or 403
    // whatever they send, and learns nothing of the call's schema.
    preValidation: accessCheck(app, route.access),
    schema: {
      tags: [...route.tags],
      summary: route.summary,
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
      const answer = await handler(request as ContractRequest<R>, reply);
      if (answer === reply) return reply;
      reply.status(status);
      return route.answer === null ? reply.send(null) : answer;
    },
  });
}
