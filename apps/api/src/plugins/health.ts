import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { problemAnswer } from './openapi';

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  testPayments: z
    .boolean()
    .describe(
      'Card payments go to the sandbox bank on a site others reach (ALLOW_TEST_PAYMENTS): no real money moves; apps show a band saying so',
    ),
});

/**
 * 200 while the database answers, 503 when it does not: what a load balancer needs. It also says
 * whether payments are only a test (the mobile app shows the same band as the web's pages).
 */
export async function healthRoutes(app: FastifyInstance, options: { testPayments: boolean }) {
  const { testPayments } = options;
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether this node can serve: 200 while its database answers, 503 when it does not',
        tags: ['health'],
        security: [],
        response: { 200: Health, 400: problemAnswer(400), 503: Health },
      },
    },
    async (_request, reply) => {
      try {
        await app.connection.ping();
        return { status: 'ok', database: 'up', testPayments };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'down', testPayments });
      }
    },
  );
}
