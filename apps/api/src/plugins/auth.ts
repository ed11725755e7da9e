import type { Role } from '@bazar/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { isOperator } from '../domains/accounts/second-factor';
import type { Caller } from '../shared/caller';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that lets through only a signed-in caller, and with `roles` only those roles:
     * 401 without a valid session, 403 for a role that does not belong.
     */
    requireUser(...roles: Role[]): preHandlerAsyncHookHandler;
    /** A preHandler for calls open to guests: a caller when signed in, 401 for a dead session. */
    optionalUser(): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireUser and optionalUser. */
    caller: Caller | null;
  }
}

/** The signed-in caller on routes that need one: `request.caller` is set after requireUser. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthorized', 'error.unauthorized');
  return request.caller;
}

/** The session a token names, read without checking it: only to end an idle operator's session first. */
function sessionIdOf(token: string): string | null {
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  /**
   * The caller behind a token. An operator's session ends after 30 minutes idle, and notes whether
   * it passed the second factor (issue 35 point 14).
   */
  const authenticate = async (token: string): Promise<Caller | null> => {
    const { secondFactor } = app.services;
    const sessionId = sessionIdOf(token);
    if (sessionId) await secondFactor.endIfIdle(sessionId);
    const caller = await app.services.signIn.authenticate(token);
    if (!caller || !isOperator(caller.role)) return caller;
    const { passed } = await secondFactor.operatorSession(caller);
    return { ...caller, secondFactorPassed: passed };
  };
  app.decorateRequest('caller', null);
  app.decorate('requireUser', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      if (!request.bearerToken) throw new AppError('unauthorized', 'error.unauthorized');
      const caller = await authenticate(request.bearerToken);
      if (!caller) throw new AppError('unauthorized', 'error.sessionExpired');
      if (roles.length > 0 && !roles.includes(caller.role as Role))
        throw new AppError('forbidden', 'error.forbidden');
      // Calls for given roles are back-office (or seller) work: an operator needs the second factor.
      if (roles.length > 0 && caller.secondFactorPassed === false)
        throw await app.services.secondFactor.refusal(caller.userId);
      request.caller = caller;
    };
  });
  app.decorate('optionalUser', (): preHandlerAsyncHookHandler => {
    return async (request) => {
      if (!request.bearerToken) return;
      const caller = await authenticate(request.bearerToken);
      if (!caller) throw new AppError('unauthorized', 'error.sessionExpired');
      request.caller = caller;
    };
  });
});
