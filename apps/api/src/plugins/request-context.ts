import { isLang, type Lang, langFromAcceptLanguage } from '@bazar/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** From `lang` in the query, else Accept-Language, else az. */
    lang: Lang;
    /** The spec's fromMobileApp flag, from the query or a header. */
    fromMobileApp: boolean;
    /** The raw bearer token, if any; the accounts domain verifies it. */
    bearerToken: string | null;
  }
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

/** Reads the three things the spec says every request may carry. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'az');
  app.decorateRequest('fromMobileApp', false);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const queryLang = typeof query.lang === 'string' ? query.lang.slice(0, 2).toLowerCase() : undefined;
    request.lang = isLang(queryLang) ? queryLang : langFromAcceptLanguage(request.headers['accept-language']);
    request.fromMobileApp = flag(query.fromMobileApp ?? request.headers.frommobileapp);
    const authorization = request.headers.authorization;
    request.bearerToken = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || null : null;
  });
});
