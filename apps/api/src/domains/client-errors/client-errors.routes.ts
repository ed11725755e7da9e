import { clientErrorsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** A browser's report of a page it could not show, and the back office's list of them. */
export const clientErrorsRoutes: FastifyPluginAsync = async (app) => {
  const { clientErrors } = app.services;

  serve(app, clientErrorsApi.report, async (request) => {
    // Anyone may report, so an address may only report a few: the table cannot be flooded.
    await app.limits.consume(request, 'clientErrorPerIp', request.ip);
    await clientErrors.report(request.caller, request.body, request.lang);
    return null;
  });

  serve(app, clientErrorsApi.list, (request) => clientErrors.list(request.query));
};
