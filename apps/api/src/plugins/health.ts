import type { FastifyInstance } from 'fastify';

/** 200 while the database answers, 503 when it does not: what a load balancer needs. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await app.connection.ping();
      return { status: 'ok', database: 'up' };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}
