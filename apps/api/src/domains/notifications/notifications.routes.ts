import { notificationsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The development SMS outbox. Its messages carry one-time codes, so production registers nothing. */
export const notificationsRoutes: FastifyPluginAsync<{ enabled: boolean }> = async (app, { enabled }) => {
  if (!enabled) return;
  const { notifications } = app.services;

  serve(app, notificationsApi.smsOutbox, async (request) => {
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
  });
};
