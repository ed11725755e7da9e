import { backofficeApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The back office's own calls (issue 17), for Staff and Admin: the dashboard and the audit log. */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  const { auditLog, dashboard } = app.services;

  serve(app, backofficeApi.dashboard, () => dashboard.dashboard());

  serve(app, backofficeApi.auditLog, (request) => auditLog.list(request.query));
};
