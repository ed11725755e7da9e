import { clientErrorsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';

/** The largest violation report taken: a batch of a few reports is far below it. */
export const cspReportBodyLimit = 16 * 1024;

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

  serve(app, clientErrorsApi.cspReports, (request) => clientErrors.cspReports(request.query));

  // Browsers post violation reports as application/csp-report (report-uri) or
  // application/reports+json (report-to): JSON both, read here only, and at most 16 KB.
  await app.register(async (reports) => {
    reports.removeContentTypeParser('application/json');
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json', 'application/json'],
      { parseAs: 'string', bodyLimit: cspReportBodyLimit },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new AppError('badRequest', 'error.badRequest'), undefined);
        }
      },
    );
    serve(reports, clientErrorsApi.cspReport, async (request) => {
      // Anyone's browser may report, so an address may only report so much: the table cannot be flooded.
      await app.limits.consume(request, 'cspReportPerIp', request.ip);
      await clientErrors.reportCsp(request.body);
      return null;
    });
  });
};
