import { privacyApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** A person's rights over their data: their copy, restriction, deletion and consents (PRV-01..05). */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const { dataExports, accountErasure, consents } = app.services;

  serve(app, privacyApi.state, (request) => accountErasure.state(callerOf(request).userId));

  serve(app, privacyApi.exports, (request) => dataExports.list(callerOf(request).userId));

  serve(app, privacyApi.requestExport, async (request) => {
    const { userId } = callerOf(request);
    await app.limits.consume(request, 'dataExportPerAccount', String(userId));
    return dataExports.request(userId);
  });

  for (const [route, format] of [
    [privacyApi.exportJson, 'json'],
    [privacyApi.exportHtml, 'html'],
  ] as const) {
    serve(app, route, async (request, reply) => {
      const file = await dataExports.file(callerOf(request).userId, request.params.id, format);
      return reply
        .type(route.produces)
        .header('content-disposition', `attachment; filename="bazar-data-${request.params.id}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });
  }

  serve(app, privacyApi.restrict, async (request) => {
    const { userId } = callerOf(request);
    await consents.restrict(userId, request.body.restricted);
    return accountErasure.state(userId);
  });

  serve(app, privacyApi.deletionCode, async (request) => {
    const caller = callerOf(request);
    await app.limits.consume(request, 'accountDeletionPerAccount', String(caller.userId));
    await accountErasure.sendDeletionCode(caller);
    return { ok: true as const };
  });

  serve(app, privacyApi.deleteAccount, async (request) => {
    const caller = callerOf(request);
    await app.limits.consume(request, 'accountDeletionPerAccount', String(caller.userId));
    await accountErasure.deleteOwn(caller, request.body);
    return null;
  });

  serve(app, privacyApi.consents, (request) => consents.view(request.caller, request.query.visitorId));

  serve(app, privacyApi.recordConsents, async (request) => {
    await app.limits.consume(request, 'consentPerIp', request.ip);
    return consents.record(request.caller, request.body);
  });

  serve(app, privacyApi.adoptConsents, async (request) => {
    await app.limits.consume(request, 'consentPerIp', request.ip);
    return consents.adopt(callerOf(request), request.body.visitorId);
  });

  serve(app, privacyApi.deletePerson, async (request) => {
    await accountErasure.deleteByOperator(callerOf(request), request.params.id);
    return null;
  });

  serve(app, privacyApi.parentalConsent, async (request) => {
    await accountErasure.recordParentalConsent(callerOf(request), request.params.id);
    return { ok: true as const };
  });
};
