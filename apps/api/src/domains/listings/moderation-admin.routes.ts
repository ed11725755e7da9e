import { backofficeApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's product moderation (issue 17), for Staff and Admin: the queue, a preview and decisions. */
export const moderationAdminRoutes: FastifyPluginAsync = async (app) => {
  const { moderation } = app.services;

  serve(app, backofficeApi.pendingProducts, (request) => moderation.pending(request.query, request.lang));

  serve(app, backofficeApi.previewProduct, (request) => moderation.preview(request.params.id, request.lang));

  serve(app, backofficeApi.approveProduct, (request) =>
    moderation.approve(callerOf(request), request.params.id, request.lang),
  );

  serve(app, backofficeApi.rejectProduct, (request) =>
    moderation.reject(callerOf(request), request.params.id, request.body, request.lang),
  );

  serve(app, backofficeApi.moderateProducts, (request) =>
    moderation.moderate(callerOf(request), request.body, request.lang),
  );
};
