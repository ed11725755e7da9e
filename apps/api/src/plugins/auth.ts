import type { Role } from '@bazar/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../domains/accounts/caller';
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.decorate('requireUser', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      if (!request.bearerToken) throw new AppError('unauthorized', 'error.unauthorized');
      const caller = await app.services.accounts.authenticate(request.bearerToken);
      if (!caller) throw new AppError('unauthorized', 'error.sessionExpired');
      if (roles.length > 0 && !roles.includes(caller.role as Role))
        throw new AppError('forbidden', 'error.forbidden');
      request.caller = caller;
    };
  });
  app.decorate('optionalUser', (): preHandlerAsyncHookHandler => {
    return async (request) => {
      if (!request.bearerToken) return;
      const caller = await app.services.accounts.authenticate(request.bearerToken);
      if (!caller) throw new AppError('unauthorized', 'error.sessionExpired');
      request.caller = caller;
    };
  });
});
