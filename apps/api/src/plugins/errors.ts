import {
  isMessageKey,
  langFromAcceptLanguage,
  type MessageKey,
  type Problem,
  translate,
} from '@bazar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { hooklessAnswerHeaders } from './security-headers';

const statusByKind = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  rateLimited: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof statusByKind;

/** The one error type domains throw; the handler below turns it into problem+json in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageKey,
    readonly fieldErrors?: Record<string, MessageKey[]>,
    /** Seconds a rate-limited caller should wait; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }

  get status(): number {
    return statusByKind[this.kind];
  }
}

/** What a call asked for, or the 404 it answers when there is none. */
export function orNotFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw new AppError('notFound', 'error.notFound');
  return found;
}

const titleByStatus: Record<number, MessageKey> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  422: 'error.validation',
  429: 'error.rateLimited',
  503: 'error.unavailable',
};

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  errors?: Record<string, string[]>,
) {
  const lang = request.lang;
  const body: Problem = {
    type: 'about:blank',
    status,
    title: translate(titleByStatus[status] ?? 'error.internal', lang),
    detail: translate(code, lang),
    code,
    ...(errors ? { errors } : {}),
  };
  return reply.status(status).type('application/problem+json').send(body);
}

/** A zod issue's message is a message key when the contract set one; otherwise say what kind of problem it is. */
function issueKey(message: string, keyword: string): string {
  if (isMessageKey(message)) return message;
  return keyword === 'invalid_type' && /received undefined/.test(message)
    ? 'validation.required'
    : 'validation.invalid';
}

/**
 * Fastify's router refuses an address it cannot decode (bad percent-encoding, invalid UTF-8) before
 * any hook runs; it is the caller's 400, said as every other problem.
 */
export function badUrlProblem(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = langFromAcceptLanguage(request.headers['accept-language']);
  reply.headers(hooklessAnswerHeaders);
  return sendProblem(request, reply, 400, 'error.badRequest');
}

/** PostgreSQL data exceptions (class 22), raised directly or wrapped by Drizzle as the cause. */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((k) => translate(k, request.lang)),
            ]),
          )
        : undefined;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(request, reply, error.status, error.code, errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.issue ?? '_');
        const key = issueKey(issue.message ?? '', issue.keyword);
        errors[field] = [...(errors[field] ?? []), translate(key, request.lang)];
      }
      return sendProblem(request, reply, 400, 'error.validation', errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return sendProblem(request, reply, 500, 'error.internal');
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type) are the caller's fault.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(
        request,
        reply,
        error.statusCode,
        titleByStatus[error.statusCode] ?? 'error.badRequest',
      );
    }
    // A value the caller sent that PostgreSQL cannot take (SQLSTATE class 22: out of range,
    // invalid text, bad number) when no contract caught it first. Logged, since a contract should.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value the contract let through');
      return sendProblem(request, reply, 400, 'error.badRequest');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 500, 'error.internal');
  });

  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'error.notFound'));
});
