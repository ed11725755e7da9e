import { PhoneNumber } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const SmsOutbox = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      phone: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});

/** The development SMS outbox. Its messages carry one-time codes, so production registers nothing. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ enabled: boolean }> = async (app, { enabled }) => {
  if (!enabled) return;
  const { notifications } = app.services;

  app.get(
    '/dev/SmsOutbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The latest text messages to a phone (not in production)',
        querystring: z.object({ phone: PhoneNumber }),
        response: { 200: SmsOutbox },
      },
    },
    async (request) => {
      const messages = await notifications.outbox(request.query.phone);
      return {
        items: messages.map(({ id, phone, text, status, createdAt }) => ({
          id,
          phone,
          text,
          status,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );
};
