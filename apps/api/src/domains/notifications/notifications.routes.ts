import { devOutboxApi, notificationsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** A member's notifications and their settings. */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { notifications } = app.services;

  serve(app, notificationsApi.list, (request) =>
    notifications.list(callerOf(request), request.query, request.lang),
  );
  serve(app, notificationsApi.unread, async (request) => ({
    unread: await notifications.unread(callerOf(request)),
  }));
  serve(app, notificationsApi.read, (request) =>
    notifications.read(callerOf(request), request.params.id, request.lang),
  );
  serve(app, notificationsApi.readAll, async (request) => ({
    unread: await notifications.readAll(callerOf(request)),
  }));
  serve(app, notificationsApi.settings, async (request) => ({
    items: await notifications.settings(callerOf(request)),
  }));
  serve(app, notificationsApi.saveSettings, async (request) => ({
    items: await notifications.saveSettings(callerOf(request), request.body.items),
  }));
  serve(app, notificationsApi.registerPushToken, async (request) => {
    await notifications.registerPushToken(callerOf(request), request.body);
    return null;
  });
  serve(app, notificationsApi.removePushToken, async (request) => {
    await notifications.removePushToken(callerOf(request));
    return null;
  });
};

/** The development outboxes. Their messages carry one-time codes, so production registers nothing. */
export const devOutboxRoutes: FastifyPluginAsync<{ sms: boolean; email: boolean; push: boolean }> = async (
  app,
  enabled,
) => {
  const { notifications } = app.services;

  if (enabled.sms)
    serve(app, devOutboxApi.smsOutbox, async (request) => {
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
  if (enabled.email)
    serve(app, devOutboxApi.emailOutbox, async (request) => {
      const emails = await notifications.emailOutbox(request.query.to);
      return {
        items: emails.map(({ id, to, subject, text, html, status, createdAt }) => ({
          id,
          to,
          subject,
          text,
          html,
          status,
          createdAt: createdAt.toISOString(),
        })),
      };
    });
  if (enabled.push)
    serve(app, devOutboxApi.pushOutbox, async (request) => {
      const pushes = await notifications.pushOutbox(request.query.token);
      return {
        items: pushes.map(({ id, token, title, body, link, status, createdAt }) => ({
          id,
          token,
          title,
          body,
          link,
          status,
          createdAt: createdAt.toISOString(),
        })),
      };
    });
};
