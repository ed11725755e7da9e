import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const pluginName = 'etags';

/**
 * ETags on the answers of a scope, and 304 Not Modified with no body for a request whose
 * If-None-Match names the answer's.
 */
const etags = fp(
  async (scope: FastifyInstance) => {
    // Weak: the hash is of the JSON before compression (the scope's hooks run before the route's own,
    // where @fastify/compress puts its), so br, gzip and plain answers share one ETag, which RFC 9110
    // allows only a weak validator.
    await scope.register(fastifyEtag, { weak: true });
    scope.addHook('onSend', async (_request, reply) => {
      // Only a success is kept and revalidated; @fastify/etag tags a problem answer too.
      if (reply.statusCode >= 300 && reply.statusCode !== 304) reply.removeHeader('etag');
      // A client may keep the answer but asks again each time; the answer differs by language
      // (Accept-Language unless `lang` is in the query) and by encoding.
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-language, accept-encoding');
    });
  },
  { name: pluginName },
);

/** Whether routes registered on `app` get ETags. */
export function hasEtags(app: FastifyInstance): boolean {
  return app.hasPlugin(pluginName);
}

/**
 * Registers routes in a scope of their own where answers get ETags: @fastify/etag tags every answer of
 * the instance it is registered on, so the cacheable reads (`cache: 'etag'`) are kept apart from the
 * rest of the API.
 */
export function withEtags(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(etags);
    register(scope);
  });
}
