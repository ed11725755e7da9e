import { backofficeApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's calls (issue 17), for Staff and Admin: the dashboard, product moderation and the audit log. */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  const { auditLog, dashboard, moderation } = app.services;

  serve(app, backofficeApi.dashboard, () => dashboard.dashboard());

  serve(app, backofficeApi.auditLog, (request) => auditLog.list(request.query));

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
