import { PaymentMethod } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.get(
    '/Payment/Methods',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The payment types checkout offers and which of them can be taken now',
        response: { 200: z.array(PaymentMethod) },
      },
    },
    () => payments.methods(),
  );
};
